// hitmask kernels: oriented rectangle, as a shape for points and as bullets (obbs_view) against
// a point or disc, for any xsimd arch. Match reference/obb.hpp bit for bit.
#pragma once

#include <hitmask/aabb.hpp>
#include <hitmask/obb.hpp>

#include "aabb.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// An obb's parameters on every lane: its centre, unit axes u and v and half extents, the
/// frame its kernels (and the sweeps of sweep.hpp) project on.
template <class Arch>
struct obb_frame {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, ux, uy, vx, vy, hx, hy;
    explicit obb_frame(const obb_params& o) noexcept
        : cx(o.cx), cy(o.cy), ux(o.ux), uy(o.uy), vx(o.vx), vy(o.vy), hx(o.hx), hy(o.hy)
    {
    }
};

template <class Arch>
struct predicate<Arch, points_view, obb_params> {
    using batch = xsimd::batch<float, Arch>;
    obb_frame<Arch> o;
    explicit predicate(const obb_params& p) noexcept : o(p) {}
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        const batch qx = x - o.cx, qy = y - o.cy;
        // |q·u| <= hx and |q·v| <= hy (abs clears the sign bit: exact, NaN stays NaN)
        return (xsimd::abs(qx * o.ux + qy * o.uy) <= o.hx) & (xsimd::abs(qx * o.vx + qy * o.vy) <= o.hy);
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

/// The squared distance from the point (along_u, along_v) of a box's frame to the box of half
/// extents (hx, hy): per axis the gap max(|along| - h, 0) by positive_part, which keeps NaN, so
/// a NaN projection makes the result NaN and the caller's `<=` false (the reference's
/// along == along checks, without their two comparisons). For finite half extents only (a
/// shape's, which the factory checks): with h = +inf an infinite projection makes |along| - h
/// NaN, which the reference's larger() turns into a gap of 0.
template <class Arch>
xsimd::batch<float, Arch> frame_gap2(const xsimd::batch<float, Arch>& along_u, const xsimd::batch<float, Arch>& along_v,
                                     const xsimd::batch<float, Arch>& hx, const xsimd::batch<float, Arch>& hy) noexcept
{
    const auto gap_u = positive_part(xsimd::abs(along_u) - hx);
    const auto gap_v = positive_part(xsimd::abs(along_v) - hy);
    return gap_u * gap_u + gap_v * gap_v;
}

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
        const batch qx = dx - cx, qy = dy - cy;
        const batch along_u = qx * ux + qy * uy;
        const batch along_v = qy * ux - qx * uy;
        // a bullet's half extents may be +inf, so not frame_gap2: |along| - h is NaN for an
        // infinite projection, and the reference's larger() makes that gap 0 (select_larger
        // does the same); a NaN projection is refused by along == along, as in the reference
        const batch gap_u = select_larger(xsimd::abs(along_u) - hx, zero);
        const batch gap_v = select_larger(xsimd::abs(along_v) - hy, zero);
        return (along_u == along_u) & (along_v == along_v) & (hx >= zero) & (hy >= zero) &
               ((gap_u * gap_u + gap_v * gap_v) <= r2);
    }
};

/// Round bullets against the box: the aabb's gap test in the box's frame.
template <class Arch>
struct predicate<Arch, circles_view, obb_params> {
    using batch = xsimd::batch<float, Arch>;
    obb_frame<Arch> o;
    explicit predicate(const obb_params& p) noexcept : o(p) {}
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const batch zero(0.f);
        const batch qx = x - o.cx, qy = y - o.cy;
        const batch along_u = qx * o.ux + qy * o.uy;
        const batch along_v = qx * o.vx + qy * o.vy;
        return (r >= zero) & (frame_gap2(along_u, along_v, o.hx, o.hy) <= (r * r));
    }
};

