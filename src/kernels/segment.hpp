// hitmask kernels: segment, for swept bullets (segments_view), for any xsimd arch. Match
// reference/segment.hpp bit for bit.
#pragma once

#include <hitmask/segment.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch>
struct predicate<Arch, segments_view, segment_params> {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, bx, by, dx, dy, min_x, min_y, max_x, max_y;
    explicit predicate(const segment_params& s) noexcept
        : ax(s.ax), ay(s.ay), bx(s.bx), by(s.by), dx(s.dx), dy(s.dy), min_x(s.min_x), min_y(s.min_y),
          max_x(s.max_x), max_y(s.max_y)
    {
    }
    static auto straddles(const batch& a, const batch& b) noexcept
    {
        const batch zero(0.f);
        return ((a <= zero) & (b >= zero)) | ((a >= zero) & (b <= zero));
    }
    auto operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch side0 = dx * (y0 - ay) - dy * (x0 - ax);
        const batch side1 = dx * (y1 - ay) - dy * (x1 - ax);
        const batch px = x1 - x0, py = y1 - y0;
        const batch sideq0 = px * (ay - y0) - py * (ax - x0);
        const batch sideq1 = px * (by - y0) - py * (bx - x0);
        // min and max by comparison and select, exactly as the reference's ternaries
        const auto x_order = x0 < x1, y_order = y0 < y1;
        const batch lo_x = xsimd::select(x_order, x0, x1), hi_x = xsimd::select(x_order, x1, x0);
        const batch lo_y = xsimd::select(y_order, y0, y1), hi_y = xsimd::select(y_order, y1, y0);
        const auto boxes = (hi_x >= min_x) & (lo_x <= max_x) & (hi_y >= min_y) & (lo_y <= max_y);
        return straddles(side0, side1) & straddles(sideq0, sideq1) & boxes;
    }
};

} // namespace detail
} // namespace hitmask
