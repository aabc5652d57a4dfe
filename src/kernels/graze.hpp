// hitmask kernels: hit and graze in one pass, for points and for bullets with a radius.
// Match reference/graze.cpp bit for bit; the hit mask equals the circle kernels' answer.
#pragma once

#include <utility>

#include <hitmask/graze.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct graze_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const graze_params& g) const noexcept;
};

struct disc_graze_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const graze_params& g) const noexcept;
};

template <class Arch>
std::size_t graze_kernel::operator()(Arch, const query_args& q, const graze_params& g) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(g.cx), cy(g.cy), hit_r2(g.hit_r2), graze_r2(g.graze_r2);
    drive_simd_two_masks<Arch, 2>(q, [&](const batch& x, const batch& y) {
        const batch dx = x - cx, dy = y - cy;
        const batch d2 = dx * dx + dy * dy;
        return std::make_pair(d2 <= hit_r2, d2 <= graze_r2); // the driver removes hits from grazes
    });
    return 0;
}

template <class Arch>
std::size_t disc_graze_kernel::operator()(Arch, const query_args& q, const graze_params& g) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(g.cx), cy(g.cy), hit_r(g.hit_r), graze_r(g.graze_r), zero(0.f);
    drive_simd_two_masks<Arch, 3>(q, [&](const batch& x, const batch& y, const batch& r) {
        const batch dx = x - cx, dy = y - cy;
        const batch d2 = dx * dx + dy * dy;
        const batch hit_reach = hit_r + r, graze_reach = graze_r + r;
        const auto valid = r >= zero;
        return std::make_pair(valid & (d2 <= (hit_reach * hit_reach)), valid & (d2 <= (graze_reach * graze_reach)));
    });
    return 0;
}

} // namespace detail
} // namespace hitmask
