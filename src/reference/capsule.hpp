// hitmask reference: distance to a segment without division, shared by capsules, bullets
// with a radius against capsules and sector edges, and swept bullets against circles.
#pragma once

#include <hitmask/capsule.hpp>

namespace hitmask {
namespace reference_impl {

/// Whether p is within reach of segment a→a+d, with (px, py) = p - a, len2 = d·d,
/// reach2 = reach² and reach2_len2 = reach²·len2. With t = (p-a)·d:
///   t <= 0      (before a):   |p-a|² <= reach²
///   t >= len2   (past b):     |p-b|² <= reach²,  (qx, qy) = p - b
///   otherwise   (alongside):  ((p-a) × d)² <= reach²·len2
inline bool near_segment(float px, float py, float qx, float qy, float dx, float dy, float len2, float reach2,
                         float reach2_len2) noexcept
{
    const float t = px * dx + py * dy;
    if (t <= 0.f) return px * px + py * py <= reach2;
    if (t >= len2) return qx * qx + qy * qy <= reach2;
    const float cross = px * dy - py * dx;
    return cross * cross <= reach2_len2;
}

inline bool capsule_hit(const detail::capsule_params& c, float x, float y) noexcept
{
    return near_segment(x - c.ax, y - c.ay, x - c.bx, y - c.by, c.dx, c.dy, c.len2, c.r2, c.r2len2);
}

/// A bullet disc overlaps the capsule when its centre is within R + r of the segment.
inline bool disc_capsule_hit(const detail::capsule_params& c, float x, float y, float r) noexcept
{
    const float reach = c.r + r;
    const float reach2 = reach * reach;
    return r >= 0.f &&
           near_segment(x - c.ax, y - c.ay, x - c.bx, y - c.by, c.dx, c.dy, c.len2, reach2, reach2 * c.len2);
}

} // namespace reference_impl
} // namespace hitmask
