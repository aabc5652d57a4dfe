// hitmask kernels: convex polygon and polygon, for any xsimd arch: vectorised over points,
// looping over edges. Match reference/polygon.hpp bit for bit.
#pragma once

#include <hitmask/polygon.hpp>

#include "aabb.hpp"
#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// Batches per group: each edge's constants are loaded once for this many batches of points.
constexpr std::size_t polygon_group = 4;

template <class Arch>
struct predicate<Arch, points_view, convex_polygon_params> : grouped<polygon_group> {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    convex_polygon_params p;
    explicit predicate(const convex_polygon_params& params) noexcept : p(params) {}
    void operator()(const batch* x, const batch* y, mask* inside) const noexcept
    {
        constexpr std::size_t G = polygon_group;
        const edge_arrays& e = p.edges;
        for (std::size_t g = 0; g < G; ++g)
            inside[g] = mask(e.n > 0);
        for (std::size_t i = 0; i < e.n; ++i) {
            const batch ex(e.ex[i]), ey(e.ey[i]), c(p.c[i]);
            std::uint64_t any_inside = 0;
            for (std::size_t g = 0; g < G; ++g) {
                // e_i × p >= e_i × v_i
                inside[g] = inside[g] & ((ex * y[g] - ey * x[g]) >= c);
                any_inside |= lane_bits<Arch>::get(inside[g]);
            }
            // once every point of the group is outside one edge, the rest cannot change it
            if (any_inside == 0) break;
        }
    }
};

/// The winding number under one fill rule: non-zero counts the winding, even-odd keeps a
/// parity, so each edge does only the work its rule needs.
template <class Arch, bool NonZero>
struct polygon_rule : grouped<polygon_group> {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    polygon_params p;
    void operator()(const batch* x, const batch* y, mask* out) const noexcept
    {
        constexpr std::size_t G = polygon_group;
        const edge_arrays& e = p.edges;
        const batch zero(0.f), one(1.f);
        batch winding[G]; // non-zero: counts stay small integers, exact in float
        mask odd[G], on_edge[G];
        for (std::size_t g = 0; g < G; ++g) {
            winding[g] = zero;
            odd[g] = mask(false);
            on_edge[g] = mask(false);
        }
        for (std::size_t i = 0; i < e.n; ++i) {
            const batch ax(e.vx[i]), ay(e.vy[i]), by(p.next_y[i]), ex(e.ex[i]), ey(e.ey[i]);
            const batch lo_x(p.min_x[i]), hi_x(p.max_x[i]), lo_y(p.min_y[i]), hi_y(p.max_y[i]);
            for (std::size_t g = 0; g < G; ++g) {
                const batch side = ex * (y[g] - ay) - ey * (x[g] - ax);
                // Sunday's rule: upward edge with p on its left +1, downward with p on its right -1
                const mask up = (ay <= y[g]) & (by > y[g]) & (side > zero);
                const mask down = (ay > y[g]) & (by <= y[g]) & (side < zero);
                if constexpr (NonZero) {
                    winding[g] = winding[g] + xsimd::select(up, one, zero) - xsimd::select(down, one, zero);
                } else {
                    // parity flip; spelled without ^, which xsimd 8.1 compiles as OR for AVX-512 masks
                    const mask crossed = up | down;
                    odd[g] = (odd[g] | crossed) & ~(odd[g] & crossed);
                }
                on_edge[g] = on_edge[g] |
                             ((side == zero) & (x[g] >= lo_x) & (x[g] <= hi_x) & (y[g] >= lo_y) & (y[g] <= hi_y));
            }
        }
        for (std::size_t g = 0; g < G; ++g) {
            if constexpr (NonZero)
                out[g] = on_edge[g] | (winding[g] != zero);
            else
                out[g] = on_edge[g] | odd[g];
        }
    }
};

template <class Arch>
struct predicate<Arch, points_view, polygon_params> : chooser {
    template <class Body>
    static auto choose(const polygon_params& p, const Body& body) noexcept
    {
        return p.non_zero ? body(polygon_rule<Arch, true>{{}, p}) : body(polygon_rule<Arch, false>{{}, p});
    }
};

