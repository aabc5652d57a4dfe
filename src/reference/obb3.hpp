// hitmask reference: 3D oriented box, for 3D points and spheres.
#pragma once

#include <cmath>

#include <hitmask/obb3.hpp>

namespace hitmask {
namespace reference_impl {

/// The projections of p - c on the box's three axes, each summed x, y, z in that order.
struct obb3_frame {
    float pu, pv, pw;
};
inline obb3_frame obb3_project(const detail::obb3_params& b, float x, float y, float z) noexcept
{
    const float qx = x - b.cx, qy = y - b.cy, qz = z - b.cz;
    return {qx * b.ux + qy * b.uy + qz * b.uz, qx * b.vx + qy * b.vy + qz * b.vz, qx * b.wx + qy * b.wy + qz * b.wz};
}

/// Hit when |pu| <= hu, |pv| <= hv and |pw| <= hw, faces inclusive; NaN compares false.
inline bool points3_hit(const detail::obb3_params& b, float x, float y, float z) noexcept
{
    const obb3_frame f = obb3_project(b, x, y, z);
    return std::fabs(f.pu) <= b.hu && std::fabs(f.pv) <= b.hv && std::fabs(f.pw) <= b.hw;
}

/// How far |p| lies past h: max(|p| - h, 0), by comparison; a NaN p stays NaN, so the sum
/// of squares is NaN and the sphere misses.
inline float obb3_excess(float p, float h) noexcept
{
    const float e = std::fabs(p) - h;
    return e <= 0.f ? 0.f : e;
}

/// A ball overlaps the box when its centre's distance to the box, in the box's frame, is <= r.
/// A NaN projection (a NaN centre, or infinite coordinates whose terms cancel) and negative or
/// NaN radii never hit.
inline bool spheres_hit(const detail::obb3_params& b, float x, float y, float z, float r) noexcept
{
    const obb3_frame f = obb3_project(b, x, y, z);
    const float du = obb3_excess(f.pu, b.hu);
    const float dv = obb3_excess(f.pv, b.hv);
    const float dw = obb3_excess(f.pw, b.hw);
    return r >= 0.f && du * du + dv * dv + dw * dw <= r * r;
}

} // namespace reference_impl
} // namespace hitmask
