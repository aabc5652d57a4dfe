// hitmask kernels: sphere, for 3D points and spheres, for any xsimd arch. Match
// reference/sphere.hpp bit for bit.
#pragma once

#include <hitmask/sphere.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points3_view, sphere_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, cz, r2;
    explicit predicate(const sphere_params& s) noexcept : cx(s.cx), cy(s.cy), cz(s.cz), r2(s.r2) {}
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        const batch dx = x - cx, dy = y - cy, dz = z - cz;
        // (dx² + dy²) + dz² <= r², same order as the reference
        return (dx * dx + dy * dy + dz * dz) <= r2;
    }
};

template <class Arch>
struct predicate<Arch, spheres_view, sphere_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, cz, radius;
    explicit predicate(const sphere_params& s) noexcept : cx(s.cx), cy(s.cy), cz(s.cz), radius(s.r) {}
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch dx = x - cx, dy = y - cy, dz = z - cz;
        const batch reach = radius + r;
        return (r >= batch(0.f)) & ((dx * dx + dy * dy + dz * dz) <= (reach * reach));
    }
};

} // namespace detail
} // namespace hitmask
