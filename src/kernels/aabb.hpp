// hitmask kernels: axis-aligned rectangle, for points and for bullets with a radius, for any
// xsimd arch. Match reference/aabb.hpp bit for bit.
#pragma once

#include <hitmask/aabb.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct aabb_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const aabb_params& b) const noexcept;
};

struct disc_aabb_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const aabb_params& b) const noexcept;
};

template <class Arch>
std::size_t aabb_kernel::operator()(Arch, const query_args& q, const aabb_params& b) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        // min <= p <= max per axis; written as (p >= min) because xsimd 8.1 wants the batch
        // on the left of a comparison, and NaN fails both forms alike
        return (x >= min_x) & (x <= max_x) & (y >= min_y) & (y <= max_y);
    });
}

template <class Arch>
std::size_t disc_aabb_kernel::operator()(Arch, const query_args& q, const aabb_params& b) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y), zero(0.f);
    // max by comparison and select, exactly as reference_impl::larger (not max instructions,
    // whose NaN rules differ between ISAs)
    const auto larger = [](const batch& a, const batch& c) { return xsimd::select(a > c, a, c); };
    return drive_simd<Arch, 3>(q, [&](const batch& x, const batch& y, const batch& r) {
        const batch gx = larger(larger(min_x - x, x - max_x), zero);
        const batch gy = larger(larger(min_y - y, y - max_y), zero);
        return (x == x) & (y == y) & (r >= zero) & ((gx * gx + gy * gy) <= (r * r));
    });
}

} // namespace detail
} // namespace hitmask
