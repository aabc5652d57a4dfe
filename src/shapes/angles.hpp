// hitmask internal: unit vectors from angles, computed once per shape in double.
#pragma once

#include <cmath>

#include "../trig/cos_sin_double.hpp"

namespace hitmask {
namespace detail {

/// Distance from `a` to the next float away from zero: the resolution of an angle the user
/// passed as a float.
inline double float_ulp(float a) noexcept
{
    const float m = std::fabs(a);
    return static_cast<double>(std::nextafter(m, INFINITY)) - static_cast<double>(m);
}

/// Unit vector at angle `a`. When `a` is the float nearest a multiple of 90°, the vector is
/// exactly axis-aligned, so a 0°–90° sector contains the points on the +y axis as a user
/// expects, instead of missing them by cos(float(π/2)) = -4e-8.
inline void unit_at(float a, float& x, float& y) noexcept
{
    double c, s;
    cos_sin_double(static_cast<double>(a), c, s);
    const double half_ulp = 0.5 * float_ulp(a);
    if (std::fabs(c) <= half_ulp) {
        c = 0.0;
        s = s > 0 ? 1.0 : -1.0;
    } else if (std::fabs(s) <= half_ulp) {
        s = 0.0;
        c = c > 0 ? 1.0 : -1.0;
    }
    x = static_cast<float>(c);
    y = static_cast<float>(s);
}

} // namespace detail
} // namespace hitmask
