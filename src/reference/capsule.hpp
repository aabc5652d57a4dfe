// hitmask reference: capsule, for points and round bullets (circles_view).
#pragma once

#include <hitmask/capsule.hpp>

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

} // namespace reference_impl
} // namespace hitmask
