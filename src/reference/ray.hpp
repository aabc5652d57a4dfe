// hitmask reference: ray casts. For each view, the distance t at which the ray (origin o, unit
// direction u as stored, length L) first meets the closed element, or +inf when it does not:
// the contract every ray kernel matches bit for bit. The hit bit is t < +inf. Each formula is
// evaluated in this order, in float, without FMA; sqrt and division are correctly rounded.
// Terms are relative to the origin, and an element whose relative terms overflow (a centre or
// end farther than about 1.8e19 from the origin, a radius above 1.8e19) never hits, so no hit
// comes from overflow or NaN.
#pragma once

#include <cmath>
#include <limits>

#include <hitmask/ray.hpp>

#include "interval.hpp"

namespace hitmask {
namespace reference_impl {

namespace ray_math {

constexpr float inf = std::numeric_limits<float>::infinity();

/// Whether v is neither NaN nor infinite.
inline bool finite(float v) noexcept
{
    return std::fabs(v) < inf;
}

/// The entry distance max(t, 0) if it is within the ray's length, else +inf.
inline float within(float t, float max) noexcept
{
    const float entry = t > 0.f ? t : 0.f;
    if (entry <= max && entry < inf) return entry;
    return inf;
}

/// The ray against the disc of centre o + f and radius r (rr = r * r), 2D: 0 when the origin is
/// inside (|f|² <= r²); otherwise, with b = f·u the centre's projection on the ray and
/// p = f - b u the centre's offset from the ray's line (the closest-point form of the
/// discriminant: accurate for rays far from the disc), h² = r² - p·p, it meets the disc ahead
/// when b >= 0 and h² >= 0, at t = b - sqrt(h²).
inline float disc(const detail::ray_params& q, float fx, float fy, float r, float rr) noexcept
{
    const float c2 = fx * fx + fy * fy;
    if (!(r >= 0.f && rr < inf && c2 < inf)) return inf;
    if (c2 <= rr) return 0.f;
    const float b = fx * q.ux + fy * q.uy;
    const float px = fx - b * q.ux, py = fy - b * q.uy;
    const float h2 = rr - (px * px + py * py);
    if (!(b >= 0.f && h2 >= 0.f)) return inf;
    return within(b - std::sqrt(h2), q.max);
}

/// The interval of t where lo <= p0 + t * pu <= hi (a slab), as [enter, exit]: with
/// inv = 1 / pu, the ends (lo - p0) * inv and (hi - p0) * inv in order; when pu == 0, all t if
/// lo <= p0 <= hi, else none (enter +inf, exit -inf).
using slab = interval;
inline slab slab_of(float p0, float pu, float lo, float hi) noexcept
{
    if (pu == 0.f) return unmoving_slab(p0, lo, hi);
    const float inv = 1.f / pu;
    const float a = (lo - p0) * inv, b = (hi - p0) * inv;
    return {a < b ? a : b, a < b ? b : a};
}

/// The ray against the intersection of two slabs: enters at max(enter_s, enter_w, 0) if that is
/// <= min(exit_s, exit_w) and within the length.
inline float two_slabs(slab s, slab w, float max) noexcept
{
    const float enter = s.enter > w.enter ? s.enter : w.enter;
    const float exit = s.exit < w.exit ? s.exit : w.exit;
    const float entry = enter > 0.f ? enter : 0.f;
    return entry <= exit ? within(entry, max) : inf;
}

} // namespace ray_math

/// A round bullet (x, y, r): ray_math::disc with f = (x - ox, y - oy). A negative or NaN radius
/// never hits.
inline float circles_ray(const detail::ray_params& q, float x, float y, float r) noexcept
{
    return ray_math::disc(q, x - q.ox, y - q.oy, r, r * r);
}

/// A capsule (segment a-b, radius r) is the union of the discs at its ends and the rectangle
/// along the segment, so the ray enters it at the least of their entries. The rectangle, for
/// d = b - a with 0 < d·d < +inf, f = o - a and len = sqrt(d·d): the slab 0 <= (f + t u)·d <= d·d
/// and the slab -r len <= (f + t u)×d <= r len (x = f.x d.y - f.y d.x). A NaN end or radius, a
/// negative radius, or ends farther apart than about 1.8e19, never hit.
inline float capsules_ray(const detail::ray_params& q, float x0, float y0, float x1, float y1, float r) noexcept
{
    using namespace ray_math;
    const float dx = x1 - x0, dy = y1 - y0;
    const float dd = dx * dx + dy * dy;
    const float rr = r * r;
    if (!(r >= 0.f && rr < inf && dd < inf)) return inf;
    const float at_a = disc(q, x0 - q.ox, y0 - q.oy, r, rr);
    const float at_b = disc(q, x1 - q.ox, y1 - q.oy, r, rr);
    float best = at_a < at_b ? at_a : at_b;
    const float fx = q.ox - x0, fy = q.oy - y0;
    if (dd > 0.f && fx * fx + fy * fy < inf) {
        const float reach = r * std::sqrt(dd);
        const slab along = slab_of(fx * dx + fy * dy, q.ux * dx + q.uy * dy, 0.f, dd);
        const slab across = slab_of(fx * dy - fy * dx, q.ux * dy - q.uy * dx, -reach, reach);
        const float side = two_slabs(along, across, q.max);
        best = side < best ? side : best;
    }
    return best;
}

/// A box bullet (centre c, axis e as given, v = (-e.y, e.x), half extents hx, hy), with
/// f = o - c: the slabs -hx <= (f + t u)·e <= hx and -hy <= (f + t u)·v <= hy, the projections
/// written as obbs' point test writes them (f·e = fx ex + fy ey, f·v = fy ex - fx ey). A negative
/// or NaN half extent, or a non-finite projection (a NaN or far centre or axis), never hits.
inline float obbs_ray(const detail::ray_params& q, float cx, float cy, float ex, float ey, float hx, float hy) noexcept
{
    using namespace ray_math;
    const float fx = q.ox - cx, fy = q.oy - cy;
    const float s0 = fx * ex + fy * ey, w0 = fy * ex - fx * ey;
    const float su = q.ux * ex + q.uy * ey, wu = q.uy * ex - q.ux * ey;
    if (!(hx >= 0.f && hy >= 0.f && finite(s0) && finite(w0) && finite(su) && finite(wu))) return inf;
    return two_slabs(slab_of(s0, su, -hx, hx), slab_of(w0, wu, -hy, hy), q.max);
}

/// An elliptic bullet (centre c, axis e as given, semi-axes rx, ry > 0), in the frame where it
/// is the unit disc: p = ((f·e) / rx, (f·v) / ry) and d = ((u·e) / rx, (u·v) / ry), f = o - c.
/// 0 when p·p <= 1 (the origin inside, the ellipses' point test); otherwise, with A = d·d,
/// tc = -(p·d) / A the closest approach and m = p + tc d, h² = 1 - m·m, it meets the ellipse
/// ahead when tc >= 0 and h² >= 0, at t = tc - sqrt(h² / A).
inline float ellipses_ray(const detail::ray_params& q, float cx, float cy, float ex, float ey, float rx,
                          float ry) noexcept
{
    using namespace ray_math;
    const float fx = q.ox - cx, fy = q.oy - cy;
    const float px = (fx * ex + fy * ey) / rx, py = (fy * ex - fx * ey) / ry;
    const float dx = (q.ux * ex + q.uy * ey) / rx, dy = (q.uy * ex - q.ux * ey) / ry;
    const float c2 = px * px + py * py;
    const float a = dx * dx + dy * dy;
    if (!(rx > 0.f && ry > 0.f && c2 < inf && a < inf)) return inf;
    if (c2 <= 1.f) return 0.f;
    if (!(a > 0.f)) return inf;
    const float tc = -(px * dx + py * dy) / a;
    const float mx = px + tc * dx, my = py + tc * dy;
    const float h2 = 1.f - (mx * mx + my * my);
    if (!(tc >= 0.f && h2 >= 0.f)) return inf;
    return within(tc - std::sqrt(h2 / a), q.max);
}

/// A sphere (x, y, z, r): the disc's formula in 3D, sums of three terms as (a + b) + c.
inline float spheres_ray(const detail::ray3_params& q, float x, float y, float z, float r) noexcept
{
    using namespace ray_math;
    const float fx = x - q.ox, fy = y - q.oy, fz = z - q.oz;
    const float c2 = (fx * fx + fy * fy) + fz * fz;
    const float rr = r * r;
    if (!(r >= 0.f && rr < inf && c2 < inf)) return inf;
    if (c2 <= rr) return 0.f;
    const float b = (fx * q.ux + fy * q.uy) + fz * q.uz;
    const float px = fx - b * q.ux, py = fy - b * q.uy, pz = fz - b * q.uz;
    const float h2 = rr - ((px * px + py * py) + pz * pz);
    if (!(b >= 0.f && h2 >= 0.f)) return inf;
    return within(b - std::sqrt(h2), q.max);
}

} // namespace reference_impl
} // namespace hitmask
