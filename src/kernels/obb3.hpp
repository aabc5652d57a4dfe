// hitmask kernels: 3D oriented box, for 3D points and spheres, for any xsimd arch. Match
// reference/obb3.hpp bit for bit: the same projections in the same order, no FMA.
#pragma once

#include <hitmask/obb3.hpp>

#include "positive_part.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// The box splatted once: centre, axes, half extents; and the projections of a batch.
template <class Arch>
struct obb3_lanes {
    using batch = xsimd::batch<float, Arch>;
    batch cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz, hu, hv, hw;
    explicit obb3_lanes(const obb3_params& b) noexcept
        : cx(b.cx), cy(b.cy), cz(b.cz), ux(b.ux), uy(b.uy), uz(b.uz), vx(b.vx), vy(b.vy), vz(b.vz), wx(b.wx),
          wy(b.wy), wz(b.wz), hu(b.hu), hv(b.hv), hw(b.hw)
    {
    }
    /// reference_impl::obb3_project: pu = qx·ux + qy·uy + qz·uz with q = p - c, and v, w alike
    void project(const batch& x, const batch& y, const batch& z, batch& pu, batch& pv, batch& pw) const noexcept
    {
        const batch qx = x - cx, qy = y - cy, qz = z - cz;
        pu = qx * ux + qy * uy + qz * uz;
        pv = qx * vx + qy * vy + qz * vz;
        pw = qx * wx + qy * wy + qz * wz;
    }
};

template <class Arch>
struct predicate<Arch, points3_view, obb3_params> {
    using batch = xsimd::batch<float, Arch>;
    obb3_lanes<Arch> box;
    explicit predicate(const obb3_params& b) noexcept : box(b) {}
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        batch pu, pv, pw;
        box.project(x, y, z, pu, pv, pw);
        // |pu| <= hu and |pv| <= hv and |pw| <= hw; NaN compares false
        return (xsimd::abs(pu) <= box.hu) & (xsimd::abs(pv) <= box.hv) & (xsimd::abs(pw) <= box.hw);
    }
};

template <class Arch>
struct predicate<Arch, spheres_view, obb3_params> {
    using batch = xsimd::batch<float, Arch>;
    obb3_lanes<Arch> box;
    explicit predicate(const obb3_params& b) noexcept : box(b) {}
    /// reference_impl::obb3_excess: max(|p| - h, 0), NaN kept (positive_part; only its square
    /// is used, so the sign of a zero does not matter)
    static batch excess(const batch& p, const batch& h) noexcept { return positive_part(xsimd::abs(p) - h); }
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        batch pu, pv, pw;
        box.project(x, y, z, pu, pv, pw);
        const batch du = excess(pu, box.hu), dv = excess(pv, box.hv), dw = excess(pw, box.hw);
        // du² + dv² + dw² <= r² and r >= 0; a NaN projection makes the sum NaN
        return (r >= batch(0.f)) & ((du * du + dv * dv + dw * dw) <= (r * r));
    }
};

} // namespace detail
} // namespace hitmask
