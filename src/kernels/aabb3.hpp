// hitmask kernels: 3D axis-aligned box, for 3D points and spheres, for any xsimd arch. Match
// reference/aabb3.hpp bit for bit.
#pragma once

#include <hitmask/aabb3.hpp>

#include "positive_part.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// A 3D box's corners on every lane, for its kernels and the sweeps of sweep.hpp.
template <class Arch>
struct aabb3_lanes {
    using batch = xsimd::batch<float, Arch>;
    batch min_x, min_y, min_z, max_x, max_y, max_z;
    explicit aabb3_lanes(const aabb3_params& b) noexcept
        : min_x(b.min_x), min_y(b.min_y), min_z(b.min_z), max_x(b.max_x), max_y(b.max_y), max_z(b.max_z)
    {
    }
};

template <class Arch>
struct predicate<Arch, points3_view, aabb3_params> {
    using batch = xsimd::batch<float, Arch>;
    aabb3_lanes<Arch> box;
    explicit predicate(const aabb3_params& b) noexcept : box(b) {}
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        return (x >= box.min_x) & (x <= box.max_x) & (y >= box.min_y) & (y <= box.max_y) & (z >= box.min_z) &
               (z <= box.max_z);
    }
};

template <class Arch>
struct predicate<Arch, spheres_view, aabb3_params> {
    using batch = xsimd::batch<float, Arch>;
    aabb3_lanes<Arch> box;
    explicit predicate(const aabb3_params& b) noexcept : box(b) {}
    /// reference_impl::gap: max(lo - v, v - hi, 0); the larger of the two by comparison and
    /// select as the reference does (both NaN when v is), then positive_part, which keeps NaN
    static batch gap(const batch& lo, const batch& hi, const batch& v) noexcept
    {
        const batch below = lo - v, above = v - hi;
        return positive_part(xsimd::select(below > above, below, above));
    }
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch gx = gap(box.min_x, box.max_x, x), gy = gap(box.min_y, box.max_y, y),
                    gz = gap(box.min_z, box.max_z, z);
        // a NaN coordinate makes its gap NaN, so the sum is NaN and <= false (the reference's
        // x == x checks)
        return (r >= batch(0.f)) & ((gx * gx + gy * gy + gz * gz) <= (r * r));
    }
};

} // namespace detail
} // namespace hitmask
