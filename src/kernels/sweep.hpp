// hitmask kernels: sweeps, for any xsimd arch. Each sweep_lanes<Arch, View, Params> gives a
// batch of moving elements' first-contact fractions (+inf where they never touch), the
// formulas of reference/sweep.hpp operation for operation: early returns become masks selected
// in the reference's order, max and min are compare-and-select as its ternaries, so NaN takes
// the same path on every ISA. The pieces of a union (discs, rectangles) are computed only in
// batches where a lane can touch them.
#pragma once

#include <cmath>
#include <cstddef>
#include <limits>
#include <type_traits>

#include <hitmask/aabb.hpp>
#include <hitmask/aabb3.hpp>
#include <hitmask/capsule.hpp>
#include <hitmask/capsule3.hpp>
#include <hitmask/circle.hpp>
#include <hitmask/obb.hpp>
#include <hitmask/polygon.hpp>
#include <hitmask/segment.hpp>
#include <hitmask/sphere.hpp>

#include "aabb3.hpp"
#include "capsule.hpp"
#include "circle.hpp"
#include "obb.hpp"
#include "segment.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

namespace sweep_simd {

template <class Arch>
struct ops {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;

    static batch inf() noexcept { return batch(std::numeric_limits<float>::infinity()); }

    /// sweep_math::clip
    static batch clip(const batch& enter, const batch& exit) noexcept
    {
        const batch zero(0.f);
        const batch entry = xsimd::select(enter > zero, enter, zero);
        return xsimd::select((entry <= exit) & (entry <= batch(1.f)), entry, inf());
    }

    /// sweep_math::slab
    static void slab(const batch& p0, const batch& pd, const batch& lo, const batch& hi, batch& enter,
                     batch& exit) noexcept
    {
        const mask flat = pd == batch(0.f);
        const mask in = (lo <= p0) & (p0 <= hi);
        const batch a = exact_div(lo - p0, pd), b = exact_div(hi - p0, pd);
        const mask a_first = a < b;
        enter = xsimd::select(flat, xsimd::select(in, -inf(), inf()), xsimd::select(a_first, a, b));
        exit = xsimd::select(flat, xsimd::select(in, inf(), -inf()), xsimd::select(a_first, b, a));
    }

    /// sweep_math::both
    static batch both(const batch& s_enter, const batch& s_exit, const batch& w_enter, const batch& w_exit) noexcept
    {
        const batch enter = xsimd::select(s_enter > w_enter, s_enter, w_enter);
        const batch exit = xsimd::select(s_exit < w_exit, s_exit, w_exit);
        return clip(enter, exit);
    }

    /// sweep_math::least
    static batch least(const batch& a, const batch& b) noexcept { return xsimd::select(b < a, b, a); }

    /// sweep_math::disc; batches where no lane is inside or moving towards the centre return
    /// before the division and the square root.
    static batch disc(const batch& fx, const batch& fy, const batch& dx, const batch& dy, const batch& a,
                      const batch& rr) noexcept
    {
        const batch zero(0.f);
        const batch c2 = fx * fx + fy * fy;
        const mask ok = c2 < inf();
        const mask inside = ok & (c2 <= rr);
        const batch b = fx * dx + fy * dy;
        const mask towards = ok & ~inside & (a > zero) & (b < zero);
        if (!xsimd::any(inside | towards)) return inf();
        const batch tc = exact_div(-b, a);
        const batch mx = fx + tc * dx, my = fy + tc * dy;
        const batch h2 = rr - (mx * mx + my * my);
        const mask meets = towards & (h2 >= zero);
        batch t = xsimd::select(inside, zero, inf());
        if (xsimd::any(meets)) t = xsimd::select(meets, clip(tc - exact_sqrt(exact_div(h2, a)), inf()), t);
        return t;
    }

    /// sweep_math::ball
    static batch ball(const batch& fx, const batch& fy, const batch& fz, const batch& dx, const batch& dy,
                      const batch& dz, const batch& a, const batch& rr) noexcept
    {
        const batch zero(0.f);
        const batch c2 = (fx * fx + fy * fy) + fz * fz;
        const mask ok = c2 < inf();
        const mask inside = ok & (c2 <= rr);
        const batch b = (fx * dx + fy * dy) + fz * dz;
        const mask towards = ok & ~inside & (a > zero) & (b < zero);
        if (!xsimd::any(inside | towards)) return inf();
        const batch tc = exact_div(-b, a);
        const batch mx = fx + tc * dx, my = fy + tc * dy, mz = fz + tc * dz;
        const batch h2 = rr - ((mx * mx + my * my) + mz * mz);
        const mask meets = towards & (h2 >= zero);
        batch t = xsimd::select(inside, zero, inf());
        if (xsimd::any(meets)) t = xsimd::select(meets, clip(tc - exact_sqrt(exact_div(h2, a)), inf()), t);
        return t;
    }

    /// sweep_math::rectangle
    static batch rectangle(const batch& fx, const batch& fy, const batch& dx, const batch& dy, const batch& ex,
                           const batch& ey, const batch& len2, const batch& reach) noexcept
    {
        batch s_enter, s_exit, w_enter, w_exit;
        slab(fx * ex + fy * ey, dx * ex + dy * ey, batch(0.f), len2, s_enter, s_exit);
        slab(fx * ey - fy * ex, dx * ey - dy * ex, -reach, reach, w_enter, w_exit);
        return both(s_enter, s_exit, w_enter, w_exit);
    }

