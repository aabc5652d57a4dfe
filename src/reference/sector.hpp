// hitmask reference: sector, both forms. The formulas here are the contract for the kernels.
#pragma once

#include <hitmask/sector.hpp>

namespace hitmask {
namespace reference_impl {

/// View cone. With v = p - apex and d the unit direction, the angle between v and d is
/// <= fov/2 exactly when v·d >= |v| cos(fov/2). Squaring removes the sqrt:
///   narrow (cos >= 0): v·d >= 0 and (v·d)² >= |v|² cos²
///   reflex (cos <  0): v·d >= 0 or  (v·d)² <= |v|² cos²
/// The apex (v = 0) passes both. NaN fails every comparison, so it never hits.
inline bool sector_facing_hit(const detail::sector_params& s, float x, float y) noexcept
{
    const float vx = x - s.ax;
    const float vy = y - s.ay;
    const float d2 = vx * vx + vy * vy;
    const bool in_range = d2 <= s.range2;
    if (s.span == detail::sector_span::full) return in_range;
    const float dot = vx * s.dx + vy * s.dy;
    const float dot2 = dot * dot;
    const float limit = d2 * s.cos2;
    if (s.span == detail::sector_span::narrow) return in_range && dot >= 0.f && dot2 >= limit;
    return in_range && (dot >= 0.f || dot2 <= limit);
}

/// Arc from start edge s to end edge e, counter-clockwise. v is inside when it is on the left
/// of s (s × v >= 0) and on the right of e (v × e >= 0); for a reflex arc either suffices.
/// Both edges and the apex are inclusive.
inline bool sector_between_hit(const detail::sector_params& s, float x, float y) noexcept
{
    const float vx = x - s.ax;
    const float vy = y - s.ay;
    const float d2 = vx * vx + vy * vy;
    const bool in_range = d2 <= s.range2;
    if (s.span == detail::sector_span::full) return in_range;
    // s × v = sx*vy - sy*vx ; v × e = vx*ey - vy*ex
    const float left_of_start = s.sx * vy - s.sy * vx;
    const float right_of_end = vx * s.ey - vy * s.ex;
    if (s.span == detail::sector_span::narrow) return in_range && left_of_start >= 0.f && right_of_end >= 0.f;
    return in_range && (left_of_start >= 0.f || right_of_end >= 0.f);
}

} // namespace reference_impl
} // namespace hitmask
