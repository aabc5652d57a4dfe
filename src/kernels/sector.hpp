// hitmask kernel: sector, both forms, for any xsimd arch. Matches reference/sector.hpp.
#pragma once

#include <hitmask/sector.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct sector_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const sector_params& s) const noexcept;
};

template <class Arch>
std::size_t sector_kernel::operator()(Arch, const query_args& q, const sector_params& s) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch ax(s.ax), ay(s.ay), range2(s.range2), zero(0.f);
    // Each form and span gets its own loop: the choice is made once per query, not per point.
    const auto in_range = [&](const batch& vx, const batch& vy) { return (vx * vx + vy * vy) <= range2; };
    if (s.span == sector_span::full) {
        return drive_simd<Arch>(q, [&](const batch& x, const batch& y) { return in_range(x - ax, y - ay); });
    }
    if (s.form == sector_form::facing) {
        const batch dx(s.dx), dy(s.dy), cos2(s.cos2);
        // v·d and its square against |v|² cos²(fov/2); see reference_impl::sector_facing_hit
        if (s.span == sector_span::narrow) {
            return drive_simd<Arch>(q, [&](const batch& x, const batch& y) {
                const batch vx = x - ax, vy = y - ay;
                const batch d2 = vx * vx + vy * vy;
                const batch dot = vx * dx + vy * dy;
                return (d2 <= range2) & (dot >= zero) & ((dot * dot) >= (d2 * cos2));
            });
        }
        return drive_simd<Arch>(q, [&](const batch& x, const batch& y) {
            const batch vx = x - ax, vy = y - ay;
            const batch d2 = vx * vx + vy * vy;
            const batch dot = vx * dx + vy * dy;
            return (d2 <= range2) & ((dot >= zero) | ((dot * dot) <= (d2 * cos2)));
        });
    }
    const batch sx(s.sx), sy(s.sy), ex(s.ex), ey(s.ey);
    // s × v >= 0 and v × e >= 0 (either, for a reflex arc); see sector_between_hit
    if (s.span == sector_span::narrow) {
        return drive_simd<Arch>(q, [&](const batch& x, const batch& y) {
            const batch vx = x - ax, vy = y - ay;
            const batch left_of_start = sx * vy - sy * vx;
            const batch right_of_end = vx * ey - vy * ex;
            return in_range(vx, vy) & (left_of_start >= zero) & (right_of_end >= zero);
        });
    }
    return drive_simd<Arch>(q, [&](const batch& x, const batch& y) {
        const batch vx = x - ax, vy = y - ay;
        const batch left_of_start = sx * vy - sy * vx;
        const batch right_of_end = vx * ey - vy * ex;
        return in_range(vx, vy) & ((left_of_start >= zero) | (right_of_end >= zero));
    });
}

} // namespace detail
} // namespace hitmask
