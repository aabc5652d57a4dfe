// hitmask reference: 3D view cone (spherical sector), for 3D points and spheres.
#pragma once

#include <cmath>

#include <hitmask/cone.hpp>

#include "facing_angle.hpp"
#include "segment_distance.hpp"

namespace hitmask {
namespace reference_impl {

/// Whether v = p - apex is within fov/2 of the direction, from h = v·u and d2 = v·v: the 2D
/// sector's facing test about the cone's axis.
inline bool in_cone(const detail::cone_params& c, float h, float d2) noexcept
{
    return within_facing_angle(c.span, c.cos2, h, d2);
}

/// A point hits when |v|² <= range² and v is within the cone's angle; the apex always hits.
inline bool points3_hit(const detail::cone_params& c, float x, float y, float z) noexcept
{
    const float vx = x - c.ax;
    const float vy = y - c.ay;
    const float vz = z - c.az;
    const float d2 = vx * vx + vy * vy + vz * vz;
    const float h = vx * c.dx + vy * c.dy + vz * c.dz;
    return d2 <= c.range2 && in_cone(c, h, d2);
}

/// A ball (x, y, z, r) overlaps the cone when its centre, in the plane through the axis, is
/// within r of the 2D sector of the same radius and half-angle: inside the angle and within
/// range + r, or within r of the edge from the apex to (range·cos, range·sin), with (h, q) the
/// centre's axial and radial coordinates. Negative or NaN radii never hit.
inline bool spheres_hit(const detail::cone_params& c, float x, float y, float z, float r) noexcept
{
    const float vx = x - c.ax;
    const float vy = y - c.ay;
    const float vz = z - c.az;
    const float d2 = vx * vx + vy * vy + vz * vz;
    const float h = vx * c.dx + vy * c.dy + vz * c.dz;
    if (!(r >= 0.f)) return false;
    const float reach = c.range + r;
    if (d2 <= reach * reach && in_cone(c, h, d2)) return true;
    if (c.span == detail::sector_span::full) return false;
    // the distance from the axis: |v × u|
    const float wx = vy * c.dz - vz * c.dy;
    const float wy = vz * c.dx - vx * c.dz;
    const float wz = vx * c.dy - vy * c.dx;
    const float q = std::sqrt(wx * wx + wy * wy + wz * wz);
    const float r2 = r * r;
    return near_segment(h, q, h - c.end_h, q - c.end_q, c.cos_half, c.sin_half, c.range, r2, r2);
}

} // namespace reference_impl
} // namespace hitmask
