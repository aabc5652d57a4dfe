// hitmask reference: oriented rectangle, as a shape for points and as bullets (obbs_view)
// against the player's point or disc.
#pragma once

#include <cmath>

#include <hitmask/circle.hpp>
#include <hitmask/obb.hpp>
#include <hitmask/oriented_bullets.hpp>

#include "aabb.hpp"

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

/// A bullet box (centre c, axis u, v = (-uy, ux), half extents hx, hy) contains the point when,
/// with q = p - c, |q·u| <= hx and |q·v| <= hy (q·v computed as qy·ux - qx·uy). Edges
/// inclusive; NaN in the bullet, or a negative half extent, never hits.
inline bool obbs_hit(const detail::point_params& p, float cx, float cy, float ux, float uy, float hx,
                     float hy) noexcept
{
    const float qx = p.x - cx, qy = p.y - cy;
    const float along_u = qx * ux + qy * uy;
    const float along_v = qy * ux - qx * uy;
    return std::fabs(along_u) <= hx && std::fabs(along_v) <= hy;
}

/// A bullet box overlaps the disc (centre d, radius R) when the disc's centre is within R of
/// the box: with q = d - c, the gap along each axis is max(|q·u| - h, 0), and the bullet hits
/// when gap_u² + gap_v² <= R² (exact distance for a unit axis, no sqrt). A NaN projection (a
/// NaN centre or axis) or a negative or NaN half extent never hits.
inline bool obbs_hit(const detail::circle_params& d, float cx, float cy, float ux, float uy, float hx,
                     float hy) noexcept
{
    const float qx = d.cx - cx, qy = d.cy - cy;
    const float along_u = qx * ux + qy * uy;
    const float along_v = qy * ux - qx * uy;
    const float gap_u = larger(std::fabs(along_u) - hx, 0.f);
    const float gap_v = larger(std::fabs(along_v) - hy, 0.f);
    // along == along rejects NaN, which larger() would have turned into a gap of 0
    return along_u == along_u && along_v == along_v && hx >= 0.f && hy >= 0.f && gap_u * gap_u + gap_v * gap_v <= d.r2;
}

} // namespace reference_impl
} // namespace hitmask
