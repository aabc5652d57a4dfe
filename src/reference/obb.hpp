// hitmask reference: oriented rectangle.
#pragma once

#include <cmath>

#include <hitmask/obb.hpp>

namespace hitmask {
namespace reference_impl {

/// With q = p - c: |q·u| <= hx and |q·v| <= hy, edges inclusive.
inline bool points_hit(const detail::obb_params& o, float x, float y) noexcept
{
    const float qx = x - o.cx, qy = y - o.cy;
    const float along_u = qx * o.ux + qy * o.uy;
    const float along_v = qx * o.vx + qy * o.vy;
    return std::fabs(along_u) <= o.hx && std::fabs(along_v) <= o.hy;
}

} // namespace reference_impl
} // namespace hitmask
