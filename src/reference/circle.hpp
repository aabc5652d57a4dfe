// hitmask reference: circle, for points, round bullets (circles_view) and swept bullets
// (segments_view). The formulas here are the contract for every circle kernel.
#pragma once

#include <hitmask/circle.hpp>

#include "segment_distance.hpp"

namespace hitmask {
namespace reference_impl {

/// Hit when (p-c)·(p-c) <= r², rim inclusive; NaN compares false.
inline bool points_hit(const detail::circle_params& c, float x, float y) noexcept
{
    const float dx = x - c.cx;
    const float dy = y - c.cy;
    // d² = dx² + dy², in this order and without FMA, exactly as the kernels compute it
    const float d2 = dx * dx + dy * dy;
    return d2 <= c.r2;
}

/// A bullet disc (x, y, r) overlaps the circle when d² <= (R + r)². A bullet whose radius is
/// negative or NaN never hits.
inline bool circles_hit(const detail::circle_params& c, float x, float y, float r) noexcept
{
    const float dx = x - c.cx;
    const float dy = y - c.cy;
    const float d2 = dx * dx + dy * dy;
    const float reach = c.r + r;
    return r >= 0.f && d2 <= reach * reach;
}

/// The path p0→p1 hits the circle when it comes within r of the centre: the capsule test with
/// the roles swapped (the segment is the bullet's, the point is the centre). p0 == p1 is the
/// point test (d·d = 0). A NaN end makes d·d NaN, and such a bullet never hits (its other end
/// could otherwise pass the end test).
inline bool segments_hit(const detail::circle_params& c, float x0, float y0, float x1, float y1) noexcept
{
    const float dx = x1 - x0, dy = y1 - y0;
    const float len2 = dx * dx + dy * dy;
    return (len2 == len2) & near_segment(c.cx - x0, c.cy - y0, c.cx - x1, c.cy - y1, dx, dy, len2, c.r2, c.r2 * len2);
}

} // namespace reference_impl
} // namespace hitmask
