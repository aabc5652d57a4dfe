// hitmask kernels: ellipse, as a shape for points and as bullets (ellipses_view) against a
// point or disc, for any xsimd arch. Match reference/ellipse.hpp bit for bit.
#pragma once

#include <limits>

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

/// Bullet ellipses against the player's point (grow = 0) or disc (grow = R): the centre is
/// inside the ellipse with semi-axes rx + grow and ry + grow. For the point, no addition at all,
/// exactly as the reference.
template <class Arch, bool Grow>
struct ellipse_bullets {
    using batch = xsimd::batch<float, Arch>;
    batch px, py, grow;
    ellipse_bullets(float x, float y, float g) noexcept : px(x), py(y), grow(g) {}
    auto operator()(const batch& cx, const batch& cy, const batch& ux, const batch& uy, const batch& rx,
                    const batch& ry) const noexcept
    {
        const batch zero(0.f);
        const batch qx = px - cx, qy = py - cy;
        batch s, t;
        if constexpr (Grow) {
            s = exact_div(qx * ux + qy * uy, rx + grow);
            t = exact_div(qy * ux - qx * uy, ry + grow);
        } else {
            s = exact_div(qx * ux + qy * uy, rx);
            t = exact_div(qy * ux - qx * uy, ry);
        }
        return (rx > zero) & (ry > zero) & ((s * s + t * t) <= batch(1.f));
    }
};

template <class Arch>
struct predicate<Arch, ellipses_view, point_params> : ellipse_bullets<Arch, false> {
    explicit predicate(const point_params& p) noexcept : ellipse_bullets<Arch, false>(p.x, p.y, 0.f) {}
};

template <class Arch>
struct predicate<Arch, ellipses_view, circle_params> : ellipse_bullets<Arch, true> {
    explicit predicate(const circle_params& d) noexcept : ellipse_bullets<Arch, true>(d.cx, d.cy, d.r) {}
};

/// Round bullets against the ellipse: the centre inside (the point test), or within r of the
/// rim's closest point after ellipse_rim_steps fixed steps
/// (reference_impl::closest_on_rim), the steps run only in batches with a lane near the rim.
template <class Arch>
struct predicate<Arch, circles_view, ellipse_params> : two_stage {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    batch cx, cy, ax, ay, bx, by, ux, uy, rx, ry, ku, kv, inv_rx, inv_ry, diamond, diagonal, far_x, far_y;
    explicit predicate(const ellipse_params& e) noexcept
        : cx(e.cx), cy(e.cy), ax(e.ax), ay(e.ay), bx(e.bx), by(e.by), ux(e.ux), uy(e.uy), rx(e.rx), ry(e.ry),
          ku(e.ku), kv(e.kv), inv_rx(e.inv_rx), inv_ry(e.inv_ry), diamond(e.diamond), diagonal(e.diagonal),
          far_x(far_margin(e.rx, e.ry)), far_y(far_margin(e.ry, e.rx))
    {
    }
    /// The screen's margin beyond the semi-axis `own` (the other is `other`). The reference
    /// decides "inside" by s and t (q·u/rx and q·v/ry with u/rx, v/ry rounded): they carry an
    /// error of about 5 eps |q| / own, and |q| <= 1.02 max(rx, ry) wherever that test can
    /// pass while the aspect ratio is below 2^16. A frame coordinate past own + 2^-18 (max +
    /// own), which is 16 times that bound, is outside in the reference's rounding too. A
    /// flatter ellipse gets no screen (an infinite margin): every lane takes the full test.
    static float far_margin(float own, float other) noexcept
    {
        const float big = own > other ? own : other, small = own > other ? other : own;
        if (!(big < small * 65536.f)) return std::numeric_limits<float>::infinity();
        return (big + own) * 0x1p-18f;
    }
    /// reference_impl::closest_on_rim on a batch
    void closest_on_rim(const batch& px, const batch& py, batch& tx, batch& ty) const noexcept
    {
        const batch zero(0.f), one(1.f);
        tx = batch(0.70710678f);
        ty = batch(0.70710678f);
        for (int step = 0; step < ellipse_rim_steps; ++step) {
            const batch ex = ku * (tx * tx * tx);
            const batch ey = kv * (ty * ty * ty);
            const batch rim_x = rx * tx - ex, rim_y = ry * ty - ey;
            const batch to_px = px - ex, to_py = py - ey;
            const batch rim = exact_sqrt(rim_x * rim_x + rim_y * rim_y);
            const batch to_p = exact_sqrt(to_px * to_px + to_py * to_py);
            const batch k = exact_div(rim, to_p);
            batch sx = (to_px * k + ex) * inv_rx;
            batch sy = (to_py * k + ey) * inv_ry;
            sx = xsimd::select(sx < zero, zero, sx);
            sx = xsimd::select(sx > one, one, sx);
            sy = xsimd::select(sy < zero, zero, sy);
            sy = xsimd::select(sy > one, one, sy);
            const batch length = exact_sqrt(sx * sx + sy * sy);
            tx = exact_div(sx, length);
            ty = exact_div(sy, length);
        }
    }
    /// two_stage: the lanes whose centre is, in the ellipse's frame, past rx + r or ry + r (plus
    /// far_margin) are decided misses; the rest take operator(). The frame coordinates are the
    /// reference's own float operations, so past rx + r is its "not near"; the margin keeps
    /// its "inside" false there. Half the operations of sort(), and the inside lanes, one in a
    /// hundred in a bullet field, cost more there than here.
    HITMASK_ALWAYS_INLINE mask screen(const batch& x, const batch& y, const batch& r, mask& decided) const noexcept
    {
        const batch qx = x - cx, qy = y - cy;
        const batch px = xsimd::abs(qx * ux + qy * uy);
        const batch py = xsimd::abs(qy * ux - qx * uy);
        decided = (px > (rx + r) + far_x) | (py > (ry + r) + far_y);
        return mask(false);
    }
    /// refine (the second screen, on the lanes the screen kept): the inside lanes, and those
    /// outside the octagon, are decided; the rest need the steps.
    mask refine(const batch& x, const batch& y, const batch& r, mask& decided) const noexcept
    {
        mask inside, near;
        sort(x, y, r, inside, near);
        decided = ~near;
        return inside;
    }
    /// The reference's early returns: inside (the point test), then outside the octagon grown by r.
    void sort(const batch& x, const batch& y, const batch& r, mask& inside, mask& near) const noexcept
    {
        const batch qx = x - cx, qy = y - cy;
        const batch s = qx * ax + qy * ay;
        const batch t = qx * bx + qy * by;
        const mask radius_ok = r >= batch(0.f);
        inside = radius_ok & ((s * s + t * t) <= batch(1.f));
        const batch px = xsimd::abs(qx * ux + qy * uy);
        const batch py = xsimd::abs(qy * ux - qx * uy);
        near = radius_ok & ~inside & (px <= rx + r) & (py <= ry + r) & ~((px * ry + py * rx - diamond) > r * diagonal);
    }
    mask operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        mask inside, near;
        sort(x, y, r, inside, near);
        if (!xsimd::any(near)) return inside;
        const batch qx = x - cx, qy = y - cy;
        const batch px = xsimd::abs(qx * ux + qy * uy);
        const batch py = xsimd::abs(qy * ux - qx * uy);
        batch tx, ty;
        closest_on_rim(px, py, tx, ty);
        const batch gx = px - rx * tx, gy = py - ry * ty;
        return inside | (near & ((gx * gx + gy * gy) <= r * r));
    }
};

} // namespace detail
} // namespace hitmask
