// hitmask kernels: capsule, as a shape for points and round bullets (circles_view), and as
// bullets (capsules_view: bent lasers) against a point or disc, for any xsimd arch. Match
// reference/capsule.hpp bit for bit.
#pragma once

#include <hitmask/capsule.hpp>

#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points_view, capsule_params> {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, bx, by, dx, dy, len2, r2, r2len2;
    explicit predicate(const capsule_params& c) noexcept
        : ax(c.ax), ay(c.ay), bx(c.bx), by(c.by), dx(c.dx), dy(c.dy), len2(c.len2), r2(c.r2), r2len2(c.r2len2)
    {
    }
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        return near_segment(x - ax, y - ay, x - bx, y - by, dx, dy, len2, r2, r2len2);
    }
};

template <class Arch>
struct predicate<Arch, circles_view, capsule_params> {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, bx, by, dx, dy, len2, radius;
    explicit predicate(const capsule_params& c) noexcept
        : ax(c.ax), ay(c.ay), bx(c.bx), by(c.by), dx(c.dx), dy(c.dy), len2(c.len2), radius(c.r)
    {
    }
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const batch reach = radius + r;
        const batch reach2 = reach * reach;
        return (r >= batch(0.f)) & near_segment(x - ax, y - ay, x - bx, y - by, dx, dy, len2, reach2, reach2 * len2);
    }
};

/// Bullet capsules against the player's point (reach = r) or disc (reach = r + R), each with
/// its own segment: near_segment with per-bullet d, len2 and reach².
template <class Arch, bool Disc>
struct capsule_bullets {
    using batch = xsimd::batch<float, Arch>;
    batch px, py, radius;
    capsule_bullets(float x, float y, float r) noexcept : px(x), py(y), radius(r) {}
    auto operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch len2 = dx * dx + dy * dy;
        batch reach2;
        if constexpr (Disc) {
            const batch reach = r + radius;
            reach2 = reach * reach;
        } else {
            reach2 = r * r;
        }
        return (r >= batch(0.f)) & (len2 == len2) &
               near_segment(px - x0, py - y0, px - x1, py - y1, dx, dy, len2, reach2, reach2 * len2);
    }
};

template <class Arch>
struct predicate<Arch, capsules_view, point_params> : capsule_bullets<Arch, false> {
    explicit predicate(const point_params& p) noexcept : capsule_bullets<Arch, false>(p.x, p.y, 0.f) {}
};

template <class Arch>
struct predicate<Arch, capsules_view, circle_params> : capsule_bullets<Arch, true> {
    explicit predicate(const circle_params& d) noexcept : capsule_bullets<Arch, true>(d.cx, d.cy, d.r) {}
};

} // namespace detail
} // namespace hitmask
