// hitmask kernels: convex polygon and polygon, for any xsimd arch: vectorised over points,
// looping over edges. Match reference/polygon.hpp bit for bit.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

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
            inside[g] = e.n > 0 ? every_lane<Arch>() : no_lanes<Arch>();
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
            odd[g] = no_lanes<Arch>();
            on_edge[g] = no_lanes<Arch>();
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

/// The same winding number through the polygon's edge index (polygon_bands): each point, one
/// at a time, loops over its band's copies only, a batch of copies per step, with the plain
/// loop's per-edge float expressions and comparisons. A copy whose y range misses the point
/// counts nothing there, as in the plain loop, and each edge appears once per band, so the
/// count and the on-edge flag are the plain loop's. Points outside [y0, y1] and NaN y reach no
/// edge and miss, as they do in the plain loop. (Measured on AVX2 at 4,096 points: unrolling
/// two or four batches per step, or stepping once through empty bands to avoid the branches,
/// was slower; testing the edge boxes only when a side value is 0 saves a quarter.)
template <class Arch, bool NonZero>
struct polygon_banded : grouped<polygon_group> {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    static constexpr std::size_t W = batch::size;
    static_assert(W <= 16, "the factory pads the copies by 32 NaN ones: a step reads at most W past the band");
    polygon_params p;

    /// Whether (x, y), y within [y0, y1], is on an edge of copies [begin, end) or inside.
    bool lane_hits(float x, float y, std::uint32_t begin, std::uint32_t end) const noexcept
    {
        const polygon_bands& b = p.bands;
        const batch px(x), py(y), zero(0.f);
        int winding = 0;
        for (std::uint32_t i = begin; i < end; i += static_cast<std::uint32_t>(W)) {
            const batch ax = batch::load_unaligned(b.vx + i), ay = batch::load_unaligned(b.vy + i);
            const batch by = batch::load_unaligned(b.next_y + i);
            const batch ex = batch::load_unaligned(b.ex + i), ey = batch::load_unaligned(b.ey + i);
            // the copies past `end` (another band's, or the NaN padding) are masked out of the bits
            const std::size_t left = end - i;
            const std::uint64_t valid = left >= W ? (std::uint64_t{1} << W) - 1 : (std::uint64_t{1} << left) - 1;
            // side > 0: p left of a→b, the reference's expression
            const batch side = ex * (py - ay) - ey * (px - ax);
            const mask zero_side = side == zero;
            if ((lane_bits<Arch>::get(zero_side) & valid) != 0) { // rare: on the line of an edge
                const mask on = zero_side & (px >= batch::load_unaligned(b.min_x + i)) &
                                (px <= batch::load_unaligned(b.max_x + i)) &
                                (py >= batch::load_unaligned(b.min_y + i)) & (py <= batch::load_unaligned(b.max_y + i));
                if ((lane_bits<Arch>::get(on) & valid) != 0) return true;
            }
            const mask up = (ay <= py) & (by > py) & (side > zero);
            const mask down = (ay > py) & (by <= py) & (side < zero);
            if constexpr (NonZero) {
                winding += __builtin_popcountll(lane_bits<Arch>::get(up) & valid) -
                           __builtin_popcountll(lane_bits<Arch>::get(down) & valid);
            } else {
                winding += __builtin_popcountll(lane_bits<Arch>::get(up | down) & valid);
            }
        }
        if constexpr (NonZero)
            return winding != 0;
        else
            return (winding & 1) != 0;
    }