    /// sweep_math::capsule; `long_enough` is len2 > 0 (the same for every lane of a shape).
    static batch capsule(const batch& fax, const batch& fay, const batch& fbx, const batch& fby, const batch& dx,
                         const batch& dy, const batch& a, const batch& ex, const batch& ey, const batch& len2,
                         bool long_enough, const batch& root_len2, const batch& R, const batch& RR) noexcept
    {
        batch best = least(disc(fax, fay, dx, dy, a, RR), disc(fbx, fby, dx, dy, a, RR));
        if (long_enough) {
            const mask near = (fax * fax + fay * fay) < inf();
            if (xsimd::any(near))
                best = xsimd::select(near, least(best, rectangle(fax, fay, dx, dy, ex, ey, len2, R * root_len2)),
                                     best);
        }
        return best;
    }

    /// sweep_math::rounded_box; R per lane.
    static batch rounded_box(const batch& s0, const batch& w0, const batch& sd, const batch& wd, const batch& ad,
                             const batch& lo_s, const batch& hi_s, const batch& lo_w, const batch& hi_w, const batch& R,
                             const batch& RR) noexcept
    {
        batch s_enter, s_exit, w_enter, w_exit;
        slab(s0, sd, lo_s, hi_s, s_enter, s_exit);
        slab(w0, wd, lo_w, hi_w, w_enter, w_exit);
        const batch box = both(s_enter, s_exit, w_enter, w_exit);
        const mask round = R > batch(0.f);
        if (!xsimd::any(round)) return box;
        batch g_enter, g_exit;
        slab(s0, sd, lo_s - R, hi_s + R, g_enter, g_exit);
        batch best = both(g_enter, g_exit, w_enter, w_exit);
        slab(w0, wd, lo_w - R, hi_w + R, g_enter, g_exit);
        best = least(best, both(s_enter, s_exit, g_enter, g_exit));
        best = least(best, disc(s0 - lo_s, w0 - lo_w, sd, wd, ad, RR));
        best = least(best, disc(s0 - hi_s, w0 - lo_w, sd, wd, ad, RR));
        best = least(best, disc(s0 - lo_s, w0 - hi_w, sd, wd, ad, RR));
        best = least(best, disc(s0 - hi_s, w0 - hi_w, sd, wd, ad, RR));
        return xsimd::select(round, best, box);
    }

    /// sweep_math::convex; lanes that leave (NaN, or outside a parallel edge) are +inf.
    static batch convex(const convex_polygon_params& p, const batch& x0, const batch& y0, const batch& dx,
                        const batch& dy) noexcept
    {
        const batch zero(0.f);
        const edge_arrays& e = p.edges;
        batch enter = zero, exit(1.f);
        mask dead = no_lanes<Arch>();
        for (std::size_t i = 0; i < e.n; ++i) {
            const batch ex(e.ex[i]), ey(e.ey[i]);
            const batch s = (ex * y0 - ey * x0) - batch(p.c[i]);
            const batch sd = ex * dy - ey * dx;
            const mask flat = sd == zero;
            dead = dead | ~((s == s) & (sd == sd)) | (flat & (s < zero));
            const batch t = exact_div(-s, sd);
            const mask rises = ~flat & (sd > zero), falls = ~flat & (sd < zero);
            enter = xsimd::select(rises & (t > enter), t, enter);
            exit = xsimd::select(falls & (t < exit), t, exit);
            if (xsimd::all(dead | (enter > exit))) return inf();
        }
        return xsimd::select(~dead & (enter <= exit), enter, inf());
    }

    /// sweep_math::motion: d·d, or +inf when it is not finite.
    static batch motion(const batch& dx, const batch& dy) noexcept
    {
        const batch a = dx * dx + dy * dy;
        return xsimd::select(a < inf(), a, inf());
    }

    /// sweep_math::closest
    static batch closest(const batch& fx, const batch& fy, const batch& dx, const batch& dy, const batch& a) noexcept
    {
        const batch zero(0.f), one(1.f);
        const batch tc = exact_div(-(fx * dx + fy * dy), a);
        const batch clamped = xsimd::select(tc > zero, xsimd::select(tc < one, tc, one), zero);
        return xsimd::select(a > zero, clamped, zero);
    }

    /// sweep_math::decided
    static batch decided(const mask& hit, const batch& t, const batch& fallback) noexcept
    {
        return xsimd::select(hit, xsimd::select(t < inf(), t, fallback), inf());
    }
};

} // namespace sweep_simd

template <class Arch, class View, class Params>
struct sweep_lanes;

