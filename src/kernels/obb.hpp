// hitmask kernels: oriented rectangle, for any xsimd arch. Match reference/obb.hpp bit for bit.
#pragma once

#include <hitmask/obb.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points_view, obb_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, ux, uy, vx, vy, hx, hy;
    explicit predicate(const obb_params& o) noexcept
        : cx(o.cx), cy(o.cy), ux(o.ux), uy(o.uy), vx(o.vx), vy(o.vy), hx(o.hx), hy(o.hy)
    {
    }
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        const batch qx = x - cx, qy = y - cy;
        // |q·u| <= hx and |q·v| <= hy (abs clears the sign bit: exact, NaN stays NaN)
        return (xsimd::abs(qx * ux + qy * uy) <= hx) & (xsimd::abs(qx * vx + qy * vy) <= hy);
    }
};

} // namespace detail
} // namespace hitmask
