// hitmask reference: 3D capsule, for 3D points and spheres.
#pragma once

#include <hitmask/capsule3.hpp>

#include "segment_distance.hpp"

namespace hitmask {
namespace reference_impl {

/// Hit when distance(p, segment a-b) <= r (near_segment3, without a division).
inline bool points3_hit(const detail::capsule3_params& c, float x, float y, float z) noexcept
{
    return near_segment3(x - c.ax, y - c.ay, z - c.az, x - c.bx, y - c.by, z - c.bz, c.dx, c.dy, c.dz, c.len2, c.r2,
                         c.r2len2);
}

/// A ball overlaps the capsule when its centre is within R + r of the segment. Negative or NaN
/// radii never hit.
inline bool spheres_hit(const detail::capsule3_params& c, float x, float y, float z, float r) noexcept
{
    const float reach = c.r + r;
    const float reach2 = reach * reach;
    return r >= 0.f && near_segment3(x - c.ax, y - c.ay, z - c.az, x - c.bx, y - c.by, z - c.bz, c.dx, c.dy, c.dz,
                                     c.len2, reach2, reach2 * c.len2);
}

} // namespace reference_impl
} // namespace hitmask
