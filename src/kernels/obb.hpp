// hitmask kernels: oriented rectangle and ellipse, for any xsimd arch. Match
// reference/obb.hpp bit for bit.
#pragma once

#include <hitmask/obb.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct obb_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const obb_params& o) const noexcept;
};

struct ellipse_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const ellipse_params& e) const noexcept;
};

template <class Arch>
std::size_t obb_kernel::operator()(Arch, const query_args& q, const obb_params& o) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(o.cx), cy(o.cy), ux(o.ux), uy(o.uy), vx(o.vx), vy(o.vy), hx(o.hx), hy(o.hy);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        const batch qx = x - cx, qy = y - cy;
        // |q·u| <= hx and |q·v| <= hy (abs clears the sign bit: exact, NaN stays NaN)
        return (xsimd::abs(qx * ux + qy * uy) <= hx) & (xsimd::abs(qx * vx + qy * vy) <= hy);
    });
}

template <class Arch>
std::size_t ellipse_kernel::operator()(Arch, const query_args& q, const ellipse_params& e) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(e.cx), cy(e.cy), ax(e.ax), ay(e.ay), bx(e.bx), by(e.by), one(1.f);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        const batch qx = x - cx, qy = y - cy;
        const batch s = qx * ax + qy * ay;
        const batch t = qx * bx + qy * by;
        return (s * s + t * t) <= one;
    });
}

} // namespace detail
} // namespace hitmask