/// A batch-level reject: the box around everything a shape (grown by the elements' radii) can
/// meet. Lanes whose path's box, padded by 2^-14 of the magnitudes involved (hundreds of ulps:
/// far more than the formulas' rounding and the polygon edges' 2^-18 slack) and 2^-60
/// (underflow), misses it cannot touch the
/// shape: every piece of every formula lies in the box, and a path that stays out of it by that
/// margin leaves every slab interval and every disc's entry outside [0, 1]. That needs the
/// disc's terms finite and normal, so two kinds of moving lane are fragile, left to the formula
/// (may_reach) and unbounded for the pieces (bounds): |dx| + |dy| under 2^-50, where the
/// reference's disc rounds a subnormal d·d by up to a quarter (a disc 5 % of r beyond a corner,
/// moving 5·2^-77 toward it at 2^-54, hits there), and under (R + r) 2^-62, where its
/// h²/d·d overflows and the entry tc - inf clips to 0 (a disc of radius 2^25 1/16 r beyond a
/// corner, moving 2^-40, hits). Reviews found both; sweep_test's tiny_motions_match_reference
/// and fragile_motions_match_reference hold them. A batch with no
/// other lane returns +inf before any division; any other batch runs the exact formula on
/// every lane, so the filter never changes a result. NaN and infinite lanes are never rejected
/// here (their pad is NaN or infinite); the formulas reject them.
template <class Arch>
struct path_box {
    using batch = xsimd::batch<float, Arch>;
    batch x0, y0, x1, y1, magnitude, disc_r;
    /// disc_r: the radius R of the shape's own discs (a capsule's ends), 0 for boxes and walls.
    path_box(float min_x, float min_y, float max_x, float max_y, float disc_radius = 0.f) noexcept
        : x0(min_x), y0(min_y), x1(max_x), y1(max_y),
          magnitude(std::max(std::max(std::fabs(min_x), std::fabs(max_x)), std::max(std::fabs(min_y), std::fabs(max_y)))),
          disc_r(disc_radius)
    {
    }
    /// The lanes' padded path boxes, for testing the pieces of a union one by one (reaches).
    struct lanes_box {
        batch lo_x, hi_x, lo_y, hi_y;
        /// Whether any lane's padded path box meets the box [x0, x1] x [y0, y1] (a piece of the
        /// shape within the shape's box: the same margin holds for it).
        bool reaches(float bx0, float by0, float bx1, float by1) const noexcept
        {
            const auto out = (hi_x < batch(bx0)) | (lo_x > batch(bx1)) | (hi_y < batch(by0)) | (lo_y > batch(by1));
            return !xsimd::all(out);
        }
    };
    /// The lanes' path boxes, [lo, hi] from p0 to p1, and their padding.
    struct path {
        batch lo_x, hi_x, lo_y, hi_y, pad;
    };
    path path_of(const batch& px0, const batch& py0, const batch& px1, const batch& py1, const batch& grow) const noexcept
    {
        const batch pad = ((xsimd::abs(px0) + xsimd::abs(px1)) + (xsimd::abs(py0) + xsimd::abs(py1)) +
                           (magnitude + grow)) * batch(0x1p-14f) + (grow + batch(0x1p-60f));
        const auto lo_first_x = px0 < px1, lo_first_y = py0 < py1;
        return {xsimd::select(lo_first_x, px0, px1), xsimd::select(lo_first_x, px1, px0),
                xsimd::select(lo_first_y, py0, py1), xsimd::select(lo_first_y, py1, py0), pad};
    }
    /// The lanes the padding does not cover (see above): moving, by |dx| + |dy| under 2^-50 or
    /// under (R + grow) 2^-62.
    auto fragile(const path& p, const batch& grow) const noexcept
    {
        const batch span = (p.hi_x - p.lo_x) + (p.hi_y - p.lo_y);
        return (span > batch(0.f)) & ((span < batch(0x1p-50f)) | (span < (disc_r + grow) * batch(0x1p-62f)));
    }
    /// The padded path boxes, unbounded for fragile lanes (they reach every piece).
    lanes_box bounds(const batch& px0, const batch& py0, const batch& px1, const batch& py1,
                     const batch& grow) const noexcept
    {
        path p = path_of(px0, py0, px1, py1, grow);
        p.pad = xsimd::select(fragile(p, grow), batch(std::numeric_limits<float>::infinity()), p.pad);
        // a NaN pad makes the bounds NaN, and a NaN bound compares false: the lane is kept
        return {p.lo_x - p.pad, p.hi_x + p.pad, p.lo_y - p.pad, p.hi_y + p.pad};
    }
    /// The lanes whose padded path box misses the box; a NaN pad compares false (the lane is kept).
    auto beyond(const path& p) const noexcept
    {
        return (p.hi_x + p.pad < x0) | (p.lo_x - p.pad > x1) | (p.hi_y + p.pad < y0) | (p.lo_y - p.pad > y1);
    }
    /// The lanes whose padded path box meets the box (reference_impl::beyond_box's negation, lane
    /// by lane): a convex polygon's Cyrus-Beck clip loses the polygon's own terms against a far
    /// path's, so for it the reject is part of the contract, not only a shortcut.
    auto lanes_near(const batch& px0, const batch& py0, const batch& px1, const batch& py1, const batch& grow) const noexcept
    {
        return ~beyond(path_of(px0, py0, px1, py1, grow));
    }
    /// The lanes a shortcut must leave to the formula: near the box, or fragile.
    auto may_reach(const batch& px0, const batch& py0, const batch& px1, const batch& py1, const batch& grow) const noexcept
    {
        const path p = path_of(px0, py0, px1, py1, grow);
        return ~beyond(p) | fragile(p, grow);
    }
    /// Whether any lane's path from (px0, py0) to (px1, py1), grown by `grow`, may reach the box.
    bool maybe(const batch& px0, const batch& py0, const batch& px1, const batch& py1, const batch& grow) const noexcept
    {
        return xsimd::any(may_reach(px0, py0, px1, py1, grow));
    }
};

