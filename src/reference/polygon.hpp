// hitmask reference: convex polygon and polygon (winding number).
#pragma once

#include <hitmask/polygon.hpp>

namespace hitmask {
namespace reference_impl {

/// Inside or on every edge of a counter-clockwise outline: e_i × p >= c_i for all i, where
/// c_i = e_i × v_i was computed by the factory (the same test as e_i × (p - v_i) >= 0, one
/// subtraction cheaper).
inline bool points_hit(const detail::convex_polygon_params& poly, float x, float y) noexcept
{
    const detail::edge_arrays& e = poly.edges;
    for (std::size_t i = 0; i < e.n; ++i) {
        const float side = e.ex[i] * y - e.ey[i] * x;
        if (!(side >= poly.c[i])) return false; // also false for NaN
    }
    return e.n > 0;
}

/// Winding number by Sunday's rule: an edge going up (a.y <= p.y < b.y) with p strictly on its
/// left counts +1, one going down (b.y <= p.y < a.y) with p strictly on its right counts -1.
/// Even-odd takes the parity, non-zero any non-zero count. A point whose side value is exactly
/// 0 within an edge's bounding box is on that edge and hits under both rules.
inline bool points_hit(const detail::polygon_params& poly, float x, float y) noexcept
{
    const detail::edge_arrays& e = poly.edges;
    int winding = 0;
    bool on_edge = false;
    for (std::size_t i = 0; i < e.n; ++i) {
        const float ay = e.vy[i], by = poly.next_y[i];
        // side > 0: p left of a→b
        const float side = e.ex[i] * (y - ay) - e.ey[i] * (x - e.vx[i]);
        if (ay <= y && by > y && side > 0.f) ++winding;
        if (ay > y && by <= y && side < 0.f) --winding;
        if (side == 0.f && poly.min_x[i] <= x && x <= poly.max_x[i] && poly.min_y[i] <= y && y <= poly.max_y[i])
            on_edge = true;
    }
    return on_edge || (poly.non_zero ? winding != 0 : (winding & 1) != 0);
}

} // namespace reference_impl
} // namespace hitmask
