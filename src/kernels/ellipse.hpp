// hitmask kernels: ellipse, as a shape for points and as bullets (ellipses_view) against a
// point or disc, for any xsimd arch. Match reference/ellipse.hpp bit for bit.
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

} // namespace detail
} // namespace hitmask
