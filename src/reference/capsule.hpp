// hitmask reference: capsule, as a shape for points and round bullets (circles_view), and as
// bullets (capsules_view: bent lasers) against the player's point or disc.
#pragma once

#include <hitmask/capsule.hpp>
#include <hitmask/circle.hpp>
#include <hitmask/oriented_bullets.hpp>

#include "segment_distance.hpp"

namespace hitmask {
namespace reference_impl {

/// A point hits when it is within r of the segment (near_segment with the factory's r² terms).
inline bool points_hit(const detail::capsule_params& c, float x, float y) noexcept
{
    return near_segment(x - c.ax, y - c.ay, x - c.bx, y - c.by, c.dx, c.dy, c.len2, c.r2, c.r2len2);
}

/// A bullet disc overlaps the capsule when its centre is within R + r of the segment.
inline bool circles_hit(const detail::capsule_params& c, float x, float y, float r) noexcept
{
    const float reach = c.r + r;
    const float reach2 = reach * reach;
    return r >= 0.f &&
           near_segment(x - c.ax, y - c.ay, x - c.bx, y - c.by, c.dx, c.dy, c.len2, reach2, reach2 * c.len2);
}

/// A bullet capsule (segment a = (x0, y0) to b = (x1, y1), radius r) contains the point when
/// the point is within r of the segment: near_segment with d = b - a, len2 = d·d and reach² =
/// r², computed per bullet. A NaN end (len2 is NaN) or a negative or NaN radius never hits.
inline bool capsules_hit(const detail::point_params& p, float x0, float y0, float x1, float y1, float r) noexcept
{
    const float dx = x1 - x0, dy = y1 - y0;
    const float len2 = dx * dx + dy * dy;
    const float r2 = r * r;
    return (r >= 0.f) & (len2 == len2) &
           near_segment(p.x - x0, p.y - y0, p.x - x1, p.y - y1, dx, dy, len2, r2, r2 * len2);
}

/// A bullet capsule overlaps the disc (centre d, radius R) when d is within r + R of the segment.
inline bool capsules_hit(const detail::circle_params& d, float x0, float y0, float x1, float y1, float r) noexcept
{
    const float dx = x1 - x0, dy = y1 - y0;
    const float len2 = dx * dx + dy * dy;
    const float reach = r + d.r;
    const float reach2 = reach * reach;
    return (r >= 0.f) & (len2 == len2) &
           near_segment(d.cx - x0, d.cy - y0, d.cx - x1, d.cy - y1, dx, dy, len2, reach2, reach2 * len2);
}

} // namespace reference_impl
} // namespace hitmask
