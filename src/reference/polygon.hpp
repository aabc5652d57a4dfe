// hitmask reference: convex polygon and polygon (winding number).
#pragma once

#include <hitmask/polygon.hpp>

#include "aabb.hpp"
#include "segment_distance.hpp"

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

/// A round bullet overlaps the convex polygon when its centre is inside (the point test) or
/// within r of an edge (near_segment from vertex i to vertex i+1, the stored edge vector as d).
/// Two rejects come first, both true of the exact shapes: a centre more than r outside the
/// vertices' bounding box (the aabb's disc test), or more than r beyond one edge's line
/// (side = e_i × (p - v_i) < 0 and side² > r²·|e_i|²), misses. NaN in the bullet, or a
/// negative or NaN radius, never hits.
inline bool circles_hit(const detail::convex_polygon_params& poly, float x, float y, float r) noexcept
{
    if (!circles_hit(poly.box, x, y, r)) return false;
    const detail::edge_arrays& e = poly.edges;
    const float r2 = r * r;
    bool inside = e.n > 0, near = false;
    for (std::size_t i = 0; i < e.n; ++i) {
        const std::size_t next = i + 1 < e.n ? i + 1 : 0;
        const float len2 = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
        const float px = x - e.vx[i], py = y - e.vy[i];
        const float side = e.ex[i] * py - e.ey[i] * px;
        if (side < 0.f && side * side > r2 * len2) return false;
        inside = inside & (e.ex[i] * y - e.ey[i] * x >= poly.c[i]);
        near = near | near_segment(px, py, x - e.vx[next], y - e.vy[next], e.ex[i], e.ey[i], len2, r2, r2 * len2);
    }
    return inside | near;
}

/// A round bullet overlaps the polygon (under its fill rule) when its centre hits it (the
/// point test: on an edge, or inside by the winding number) or is within r of an edge
/// (near_segment, as for convex polygons). A centre more than r outside the vertices'
/// bounding box misses first. NaN in the bullet, or a negative or NaN radius, never hits.
inline bool circles_hit(const detail::polygon_params& poly, float x, float y, float r) noexcept
{
    if (!circles_hit(poly.box, x, y, r)) return false; // also a NaN centre, a negative or NaN r
    const detail::edge_arrays& e = poly.edges;
    const float r2 = r * r;
    bool near = false;
    for (std::size_t i = 0; i < e.n; ++i) {
        const std::size_t next = i + 1 < e.n ? i + 1 : 0;
        const float len2 = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
        near = near | near_segment(x - e.vx[i], y - e.vy[i], x - e.vx[next], y - e.vy[next], e.ex[i], e.ey[i], len2,
                                   r2, r2 * len2);
    }
    return near || points_hit(poly, x, y);
}

} // namespace reference_impl
} // namespace hitmask
