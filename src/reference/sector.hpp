// hitmask reference: sector, both forms. The formulas here are the contract for the kernels.
#pragma once

#include <hitmask/sector.hpp>

#include "facing_angle.hpp"
#include "segment_distance.hpp"

namespace hitmask {
namespace reference_impl {

/// Whether v = p - apex lies in the sector's angular range (d2 = v·v).
///
/// Facing (view cone): with d the unit direction, the angle between v and d is <= fov/2
/// exactly when v·d >= |v| cos(fov/2). Squaring removes the sqrt:
///   narrow (cos >= 0): v·d >= 0 and (v·d)² >= |v|² cos²
///   reflex (cos <  0): v·d >= 0 or  (v·d)² <= |v|² cos²
/// Between (arc from edge s counter-clockwise to edge e): v is inside when it is on the left
/// of s (s × v >= 0) and on the right of e (v × e >= 0); for a reflex arc either suffices.
/// The apex (v = 0) passes every form, and NaN fails every comparison.
inline bool in_wedge(const detail::sector_params& s, float vx, float vy, float d2) noexcept
{
    if (s.span == detail::sector_span::full) return true;
    if (s.form == detail::sector_form::facing) return within_facing_angle(s.span, s.cos2, vx * s.dx + vy * s.dy, d2);
    const float left_of_start = s.sx * vy - s.sy * vx;
    const float right_of_end = vx * s.ey - vy * s.ex;
    if (s.span == detail::sector_span::narrow) return left_of_start >= 0.f && right_of_end >= 0.f;
    return left_of_start >= 0.f || right_of_end >= 0.f;
}

/// A point hits when |v|² <= range² and v is in the wedge; edges, arc and apex inclusive.
inline bool points_hit(const detail::sector_params& s, float x, float y) noexcept
{
    const float vx = x - s.ax;
    const float vy = y - s.ay;
    const float d2 = vx * vx + vy * vy;
    return d2 <= s.range2 && in_wedge(s, vx, vy, d2);
}

/// A bullet disc (x, y, r) overlaps the sector when its centre is in the wedge within
/// range + r (it reaches the arc or is inside), or it is within r of either straight edge
/// (the segments from the apex to apex + range * edge; unit edges, so len² = 1 and t runs to
/// range). Negative or NaN radii never hit.
inline bool circles_hit(const detail::sector_params& s, float x, float y, float r) noexcept
{
    const float vx = x - s.ax;
    const float vy = y - s.ay;
    const float d2 = vx * vx + vy * vy;
    const float reach = s.range + r;
    if (!(r >= 0.f)) return false;
    if (d2 <= reach * reach && in_wedge(s, vx, vy, d2)) return true;
    if (s.span == detail::sector_span::full) return false;
    const float r2 = r * r;
    return near_segment(vx, vy, x - s.s_end_x, y - s.s_end_y, s.sx, s.sy, s.range, r2, r2) ||
           near_segment(vx, vy, x - s.e_end_x, y - s.e_end_y, s.ex, s.ey, s.range, r2, r2);
}

} // namespace reference_impl
} // namespace hitmask
