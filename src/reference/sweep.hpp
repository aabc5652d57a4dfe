// hitmask reference: sweeps. For each moving element (a point from p0 to p1, a disc of radius
// r moved the same way, a 3D point) and one shape, the fraction f in [0, 1] of the motion done
// when the element first meets the closed shape, or +inf when it never does: the contract
// every sweep kernel matches bit for bit. With d = p1 - p0 and a = d·d, every formula is
// evaluated in this order, in float, without FMA; sqrt and division are correctly rounded.
//
// The building blocks (docs/semantics.md, "Sweeps"):
// - clip(enter, exit): max(enter, 0) when it is <= exit and <= 1, else +inf;
// - slab(p0, pd, lo, hi): the f where lo <= p0 + f pd <= hi, [(lo - p0) / pd, (hi - p0) / pd] in
//   order (a division each, not a reciprocal: a tiny pd must not turn 0 into NaN); when pd == 0,
//   every f if lo <= p0 <= hi, else none;
// - disc(f, d, a, rr): the element from p0 = c + f against the disc of centre c and squared
//   radius rr: 0 when f·f <= rr; otherwise, moving towards it (b = f·d < 0), with tc = -b / a the
//   closest approach and m = f + tc d, h² = rr - m·m, the entry tc - sqrt(h² / a) when h² >= 0;
// - the union of convex pieces enters at the least of their entries (a capsule: the discs at
//   its ends and the rectangle along it; a disc moved against a box: the box grown along each
//   axis and the discs at its corners; against a polygon: the polygon, the discs at its
//   vertices and the rectangles along its edges).
// A motion whose terms overflow (a NaN or infinite end, |d|² >= 2^128, an element or a shape
// anchor farther apart than about 1.8e19) never touches.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <type_traits>

#include <hitmask/bullets.hpp>
#include <hitmask/oriented_bullets.hpp>
#include <hitmask/points3.hpp>

#include <hitmask/aabb.hpp>
#include <hitmask/aabb3.hpp>
#include <hitmask/capsule.hpp>
#include <hitmask/capsule3.hpp>
#include <hitmask/circle.hpp>
#include <hitmask/obb.hpp>
#include <hitmask/polygon.hpp>
#include <hitmask/segment.hpp>
#include <hitmask/sphere.hpp>

#include "capsule.hpp"
#include "circle.hpp"
#include "interval.hpp"
#include "polygon.hpp"
#include "segment.hpp"

