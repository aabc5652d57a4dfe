// hitmask kernels: sector, both forms, for points and round bullets (circles_view), for any
// xsimd arch. Match reference/sector.hpp bit for bit.
#pragma once

#include <type_traits>

#include <hitmask/sector.hpp>

#include "facing_angle.hpp"
#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// Calls body(wedge), where wedge(vx, vy, d2) is reference_impl::in_wedge on batches for this
/// sector's form and span. The choice is made once per query, so each form gets its own loop.
template <class Arch, class Body>
inline auto with_wedge(const sector_params& s, const Body& body) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch zero(0.f);
    if (s.span == sector_span::full) return body([](const batch&, const batch&, const batch&) { return every_lane<Arch>(); });
    if (s.form == sector_form::facing) { // v·d against |v| cos(fov/2), squared
        const batch dx(s.dx), dy(s.dy);
        return with_facing_angle<Arch>(s.span == sector_span::narrow, s.cos2, [&](const auto& angle) {
            return body([=](const batch& vx, const batch& vy, const batch& d2) { return angle(vx * dx + vy * dy, d2); });
        });
    }
    const batch sx(s.sx), sy(s.sy), ex(s.ex), ey(s.ey);
    // s × v >= 0 and v × e >= 0 (either, for a reflex arc)
    if (s.span == sector_span::narrow) {
        return body([=](const batch& vx, const batch& vy, const batch&) {
            return ((sx * vy - sy * vx) >= zero) & ((vx * ey - vy * ex) >= zero);
        });
    }
    return body([=](const batch& vx, const batch& vy, const batch&) {
        return ((sx * vy - sy * vx) >= zero) | ((vx * ey - vy * ex) >= zero);
    });
}

/// A point hits when |v|² <= range² and v is in the wedge (v = p - apex).
template <class Arch, class Wedge>
struct sector_on_points {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, range2;
    Wedge wedge;
    auto operator()(const batch& x, const batch& y) const noexcept
    {
        const batch vx = x - ax, vy = y - ay;
        const batch d2 = vx * vx + vy * vy;
        return (d2 <= range2) & wedge(vx, vy, d2);
    }
};

template <class Arch>
struct predicate<Arch, points_view, sector_params> : chooser {
    template <class Body>
    static auto choose(const sector_params& s, const Body& body) noexcept
    {
        using batch = xsimd::batch<float, Arch>;
        return with_wedge<Arch>(s, [&](const auto& wedge) {
            using wedge_t = std::decay_t<decltype(wedge)>;
            return body(sector_on_points<Arch, wedge_t>{batch(s.ax), batch(s.ay), batch(s.range2), wedge});
        });
    }
};

/// A full-disc sector has no edges: a bullet overlaps it when |v| <= range + r.
template <class Arch>
struct full_sector_on_circles {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, range;
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const batch vx = x - ax, vy = y - ay;
        const batch reach = range + r;
        return (r >= batch(0.f)) & ((vx * vx + vy * vy) <= (reach * reach));
    }
};

/// A bullet overlaps the sector when its centre is in the wedge within range + r, or it is
/// within r of either straight edge.
template <class Arch, class Wedge>
struct sector_on_circles {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, range, sx, sy, ex, ey, s_end_x, s_end_y, e_end_x, e_end_y;
    Wedge wedge;
    auto operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const batch vx = x - ax, vy = y - ay;
        const batch d2 = vx * vx + vy * vy;
        const batch reach = range + r;
        const auto inside = (d2 <= (reach * reach)) & wedge(vx, vy, d2);
        // within r of either edge: unit edge vectors, so t runs to range and len² is 1
        const batch r2 = r * r;
        const auto near_edges = near_segment(vx, vy, x - s_end_x, y - s_end_y, sx, sy, range, r2, r2) |
                                near_segment(vx, vy, x - e_end_x, y - e_end_y, ex, ey, range, r2, r2);
        return (r >= batch(0.f)) & (inside | near_edges);
    }
};

template <class Arch>
struct predicate<Arch, circles_view, sector_params> : chooser {
    template <class Body>
    static auto choose(const sector_params& s, const Body& body) noexcept
    {
        using batch = xsimd::batch<float, Arch>;
        if (s.span == sector_span::full)
            return body(full_sector_on_circles<Arch>{batch(s.ax), batch(s.ay), batch(s.range)});
        return with_wedge<Arch>(s, [&](const auto& wedge) {
            using wedge_t = std::decay_t<decltype(wedge)>;
            return body(sector_on_circles<Arch, wedge_t>{batch(s.ax), batch(s.ay), batch(s.range), batch(s.sx),
                                                         batch(s.sy), batch(s.ex), batch(s.ey), batch(s.s_end_x),
                                                         batch(s.s_end_y), batch(s.e_end_x), batch(s.e_end_y),
                                                         wedge});
        });
    }
};

} // namespace detail
} // namespace hitmask