/// path_box's box of a polygon's vertices.
template <class Arch>
path_box<Arch> box_of(const edge_arrays& e) noexcept
{
    float lo_x = e.n > 0 ? e.vx[0] : 0.f, hi_x = lo_x, lo_y = e.n > 0 ? e.vy[0] : 0.f, hi_y = lo_y;
    for (std::size_t i = 1; i < e.n; ++i) {
        lo_x = std::min(lo_x, e.vx[i]);
        hi_x = std::max(hi_x, e.vx[i]);
        lo_y = std::min(lo_y, e.vy[i]);
        hi_y = std::max(hi_y, e.vy[i]);
    }
    return {lo_x, lo_y, hi_x, hi_y};
}

/// path_box's box of a segment a-b grown by R.
template <class Arch>
path_box<Arch> box_of(float ax, float ay, float bx, float by, float R) noexcept
{
    return {std::min(ax, bx) - R, std::min(ay, by) - R, std::max(ax, bx) + R, std::max(ay, by) + R, R};
}

/// path_box's box of an obb: the centre +- the projections of its half axes.
template <class Arch>
path_box<Arch> box_of(const obb_params& o) noexcept
{
    const float ex = std::fabs(o.ux) * o.hx + std::fabs(o.vx) * o.hy;
    const float ey = std::fabs(o.uy) * o.hx + std::fabs(o.vy) * o.hy;
    return {o.cx - ex, o.cy - ey, o.cx + ex, o.cy + ey};
}

/// Base of the lanes: the types and ops.
template <class Arch>
struct sweep_base {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    using op = sweep_simd::ops<Arch>;
};

/// A moving disc's per-lane terms (reference_impl::grow): the motion d, a = d·d as
/// sweep_math::motion, the reach R + r and its square, and whether the lane is usable.
template <class Arch>
struct disc_motion {
    using batch = xsimd::batch<float, Arch>;
    using op = sweep_simd::ops<Arch>;
    batch dx, dy, a, reach, reach2;
    xsimd::batch_bool<float, Arch> ok;
    disc_motion(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r,
                const batch& R) noexcept
        : dx(x1 - x0), dy(y1 - y0), a(op::motion(dx, dy)), reach(R + r), reach2(reach * reach),
          ok((a < op::inf()) & (r >= batch(0.f)) & (reach2 < op::inf()))
    {
    }
};

// ---- segments_view ----

template <class Arch>
struct sweep_lanes<Arch, segments_view, circle_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    predicate<Arch, segments_view, circle_params> overlap;
    batch cx, cy, r2;
    explicit sweep_lanes(const circle_params& c) noexcept : overlap(c), cx(c.cx), cy(c.cy), r2(c.r2) {}
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch a = op::motion(dx, dy);
        const auto hit = overlap(x0, y0, x1, y1) & (a < op::inf());
        if (!xsimd::any(hit)) return op::inf();
        const batch fx = x0 - cx, fy = y0 - cy;
        return op::decided(hit, op::disc(fx, fy, dx, dy, a, r2), op::closest(fx, fy, dx, dy, a));
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments_view, aabb_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    batch min_x, min_y, max_x, max_y;
    // no path_box here: the two slabs cost little more than the reject would
    explicit sweep_lanes(const aabb_params& b) noexcept : min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y)
    {
    }
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch dx = x1 - x0, dy = y1 - y0;
        const auto ok = op::motion(dx, dy) < op::inf();
        batch s_enter, s_exit, w_enter, w_exit;
        op::slab(x0, dx, min_x, max_x, s_enter, s_exit);
        op::slab(y0, dy, min_y, max_y, w_enter, w_exit);
        return xsimd::select(ok, op::both(s_enter, s_exit, w_enter, w_exit), op::inf());
    }
};