namespace hitmask {
namespace reference_impl {

namespace sweep_math {

constexpr float inf = std::numeric_limits<float>::infinity();

/// max(enter, 0) when it is <= exit and <= 1 (the motion's end), else +inf.
inline float clip(float enter, float exit) noexcept
{
    const float entry = enter > 0.f ? enter : 0.f;
    if (entry <= exit && entry <= 1.f) return entry;
    return inf;
}

/// The fractions [enter, exit] where lo <= p0 + f pd <= hi.
inline interval slab(float p0, float pd, float lo, float hi) noexcept
{
    if (pd == 0.f) return unmoving_slab(p0, lo, hi);
    const float a = (lo - p0) / pd, b = (hi - p0) / pd;
    return a < b ? interval{a, b} : interval{b, a};
}

/// Where two intervals (slabs, or a slab and a cylinder) overlap first, clipped to [0, 1].
inline float both(interval s, interval w) noexcept
{
    const float enter = s.enter > w.enter ? s.enter : w.enter;
    const float exit = s.exit < w.exit ? s.exit : w.exit;
    return clip(enter, exit);
}

/// The lesser of two fractions (the first on ties and NaN never arises: fractions are in
/// [0, 1] or +inf).
inline float least(float a, float b) noexcept
{
    return b < a ? b : a;
}

/// The disc of squared radius rr centred at p0 - f, entered by p0 + f' d (2D).
inline float disc(float fx, float fy, float dx, float dy, float a, float rr) noexcept
{
    const float c2 = fx * fx + fy * fy;
    if (!(c2 < inf)) return inf;
    if (c2 <= rr) return 0.f;
    if (!(a > 0.f)) return inf;
    const float b = fx * dx + fy * dy;
    if (!(b < 0.f)) return inf;
    const float tc = -b / a;
    const float mx = fx + tc * dx, my = fy + tc * dy;
    const float h2 = rr - (mx * mx + my * my);
    if (!(h2 >= 0.f)) return inf;
    return clip(tc - std::sqrt(h2 / a), inf);
}

/// disc in 3D, the sums of three terms as (x + y) + z.
inline float ball(float fx, float fy, float fz, float dx, float dy, float dz, float a, float rr) noexcept
{
    const float c2 = (fx * fx + fy * fy) + fz * fz;
    if (!(c2 < inf)) return inf;
    if (c2 <= rr) return 0.f;
    if (!(a > 0.f)) return inf;
    const float b = (fx * dx + fy * dy) + fz * dz;
    if (!(b < 0.f)) return inf;
    const float tc = -b / a;
    const float mx = fx + tc * dx, my = fy + tc * dy, mz = fz + tc * dz;
    const float h2 = rr - ((mx * mx + my * my) + mz * mz);
    if (!(h2 >= 0.f)) return inf;
    return clip(tc - std::sqrt(h2 / a), inf);
}

/// The rectangle of half width `reach` (= R |e|) along the edge from v to v + e (len2 = e·e),
/// for the element p0 = v + f: the slabs 0 <= (f + f' d)·e <= len2 and
/// -reach <= (f + f' d) × e <= reach, the cross product as f.x e.y - f.y e.x. Only for
/// len2 > 0 and f·f < inf.
inline float rectangle(float fx, float fy, float dx, float dy, float ex, float ey, float len2, float reach) noexcept
{
    return both(slab(fx * ex + fy * ey, dx * ex + dy * ey, 0.f, len2),
                slab(fx * ey - fy * ex, dx * ey - dy * ex, -reach, reach));
}

/// A capsule of radius R (RR = R * R) around the segment a -> a + e (len2 = e·e), for the
/// element p0 = a + fa = b + fb: the discs at a and b, and the rectangle when len2 > 0 and
/// fa·fa < inf, reach = R sqrt(len2).
inline float capsule(float fax, float fay, float fbx, float fby, float dx, float dy, float a, float ex, float ey,
                     float len2, float R, float RR) noexcept
{
    float best = least(disc(fax, fay, dx, dy, a, RR), disc(fbx, fby, dx, dy, a, RR));
    if (len2 > 0.f && fax * fax + fay * fay < inf)
        best = least(best, rectangle(fax, fay, dx, dy, ex, ey, len2, R * std::sqrt(len2)));
    return best;
}

/// A thin wall (the closed segment a -> a + e), for the element p0 = a + f: the rectangle of
/// half width 0 when len2 > 0 (the slabs 0 <= along <= len2 and 0 <= across <= 0), else the
/// point a (a disc of radius 0).
inline float wall(float fx, float fy, float dx, float dy, float a, float ex, float ey, float len2) noexcept
{
    if (len2 > 0.f && fx * fx + fy * fy < inf) return rectangle(fx, fy, dx, dy, ex, ey, len2, 0.f);
    return disc(fx, fy, dx, dy, a, 0.f);
}

/// A polygon's edge: a wall whose along slab is lengthened at both ends by
/// slack = ((len2 + |f·e|) + |d·e|) 2^-18, far more than the along coordinate's rounding, so a
/// path through a vertex, exactly between two edges, cannot slip through both edges' rounding
/// (the path would enter the polygon without meeting its boundary).
inline float edge(float fx, float fy, float dx, float dy, float a, float ex, float ey, float len2) noexcept
{
    if (len2 > 0.f && fx * fx + fy * fy < inf) {
        const float s0 = fx * ex + fy * ey, sd = dx * ex + dy * ey;
        const float slack = ((len2 + std::fabs(s0)) + std::fabs(sd)) * 0x1p-18f;
        return both(slab(s0, sd, -slack, len2 + slack), slab(fx * ey - fy * ex, dx * ey - dy * ex, -0.f, 0.f));
    }
    return disc(fx, fy, dx, dy, a, 0.f);
}

/// A box in its own frame (half extents hx, hy, grown by R; RR = R * R), for the element at
/// (s0, w0) in that frame moving by (sd, wd) (ad = sd² + wd²): the box grown along each axis
/// and the discs at its four corners; R = 0 is the box alone.
inline float rounded_box(float s0, float w0, float sd, float wd, float ad, float lo_s, float hi_s, float lo_w,
                         float hi_w, float R, float RR) noexcept
{
    const interval s = slab(s0, sd, lo_s, hi_s), w = slab(w0, wd, lo_w, hi_w);
    if (!(R > 0.f)) return both(s, w);
    float best = least(both(slab(s0, sd, lo_s - R, hi_s + R), w), both(s, slab(w0, wd, lo_w - R, hi_w + R)));
    best = least(best, disc(s0 - lo_s, w0 - lo_w, sd, wd, ad, RR));
    best = least(best, disc(s0 - hi_s, w0 - lo_w, sd, wd, ad, RR));
    best = least(best, disc(s0 - lo_s, w0 - hi_w, sd, wd, ad, RR));
    return least(best, disc(s0 - hi_s, w0 - hi_w, sd, wd, ad, RR));
}

/// The convex polygon (counter-clockwise, e_i × p >= c_i inside) entered by p0 + f d: each
/// edge's side value s = (e.x y0 - e.y x0) - c and its rate sd = e.x d.y - e.y d.x bound f from
/// below (sd > 0: f >= -s / sd) or above (sd < 0); sd == 0 with s < 0 never enters. Starts from
/// [0, 1]; a NaN side value or rate never enters.
inline float convex(const detail::convex_polygon_params& poly, float x0, float y0, float dx, float dy) noexcept
{
    const detail::edge_arrays& e = poly.edges;
    float enter = 0.f, exit = 1.f;
    for (std::size_t i = 0; i < e.n; ++i) {
        const float s = (e.ex[i] * y0 - e.ey[i] * x0) - poly.c[i];
        const float sd = e.ex[i] * dy - e.ey[i] * dx;
        if (!(s == s && sd == sd)) return inf;
        if (sd == 0.f) {
            if (s < 0.f) return inf;
            continue;
        }
        const float t = -s / sd;
        if (sd > 0.f)
            enter = t > enter ? t : enter;
        else
            exit = t < exit ? t : exit;
    }
    if (enter <= exit) return enter;
    return inf;
}

/// a = d·d of a 2D motion, or +inf when the motion is not usable (NaN or infinite ends, or
/// |d|² overflows): such an element never touches.
inline float motion(float dx, float dy) noexcept
{
    const float a = dx * dx + dy * dy;
    if (a < inf) return a;
    return inf;
}

/// The fraction where an overlap test exists for the pair: its bit decides; the formula's
/// fraction when it found contact, else (contact within rounding) the closest approach.
inline float decided(bool hit, float t, float fallback) noexcept
{
    if (!hit) return inf;
    return t < inf ? t : fallback;
}

/// The fraction of closest approach of p0 + f d to the point p0 - (fx, fy), clamped to [0, 1]
/// (0 for a motion of length 0 or NaN terms).
inline float closest(float fx, float fy, float dx, float dy, float a) noexcept
{
    if (!(a > 0.f)) return 0.f;
    const float tc = -(fx * dx + fy * dy) / a;
    return tc > 0.f ? (tc < 1.f ? tc : 1.f) : 0.f;
}

} // namespace sweep_math

// ---- points moving from (x0, y0) to (x1, y1): segments_view ----

/// The disc: sweep_math::disc with f = p0 - c and the circle's r². The hit bit is the
/// overlap test of segments_view (segments_hit); where the two differ within rounding, the
/// fraction is the closest approach.
inline float segments_sweep(const detail::circle_params& c, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    if (!(a < inf)) return inf;
    const float fx = x0 - c.cx, fy = y0 - c.cy;
    return decided(segments_hit(c, x0, y0, x1, y1), disc(fx, fy, dx, dy, a, c.r2), closest(fx, fy, dx, dy, a));
}

/// The box: the slabs min.x <= x0 + f dx <= max.x and min.y <= y0 + f dy <= max.y.
inline float segments_sweep(const detail::aabb_params& b, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    if (!(motion(dx, dy) < inf)) return inf;
    return both(slab(x0, dx, b.min_x, b.max_x), slab(y0, dy, b.min_y, b.max_y));
}

/// The capsule: sweep_math::capsule with the factory's r and r².
inline float segments_sweep(const detail::capsule_params& c, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    if (!(a < inf)) return inf;
    return capsule(x0 - c.ax, y0 - c.ay, x0 - c.bx, y0 - c.by, dx, dy, a, c.dx, c.dy, c.len2, c.r, c.r2);
}

/// The rotated box, in its frame: f = p0 - c, (f·u, f·v) moving by (d·u, d·v), the slabs
/// |s| <= hx and |w| <= hy. An element farther than about 1.8e19 from the centre never touches.
inline float segments_sweep(const detail::obb_params& o, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const float fx = x0 - o.cx, fy = y0 - o.cy;
    if (!(a < inf && fx * fx + fy * fy < inf)) return inf;
    const float s0 = fx * o.ux + fy * o.uy, w0 = fx * o.vx + fy * o.vy;
    const float sd = dx * o.ux + dy * o.uy, wd = dx * o.vx + dy * o.vy;
    return rounded_box(s0, w0, sd, wd, sd * sd + wd * wd, -o.hx, o.hx, -o.hy, o.hy, 0.f, 0.f);
}

/// The thin wall: sweep_math::wall from its end a, e = b - a as stored. The hit bit is the
/// overlap test of segments_view (segments_hit); where the two differ within rounding, the
/// fraction is where the paths' lines cross (-across / its rate) or, for parallel paths, where
/// the path enters the wall's slab along it (0 <= along <= len2), clamped to [0, 1].
inline float segments_sweep(const detail::segment_params& s, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    if (!(a < inf)) return inf;
    const float fx = x0 - s.ax, fy = y0 - s.ay;
    const float len2 = s.dx * s.dx + s.dy * s.dy;
    const float t = wall(fx, fy, dx, dy, a, s.dx, s.dy, len2);
    const float rate = dx * s.dy - dy * s.dx;
    const float cross =
        rate != 0.f ? -(fx * s.dy - fy * s.dx) / rate : slab(fx * s.dx + fy * s.dy, dx * s.dx + dy * s.dy, 0.f, len2).enter;
    const float fallback = cross > 0.f ? (cross < 1.f ? cross : 1.f) : 0.f;
    return decided(segments_hit(s, x0, y0, x1, y1), t, fallback);
}

/// Whether the path from (x0, y0) to (x1, y1), its box grown by `grow` and padded by 2^-14 of
/// the magnitudes (the path's ends, the box's largest coordinate, grow) plus 2^-60, misses the
/// box b: then no point of the path comes within grow of b. For convex polygons this is part of
/// the rule, applied first: far from the polygon, the Cyrus-Beck clip's e_i × p0 - c_i loses the
/// polygon's own small terms against the path's (a sliver 1e-45 wide seen from 1e19 away would
/// let a path through). A NaN pad keeps the path (every comparison with it is false).
inline bool beyond_box(const detail::aabb_params& b, float x0, float y0, float x1, float y1, float grow) noexcept
{
    const float magnitude = std::max(std::max(std::fabs(b.min_x), std::fabs(b.max_x)),
                                     std::max(std::fabs(b.min_y), std::fabs(b.max_y)));
    const float pad = ((std::fabs(x0) + std::fabs(x1)) + (std::fabs(y0) + std::fabs(y1)) + (magnitude + grow)) * 0x1p-14f +
                      (grow + 0x1p-60f);
    const float lo_x = x0 < x1 ? x0 : x1, hi_x = x0 < x1 ? x1 : x0;
    const float lo_y = y0 < y1 ? y0 : y1, hi_y = y0 < y1 ? y1 : y0;
    return (hi_x + pad < b.min_x) | (lo_x - pad > b.max_x) | (hi_y + pad < b.min_y) | (lo_y - pad > b.max_y);
}

/// The convex polygon: sweep_math::convex (its value at f = 0 is the polygon's point test),
/// after beyond_box with the vertices' box.
inline float segments_sweep(const detail::convex_polygon_params& p, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    if (!(motion(dx, dy) < inf) || beyond_box(p.box, x0, y0, x1, y1, 0.f)) return inf;
    return convex(p, x0, y0, dx, dy);
}

/// The polygon (either fill rule): 0 when p0 hits (the polygon's point test); otherwise the
/// first edge the path meets (sweep_math::edge from vertex i along e_i as stored): from outside,
/// the filled region is first met on its boundary.
inline float segments_sweep(const detail::polygon_params& p, float x0, float y0, float x1, float y1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    if (!(a < inf)) return inf;
    if (points_hit(p, x0, y0)) return 0.f;
    const detail::edge_arrays& e = p.edges;
    float best = inf;
    for (std::size_t i = 0; i < e.n; ++i) {
        const float len2 = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
        best = least(best, edge(x0 - e.vx[i], y0 - e.vy[i], dx, dy, a, e.ex[i], e.ey[i], len2));
    }
    return best;
}

// ---- discs of radius r moving from (x0, y0) to (x1, y1): capsules_view ----

/// Whether a moving disc's radius is usable (r >= 0, (R + r)² finite), with R + r and its
/// square for the shape's own radius R.
struct grown {
    float reach, reach2;
    bool ok;
};
inline grown grow(float R, float r) noexcept
{
    const float reach = R + r;
    const float reach2 = reach * reach;
    return {reach, reach2, r >= 0.f && reach2 < sweep_math::inf};
}

/// The disc grown by r: sweep_math::disc with (R + r)². The hit bit is the overlap test of
/// capsules_view (capsules_hit); where the two differ within rounding, the closest approach.
inline float capsules_sweep(const detail::circle_params& c, float x0, float y0, float x1, float y1, float r) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const grown g = grow(c.r, r);
    if (!(a < inf && g.ok)) return inf;
    const float fx = x0 - c.cx, fy = y0 - c.cy;
    return decided(capsules_hit(c, x0, y0, x1, y1, r), disc(fx, fy, dx, dy, a, g.reach2),
                   closest(fx, fy, dx, dy, a));
}

/// The box with rounded corners of radius r: sweep_math::rounded_box on the absolute
/// coordinates (lo = min, hi = max).
inline float capsules_sweep(const detail::aabb_params& b, float x0, float y0, float x1, float y1, float r) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const grown g = grow(0.f, r);
    if (!(a < inf && g.ok)) return inf;
    return rounded_box(x0, y0, dx, dy, a, b.min_x, b.max_x, b.min_y, b.max_y, r, g.reach2);
}

