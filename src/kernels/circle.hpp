// hitmask kernels: circle, for points and for bullets with a radius, for any xsimd arch.
// Match reference/circle.hpp bit for bit.
#pragma once

#include <hitmask/circle.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct circle_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const circle_params& c) const noexcept;
};

struct disc_circle_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const circle_params& c) const noexcept;
};

template <class Arch>
std::size_t circle_kernel::operator()(Arch, const query_args& q, const circle_params& c) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(c.cx), cy(c.cy), r2(c.r2);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        const batch dx = x - cx;
        const batch dy = y - cy;
        // d² = dx² + dy² <= r², same order as the reference
        return (dx * dx + dy * dy) <= r2;
    });
}

template <class Arch>
std::size_t disc_circle_kernel::operator()(Arch, const query_args& q, const circle_params& c) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(c.cx), cy(c.cy), radius(c.r), zero(0.f);
    return drive_simd<Arch, 3>(q, [&](const batch& x, const batch& y, const batch& r) {
        const batch dx = x - cx;
        const batch dy = y - cy;
        const batch reach = radius + r;
        // r >= 0 and d² <= (R + r)²
        return (r >= zero) & ((dx * dx + dy * dy) <= (reach * reach));
    });
}

} // namespace detail
} // namespace hitmask