/// Bullet boxes against a rectangle: reference_impl::obbs_hit's four axes, x and y against the
/// rectangle's edges, u and v against the corners' least and greatest products.
template <class Arch>
struct predicate<Arch, obbs_view, aabb_params> {
    using batch = xsimd::batch<float, Arch>;
    batch min_x, min_y, max_x, max_y;
    explicit predicate(const aabb_params& b) noexcept : min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y)
    {
    }
    auto operator()(const batch& cx, const batch& cy, const batch& ux, const batch& uy, const batch& hx,
                    const batch& hy) const noexcept
    {
        const batch zero(0.f);
        // reference_impl::ordered and meets
        const auto meets = [](const batch& a0, const batch& a1, const batch& b0, const batch& b1, const batch& h) {
            const auto a_first = a0 < a1, b_first = b0 < b1;
            const batch lo = xsimd::select(a_first, a0, a1) + xsimd::select(b_first, b0, b1);
            const batch hi = xsimd::select(a_first, a1, a0) + xsimd::select(b_first, b1, b0);
            return (lo <= h) & (-h <= hi);
        };
        const batch abs_ux = xsimd::abs(ux), abs_uy = xsimd::abs(uy);
        const batch wx = hx * abs_ux + hy * abs_uy, wy = hx * abs_uy + hy * abs_ux;
        const batch lo_x = min_x - cx, hi_x = max_x - cx, lo_y = min_y - cy, hi_y = max_y - cy;
        const auto on_x = (lo_x <= wx) & ((cx - max_x) <= wx);
        const auto on_y = (lo_y <= wy) & ((cy - max_y) <= wy);
        const auto on_xy = on_x & on_y;
        if (!xsimd::any(on_xy)) return on_xy; // most bullets are far from the box: two axes decide
        const batch neg_uy = -uy;
        const auto on_u = meets(lo_x * ux, hi_x * ux, lo_y * uy, hi_y * uy, hx);
        const auto on_v = meets(lo_x * neg_uy, hi_x * neg_uy, lo_y * ux, hi_y * ux, hy);
        return (hx >= zero) & (hy >= zero) & on_xy & on_u & on_v;
    }
};

/// Bullet boxes against a rotated box: the separating axis test on u, v, U and V.
template <class Arch>
struct predicate<Arch, obbs_view, obb_params> {
    using batch = xsimd::batch<float, Arch>;
    obb_frame<Arch> o;
    explicit predicate(const obb_params& p) noexcept : o(p) {}
    auto operator()(const batch& cx, const batch& cy, const batch& ux, const batch& uy, const batch& hx,
                    const batch& hy) const noexcept
    {
        const batch zero(0.f);
        const batch tx = o.cx - cx, ty = o.cy - cy;
        // The reference's |v·U| and |v·V| are |u·V| and |u·U| bit for bit: both boxes have
        // V = (-Uy, Ux) exactly (the bullet's v by definition, the shape's by make_obb), so
        // ux·Vy - uy·Vx = ux·Ux + uy·Uy (negating a product or a difference is exact) and
        // ux·Uy - uy·Ux = -(ux·Vx + uy·Vy). Two products computed, four used.
        const batch uU = xsimd::abs(ux * o.ux + uy * o.uy), uV = xsimd::abs(ux * o.vx + uy * o.vy);
        const batch& vU = uV;
        const batch& vV = uU;
        const auto on_U = xsimd::abs(tx * o.ux + ty * o.uy) <= o.hx + (hx * uU + hy * vU);
        const auto on_V = xsimd::abs(tx * o.vx + ty * o.vy) <= o.hy + (hx * uV + hy * vV);
        const auto on_UV = on_U & on_V;
        if (!xsimd::any(on_UV)) return on_UV; // the shape's own axes decide most far bullets
        const auto on_u = xsimd::abs(tx * ux + ty * uy) <= hx + (o.hx * uU + o.hy * uV);
        const auto on_v = xsimd::abs(ty * ux - tx * uy) <= hy + (o.hx * vU + o.hy * vV);
        return (hx >= zero) & (hy >= zero) & on_u & on_v & on_UV;
    }
};

} // namespace detail
} // namespace hitmask