/// The capsule grown by r: sweep_math::capsule with R + r.
inline float capsules_sweep(const detail::capsule_params& c, float x0, float y0, float x1, float y1, float r) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const grown g = grow(c.r, r);
    if (!(a < inf && g.ok)) return inf;
    return capsule(x0 - c.ax, y0 - c.ay, x0 - c.bx, y0 - c.by, dx, dy, a, c.dx, c.dy, c.len2, g.reach, g.reach2);
}

/// The rotated box with rounded corners, in its frame (segments_sweep's projections).
inline float capsules_sweep(const detail::obb_params& o, float x0, float y0, float x1, float y1, float r) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const grown g = grow(0.f, r);
    const float fx = x0 - o.cx, fy = y0 - o.cy;
    if (!(a < inf && g.ok && fx * fx + fy * fy < inf)) return inf;
    const float s0 = fx * o.ux + fy * o.uy, w0 = fx * o.vx + fy * o.vy;
    const float sd = dx * o.ux + dy * o.uy, wd = dx * o.vx + dy * o.vy;
    return rounded_box(s0, w0, sd, wd, sd * sd + wd * wd, -o.hx, o.hx, -o.hy, o.hy, r, g.reach2);
}

/// The wall grown by r: a capsule of radius r around it (e = b - a as stored).
inline float capsules_sweep(const detail::segment_params& s, float x0, float y0, float x1, float y1, float r) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const grown g = grow(0.f, r);
    if (!(a < inf && g.ok)) return inf;
    const float len2 = s.dx * s.dx + s.dy * s.dy;
    return capsule(x0 - s.ax, y0 - s.ay, x0 - s.bx, y0 - s.by, dx, dy, a, s.dx, s.dy, len2, g.reach, g.reach2);
}

