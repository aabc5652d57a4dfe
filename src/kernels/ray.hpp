// hitmask kernels: ray casts, for any xsimd arch. Each ray_lanes<Arch, View, Params> computes
// the entry distance of a batch of elements (+inf where the ray misses), the formulas of
// reference/ray.hpp operation for operation; max and min are compare-and-select in the
// reference's order, so NaN takes the same path on every ISA. The discs' and spheres' square
// root is paid only in batches where a lane can hit, and where a lane can beat `bound` (the
// closest hit so far, in raycast_closest; +inf otherwise): a lane whose b - r >= bound cannot,
// since its h = sqrt(r² - p·p) <= r gives t >= b - r.
#pragma once

#include <cmath>
#include <limits>
#include <type_traits>

#include <hitmask/ray.hpp>

#include "next_up.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

template <class Arch, class View, class Params>
struct ray_lanes;

/// Base of every ray_lanes: `limit`, the float just past the ray's length, the first bound a
/// lane is pruned by (no lane whose b - r reaches it can hit).
struct ray_limit {
    float limit;
    explicit ray_limit(float max) noexcept : limit(next_up(max)) {}
};

namespace ray_simd {

template <class Arch>
struct ops {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;

    static batch inf() noexcept { return batch(std::numeric_limits<float>::infinity()); }
    static mask finite(const batch& v) noexcept { return xsimd::abs(v) < inf(); }

    /// max(t, 0) if within the length, else +inf (ray_math::within).
    static batch within(const batch& t, const batch& max) noexcept
    {
        const batch zero(0.f);
        const batch entry = xsimd::select(t > zero, t, zero);
        return xsimd::select((entry <= max) & (entry < inf()), entry, inf());
    }

    /// ray_math::disc on a batch: f the centres relative to the origin. First a filter no lane
    /// that can hit fails: near the ray's line (|f × u| <= r + slack) and not behind `bound`
    /// (b - (r + slack) < bound; the closest hit so far in raycast_closest, else just past the
    /// ray's length). The slack, (r + |b|) 2^-18 + 2^-70, covers the rounding of f × u against
    /// the closest-point terms (a few ulps of r and |b|, with |u| within 2^-22 of 1), the
    /// origin-inside lanes (|b| <= r (1 + 8 ulp)) and squares that underflow; see
    /// docs/architecture.md. A batch with no such lane returns before the exact formula.
    static batch disc(const batch& ux, const batch& uy, const batch& max, const batch& fx, const batch& fy,
                      const batch& r, const batch& bound) noexcept
    {
        const batch zero(0.f);
        const batch b = fx * ux + fy * uy;
        const batch across = fx * uy - fy * ux;
        const batch reach = r + ((r + xsimd::abs(b)) * batch(0x1p-18f) + batch(0x1p-70f)); // r + slack
        const mask maybe = (xsimd::abs(across) <= reach) & ((b - reach) < bound);
        if (!xsimd::any(maybe)) return inf();
        const batch c2 = fx * fx + fy * fy;
        const batch rr = r * r;
        const mask valid = (r >= zero) & (rr < inf()) & (c2 < inf());
        const mask inside = c2 <= rr;
        const batch px = fx - b * ux, py = fy - b * uy;
        const batch h2 = rr - (px * px + py * py);
        const mask meets = valid & ~inside & (b >= zero) & ((b - r) < bound) & (h2 >= zero);
        batch t = xsimd::select(valid & inside, zero, inf());
        if (xsimd::any(meets)) t = xsimd::select(meets, within(b - exact_sqrt(h2), max), t);
        return t;
    }

    /// r + slack for the filters of the bounded flavour (ray_lanes::maybe): r (1 + 2^-17) + tight.
    static batch tight_reach(const batch& r, const batch& tight) noexcept
    {
        return r * batch(1.f + 0x1p-17f) + tight;
    }

    /// ray_math::slab_of: the t interval where lo <= p0 + t pu <= hi.
    static void slab(const batch& p0, const batch& pu, const batch& lo, const batch& hi, batch& enter,
                     batch& exit) noexcept
    {
        const batch zero(0.f);
        const mask flat = pu == zero;
        const mask in = (lo <= p0) & (p0 <= hi);
        const batch inv = exact_div(batch(1.f), pu);
        const batch a = (lo - p0) * inv, b = (hi - p0) * inv;
        const mask a_first = a < b;
        enter = xsimd::select(flat, xsimd::select(in, -inf(), inf()), xsimd::select(a_first, a, b));
        exit = xsimd::select(flat, xsimd::select(in, inf(), -inf()), xsimd::select(a_first, b, a));
    }

    /// ray_math::two_slabs.
    static batch two_slabs(const batch& s_enter, const batch& s_exit, const batch& w_enter, const batch& w_exit,
                           const batch& max) noexcept
    {
        const batch zero(0.f);
        const batch enter = xsimd::select(s_enter > w_enter, s_enter, w_enter);
        const batch exit = xsimd::select(s_exit < w_exit, s_exit, w_exit);
        const batch entry = xsimd::select(enter > zero, enter, zero);
        return xsimd::select(entry <= exit, within(entry, max), inf());
    }
};

} // namespace ray_simd