/// The capsule shape's constants for sweep_math::capsule (radius R, R², sqrt(len2)).
template <class Arch>
struct capsule_constants {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, bx, by, ex, ey, len2, root_len2, R, RR;
    bool long_enough;
    capsule_constants(float ax_, float ay_, float bx_, float by_, float ex_, float ey_, float len2_, float r,
                      float rr) noexcept
        : ax(ax_), ay(ay_), bx(bx_), by(by_), ex(ex_), ey(ey_), len2(len2_), root_len2(std::sqrt(len2_)), R(r),
          RR(rr), long_enough(len2_ > 0.f)
    {
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments_view, capsule_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    capsule_constants<Arch> k;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const capsule_params& c) noexcept
        : k(c.ax, c.ay, c.bx, c.by, c.dx, c.dy, c.len2, c.r, c.r2), reach_box(box_of<Arch>(c.ax, c.ay, c.bx, c.by, c.r))
    {
    }
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        if (!reach_box.maybe(x0, y0, x1, y1, batch(0.f))) return op::inf();
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch a = op::motion(dx, dy);
        const auto ok = a < op::inf();
        const batch t = op::capsule(x0 - k.ax, y0 - k.ay, x0 - k.bx, y0 - k.by, dx, dy, a, k.ex, k.ey, k.len2,
                                    k.long_enough, k.root_len2, k.R, k.RR);
        return xsimd::select(ok, t, op::inf());
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments_view, obb_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    obb_frame<Arch> o;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const obb_params& p) noexcept : o(p), reach_box(box_of<Arch>(p)) {}
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        if (!reach_box.maybe(x0, y0, x1, y1, batch(0.f))) return op::inf();
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch a = op::motion(dx, dy);
        const batch fx = x0 - o.cx, fy = y0 - o.cy;
        const auto ok = (a < op::inf()) & ((fx * fx + fy * fy) < op::inf());
        const batch s0 = fx * o.ux + fy * o.uy, w0 = fx * o.vx + fy * o.vy;
        const batch sd = dx * o.ux + dy * o.uy, wd = dx * o.vx + dy * o.vy;
        batch s_enter, s_exit, w_enter, w_exit;
        op::slab(s0, sd, -o.hx, o.hx, s_enter, s_exit);
        op::slab(w0, wd, -o.hy, o.hy, w_enter, w_exit);
        return xsimd::select(ok, op::both(s_enter, s_exit, w_enter, w_exit), op::inf());
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments_view, segment_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    predicate<Arch, segments_view, segment_params> overlap;
    batch ax, ay, ex, ey, len2;
    bool long_enough;
    explicit sweep_lanes(const segment_params& s) noexcept
        : overlap(s), ax(s.ax), ay(s.ay), ex(s.dx), ey(s.dy), len2(s.dx * s.dx + s.dy * s.dy),
          long_enough(s.dx * s.dx + s.dy * s.dy > 0.f)
    {
    }
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch zero(0.f), one(1.f);
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch a = op::motion(dx, dy);
        const mask hit = overlap(x0, y0, x1, y1) & (a < op::inf());
        if (!xsimd::any(hit)) return op::inf();
        const batch fx = x0 - ax, fy = y0 - ay;
        // sweep_math::wall
        batch t = op::disc(fx, fy, dx, dy, a, zero);
        if (long_enough) {
            const mask near = (fx * fx + fy * fy) < op::inf();
            t = xsimd::select(near, op::rectangle(fx, fy, dx, dy, ex, ey, len2, zero), t);
        }
        const batch rate = dx * ey - dy * ex;
        const mask moving = rate != zero;
        batch along_enter, along_exit;
        op::slab(fx * ex + fy * ey, dx * ex + dy * ey, zero, len2, along_enter, along_exit);
        const batch cross = xsimd::select(moving, exact_div(-(fx * ey - fy * ex), rate), along_enter);
        const batch fallback = xsimd::select(cross > zero, xsimd::select(cross < one, cross, one), zero);
        return op::decided(hit, t, fallback);
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments_view, convex_polygon_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    convex_polygon_params p;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const convex_polygon_params& params) noexcept : p(params), reach_box(box_of<Arch>(params.edges)) {}
    /// drive_sweep's screen (packs_near): the lanes whose path meets the box (the others are +inf)
    auto near(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        return reach_box.lanes_near(x0, y0, x1, y1, batch(0.f));
    }
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch dx = x1 - x0, dy = y1 - y0;
        const auto ok = (op::motion(dx, dy) < op::inf()) & reach_box.lanes_near(x0, y0, x1, y1, batch(0.f));
        if (!xsimd::any(ok)) return op::inf();
        return xsimd::select(ok, op::convex(p, x0, y0, dx, dy), op::inf());
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments_view, polygon_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    polygon_params p;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const polygon_params& params) noexcept : p(params), reach_box(box_of<Arch>(params.edges)) {}
    /// reference_impl::points_hit of polygon.hpp on one batch (the winding number by Sunday's rule).
    mask inside(const batch& x, const batch& y) const noexcept
    {
        const batch zero(0.f), one(1.f);
        const edge_arrays& e = p.edges;
        batch winding = zero;
        mask odd = no_lanes<Arch>(), on_edge = odd;
        for (std::size_t i = 0; i < e.n; ++i) {
            const batch ay(e.vy[i]), by(p.next_y[i]);
            const batch side = batch(e.ex[i]) * (y - ay) - batch(e.ey[i]) * (x - batch(e.vx[i]));
            const mask up = (ay <= y) & (by > y) & (side > zero);
            const mask down = (ay > y) & (by <= y) & (side < zero);
            winding = winding + xsimd::select(up, one, zero) - xsimd::select(down, one, zero);
            // parity flip; spelled without ^, which xsimd 8.1 compiles as OR for AVX-512 masks
            const mask crossed = up | down;
            odd = (odd | crossed) & ~(odd & crossed);
            on_edge = on_edge | ((side == zero) & (batch(p.min_x[i]) <= x) & (x <= batch(p.max_x[i])) &
                                 (batch(p.min_y[i]) <= y) & (y <= batch(p.max_y[i])));
        }
        return on_edge | (p.non_zero ? (winding != zero) : odd);
    }
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1) const noexcept
    {
        const batch zero(0.f);
        if (!reach_box.maybe(x0, y0, x1, y1, zero)) return op::inf();
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch a = op::motion(dx, dy);
        const mask ok = a < op::inf();
        if (!xsimd::any(ok)) return op::inf();
        const mask in = inside(x0, y0);
        const edge_arrays& e = p.edges;
        batch best = op::inf();
        for (std::size_t i = 0; i < e.n; ++i) {
            const float len2 = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
            const batch fx = x0 - batch(e.vx[i]), fy = y0 - batch(e.vy[i]);
            batch t;
            if (len2 > 0.f) {
                // sweep_math::edge
                const mask near = (fx * fx + fy * fy) < op::inf();
                const batch ex(e.ex[i]), ey(e.ey[i]), l2(len2);
                const batch s0 = fx * ex + fy * ey, sd = dx * ex + dy * ey;
                const batch slack = ((l2 + xsimd::abs(s0)) + xsimd::abs(sd)) * batch(0x1p-18f);
                batch s_enter, s_exit, w_enter, w_exit;
                op::slab(s0, sd, -slack, l2 + slack, s_enter, s_exit);
                op::slab(fx * ey - fy * ex, dx * ey - dy * ex, -zero, zero, w_enter, w_exit);
                t = op::both(s_enter, s_exit, w_enter, w_exit);
                if (!xsimd::all(near)) t = xsimd::select(near, t, op::disc(fx, fy, dx, dy, a, zero));
            } else {
                t = op::disc(fx, fy, dx, dy, a, zero);
            }
            best = op::least(best, t);
        }
        return xsimd::select(ok, xsimd::select(in, zero, best), op::inf());
    }
};