    void operator()(const batch* x, const batch* y, mask* out) const noexcept
    {
        constexpr std::size_t G = polygon_group;
        const polygon_bands& b = p.bands;
        alignas(64) float xs[G * W], ys[G * W], hit[G * W];
        for (std::size_t g = 0; g < G; ++g) {
            x[g].store_aligned(xs + g * W);
            y[g].store_aligned(ys + g * W);
        }
        const float bands = static_cast<float>(b.count);
        for (std::size_t k = 0; k < G * W; ++k) {
            const float yk = ys[k];
            bool inside = false;
            if (yk >= b.y0 && yk <= b.y1) { // also false for NaN
                // the factory's band_of (shapes/polygon.cpp), the same float expression
                const float t = (yk - b.y0) * b.scale;
                const std::uint32_t band = t < bands ? static_cast<std::uint32_t>(t) : b.count - 1;
                inside = lane_hits(xs[k], yk, b.start[band], b.start[band + 1]);
            }
            hit[k] = inside ? 1.f : 0.f;
        }
        const batch zero(0.f);
        for (std::size_t g = 0; g < G; ++g)
            out[g] = batch::load_aligned(hit + g * W) > zero;
    }
};

template <class Arch>
struct predicate<Arch, points_view, polygon_params> : chooser {
    template <class Body>
    static auto choose(const polygon_params& p, const Body& body) noexcept
    {
        if (p.bands.count > 0)
            return p.non_zero ? body(polygon_banded<Arch, true>{{}, p}) : body(polygon_banded<Arch, false>{{}, p});
        return p.non_zero ? body(polygon_rule<Arch, true>{{}, p}) : body(polygon_rule<Arch, false>{{}, p});
    }
};

/// The first stage of round bullets against a polygon of either kind (two_stage): lanes more
/// than r outside the polygon's bounding box are decided misses; in_box is also the second
/// stage's first test.
template <class Arch>
struct disc_box_screen : two_stage {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    predicate<Arch, circles_view, aabb_params> in_box;
    explicit disc_box_screen(const aabb_params& box) noexcept : in_box(box) {}
    HITMASK_ALWAYS_INLINE mask screen(const batch& x, const batch& y, const batch& r, mask& decided) const noexcept
    {
        decided = ~in_box(x, y, r);
        return no_lanes<Arch>();
    }
};

/// Round bullets against a convex polygon. The screen decides the lanes outside the bounding
/// box's disc test (misses) and those inside it with the centre in the inner disc
/// (convex_polygon_params: inside in the reference's arithmetic, so hits). The full test: the
/// bounding box's disc test, then per edge the reject beyond its line, the inner side and
/// near_segment, as reference_impl::circles_hit, in two passes over the edges. The first computes the rejects and the inner sides (stopping once
/// every lane is rejected); a lane rejected misses and a lane inside on every edge, not
/// rejected, hits, whatever near_segment says, so the second pass (near_segment on every edge,
/// the costly part) runs only for a batch with a lane left undecided.
template <class Arch>
struct predicate<Arch, circles_view, convex_polygon_params> : disc_box_screen<Arch> {
    using typename disc_box_screen<Arch>::batch;
    using typename disc_box_screen<Arch>::mask;
    using disc_box_screen<Arch>::in_box;
    convex_polygon_params p;
    batch inner_x, inner_y, inner_reach2;
    explicit predicate(const convex_polygon_params& params) noexcept
        : disc_box_screen<Arch>(params.box), p(params), inner_x(params.inner_x), inner_y(params.inner_y),
          inner_reach2(params.inner_reach2)
    {
    }
    HITMASK_ALWAYS_INLINE mask screen(const batch& x, const batch& y, const batch& r, mask& decided) const noexcept
    {
        const mask boxed = in_box(x, y, r);
        const batch dx = x - inner_x, dy = y - inner_y;
        const mask inner = (dx * dx + dy * dy) < inner_reach2;
        decided = ~boxed | inner;
        return boxed & inner;
    }
    static float len2_of(const edge_arrays& e, std::size_t i) noexcept { return e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i]; }
    mask operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const mask boxed = in_box(x, y, r);
        if (!xsimd::any(boxed)) return boxed;
        const edge_arrays& e = p.edges;
        const batch zero(0.f), r2 = r * r;
        mask inside = e.n > 0 ? every_lane<Arch>() : no_lanes<Arch>(), beyond = ~boxed;
        for (std::size_t i = 0; i < e.n; ++i) {
            const batch ex(e.ex[i]), ey(e.ey[i]);
            const batch side = ex * (y - batch(e.vy[i])) - ey * (x - batch(e.vx[i]));
            beyond = beyond | ((side < zero) & ((side * side) > r2 * batch(len2_of(e, i))));
            if (xsimd::all(beyond)) return no_lanes<Arch>();
            inside = inside & ((ex * y - ey * x) >= batch(p.c[i]));
        }
        if (xsimd::all(beyond | inside)) return ~beyond & inside;
        mask near = no_lanes<Arch>();
        for (std::size_t i = 0; i < e.n; ++i) {
            const std::size_t next = i + 1 < e.n ? i + 1 : 0;
            const batch ex(e.ex[i]), ey(e.ey[i]), len2(len2_of(e, i));
            near = near | near_segment(x - batch(e.vx[i]), y - batch(e.vy[i]), x - batch(e.vx[next]),
                                       y - batch(e.vy[next]), ex, ey, len2, r2, r2 * len2);
        }
        return ~beyond & (inside | near);
    }
};

