// hitmask kernels: swept bullets (segments p0→p1) against circles and segments, for any
// xsimd arch. Match reference/swept.hpp bit for bit.
#pragma once

#include <hitmask/capsule.hpp>
#include <hitmask/circle.hpp>

#include "capsule.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct swept_circle_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const circle_params& c) const noexcept;
};

struct swept_segment_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const segment_params& s) const noexcept;
};

template <class Arch>
std::size_t swept_circle_kernel::operator()(Arch, const query_args& q, const circle_params& c) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch cx(c.cx), cy(c.cy), r2(c.r2);
    return drive_simd<Arch, 4>(q, [&](const batch& x0, const batch& y0, const batch& x1, const batch& y1) {
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch len2 = dx * dx + dy * dy;
        // len2 == len2: no NaN end, as in the reference
        return (len2 == len2) & near_segment(cx - x0, cy - y0, cx - x1, cy - y1, dx, dy, len2, r2, r2 * len2);
    });
}

template <class Arch>
std::size_t swept_segment_kernel::operator()(Arch, const query_args& q, const segment_params& s) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch ax(s.ax), ay(s.ay), bx(s.bx), by(s.by), dx(s.dx), dy(s.dy), zero(0.f);
    const batch min_x(s.min_x), min_y(s.min_y), max_x(s.max_x), max_y(s.max_y);
    const auto straddles = [&](const batch& a, const batch& b) {
        return ((a <= zero) & (b >= zero)) | ((a >= zero) & (b <= zero));
    };
    return drive_simd<Arch, 4>(q, [&](const batch& x0, const batch& y0, const batch& x1, const batch& y1) {
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
    });
}

} // namespace detail
} // namespace hitmask