// ---- capsules_view: discs of radius r moving from (x0, y0) to (x1, y1) ----

template <class Arch>
struct sweep_lanes<Arch, capsules_view, circle_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    predicate<Arch, capsules_view, circle_params> overlap;
    batch cx, cy, R;
    explicit sweep_lanes(const circle_params& c) noexcept : overlap(c), cx(c.cx), cy(c.cy), R(c.r) {}
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        const disc_motion<Arch> m(x0, y0, x1, y1, r, R);
        const batch &dx = m.dx, &dy = m.dy, &a = m.a, &reach2 = m.reach2;
        const mask ok = m.ok;
        const mask hit = overlap(x0, y0, x1, y1, r) & ok;
        if (!xsimd::any(hit)) return op::inf();
        const batch fx = x0 - cx, fy = y0 - cy;
        return op::decided(hit, op::disc(fx, fy, dx, dy, a, reach2), op::closest(fx, fy, dx, dy, a));
    }
};

template <class Arch>
struct sweep_lanes<Arch, capsules_view, aabb_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    batch min_x, min_y, max_x, max_y;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const aabb_params& b) noexcept
        : min_x(b.min_x), min_y(b.min_y), max_x(b.max_x), max_y(b.max_y), reach_box(b.min_x, b.min_y, b.max_x, b.max_y)
    {
    }
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        if (!reach_box.maybe(x0, y0, x1, y1, r)) return op::inf();
        const disc_motion<Arch> m(x0, y0, x1, y1, r, batch(0.f));
        const batch &dx = m.dx, &dy = m.dy, &a = m.a, &reach2 = m.reach2;
        const mask ok = m.ok;
        if (!xsimd::any(ok)) return op::inf();
        return xsimd::select(ok, op::rounded_box(x0, y0, dx, dy, a, min_x, max_x, min_y, max_y, r, reach2), op::inf());
    }
};

/// Discs against a capsule of radius R (a wall: R = 0): sweep_math::capsule with R + r.
template <class Arch>
struct disc_capsule_lanes : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    capsule_constants<Arch> k;
    batch own_r;
    path_box<Arch> reach_box;
    disc_capsule_lanes(const capsule_constants<Arch>& constants, float R, const path_box<Arch>& box) noexcept
        : k(constants), own_r(R), reach_box(box)
    {
    }
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        if (!reach_box.maybe(x0, y0, x1, y1, r)) return op::inf();
        const disc_motion<Arch> m(x0, y0, x1, y1, r, own_r);
        if (!xsimd::any(m.ok)) return op::inf();
        const batch t = op::capsule(x0 - k.ax, y0 - k.ay, x0 - k.bx, y0 - k.by, m.dx, m.dy, m.a, k.ex, k.ey, k.len2,
                                    k.long_enough, k.root_len2, m.reach, m.reach2);
        return xsimd::select(m.ok, t, op::inf());
    }
};

template <class Arch>
struct sweep_lanes<Arch, capsules_view, capsule_params> : disc_capsule_lanes<Arch> {
    explicit sweep_lanes(const capsule_params& c) noexcept
        : disc_capsule_lanes<Arch>({c.ax, c.ay, c.bx, c.by, c.dx, c.dy, c.len2, c.r, c.r2}, c.r,
                                   box_of<Arch>(c.ax, c.ay, c.bx, c.by, c.r))
    {
    }
};

template <class Arch>
struct sweep_lanes<Arch, capsules_view, obb_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    obb_frame<Arch> o;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const obb_params& p) noexcept : o(p), reach_box(box_of<Arch>(p)) {}
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        if (!reach_box.maybe(x0, y0, x1, y1, r)) return op::inf();
        const disc_motion<Arch> m(x0, y0, x1, y1, r, batch(0.f));
        const batch &dx = m.dx, &dy = m.dy, &reach2 = m.reach2;
        const batch fx = x0 - o.cx, fy = y0 - o.cy;
        const mask ok =
            m.ok & ((fx * fx + fy * fy) < op::inf());
        if (!xsimd::any(ok)) return op::inf();
        const batch s0 = fx * o.ux + fy * o.uy, w0 = fx * o.vx + fy * o.vy;
        const batch sd = dx * o.ux + dy * o.uy, wd = dx * o.vx + dy * o.vy;
        const batch t = op::rounded_box(s0, w0, sd, wd, sd * sd + wd * wd, -o.hx, o.hx, -o.hy, o.hy, r, reach2);
        return xsimd::select(ok, t, op::inf());
    }
};