/// The 2D views' ray lanes: the ray broadcast once per cast (origin, direction, length) and
/// ray_limit's first bound, which all four share, with each view's formula as a member where the
/// ray's batches are in scope; each view's ray_lanes below names the formula it runs.
template <class Arch>
struct ray2_lanes : ray_limit {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    using op = ray_simd::ops<Arch>;
    batch ox, oy, ux, uy, max;
    explicit ray2_lanes(const ray_params& q) noexcept : ray_limit(q.max), ox(q.ox), oy(q.oy), ux(q.ux), uy(q.uy), max(q.max) {}

    /// circles_view: ops::disc.
    batch circle(const batch& bound, const batch& x, const batch& y, const batch& r) const noexcept
    {
        return op::disc(ux, uy, max, x - ox, y - oy, r, bound);
    }
    /// The filter of ops::disc once the bound B is finite (raycast_closest after a hit, or a
    /// ray of finite length): every lane that can beat B has |b| < B + reach or lies around
    /// the origin, so the slack (r + |b|) 2^-18 is covered by r 2^-17 + `tight` = B 2^-18 +
    /// 2^-70, one multiply and one add per lane (tight_reach).
    auto circle_maybe(const batch& bound, const batch& tight, const batch& x, const batch& y,
                      const batch& r) const noexcept
    {
        const batch fx = x - ox, fy = y - oy;
        const batch b = fx * ux + fy * uy;
        const batch reach = op::tight_reach(r, tight);
        return (xsimd::abs(fx * uy - fy * ux) <= reach) & ((b - reach) < bound);
    }

    /// capsules_view: the end discs and the side slabs.
    batch capsule(const batch&, const batch& x0, const batch& y0, const batch& x1, const batch& y1,
                  const batch& r) const noexcept
    {
        const batch zero(0.f);
        const batch dx = x1 - x0, dy = y1 - y0;
        const batch dd = dx * dx + dy * dy;
        const batch rr = r * r;
        const mask valid = (r >= zero) & (rr < op::inf()) & (dd < op::inf());
        if (!xsimd::any(valid)) return op::inf();
        const batch at_a = op::disc(ux, uy, max, x0 - ox, y0 - oy, r, op::inf());
        const batch at_b = op::disc(ux, uy, max, x1 - ox, y1 - oy, r, op::inf());
        batch best = xsimd::select(at_a < at_b, at_a, at_b);
        const batch fx = ox - x0, fy = oy - y0;
        const mask long_enough = (dd > zero) & ((fx * fx + fy * fy) < op::inf());
        if (xsimd::any(valid & long_enough)) {
            const batch reach = r * exact_sqrt(dd);
            batch s_enter, s_exit, w_enter, w_exit;
            op::slab(fx * dx + fy * dy, ux * dx + uy * dy, zero, dd, s_enter, s_exit);
            op::slab(fx * dy - fy * dx, ux * dy - uy * dx, -reach, reach, w_enter, w_exit);
            const batch side = op::two_slabs(s_enter, s_exit, w_enter, w_exit, max);
            best = xsimd::select(long_enough & (side < best), side, best);
        }
        return xsimd::select(valid, best, op::inf());
    }

    /// obbs_view: two slabs in the box's frame.
    batch obb(const batch&, const batch& cx, const batch& cy, const batch& ex, const batch& ey, const batch& hx,
              const batch& hy) const noexcept
    {
        const batch zero(0.f);
        const batch fx = ox - cx, fy = oy - cy;
        const batch s0 = fx * ex + fy * ey, w0 = fy * ex - fx * ey;
        const batch su = ux * ex + uy * ey, wu = uy * ex - ux * ey;
        const mask valid = (hx >= zero) & (hy >= zero) & op::finite(s0) & op::finite(w0) & op::finite(su) &
                           op::finite(wu);
        batch s_enter, s_exit, w_enter, w_exit;
        op::slab(s0, su, -hx, hx, s_enter, s_exit);
        op::slab(w0, wu, -hy, hy, w_enter, w_exit);
        return xsimd::select(valid, op::two_slabs(s_enter, s_exit, w_enter, w_exit, max), op::inf());
    }

