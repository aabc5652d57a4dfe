// hitmask kernels: ellipse, as a shape for points and as bullets (ellipses_view) against a
// point or disc, for any xsimd arch. Match reference/ellipse.hpp bit for bit.
#pragma once

#include <cmath>
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
    batch cx, cy, ax, ay, bx, by, ux, uy, rx, ry, ku, kv, inv_rx, inv_ry, diamond, diagonal, reach_x, reach_y,
        r_scale, r_limit;
    explicit predicate(const ellipse_params& e) noexcept
        : cx(e.cx), cy(e.cy), ax(e.ax), ay(e.ay), bx(e.bx), by(e.by), ux(e.ux), uy(e.uy), rx(e.rx), ry(e.ry),
          ku(e.ku), kv(e.kv), inv_rx(e.inv_rx), inv_ry(e.inv_ry), diamond(e.diamond), diagonal(e.diagonal),
          reach_x(screen_reach(e, e.ux, e.uy)), reach_y(screen_reach(e, e.uy, e.ux)), r_scale(1.f + 0x1p-17f),
          r_limit(0x1p63f)
    {
    }
    /// The screen's half-width of the world box around the ellipse, along x (along = ux,
    /// across = uy) or y (uy, ux): sqrt(rx² along² + ry² across²) / |u|², the farthest the rim
    /// reaches from the centre on that axis (u is a float, so |u| is 1 within rounding), grown
    /// by 2^-17 max(rx, ry), in double. An overflow is infinity, and so is an ellipse smaller
    /// than 2^-50 (where the reference's squares underflow): no lane screened.
    static float screen_reach(const ellipse_params& e, float along, float across) noexcept
    {
        const double rx = e.rx, ry = e.ry, a = along, b = across;
        const double big = rx > ry ? rx : ry;
        if (big < 0x1p-50) return std::numeric_limits<float>::infinity();
        const double reach = std::sqrt(rx * rx * a * a + ry * ry * b * b) /
                             (static_cast<double>(e.ux) * e.ux + static_cast<double>(e.uy) * e.uy);
        return static_cast<float>(reach + big * 0x1p-17);
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
    /// two_stage: the lanes whose centre is past the world box around the ellipse grown by r,
    /// |x - cx| > r (1 + 2^-17) + reach_x (or the same in y), with r < 2^63, are decided misses;
    /// the rest take refine() and operator(). No rotation: 12 operations a batch, where the
    /// frame's box took 18. Why the reference misses there too, with M = max(rx, ry) and
    /// eps = 2^-24: it hits only (a) inside, where s² + t² <= 1 in float puts q within 10 eps M
    /// of the ellipse (s and t round through u/rx and v/ry, each once from double), or (b) when
    /// the frame's box kept the centre (so |q| <= 1.42 (M + r)) and the distance to the rim
    /// point after the steps is <= r in float: that point (rx tx, ry ty) has tx² + ty² = 1
    /// within 7 eps, so it lies within 5 eps M of the rim, and the frame's coordinates err by
    /// 3 eps |q| each, so the centre is within r + 12 eps (M + r) of the ellipse. The box's
    /// margins (2^-17 = 128 eps of r, and of M in reach) cover that and the screen's own three
    /// roundings. (b) needs r² finite, hence r < 2^63 (past it r² is infinity, and every
    /// distance passes); and squares that underflow add at most 2^-74 to a distance, which
    /// the margin covers for M >= 2^-50 (below, reach is infinity). A NaN column compares false
    /// (undecided); an infinite centre with a finite radius is decided, and the reference
    /// misses it.
    HITMASK_ALWAYS_INLINE mask screen(const batch& x, const batch& y, const batch& r, mask& decided) const noexcept
    {
        const batch grown = r * r_scale;
        decided = ((xsimd::abs(x - cx) > grown + reach_x) | (xsimd::abs(y - cy) > grown + reach_y)) & (r < r_limit);
        return no_lanes<Arch>();
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
