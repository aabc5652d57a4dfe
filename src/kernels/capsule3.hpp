// hitmask kernels: 3D capsule, for 3D points and spheres, for any xsimd arch. Match
// reference/capsule3.hpp bit for bit.
#pragma once

#include <hitmask/capsule3.hpp>

#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points3_view, capsule3_params> {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, az, bx, by, bz, dx, dy, dz, len2, r2, r2len2;
    explicit predicate(const capsule3_params& c) noexcept
        : ax(c.ax), ay(c.ay), az(c.az), bx(c.bx), by(c.by), bz(c.bz), dx(c.dx), dy(c.dy), dz(c.dz), len2(c.len2),
          r2(c.r2), r2len2(c.r2len2)
    {
    }
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        return near_segment3(x - ax, y - ay, z - az, x - bx, y - by, z - bz, dx, dy, dz, len2, r2, r2len2);
    }
};

template <class Arch>
struct predicate<Arch, spheres_view, capsule3_params> {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, az, bx, by, bz, dx, dy, dz, len2, radius;
    explicit predicate(const capsule3_params& c) noexcept
        : ax(c.ax), ay(c.ay), az(c.az), bx(c.bx), by(c.by), bz(c.bz), dx(c.dx), dy(c.dy), dz(c.dz), len2(c.len2),
          radius(c.r)
    {
    }
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch reach = radius + r;
        const batch reach2 = reach * reach;
        return (r >= batch(0.f)) &
               near_segment3(x - ax, y - ay, z - az, x - bx, y - by, z - bz, dx, dy, dz, len2, reach2, reach2 * len2);
    }
};

} // namespace detail
} // namespace hitmask
