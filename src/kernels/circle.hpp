// hitmask kernel: circle, for any xsimd arch. Matches reference/circle.hpp bit for bit.
#pragma once

#include <hitmask/circle.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct circle_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const circle_params& c) const noexcept;
};

template <class Arch>
std::size_t circle_kernel::operator()(Arch, const query_args& q, const circle_params& c) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(c.cx), cy(c.cy), r2(c.r2);
    return drive_simd<Arch>(q, [&](const batch& x, const batch& y) {
        const batch dx = x - cx;
        const batch dy = y - cy;
        // d² = dx² + dy² <= r², same order as the reference
        return (dx * dx + dy * dy) <= r2;
    });
}

} // namespace detail
} // namespace hitmask
