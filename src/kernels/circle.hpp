// hitmask kernels: circle, for points, round bullets (circles_view) and swept bullets
// (segments_view), for any xsimd arch. Match reference/circle.hpp bit for bit.
#pragma once

#include <type_traits>
#include <utility>

#include <hitmask/circle.hpp>

#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, points_view, circle_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, r2;
    explicit predicate(const circle_params& c) noexcept : cx(c.cx), cy(c.cy), r2(c.r2) {}
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        const batch dx = x - cx;
        const batch dy = y - cy;
        // d² = dx² + dy² <= r², same order as the reference
        return (dx * dx + dy * dy) <= r2;
    }
};

template <class Arch>
struct predicate<Arch, circles_view, circle_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, radius;
    explicit predicate(const circle_params& c) noexcept : cx(c.cx), cy(c.cy), radius(c.r) {}
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const batch dx = x - cx;
        const batch dy = y - cy;
        const batch reach = radius + r;
        // r >= 0 and d² <= (R + r)²
        return (r >= batch(0.f)) & ((dx * dx + dy * dy) <= (reach * reach));
    }
};

template <class Arch>
struct predicate<Arch, segments_view, circle_params> {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, r2;
    explicit predicate(const circle_params& c) noexcept : cx(c.cx), cy(c.cy), r2(c.r2) {}
    auto operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch len2 = dx * dx + dy * dy;
        // len2 == len2: no NaN end, as in the reference
        return (len2 == len2) & near_segment(cx - x0, cy - y0, cx - x1, cy - y1, dx, dy, len2, r2, r2 * len2);
    }
};

/// Two circles with one centre (hit and graze) share d²: one pass computes it once per batch,
/// with exactly the terms of the single-circle predicates above. `first` and `second` are the
/// radii squared for points, the radii for round bullets.
template <class Arch, class View>
struct concentric {
    using batch = xsimd::batch<float, Arch>;
    static constexpr bool points = std::is_same_v<View, points_view>;
    batch cx, cy, first, second;
    concentric(const circle_params& a, const circle_params& b) noexcept
        : cx(a.cx), cy(a.cy), first(points ? a.r2 : a.r), second(points ? b.r2 : b.r)
    {
    }
    batch squared_distance(const batch& x, const batch& y) const noexcept
    {
        const batch dx = x - cx, dy = y - cy;
        return dx * dx + dy * dy;
    }
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        const batch d2 = squared_distance(x, y);
        return std::make_pair(d2 <= first, d2 <= second);
    }
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const batch d2 = squared_distance(x, y);
        const batch first_reach = first + r, second_reach = second + r;
        const auto valid = r >= batch(0.f);
        return std::make_pair(valid & (d2 <= (first_reach * first_reach)),
                              valid & (d2 <= (second_reach * second_reach)));
    }
};

/// Concentric pairs take the shared form; circles with different centres the generic pair.
template <class Arch, class View>
struct circle_pair {
    template <class Body>
    static void choose(const circle_params& a, const circle_params& b, const Body& body) noexcept
    {
        if (a.cx == b.cx && a.cy == b.cy) return body(concentric<Arch, View>(a, b));
        using P = predicate<Arch, View, circle_params>;
        body(both<P, P>{P(a), P(b)});
    }
};

template <class Arch>
struct two_shapes<Arch, points_view, circle_params> : circle_pair<Arch, points_view> {};
template <class Arch>
struct two_shapes<Arch, circles_view, circle_params> : circle_pair<Arch, circles_view> {};

} // namespace detail
} // namespace hitmask
