// hitmask kernels: ellipse, for any xsimd arch. Match reference/ellipse.hpp bit for bit.
#pragma once

#include <hitmask/ellipse.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points_view, ellipse_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, ax, ay, bx, by;
    explicit predicate(const ellipse_params& e) noexcept : cx(e.cx), cy(e.cy), ax(e.ax), ay(e.ay), bx(e.bx), by(e.by)
    {
    }
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        const batch qx = x - cx, qy = y - cy;
        const batch s = qx * ax + qy * ay;
        const batch t = qx * bx + qy * by;
        // (q·a)² + (q·b)² <= 1
        return (s * s + t * t) <= batch(1.f);
    }
};

} // namespace detail
} // namespace hitmask
