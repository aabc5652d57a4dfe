// hitmask kernels: oriented rectangle, as a shape for points and as bullets (obbs_view) against
// a point or disc, for any xsimd arch. Match reference/obb.hpp bit for bit.
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

/// Bullet boxes against the player's point, SIMD across the bullets.
template <class Arch>
struct predicate<Arch, obbs_view, point_params> {
    using batch = xsimd::batch<float, Arch>;
    batch px, py;
    explicit predicate(const point_params& p) noexcept : px(p.x), py(p.y) {}
    auto operator()(const batch& cx, const batch& cy, const batch& ux, const batch& uy, const batch& hx,
                    const batch& hy) const noexcept
    {
        const batch qx = px - cx, qy = py - cy;
        // |q·u| <= hx and |q·v| <= hy, v = (-uy, ux)
        return (xsimd::abs(qx * ux + qy * uy) <= hx) & (xsimd::abs(qy * ux - qx * uy) <= hy);
    }
};

/// Bullet boxes against the player's disc: gap² <= R² with the gap per axis max(|q·u| - h, 0).
template <class Arch>
struct predicate<Arch, obbs_view, circle_params> {
    using batch = xsimd::batch<float, Arch>;
    batch dx, dy, r2;
    explicit predicate(const circle_params& d) noexcept : dx(d.cx), dy(d.cy), r2(d.r2) {}
    auto operator()(const batch& cx, const batch& cy, const batch& ux, const batch& uy, const batch& hx,
                    const batch& hy) const noexcept
    {
        const batch zero(0.f);
        const auto larger = [](const batch& a, const batch& b) { return xsimd::select(a > b, a, b); };
        const batch qx = dx - cx, qy = dy - cy;
        const batch along_u = qx * ux + qy * uy;
        const batch along_v = qy * ux - qx * uy;
        const batch gap_u = larger(xsimd::abs(along_u) - hx, zero);
        const batch gap_v = larger(xsimd::abs(along_v) - hy, zero);
        return (along_u == along_u) & (along_v == along_v) & (hx >= zero) & (hy >= zero) &
               ((gap_u * gap_u + gap_v * gap_v) <= r2);
    }
};

} // namespace detail
} // namespace hitmask
