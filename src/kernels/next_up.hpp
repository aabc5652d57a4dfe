// hitmask internal: the float just above x, std::nextafter(x, +inf) bit for bit, in integer
// arithmetic: the ray casts take their first bound from it once per call, and libm's nextafterf
// would be one more code page (and a PLT stub) on a frame's first cast.
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>

namespace hitmask {
namespace detail {

inline float next_up(float x) noexcept
{
    if (!(x < std::numeric_limits<float>::infinity())) return x;   // +inf and NaN stay
    if (x == 0.f) return std::numeric_limits<float>::denorm_min(); // from +0 and -0 alike
    std::uint32_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    bits = (bits >> 31) != 0 ? bits - 1 : bits + 1; // toward +inf: a smaller magnitude below 0
    std::memcpy(&x, &bits, sizeof bits);
    return x;
}

} // namespace detail
} // namespace hitmask