/// Round bullets against a polygon under one fill rule: the bounding box's disc test, then
/// near_segment on every edge, or the centre on an edge or inside by the winding number
/// (polygon_rule's count, on one batch), as reference_impl::circles_hit. One pass over the
/// edges the batch's y band reaches computes both, sharing their arithmetic: near_segment's
/// cross product is the crossing test's side value negated, and its far end is the next
/// edge's near end; the edge's box (for a centre on the edge) is read only when a side value
/// is 0. (Measured on AVX-512 against the plain near_segment and box per edge: see
/// docs/speed.md.)
template <class Arch, bool NonZero>
struct disc_polygon_rule : disc_box_screen<Arch> {
    using typename disc_box_screen<Arch>::batch;
    using typename disc_box_screen<Arch>::mask;
    using disc_box_screen<Arch>::in_box;
    polygon_params p;
    float scale;                   // the box's largest |coordinate|, for y_range's margin
    float bucket_y0, bucket_scale; // bucket(): 16 bands over the box's height
    explicit disc_polygon_rule(const polygon_params& params) noexcept
        : disc_box_screen<Arch>(params.box), p(params),
          scale(std::max(std::max(std::abs(params.box.min_x), std::abs(params.box.max_x)),
                         std::max(std::abs(params.box.min_y), std::abs(params.box.max_y)))),
          bucket_y0(params.box.min_y),
          bucket_scale(params.box.max_y > params.box.min_y ? 16.f / (params.box.max_y - params.box.min_y) : 0.f)
    {
    }
    /// The driver packs the lanes the screen kept in order of bucket(y) (screened_blocks), so a
    /// batch spans a few bands and y_range lets the full test skip most edges.
    static constexpr std::size_t sort_column = 1;
    std::size_t bucket(float y) const noexcept
    {
        const float f = (y - bucket_y0) * bucket_scale;
        return f > 0.f ? (f < 15.f ? static_cast<std::size_t>(f) : 15u) : 0u; // NaN: 0
    }
    /// The band [lo, hi] of y that the boxed lanes' discs reach, widened by 2^-14 of the
    /// coordinates' size and by 2^-30. An edge whose y span misses it adds nothing for any
    /// lane: no crossing or on-edge at the centre's y, and near_segment cannot find it within
    /// r. Its rounding is a few eps of the coordinates' size (the lanes are within r of the
    /// box), and nothing it squares under- or overflows while the box and the reaches stay
    /// within 2^20 and the edge is at least 2^-20 long (operator() keeps shorter edges). Past
    /// 2^20, and for non-finite reaches, the band is the whole line.
    void y_range(const mask& boxed, const batch& y, const batch& r, float& lo, float& hi) const noexcept
    {
        constexpr float inf = std::numeric_limits<float>::infinity();
        alignas(64) float low[batch::size], high[batch::size];
        const batch reach = xsimd::abs(r);
        xsimd::select(boxed, y - reach, batch(inf)).store_aligned(low);
        xsimd::select(boxed, y + reach, batch(-inf)).store_aligned(high);
        lo = inf;
        hi = -inf;
        bool nan = false;
        for (std::size_t k = 0; k < batch::size; ++k) {
            nan = nan || !(low[k] == low[k]) || !(high[k] == high[k]);
            lo = low[k] < lo ? low[k] : lo;
            hi = high[k] > hi ? high[k] : hi;
        }
        const float size = std::max(std::abs(lo), std::abs(hi));
        const bool whole = nan || !(size <= 0x1p20f) || !(scale <= 0x1p20f);
        const float margin = (scale + size) * 0x1p-14f + 0x1p-30f;
        lo = whole ? -inf : lo - margin;
        hi = whole ? inf : hi + margin;
    }
    mask operator()(const batch& x, const batch& y, const batch& r) const noexcept
    {
        const mask boxed = in_box(x, y, r);
        if (!xsimd::any(boxed)) return boxed;
        const edge_arrays& e = p.edges;
        const batch zero(0.f), one(1.f), r2 = r * r;
        batch winding = zero;
        mask odd = no_lanes<Arch>(), on_edge = odd, near = odd;
        float lo = 0.f, hi = 0.f;
        y_range(boxed, y, r, lo, hi);
        for (std::size_t i = 0; i < e.n; ++i) {
            const float len2_i = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
            if (!(p.max_y[i] >= lo && p.min_y[i] <= hi) && len2_i >= 0x1p-40f) continue; // y_range
            const batch ax(e.vx[i]), ay(e.vy[i]), by(p.next_y[i]), ex(e.ex[i]), ey(e.ey[i]), len2(len2_i);
            const batch px = x - ax, py = y - ay;
            const batch side = ex * py - ey * px; // > 0: the centre left of a->b
            // near_segment's terms, two of them shared: its cross, px ey - py ex, is exactly -side
            // (the same two products, subtracted the other way), so cross² is side²; and its far
            // end, vertex i + 1, is the next edge's near end, tested there, or beyond every disc
            // when y_range skips that edge (its y span holds the vertex)
            const batch t = px * ex + py * ey;
            near = near | ((px * px + py * py) <= r2) | ((t > zero) & (t < len2) & ((side * side) <= r2 * len2));
            const mask up = (ay <= y) & (by > y) & (side > zero);
            const mask down = (ay > y) & (by <= y) & (side < zero);
            if constexpr (NonZero) {
                winding = winding + xsimd::select(up, one, zero) - xsimd::select(down, one, zero);
            } else {
                const mask crossed = up | down;
                odd = (odd | crossed) & ~(odd & crossed); // parity flip, without ^ (polygon_rule)
            }
            const mask on_line = side == zero;
            if (xsimd::any(on_line)) // rare: the edge's box only then
                on_edge = on_edge | (on_line & (x >= batch(p.min_x[i])) & (x <= batch(p.max_x[i])) &
                                     (y >= batch(p.min_y[i])) & (y <= batch(p.max_y[i])));
        }
        mask centre = on_edge;
        if constexpr (NonZero)
            centre = centre | (winding != zero);
        else
            centre = centre | odd;
        return boxed & (near | centre);
    }
};

template <class Arch>
struct predicate<Arch, circles_view, polygon_params> : chooser {
    template <class Body>
    static auto choose(const polygon_params& p, const Body& body) noexcept
    {
        return p.non_zero ? body(disc_polygon_rule<Arch, true>(p)) : body(disc_polygon_rule<Arch, false>(p));
    }
};

} // namespace detail
} // namespace hitmask
