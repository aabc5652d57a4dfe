// hitmask kernels: capsule, for points and round bullets (circles_view), for any xsimd arch.
// Match reference/capsule.hpp bit for bit.
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

} // namespace detail
} // namespace hitmask
