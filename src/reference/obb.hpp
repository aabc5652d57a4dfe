// hitmask reference: oriented rectangle and ellipse.
#pragma once

#include <cmath>

#include <hitmask/obb.hpp>

namespace hitmask {
namespace reference_impl {

/// With q = p - c: |q·u| <= hx and |q·v| <= hy, edges inclusive.
inline bool obb_hit(const detail::obb_params& o, float x, float y) noexcept
{
    const float qx = x - o.cx, qy = y - o.cy;
    const float along_u = qx * o.ux + qy * o.uy;
    const float along_v = qx * o.vx + qy * o.vy;
    return std::fabs(along_u) <= o.hx && std::fabs(along_v) <= o.hy;
}

/// With q = p - c: (q·a)² + (q·b)² <= 1, where a = u/rx and b = v/ry.
inline bool ellipse_hit(const detail::ellipse_params& e, float x, float y) noexcept
{
    const float qx = x - e.cx, qy = y - e.cy;
    const float s = qx * e.ax + qy * e.ay;
    const float t = qx * e.bx + qy * e.by;
    return s * s + t * t <= 1.f;
}

} // namespace reference_impl
} // namespace hitmask
