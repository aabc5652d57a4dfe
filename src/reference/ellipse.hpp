// hitmask reference: ellipse, as a shape for points and as bullets (ellipses_view) against the
// player's point or disc.
#pragma once

#include <cmath>

#include <hitmask/circle.hpp>
#include <hitmask/ellipse.hpp>
#include <hitmask/oriented_bullets.hpp>

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

/// A bullet ellipse (centre c, axis u, v = (-uy, ux), semi-axes rx, ry) contains the point
/// when, with q = p - c, (q·u / rx)² + (q·v / ry)² <= 1 (q·v computed as qy·ux - qx·uy; two
/// divisions, correctly rounded on every ISA). Rim inclusive; NaN in the bullet, or a semi-axis
/// that is not > 0, never hits.
inline bool ellipses_hit(const detail::point_params& p, float cx, float cy, float ux, float uy, float rx,
                         float ry) noexcept
{
    const float qx = p.x - cx, qy = p.y - cy;
    const float s = (qx * ux + qy * uy) / rx;
    const float t = (qy * ux - qx * uy) / ry;
    return rx > 0.f && ry > 0.f && s * s + t * t <= 1.f;
}

/// A bullet ellipse overlaps the disc (centre d, radius R) when the disc's centre is inside the
/// ellipse with both semi-axes grown by R: (q·u / (rx + R))² + (q·v / (ry + R))² <= 1. This is
/// the definition; it differs from the exact overlap of an ellipse and a disc by the bound the
/// docs/semantics.md states (measured in double by tests/reference/oriented_bullets_test.cpp).
inline bool ellipses_hit(const detail::circle_params& d, float cx, float cy, float ux, float uy, float rx,
                         float ry) noexcept
{
    const float qx = d.cx - cx, qy = d.cy - cy;
    const float s = (qx * ux + qy * uy) / (rx + d.r);
    const float t = (qy * ux - qx * uy) / (ry + d.r);
    return rx > 0.f && ry > 0.f && s * s + t * t <= 1.f;
}

/// The point of the ellipse's rim closest to (px, py), a point of the first quadrant of the
/// ellipse's own frame outside it (semi-axes rx along the first axis, ry along the second), as
/// (rx·tx, ry·ty) with (tx, ty) on the unit circle: detail::ellipse_rim_steps steps of the trig-free
/// evolute iteration (each step moves t to where the ray from the centre of curvature through
/// p meets the rim, measured along the arc's chord). Starts at 45°; clamps t to the quadrant.
/// Plain float, no FMA; three divisions and three correctly rounded square roots per step.
inline void closest_on_rim(const detail::ellipse_params& e, float px, float py, float& tx, float& ty) noexcept
{
    tx = 0.70710678f;
    ty = 0.70710678f;
    for (int step = 0; step < detail::ellipse_rim_steps; ++step) {
        // the centre of curvature at t, and the vectors from it to the rim point and to p
        const float ex = e.ku * (tx * tx * tx);
        const float ey = e.kv * (ty * ty * ty);
        const float rim_x = e.rx * tx - ex, rim_y = e.ry * ty - ey;
        const float to_px = px - ex, to_py = py - ey;
        const float rim = std::sqrt(rim_x * rim_x + rim_y * rim_y);
        const float to_p = std::sqrt(to_px * to_px + to_py * to_py);
        const float k = rim / to_p;
        float sx = (to_px * k + ex) * e.inv_rx;
        float sy = (to_py * k + ey) * e.inv_ry;
        sx = sx < 0.f ? 0.f : sx;
        sx = sx > 1.f ? 1.f : sx;
        sy = sy < 0.f ? 0.f : sy;
        sy = sy > 1.f ? 1.f : sy;
        const float length = std::sqrt(sx * sx + sy * sy);
        tx = sx / length;
        ty = sy / length;
    }
}

/// A round bullet (centre p, radius r) overlaps the ellipse when its centre is inside (the
/// point test, so a disc of radius 0 hits where a point does), or the distance from the centre
/// to the rim's closest point (closest_on_rim) is <= r. A centre more than r outside the
/// octagon around the ellipse (|s| <= rx, |t| <= ry, |s|·ry + |t|·rx <= √2·rx·ry in the
/// frame, the factory's constants grown by 2^-20) misses without the iteration: no point of
/// the ellipse lies outside it. NaN in the bullet, or a negative or NaN radius, never hits.
inline bool circles_hit(const detail::ellipse_params& e, float x, float y, float r) noexcept
{
    const float qx = x - e.cx, qy = y - e.cy;
    const float s = qx * e.ax + qy * e.ay;
    const float t = qx * e.bx + qy * e.by;
    if (!(r >= 0.f)) return false;
    if (s * s + t * t <= 1.f) return true;
    // the frame's coordinates, folded into the first quadrant (the ellipse is symmetric)
    const float px = std::fabs(qx * e.ux + qy * e.uy);
    const float py = std::fabs(qy * e.ux - qx * e.uy);
    if (!(px <= e.rx + r && py <= e.ry + r)) return false; // also NaN
    if (px * e.ry + py * e.rx - e.diamond > r * e.diagonal) return false;
    float tx, ty;
    closest_on_rim(e, px, py, tx, ty);
    const float gx = px - e.rx * tx, gy = py - e.ry * ty;
    return gx * gx + gy * gy <= r * r;
}

} // namespace reference_impl
} // namespace hitmask
