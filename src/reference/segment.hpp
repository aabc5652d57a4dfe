// hitmask reference: segment, for swept bullets (segments_view).
#pragma once

#include <hitmask/segment.hpp>

namespace hitmask {
namespace reference_impl {

/// a and b on opposite sides of a line, or either on it.
inline bool straddles(float a, float b) noexcept
{
    return (a <= 0.f && b >= 0.f) || (a >= 0.f && b <= 0.f);
}

/// The path p0→p1 hits segment q0→q1 when each straddles the other's line and their boxes
/// overlap: proper crossings, touching ends and collinear overlaps all count. Side values are
/// cross products in float; NaN straddles nothing.
inline bool segments_hit(const detail::segment_params& s, float x0, float y0, float x1, float y1) noexcept
{
    // side of p0 and p1 relative to q: (q1-q0) × (p-q0)
    const float side0 = s.dx * (y0 - s.ay) - s.dy * (x0 - s.ax);
    const float side1 = s.dx * (y1 - s.ay) - s.dy * (x1 - s.ax);
    // side of q0 and q1 relative to p: (p1-p0) × (q-p0)
    const float px = x1 - x0, py = y1 - y0;
    const float sideq0 = px * (s.ay - y0) - py * (s.ax - x0);
    const float sideq1 = px * (s.by - y0) - py * (s.bx - x0);
    const float lo_x = x0 < x1 ? x0 : x1, hi_x = x0 < x1 ? x1 : x0;
    const float lo_y = y0 < y1 ? y0 : y1, hi_y = y0 < y1 ? y1 : y0;
    const bool boxes = hi_x >= s.min_x && lo_x <= s.max_x && hi_y >= s.min_y && lo_y <= s.max_y;
    // the boxes first: most bullets are far from a wall, and that test rejects them predictably
    return boxes && straddles(side0, side1) && straddles(sideq0, sideq1);
}

} // namespace reference_impl
} // namespace hitmask
