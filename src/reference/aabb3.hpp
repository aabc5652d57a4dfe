// hitmask reference: 3D axis-aligned box, for 3D points and spheres.
#pragma once

#include <hitmask/aabb3.hpp>

namespace hitmask {
namespace reference_impl {

/// Hit when min <= p <= max on every axis, faces inclusive; NaN compares false.
inline bool points3_hit(const detail::aabb3_params& b, float x, float y, float z) noexcept
{
    return b.min_x <= x && x <= b.max_x && b.min_y <= y && y <= b.max_y && b.min_z <= z && z <= b.max_z;
}

/// The gap between v and [lo, hi] along one axis: max(lo - v, v - hi, 0), by comparison.
inline float gap(float lo, float hi, float v) noexcept
{
    const float below = lo - v;
    const float above = v - hi;
    const float g = below > above ? below : above;
    return g > 0.f ? g : 0.f;
}

/// A ball overlaps the box when its centre's distance to the box is <= r. NaN centres (which
/// the gaps would turn into 0) and negative or NaN radii never hit.
inline bool spheres_hit(const detail::aabb3_params& b, float x, float y, float z, float r) noexcept
{
    const float gx = gap(b.min_x, b.max_x, x);
    const float gy = gap(b.min_y, b.max_y, y);
    const float gz = gap(b.min_z, b.max_z, z);
    return x == x && y == y && z == z && r >= 0.f && gx * gx + gy * gy + gz * gz <= r * r;
}

} // namespace reference_impl
} // namespace hitmask