/// The convex polygon grown by r (after beyond_box with the vertices' box grown by r): the least of the centre's entry into the polygon
/// (sweep_math::convex), the discs of radius r at the vertices and the rectangles of half width
/// r |e_i| along the edges (vertex i to vertex i + 1, e_i as stored, len2_i = e_i·e_i).
inline float capsules_sweep(const detail::convex_polygon_params& p, float x0, float y0, float x1, float y1,
                            float r) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float a = motion(dx, dy);
    const grown g = grow(0.f, r);
    if (!(a < inf && g.ok) || beyond_box(p.box, x0, y0, x1, y1, r)) return inf;
    float best = convex(p, x0, y0, dx, dy);
    const detail::edge_arrays& e = p.edges;
    for (std::size_t i = 0; i < e.n; ++i) {
        const float fx = x0 - e.vx[i], fy = y0 - e.vy[i];
        best = least(best, disc(fx, fy, dx, dy, a, g.reach2));
        const float len2 = e.ex[i] * e.ex[i] + e.ey[i] * e.ey[i];
        if (len2 > 0.f && fx * fx + fy * fy < inf)
            best = least(best, rectangle(fx, fy, dx, dy, e.ex[i], e.ey[i], len2, r * std::sqrt(len2)));
    }
    return best;
}

