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

/// A round bullet overlaps the box when its centre is within r of it: with q = p - c, the gap
/// along each axis is max(|q·u| - h, 0), and it hits when gap_u² + gap_v² <= r² (the aabb's
/// test in the box's frame; r = 0 hits where a point does). NaN in the bullet, or a negative or
/// NaN radius, never hits.
inline bool circles_hit(const detail::obb_params& o, float x, float y, float r) noexcept
{
    const float qx = x - o.cx, qy = y - o.cy;
    const float along_u = qx * o.ux + qy * o.uy;
    const float along_v = qx * o.vx + qy * o.vy;
    const float gap_u = larger(std::fabs(along_u) - o.hx, 0.f);
    const float gap_v = larger(std::fabs(along_v) - o.hy, 0.f);
    // along == along rejects NaN, which larger() would have turned into a gap of 0
    return along_u == along_u && along_v == along_v && r >= 0.f && gap_u * gap_u + gap_v * gap_v <= r * r;
}

/// The lesser and the greater of two products, by comparison (NaN goes the same way on every ISA).
inline void ordered(float a, float b, float& lo, float& hi) noexcept
{
    lo = a < b ? a : b;
    hi = a < b ? b : a;
}

/// Whether [lo_a + lo_b, hi_a + hi_b], a box's projection, meets [-h, h].
inline bool meets(float lo_a, float lo_b, float hi_a, float hi_b, float h) noexcept
{
    return lo_a + lo_b <= h && -h <= hi_a + hi_b;
}

/// A bullet box (centre c, axis u, v = (-uy, ux), half extents hx, hy) overlaps the rectangle
/// [min, max] when their projections meet on the four separating axes: x and y (the bullet's
/// half widths hx·|ux| + hy·|uy| and hx·|uy| + hy·|ux| against the rectangle's own edges, so
/// those stay exact), u and v (the rectangle's corners relative to c, the least and greatest
/// products per coordinate, against [-h, h]). Edges inclusive; NaN in the bullet, or a
/// negative or NaN half extent, never hits.
inline bool obbs_hit(const detail::aabb_params& b, float cx, float cy, float ux, float uy, float hx, float hy) noexcept
{
    const float abs_ux = std::fabs(ux), abs_uy = std::fabs(uy);
    const float wx = hx * abs_ux + hy * abs_uy, wy = hx * abs_uy + hy * abs_ux;
    const bool on_x = b.min_x - cx <= wx && cx - b.max_x <= wx;
    const bool on_y = b.min_y - cy <= wy && cy - b.max_y <= wy;
    const float lo_x = b.min_x - cx, hi_x = b.max_x - cx, lo_y = b.min_y - cy, hi_y = b.max_y - cy;
    float xu_lo, xu_hi, yu_lo, yu_hi, xv_lo, xv_hi, yv_lo, yv_hi;
    ordered(lo_x * ux, hi_x * ux, xu_lo, xu_hi);
    ordered(lo_y * uy, hi_y * uy, yu_lo, yu_hi);
    ordered(lo_x * -uy, hi_x * -uy, xv_lo, xv_hi);
    ordered(lo_y * ux, hi_y * ux, yv_lo, yv_hi);
    const bool on_u = meets(xu_lo, yu_lo, xu_hi, yu_hi, hx);
    const bool on_v = meets(xv_lo, yv_lo, xv_hi, yv_hi, hy);
    return hx >= 0.f && hy >= 0.f && on_x && on_y && on_u && on_v;
}

/// A bullet box overlaps the rotated box (centre C, axes U, V, half extents Hx, Hy) when, with
/// t = C - c, the separating axis test passes on the four axes u, v, U, V: |t·u| <= hx + Hx·|u·U|
/// + Hy·|u·V| and likewise (the four dot products of the axes computed once). Edges inclusive;
/// NaN in the bullet, or a negative or NaN half extent, never hits.
inline bool obbs_hit(const detail::obb_params& o, float cx, float cy, float ux, float uy, float hx, float hy) noexcept
{
    const float tx = o.cx - cx, ty = o.cy - cy;
    const float uU = std::fabs(ux * o.ux + uy * o.uy), uV = std::fabs(ux * o.vx + uy * o.vy);
    const float vU = std::fabs(ux * o.uy - uy * o.ux), vV = std::fabs(ux * o.vy - uy * o.vx);
    const bool on_u = std::fabs(tx * ux + ty * uy) <= hx + (o.hx * uU + o.hy * uV);
    const bool on_v = std::fabs(ty * ux - tx * uy) <= hy + (o.hx * vU + o.hy * vV);
    const bool on_U = std::fabs(tx * o.ux + ty * o.uy) <= o.hx + (hx * uU + hy * vU);
    const bool on_V = std::fabs(tx * o.vx + ty * o.vy) <= o.hy + (hx * uV + hy * vV);
    return hx >= 0.f && hy >= 0.f && on_u && on_v && on_U && on_V;
}

} // namespace reference_impl
} // namespace hitmask