/// Round bullets against a convex polygon: the bounding box's disc test, then per edge the
/// reject beyond its line, the inner side and near_segment, as reference_impl::circles_hit. The
/// edge loop stops once every lane is rejected.
template <class Arch>
struct predicate<Arch, circles_view, convex_polygon_params> : two_stage {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    convex_polygon_params p;
    predicate<Arch, circles_view, aabb_params> in_box;
    explicit predicate(const convex_polygon_params& params) noexcept : p(params), in_box(params.box) {}
    /// two_stage: lanes outside the bounding box (grown by r) are decided misses.
    mask screen(const batch& x, const batch& y, const batch& r, mask& decided) const noexcept
    {
        decided = ~in_box(x, y, r);
        return mask(false);
    }
    mask operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const mask boxed = in_box(x, y, r);
        if (!xsimd::any(boxed)) return boxed;
        const edge_arrays& e = p.edges;
        const batch zero(0.f), r2 = r * r;
        mask inside(e.n > 0), near(false), beyond(~boxed);
        for (std::size_t i = 0; i < e.n; ++i) {
            const std::size_t next = i + 1 < e.n ? i + 1 : 0;
            const float len2_i = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
            const batch ex(e.ex[i]), ey(e.ey[i]), len2(len2_i), r2_len2 = r2 * len2;
            const batch px = x - batch(e.vx[i]), py = y - batch(e.vy[i]);
            const batch side = ex * py - ey * px;
            beyond = beyond | ((side < zero) & ((side * side) > r2_len2));
            if (xsimd::all(beyond)) return mask(false);
            inside = inside & ((ex * y - ey * x) >= batch(p.c[i]));
            near = near | near_segment(px, py, x - batch(e.vx[next]), y - batch(e.vy[next]), ex, ey, len2, r2, r2_len2);
        }
        return ~beyond & (inside | near);
    }
};

/// Round bullets against a polygon under one fill rule: near_segment on every edge, or the
/// centre on an edge or inside by the winding number (polygon_rule's count, on one batch).
template <class Arch, bool NonZero>
struct disc_polygon_rule {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    polygon_params p;
    mask operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const edge_arrays& e = p.edges;
        const batch zero(0.f), one(1.f), r2 = r * r;
        batch winding = zero;
        mask odd(false), on_edge(false), near(false);
        for (std::size_t i = 0; i < e.n; ++i) {
            const std::size_t next = i + 1 < e.n ? i + 1 : 0;
            const float len2_i = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
            const batch ax(e.vx[i]), ay(e.vy[i]), by(p.next_y[i]), ex(e.ex[i]), ey(e.ey[i]), len2(len2_i);
            near = near | near_segment(x - ax, y - ay, x - batch(e.vx[next]), y - by, ex, ey, len2, r2, r2 * len2);
            const batch side = ex * (y - ay) - ey * (x - ax);
            const mask up = (ay <= y) & (by > y) & (side > zero);
            const mask down = (ay > y) & (by <= y) & (side < zero);
            if constexpr (NonZero) {
                winding = winding + xsimd::select(up, one, zero) - xsimd::select(down, one, zero);
            } else {
                const mask crossed = up | down;
                odd = (odd | crossed) & ~(odd & crossed); // parity flip, without ^ (polygon_rule)
            }
            on_edge = on_edge | ((side == zero) & (x >= batch(p.min_x[i])) & (x <= batch(p.max_x[i])) &
                                 (y >= batch(p.min_y[i])) & (y <= batch(p.max_y[i])));
        }
        mask centre = on_edge;
        if constexpr (NonZero)
            centre = centre | (winding != zero);
        else
            centre = centre | odd;
        return (r >= zero) & (near | centre);
    }
};

template <class Arch>
struct predicate<Arch, circles_view, polygon_params> : chooser {
    template <class Body>
    static auto choose(const polygon_params& p, const Body& body) noexcept
    {
        return p.non_zero ? body(disc_polygon_rule<Arch, true>{p}) : body(disc_polygon_rule<Arch, false>{p});
    }
};

} // namespace detail
} // namespace hitmask
