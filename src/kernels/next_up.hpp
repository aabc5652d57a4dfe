// hitmask internal: the float just above x, std::nextafter(x, +inf) bit for bit, in integer
// arithmetic (and the one below): the ray casts take their first bound from it once per call,
// and libm's nextafterf would be one more code page (and a PLT stub) on a frame's first cast.
#pragma once

#include <cstdint>
#include <cstring>

namespace hitmask {
namespace detail {

inline float next_up(float x) noexcept
{
    // all in the bits, so that no flag of the float environment (DAZ, a caller's fast math) bears
    std::uint32_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    const std::uint32_t magnitude = bits & 0x7FFFFFFFu;
    if (bits == 0x7F800000u || magnitude > 0x7F800000u) return x; // +inf and NaN stay
    if (magnitude == 0)
        bits = 1; // +0 and -0: the smallest denormal
    else
        bits = (bits >> 31) != 0 ? bits - 1 : bits + 1; // toward +inf: below 0, a smaller magnitude
    std::memcpy(&x, &bits, sizeof bits);
    return x;
}

/// The float just below x, std::nextafter(x, -inf) bit for bit: the mirror of next_up. The
/// nearest kernels test d < cut as d <= next_down(cut), no float lying between the two.
inline float next_down(float x) noexcept
{
    return -next_up(-x);
}

} // namespace detail
} // namespace hitmask
