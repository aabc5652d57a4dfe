// hitmask reference: ellipse.
#pragma once

#include <hitmask/ellipse.hpp>

namespace hitmask {
namespace reference_impl {

/// With q = p - c: (q·a)² + (q·b)² <= 1, where a = u/rx and b = v/ry.
inline bool points_hit(const detail::ellipse_params& e, float x, float y) noexcept
{
    const float qx = x - e.cx, qy = y - e.cy;
    const float s = qx * e.ax + qy * e.ay;
    const float t = qx * e.bx + qy * e.by;
    return s * s + t * t <= 1.f;
}

} // namespace reference_impl
} // namespace hitmask
