// hitmask kernels: capsule, for points and for bullets with a radius, and the division-free
// distance-to-segment test other kernels share. Match reference/capsule.hpp bit for bit.
#pragma once

#include <hitmask/capsule.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// reference_impl::near_segment on batches: an end within reach, or the perpendicular foot on
/// the segment and within reach.
template <class Batch>
inline auto near_segment(const Batch& px, const Batch& py, const Batch& qx, const Batch& qy, const Batch& dx,
                         const Batch& dy, const Batch& len2, const Batch& reach2, const Batch& reach2_len2) noexcept
{
    const Batch t = px * dx + py * dy;
    const Batch cross = px * dy - py * dx;
    const auto near_a = (px * px + py * py) <= reach2;
    const auto near_b = (qx * qx + qy * qy) <= reach2;
    const auto beside = (t > Batch(0.f)) & (t < len2) & ((cross * cross) <= reach2_len2);
    return near_a | near_b | beside;
}

struct capsule_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const capsule_params& c) const noexcept;
};

struct disc_capsule_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const capsule_params& c) const noexcept;
};

template <class Arch>
std::size_t capsule_kernel::operator()(Arch, const query_args& q, const capsule_params& c) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch ax(c.ax), ay(c.ay), bx(c.bx), by(c.by), dx(c.dx), dy(c.dy), len2(c.len2), r2(c.r2), r2len2(c.r2len2);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        return near_segment(x - ax, y - ay, x - bx, y - by, dx, dy, len2, r2, r2len2);
    });
}

template <class Arch>
std::size_t disc_capsule_kernel::operator()(Arch, const query_args& q, const capsule_params& c) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch ax(c.ax), ay(c.ay), bx(c.bx), by(c.by), dx(c.dx), dy(c.dy), len2(c.len2), radius(c.r), zero(0.f);
    return drive_simd<Arch, 3>(q, [&](const batch& x, const batch& y, const batch& r) {
        const batch reach = radius + r;
        const batch reach2 = reach * reach;
        return (r >= zero) & near_segment(x - ax, y - ay, x - bx, y - by, dx, dy, len2, reach2, reach2 * len2);
    });
}

} // namespace detail
} // namespace hitmask
