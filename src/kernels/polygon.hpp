// hitmask kernels: convex polygon and polygon, for any xsimd arch: vectorised over points,
// looping over edges. Match reference/polygon.hpp bit for bit.
#pragma once

#include <hitmask/polygon.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

struct convex_polygon_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const convex_polygon_params& p) const noexcept;
};

struct polygon_kernel {
    template <class Arch>
    std::size_t operator()(Arch, const query_args& q, const polygon_params& p) const noexcept;
};

template <class Arch>
std::size_t convex_polygon_kernel::operator()(Arch, const query_args& q, const convex_polygon_params& p) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    const edge_arrays e = p.edges;
    const batch zero(0.f);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        mask inside(e.n > 0);
        for (std::size_t i = 0; i < e.n; ++i) {
            // e_i × (p - v_i) >= 0
            const batch side = batch(e.ex[i]) * (y - batch(e.vy[i])) - batch(e.ey[i]) * (x - batch(e.vx[i]));
            inside = inside & (side >= zero);
            // once every lane is outside one edge, the rest cannot change the answer
            if ((i & 3) == 3 && lane_bits<Arch>::get(inside) == 0) break;
        }
        return inside;
    });
}

template <class Arch>
std::size_t polygon_kernel::operator()(Arch, const query_args& q, const polygon_params& p) const noexcept
{
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    const edge_arrays e = p.edges;
    const batch zero(0.f), one(1.f);
    return drive_simd<Arch, 2>(q, [&](const batch& x, const batch& y) {
        batch winding(0.f); // counts stay small integers, exact in float
        mask odd(false), on_edge(false);
        for (std::size_t i = 0; i < e.n; ++i) {
            const batch ay(e.vy[i]), by(p.next_y[i]);
            const batch side = batch(e.ex[i]) * (y - ay) - batch(e.ey[i]) * (x - batch(e.vx[i]));
            // Sunday's rule: upward edge with p on its left +1, downward with p on its right -1
            const mask up = (ay <= y) & (by > y) & (side > zero);
            const mask down = (ay > y) & (by <= y) & (side < zero);
            winding = winding + xsimd::select(up, one, zero) - xsimd::select(down, one, zero);
            // parity flip; spelled without ^, which xsimd 8.1 compiles as OR for AVX-512 masks
            const mask crossed = up | down;
            odd = (odd | crossed) & ~(odd & crossed);
            on_edge = on_edge | ((side == zero) & (x >= batch(p.min_x[i])) & (x <= batch(p.max_x[i])) &
                                 (y >= batch(p.min_y[i])) & (y <= batch(p.max_y[i])));
        }
        return on_edge | (p.non_zero ? (winding != zero) : odd);
    });
}

} // namespace detail
} // namespace hitmask