    /// ellipses_view: the unit disc in the ellipse's scaled frame.
    batch ellipse(const batch&, const batch& cx, const batch& cy, const batch& ex, const batch& ey, const batch& rx,
                  const batch& ry) const noexcept
    {
        const batch zero(0.f), one(1.f);
        const batch fx = ox - cx, fy = oy - cy;
        const batch px = exact_div(fx * ex + fy * ey, rx), py = exact_div(fy * ex - fx * ey, ry);
        const batch dx = exact_div(ux * ex + uy * ey, rx), dy = exact_div(uy * ex - ux * ey, ry);
        const batch c2 = px * px + py * py;
        const batch a = dx * dx + dy * dy;
        const mask valid = (rx > zero) & (ry > zero) & (c2 < op::inf()) & (a < op::inf());
        const mask inside = valid & (c2 <= one);
        batch t = xsimd::select(inside, zero, op::inf());
        const mask outside = valid & ~inside & (a > zero);
        if (!xsimd::any(outside)) return t;
        const batch tc = exact_div(-(px * dx + py * dy), a);
        const batch mx = px + tc * dx, my = py + tc * dy;
        const batch h2 = one - (mx * mx + my * my);
        const mask ahead = outside & (tc >= zero) & (h2 >= zero);
        if (xsimd::any(ahead)) t = xsimd::select(ahead, op::within(tc - exact_sqrt(exact_div(h2, a)), max), t);
        return t;
    }
};

template <class Arch>
struct ray_lanes<Arch, circles_view, ray_params> : ray2_lanes<Arch> {
    using ray2_lanes<Arch>::ray2_lanes;
    static constexpr bool bounded_filter = true;
    template <class... Columns>
    auto operator()(const Columns&... c) const noexcept { return this->circle(c...); }
    template <class... Columns>
    auto maybe(const Columns&... c) const noexcept { return this->circle_maybe(c...); }
};

template <class Arch>
struct ray_lanes<Arch, capsules_view, ray_params> : ray2_lanes<Arch> {
    using ray2_lanes<Arch>::ray2_lanes;
    template <class... Columns>
    auto operator()(const Columns&... c) const noexcept { return this->capsule(c...); }
};

template <class Arch>
struct ray_lanes<Arch, obbs_view, ray_params> : ray2_lanes<Arch> {
    using ray2_lanes<Arch>::ray2_lanes;
    template <class... Columns>
    auto operator()(const Columns&... c) const noexcept { return this->obb(c...); }
};

template <class Arch>
struct ray_lanes<Arch, ellipses_view, ray_params> : ray2_lanes<Arch> {
    using ray2_lanes<Arch>::ray2_lanes;
    template <class... Columns>
    auto operator()(const Columns&... c) const noexcept { return this->ellipse(c...); }
};

template <class Arch>
struct ray_lanes<Arch, spheres_view, ray3_params> : ray_limit {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    using op = ray_simd::ops<Arch>;
    batch ox, oy, oz, ux, uy, uz, max;
    explicit ray_lanes(const ray3_params& q) noexcept
        : ray_limit(q.max), ox(q.ox), oy(q.oy), oz(q.oz), ux(q.ux), uy(q.uy), uz(q.uz), max(q.max)
    {
    }
    static constexpr bool bounded_filter = true;
    batch operator()(const batch& bound, const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch zero(0.f);
        const batch fx = x - ox, fy = y - oy, fz = z - oz;
        const batch c2 = (fx * fx + fy * fy) + fz * fz;
        const batch b = (fx * ux + fy * uy) + fz * uz;
        const batch rr = r * r;
        // the discs' early exit (ops::disc)
        const mask inside = c2 <= rr;
        const mask ahead = (b >= zero) & ((b - r) < bound);
        if (!xsimd::any(inside | ahead)) return op::inf();
        const mask valid = (r >= zero) & (rr < op::inf()) & (c2 < op::inf());
        const batch px = fx - b * ux, py = fy - b * uy, pz = fz - b * uz;
        const batch h2 = rr - ((px * px + py * py) + pz * pz);
        const mask meets = valid & ~inside & ahead & (h2 >= zero);
        batch t = xsimd::select(valid & inside, zero, op::inf());
        if (xsimd::any(meets)) t = xsimd::select(meets, op::within(b - exact_sqrt(h2), max), t);
        return t;
    }
    /// The discs' bounded filter (circles' maybe) in 3D: |f × u|² <= reach², the cross
    /// product's rounding (a few ulps of r and |b|) inside the same slack.
    auto maybe(const batch& bound, const batch& tight, const batch& x, const batch& y, const batch& z,
               const batch& r) const noexcept
    {
        const batch fx = x - ox, fy = y - oy, fz = z - oz;
        const batch b = (fx * ux + fy * uy) + fz * uz;
        const batch cx = fy * uz - fz * uy, cy = fz * ux - fx * uz, cz = fx * uy - fy * ux;
        const batch reach = op::tight_reach(r, tight);
        return (((cx * cx + cy * cy) + cz * cz) <= reach * reach) & ((b - reach) < bound);
    }
};

/// Whether a view's ray lanes have the bounded filter (maybe), as the discs' and balls' do.
template <class Lanes, class = void>
struct has_bounded_filter : std::false_type {};
template <class Lanes>
struct has_bounded_filter<Lanes, std::void_t<decltype(Lanes::bounded_filter)>> : std::true_type {};

} // namespace detail
} // namespace hitmask
