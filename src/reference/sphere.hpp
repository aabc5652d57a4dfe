// hitmask reference: sphere, for 3D points and spheres. The formulas here are the contract for
// every sphere kernel.
#pragma once

#include <hitmask/sphere.hpp>

namespace hitmask {
namespace reference_impl {

/// Hit when (p-c)·(p-c) <= r², surface inclusive; NaN compares false.
inline bool points3_hit(const detail::sphere_params& s, float x, float y, float z) noexcept
{
    const float dx = x - s.cx;
    const float dy = y - s.cy;
    const float dz = z - s.cz;
    // d² = (dx² + dy²) + dz², in this order and without FMA, exactly as the kernels compute it
    const float d2 = dx * dx + dy * dy + dz * dz;
    return d2 <= s.r2;
}

/// A ball (x, y, z, r) overlaps the sphere when d² <= (R + r)². Negative or NaN radii never hit.
inline bool spheres_hit(const detail::sphere_params& s, float x, float y, float z, float r) noexcept
{
    const float dx = x - s.cx;
    const float dy = y - s.cy;
    const float dz = z - s.cz;
    const float d2 = dx * dx + dy * dy + dz * dz;
    const float reach = s.r + r;
    return r >= 0.f && d2 <= reach * reach;
}

} // namespace reference_impl
} // namespace hitmask