/// capsules_view's overlap with a box, a rotated box or a convex polygon: the capsule is the
/// area its disc sweeps from one end to the other, so it overlaps the shape when that sweep
/// touches it (capsules_sweep's fraction is in [0, 1]). An end that is not finite, a motion
/// whose d·d overflows, or a negative or NaN radius never hits.
inline bool capsules_hit(const detail::aabb_params& b, float x0, float y0, float x1, float y1, float r) noexcept
{
    return capsules_sweep(b, x0, y0, x1, y1, r) <= 1.f;
}
inline bool capsules_hit(const detail::obb_params& o, float x0, float y0, float x1, float y1, float r) noexcept
{
    return capsules_sweep(o, x0, y0, x1, y1, r) <= 1.f;
}
inline bool capsules_hit(const detail::convex_polygon_params& p, float x0, float y0, float x1, float y1,
                         float r) noexcept
{
    return capsules_sweep(p, x0, y0, x1, y1, r) <= 1.f;
}

// ---- 3D points moving from (x0, y0, z0) to (x1, y1, z1): segments3_view ----

/// a = d·d of a 3D motion, (x + y) + z, or +inf when not usable.
inline float motion3(float dx, float dy, float dz) noexcept
{
    const float a = (dx * dx + dy * dy) + dz * dz;
    if (a < sweep_math::inf) return a;
    return sweep_math::inf;
}