/// The wall grown by r: a capsule of radius 0 + r around it.
template <class Arch>
struct sweep_lanes<Arch, capsules_view, segment_params> : disc_capsule_lanes<Arch> {
    explicit sweep_lanes(const segment_params& s) noexcept
        : disc_capsule_lanes<Arch>({s.ax, s.ay, s.bx, s.by, s.dx, s.dy, s.dx * s.dx + s.dy * s.dy, 0.f, 0.f}, 0.f,
                                   box_of<Arch>(s.ax, s.ay, s.bx, s.by, 0.f))
    {
    }
};

template <class Arch>
struct sweep_lanes<Arch, capsules_view, convex_polygon_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    convex_polygon_params p;
    path_box<Arch> reach_box;
    explicit sweep_lanes(const convex_polygon_params& params) noexcept : p(params), reach_box(box_of<Arch>(params.edges)) {}
    /// drive_sweep's screen (packs_near): the lanes whose path meets the box grown by r
    auto near(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        return reach_box.lanes_near(x0, y0, x1, y1, r);
    }
    batch operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        const disc_motion<Arch> m(x0, y0, x1, y1, r, batch(0.f));
        const batch &dx = m.dx, &dy = m.dy, &a = m.a, &reach2 = m.reach2;
        const mask ok = m.ok & reach_box.lanes_near(x0, y0, x1, y1, r);
        if (!xsimd::any(ok)) return op::inf();
        batch best = op::convex(p, x0, y0, dx, dy);
        // each vertex disc and edge rectangle only where a lane's path comes near it
        const auto lanes = reach_box.bounds(x0, y0, x1, y1, r);
        const edge_arrays& e = p.edges;
        for (std::size_t i = 0; i < e.n; ++i) {
            const std::size_t next = i + 1 < e.n ? i + 1 : 0;
            const float vx = e.vx[i], vy = e.vy[i], wx = e.vx[next], wy = e.vy[next];
            const bool near_vertex = lanes.reaches(vx, vy, vx, vy);
            const bool near_edge =
                lanes.reaches(std::min(vx, wx), std::min(vy, wy), std::max(vx, wx), std::max(vy, wy));
            if (!near_vertex && !near_edge) continue;
            const batch fx = x0 - batch(vx), fy = y0 - batch(vy);
            if (near_vertex) best = op::least(best, op::disc(fx, fy, dx, dy, a, reach2));
            const float len2 = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
            if (near_edge && len2 > 0.f) {
                const mask near = (fx * fx + fy * fy) < op::inf();
                const batch side = op::rectangle(fx, fy, dx, dy, batch(e.ex[i]), batch(e.ey[i]), batch(len2),
                                                 r * batch(std::sqrt(len2)));
                best = xsimd::select(near, op::least(best, side), best);
            }
        }
        return xsimd::select(ok, best, op::inf());
    }
};

// ---- segments3_view ----

template <class Arch>
struct sweep_lanes<Arch, segments3_view, sphere_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    batch cx, cy, cz, r2;
    explicit sweep_lanes(const sphere_params& s) noexcept : cx(s.cx), cy(s.cy), cz(s.cz), r2(s.r2) {}
    batch operator()(const batch& x0, const batch& y0, const batch& z0, const batch& x1, const batch& y1,
                     const batch& z1) const noexcept
    {
        const batch dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
        const batch a0 = (dx * dx + dy * dy) + dz * dz;
        const auto ok = a0 < op::inf();
        const batch a = xsimd::select(ok, a0, op::inf());
        return xsimd::select(ok, op::ball(x0 - cx, y0 - cy, z0 - cz, dx, dy, dz, a, r2), op::inf());
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments3_view, aabb3_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::op;
    aabb3_lanes<Arch> box;
    path_box<Arch> reach_box; ///< seen from above: the x and y slabs each read their own axis only
    explicit sweep_lanes(const aabb3_params& b) noexcept : box(b), reach_box(b.min_x, b.min_y, b.max_x, b.max_y) {}
    static constexpr bool reach_screen = true; ///< drive_sweep packs the lanes reach_box may reach
    batch operator()(const batch& x0, const batch& y0, const batch& z0, const batch& x1, const batch& y1,
                     const batch& z1) const noexcept
    {
        if (!reach_box.maybe(x0, y0, x1, y1, batch(0.f))) return op::inf();
        const batch dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
        const auto ok = ((dx * dx + dy * dy) + dz * dz) < op::inf();
        batch xe, xx, ye, yx, ze, zx;
        op::slab(x0, dx, box.min_x, box.max_x, xe, xx);
        op::slab(y0, dy, box.min_y, box.max_y, ye, yx);
        op::slab(z0, dz, box.min_z, box.max_z, ze, zx);
        const batch e = xsimd::select(xe > ye, xe, ye);
        const batch x = xsimd::select(xx < yx, xx, yx);
        return xsimd::select(ok, op::both(e, x, ze, zx), op::inf());
    }
};

