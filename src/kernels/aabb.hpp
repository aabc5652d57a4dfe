// hitmask kernels: axis-aligned rectangle, for points and round bullets (circles_view), for any
// xsimd arch. Match reference/aabb.hpp bit for bit.
#pragma once

#include <hitmask/aabb.hpp>

#include "positive_part.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points_view, aabb_params> {
    using batch = xsimd::batch<float, Arch>;
    batch min_x, min_y, max_x, max_y;
    explicit predicate(const aabb_params& b) noexcept : min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y)
    {
    }
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        // min <= p <= max per axis; written as (p >= min) because xsimd 8.1 wants the batch
        // on the left of a comparison, and NaN fails both forms alike
        return (x >= min_x) & (x <= max_x) & (y >= min_y) & (y <= max_y);
    }
};

/// The larger of a and b by comparison and select, exactly as reference_impl::larger (not max
/// instructions, whose NaN rules differ between ISAs): b where a is NaN. Here, not in
/// simd_driver.hpp: the WebAssembly build's tests include the driver without an ISA, where
/// xsimd 8.1 declares no select.
template <class Batch>
Batch select_larger(const Batch& a, const Batch& b) noexcept
{
    return xsimd::select(a > b, a, b);
}

template <class Arch>
struct predicate<Arch, circles_view, aabb_params> {
    using batch = xsimd::batch<float, Arch>;
    batch min_x, min_y, max_x, max_y;
    explicit predicate(const aabb_params& b) noexcept : min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y)
    {
    }
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        // reference_impl::circles_hit's x == x and y == y: a NaN coordinate makes its gap NaN
        // (select_larger of two NaN, then positive_part), so the sum is NaN and <= false
        const batch gx = positive_part(select_larger(min_x - x, x - max_x));
        const batch gy = positive_part(select_larger(min_y - y, y - max_y));
        return (r >= batch(0.f)) & ((gx * gx + gy * gy) <= (r * r));
    }
};

} // namespace detail
} // namespace hitmask