/// The ball: sweep_math::ball with f = p0 - c and the sphere's r².
inline float segments3_sweep(const detail::sphere_params& s, float x0, float y0, float z0, float x1, float y1,
                             float z1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
    const float a = motion3(dx, dy, dz);
    if (!(a < inf)) return inf;
    return ball(x0 - s.cx, y0 - s.cy, z0 - s.cz, dx, dy, dz, a, s.r2);
}

/// The box: three slabs, entered at max(enter_x, enter_y, enter_z) taken as
/// max(max(x, y), z), left at the least exit likewise.
inline float segments3_sweep(const detail::aabb3_params& b, float x0, float y0, float z0, float x1, float y1,
                             float z1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
    if (!(motion3(dx, dy, dz) < inf)) return inf;
    const interval sx = slab(x0, dx, b.min_x, b.max_x), sy = slab(y0, dy, b.min_y, b.max_y);
    const interval sz = slab(z0, dz, b.min_z, b.max_z);
    const float e = sx.enter > sy.enter ? sx.enter : sy.enter;
    const float x = sx.exit < sy.exit ? sx.exit : sy.exit;
    return both({e, x}, sz);
}

/// The 3D capsule: the balls at its ends and the cylinder around the segment between the
/// slabs 0 <= (f + f' d)·e <= len2 (f = p0 - a, e = b - a as stored). The cylinder, with
/// m = f × e and n = d × e (each component as y z' - z y'): |m + f' n|² <= r² len2 (the
/// factory's r2len2). A = n·n; when A == 0 every f' when m·m <= r2len2, else none; otherwise
/// with tc = -(m·n) / A, q = m + tc n, h² = r2len2 - q·q, [tc - s, tc + s] for s = sqrt(h² / A)
/// when h² >= 0, else none; and when m·m <= r2len2 (inside at f' = 0) the interval is widened to
/// hold 0, so rounding cannot lose an element already inside. Only when len2 > 0 and f·f < inf.
inline float segments3_sweep(const detail::capsule3_params& c, float x0, float y0, float z0, float x1, float y1,
                             float z1) noexcept
{
    using namespace sweep_math;
    const float dx = x1 - x0, dy = y1 - y0, dz = z1 - z0;
    const float a = motion3(dx, dy, dz);
    if (!(a < inf)) return inf;
    const float fx = x0 - c.ax, fy = y0 - c.ay, fz = z0 - c.az;
    float best = least(ball(fx, fy, fz, dx, dy, dz, a, c.r2), ball(x0 - c.bx, y0 - c.by, z0 - c.bz, dx, dy, dz, a, c.r2));
    if (!(c.len2 > 0.f && (fx * fx + fy * fy) + fz * fz < inf)) return best;
    const float mx = fy * c.dz - fz * c.dy, my = fz * c.dx - fx * c.dz, mz = fx * c.dy - fy * c.dx;
    const float nx = dy * c.dz - dz * c.dy, ny = dz * c.dx - dx * c.dz, nz = dx * c.dy - dy * c.dx;
    const float A = (nx * nx + ny * ny) + nz * nz;
    const float C0 = (mx * mx + my * my) + mz * mz;
    const bool inside = C0 <= c.r2len2;
    interval cyl{inf, -inf};
    if (!(A > 0.f)) {
        if (inside) cyl = {-inf, inf};
    } else {
        const float tc = -((mx * nx + my * ny) + mz * nz) / A;
        const float qx = mx + tc * nx, qy = my + tc * ny, qz = mz + tc * nz;
        const float h2 = c.r2len2 - ((qx * qx + qy * qy) + qz * qz);
        if (h2 >= 0.f) {
            const float s = std::sqrt(h2 / A);
            cyl = {tc - s, tc + s};
        }
        if (inside) {
            cyl.enter = cyl.enter < 0.f ? cyl.enter : 0.f;
            cyl.exit = cyl.exit > 0.f ? cyl.exit : 0.f;
        }
    }
    const interval along = slab((fx * c.dx + fy * c.dy) + fz * c.dz, (dx * c.dx + dy * c.dy) + dz * c.dz, 0.f, c.len2);
    return least(best, both(along, cyl));
}

} // namespace reference_impl

namespace detail {

/// The reference fraction of (View, shape params): reference_impl::<view>_sweep on one
/// element's fields, for the reference's drivers and sweep_first's grid.
template <class View, class Params>
struct reference_sweep_fraction {
    const Params& p;
    template <class... Field>
    float operator()(Field... e) const noexcept
    {
        if constexpr (std::is_same_v<View, segments_view>)
            return reference_impl::segments_sweep(p, e...);
        else if constexpr (std::is_same_v<View, capsules_view>)
            return reference_impl::capsules_sweep(p, e...);
        else {
            static_assert(std::is_same_v<View, segments3_view>, "a view without a reference sweep");
            return reference_impl::segments3_sweep(p, e...);
        }
    }
};

} // namespace detail
} // namespace hitmask
