// hitmask reference: ellipse, as a shape for points and as bullets (ellipses_view) against the
// player's point or disc.
#pragma once

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

} // namespace reference_impl
} // namespace hitmask