template <class Arch>
struct sweep_lanes<Arch, segments3_view, capsule3_params> : sweep_base<Arch> {
    using typename sweep_base<Arch>::batch;
    using typename sweep_base<Arch>::mask;
    using typename sweep_base<Arch>::op;
    batch ax, ay, az, bx, by, bz, ex, ey, ez, len2, r2, r2len2;
    bool long_enough;
    explicit sweep_lanes(const capsule3_params& c) noexcept
        : ax(c.ax), ay(c.ay), az(c.az), bx(c.bx), by(c.by), bz(c.bz), ex(c.dx), ey(c.dy), ez(c.dz), len2(c.len2),
          r2(c.r2), r2len2(c.r2len2), long_enough(c.len2 > 0.f)
    {
    }
    batch operator()(const batch& x0, const batch& y0, const batch& z0, const batch& x1, const batch& y1,
                     const batch& z1) const noexcept
    {
        const batch zero(0.f);
        const batch dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
        const batch a0 = (dx * dx + dy * dy) + dz * dz;
        const mask ok = a0 < op::inf();
        if (!xsimd::any(ok)) return op::inf();
        const batch a = xsimd::select(ok, a0, op::inf());
        const batch fx = x0 - ax, fy = y0 - ay, fz = z0 - az;
        batch best = op::least(op::ball(fx, fy, fz, dx, dy, dz, a, r2), op::ball(x0 - bx, y0 - by, z0 - bz, dx, dy, dz, a, r2));
        const mask near = ok & (((fx * fx + fy * fy) + fz * fz) < op::inf());
        if (long_enough && xsimd::any(near)) {
            const batch mx = fy * ez - fz * ey, my = fz * ex - fx * ez, mz = fx * ey - fy * ex;
            const batch nx = dy * ez - dz * ey, ny = dz * ex - dx * ez, nz = dx * ey - dy * ex;
            const batch A = (nx * nx + ny * ny) + nz * nz;
            const batch C0 = (mx * mx + my * my) + mz * mz;
            const mask inside = C0 <= r2len2;
            const mask moving = A > zero;
            const batch tc = exact_div(-((mx * nx + my * ny) + mz * nz), A);
            const batch qx = mx + tc * nx, qy = my + tc * ny, qz = mz + tc * nz;
            const batch h2 = r2len2 - ((qx * qx + qy * qy) + qz * qz);
            const mask meets = h2 >= zero;
            const batch s = exact_sqrt(exact_div(xsimd::select(meets, h2, zero), A));
            batch c_enter = xsimd::select(meets, tc - s, op::inf());
            batch c_exit = xsimd::select(meets, tc + s, -op::inf());
            c_enter = xsimd::select(inside & ~(c_enter < zero), zero, c_enter);
            c_exit = xsimd::select(inside & ~(c_exit > zero), zero, c_exit);
            // A == 0: every fraction when inside, else none
            c_enter = xsimd::select(moving, c_enter, xsimd::select(inside, -op::inf(), op::inf()));
            c_exit = xsimd::select(moving, c_exit, xsimd::select(inside, op::inf(), -op::inf()));
            batch s_enter, s_exit;
            op::slab((fx * ex + fy * ey) + fz * ez, (dx * ex + dy * ey) + dz * ez, zero, len2, s_enter, s_exit);
            best = xsimd::select(near, op::least(best, op::both(s_enter, s_exit, c_enter, c_exit)), best);
        }
        return xsimd::select(ok, best, op::inf());
    }
};

// ---- capsules_view's overlap with boxes and convex polygons: the disc's sweep touches ----

/// reference_impl::capsules_hit for a box, rotated box or convex polygon: the sweep's fraction
/// is in [0, 1].
template <class Arch, class Params>
struct swept_overlap {
    using batch = xsimd::batch<float, Arch>;
    sweep_lanes<Arch, capsules_view, Params> lanes;
    explicit swept_overlap(const Params& p) noexcept : lanes(p) {}
    auto operator()(const batch& x0, const batch& y0, const batch& x1, const batch& y1, const batch& r) const noexcept
    {
        return lanes(x0, y0, x1, y1, r) <= batch(1.f);
    }
};

/// two_stage: few capsules come near the shape, and the sweep's pieces cost many times the box
/// test (a laser against a wall's vertex and edge pieces; against a box, the plain loop a user
/// writes rejects on the bounding boxes first). The screen decides the lanes path_box::may_reach
/// leaves out: sweep_lanes' own first test, lane by lane; no hit in the reference lies there.
template <class Arch, class Params>
struct screened_swept_overlap : swept_overlap<Arch, Params>, two_stage {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    using swept_overlap<Arch, Params>::swept_overlap;
    HITMASK_ALWAYS_INLINE mask screen(const batch& x0, const batch& y0, const batch& x1, const batch& y1,
                                      const batch& r, mask& decided) const noexcept
    {
        // the convex polygon's reference applies beyond_box itself, so lanes_near is exact there
        if constexpr (std::is_same_v<Params, convex_polygon_params>)
            decided = ~this->lanes.reach_box.lanes_near(x0, y0, x1, y1, r);
        else
            decided = ~this->lanes.reach_box.may_reach(x0, y0, x1, y1, r);
        return no_lanes<Arch>();
    }
};

template <class Arch>
struct predicate<Arch, capsules_view, aabb_params> : screened_swept_overlap<Arch, aabb_params> {
    using screened_swept_overlap<Arch, aabb_params>::screened_swept_overlap;
};
template <class Arch>
struct predicate<Arch, capsules_view, obb_params> : screened_swept_overlap<Arch, obb_params> {
    using screened_swept_overlap<Arch, obb_params>::screened_swept_overlap;
};
/// A laser against a wall.
template <class Arch>
struct predicate<Arch, capsules_view, convex_polygon_params> : screened_swept_overlap<Arch, convex_polygon_params> {
    using screened_swept_overlap<Arch, convex_polygon_params>::screened_swept_overlap;
};

} // namespace detail
} // namespace hitmask
