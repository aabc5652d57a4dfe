// hitmask kernel: axis-aligned rectangle, for any xsimd arch. Matches reference/aabb.hpp.
#pragma once

#include <hitmask/aabb.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct aabb_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const aabb_params& b) const noexcept;
};

template <class Arch>
std::size_t aabb_kernel::operator()(Arch, const query_args& q, const aabb_params& b) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y);
    return drive_simd<Arch>(q, [&](const batch& x, const batch& y) {
        // min <= p <= max per axis; written as (p >= min) because xsimd 8.1 wants the batch
        // on the left of a comparison, and NaN fails both forms alike
        return (x >= min_x) & (x <= max_x) & (y >= min_y) & (y <= max_y);
    });
}

} // namespace detail
} // namespace hitmask
