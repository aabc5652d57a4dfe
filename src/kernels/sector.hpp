// hitmask kernels: sector, both forms, for points and for bullets with a radius, for any
// xsimd arch. Match reference/sector.hpp bit for bit.
#pragma once

#include <hitmask/sector.hpp>

#include "capsule.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// Calls body(wedge), where wedge(vx, vy, d2) is reference_impl::in_wedge on batches for this
/// sector's form and span. The choice is made once per query, so each form gets its own loop.
template <class Arch, class Body>
inline std::size_t with_wedge(const sector_params& s, const Body& body) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    const batch zero(0.f);
    if (s.span == sector_span::full) return body([](const batch&, const batch&, const batch&) { return mask(true); });
    if (s.form == sector_form::facing) {
        const batch dx(s.dx), dy(s.dy), cos2(s.cos2);
        // v·d against |v| cos(fov/2), squared
        if (s.span == sector_span::narrow) {
            return body([=](const batch& vx, const batch& vy, const batch& d2) {
                const batch dot = vx * dx + vy * dy;
                return (dot >= zero) & ((dot * dot) >= (d2 * cos2));
            });
        }
        return body([=](const batch& vx, const batch& vy, const batch& d2) {
            const batch dot = vx * dx + vy * dy;
            return (dot >= zero) | ((dot * dot) <= (d2 * cos2));
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

struct sector_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const sector_params& s) const noexcept;
};

struct disc_sector_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const sector_params& s) const noexcept;
};

template <class Arch>
std::size_t sector_kernel::operator()(Arch, const query_args& q, const sector_params& s) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch ax(s.ax), ay(s.ay), range2(s.range2);
    return with_wedge<Arch>(s, [&](const auto& wedge) {
        return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
            const batch vx = x - ax, vy = y - ay;
            const batch d2 = vx * vx + vy * vy;
            return (d2 <= range2) & wedge(vx, vy, d2);
        });
    });
}

template <class Arch>
std::size_t disc_sector_kernel::operator()(Arch, const query_args& q, const sector_params& s) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch ax(s.ax), ay(s.ay), range(s.range), zero(0.f);
    const batch sx(s.sx), sy(s.sy), ex(s.ex), ey(s.ey);
    const batch s_end_x(s.s_end_x), s_end_y(s.s_end_y), e_end_x(s.e_end_x), e_end_y(s.e_end_y);
    if (s.span == sector_span::full) {
        // a full disc has no edges: overlap is |v| <= range + r
        return drive_simd<Arch, 3>(q, [&](const batch& x, const batch& y, const batch& r) {
            const batch vx = x - ax, vy = y - ay;
            const batch reach = range + r;
            return (r >= zero) & ((vx * vx + vy * vy) <= (reach * reach));
        });
    }
    return with_wedge<Arch>(s, [&](const auto& wedge) {
        return drive_simd<Arch, 3>(q, [&](const batch& x, const batch& y, const batch& r) {
            const batch vx = x - ax, vy = y - ay;
            const batch d2 = vx * vx + vy * vy;
            const batch reach = range + r;
            const auto inside = (d2 <= (reach * reach)) & wedge(vx, vy, d2);
            // within r of either edge: unit edge vectors, so t runs to range and len² is 1
            const batch r2 = r * r;
            const auto near_edges = near_segment(vx, vy, x - s_end_x, y - s_end_y, sx, sy, range, r2, r2) |
                                    near_segment(vx, vy, x - e_end_x, y - e_end_y, ex, ey, range, r2, r2);
            return (r >= zero) & (inside | near_edges);
        });
    });
}

} // namespace detail
} // namespace hitmask
