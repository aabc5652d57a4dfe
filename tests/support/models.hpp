// Test support: independent double-precision models of the shapes (distances and inside
// tests written from the geometry, not from the library's formulas), to check the reference
// on inputs that are not within rounding distance of a boundary.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include <hitmask/hitmask.hpp>

namespace hitmask_test {
namespace model {

struct dvec {
    double x, y;
};
inline dvec d(hitmask::vec2 v)
{
    return {v.x, v.y};
}
inline dvec operator-(dvec a, dvec b)
{
    return {a.x - b.x, a.y - b.y};
}
inline double dot(dvec a, dvec b)
{
    return a.x * b.x + a.y * b.y;
}
inline double cross(dvec a, dvec b)
{
    return a.x * b.y - a.y * b.x;
}
inline double length(dvec a)
{
    return std::hypot(a.x, a.y);
}

inline double distance_to_segment(dvec p, dvec a, dvec b)
{
    const dvec ab = b - a, ap = p - a;
    const double len2 = dot(ab, ab);
    const double t = len2 > 0 ? std::clamp(dot(ap, ab) / len2, 0.0, 1.0) : 0.0;
    return length(p - dvec{a.x + t * ab.x, a.y + t * ab.y});
}

/// p in the frame of a shape centred at `center` and turned by `rotation` radians.
inline dvec in_frame(dvec p, dvec center, double rotation)
{
    const double c = std::cos(rotation), s = std::sin(rotation);
    const dvec q = p - center;
    return {q.x * c + q.y * s, -q.x * s + q.y * c};
}

/// Distance from p to the filled rectangle (0 inside).
inline double distance_to_box(dvec p, dvec lo, dvec hi)
{
    const double gx = std::max({lo.x - p.x, p.x - hi.x, 0.0});
    const double gy = std::max({lo.y - p.y, p.y - hi.y, 0.0});
    return std::hypot(gx, gy);
}

/// Distance from p to the filled sector with apex a, edges at angles a0 -> a1 (counter-
/// clockwise) and radius `range` (0 inside); `full` for a whole disc.
inline double distance_to_sector(dvec p, dvec apex, double a0, double a1, double range, bool full)
{
    const dvec v = p - apex;
    const double dist = length(v);
    double width = std::fmod(a1 - a0, 2 * M_PI);
    if (width <= 0) width += 2 * M_PI;
    double rel = std::fmod(std::atan2(v.y, v.x) - a0, 2 * M_PI);
    if (rel < 0) rel += 2 * M_PI;
    if (full || rel <= width || dist == 0) return std::isinf(range) ? 0.0 : std::max(0.0, dist - range);
    // edges of finite length, or rays when the range is infinite
    const double reach = std::isinf(range) ? 1e300 : range;
    const auto to_edge = [&](double a) {
        const dvec u{std::cos(a), std::sin(a)};
        const double t = std::clamp(dot(v, u), 0.0, reach);
        return length(v - dvec{t * u.x, t * u.y});
    };
    return std::min(to_edge(a0), to_edge(a1));
}

/// Winding number of the closed outline around p (crossings of the ray to +x).
inline int winding(dvec p, const std::vector<hitmask::vec2>& v)
{
    int w = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const dvec a = d(v[i]), b = d(v[(i + 1) % v.size()]);
        const double side = cross(b - a, p - a);
        if (a.y <= p.y && b.y > p.y && side > 0) ++w;
        if (a.y > p.y && b.y <= p.y && side < 0) --w;
    }
    return w;
}

/// Distance between segments p0p1 and q0q1 (0 when they intersect).
inline double segment_distance(dvec p0, dvec p1, dvec q0, dvec q1)
{
    const double o1 = cross(q1 - q0, p0 - q0), o2 = cross(q1 - q0, p1 - q0);
    const double o3 = cross(p1 - p0, q0 - p0), o4 = cross(p1 - p0, q1 - p0);
    if (((o1 < 0 && o2 > 0) || (o1 > 0 && o2 < 0)) && ((o3 < 0 && o4 > 0) || (o3 > 0 && o4 < 0))) return 0;
    return std::min({distance_to_segment(p0, q0, q1), distance_to_segment(p1, q0, q1), distance_to_segment(q0, p0, p1),
                     distance_to_segment(q1, p0, p1)});
}

/// Distance from p to the filled rotated rectangle (centre, half extents, turned by `rotation`
/// radians; 0 inside).
inline double distance_to_obb(dvec p, dvec center, dvec half, double rotation)
{
    const dvec q = in_frame(p, center, rotation);
    return distance_to_box(q, {-half.x, -half.y}, half);
}

/// Distance from p to a closed outline's filled area (0 inside): `inside` says whether p is in
/// it (by the winding number under the caller's fill rule), else the nearest edge.
inline double distance_to_outline(dvec p, const std::vector<hitmask::vec2>& v, bool inside)
{
    if (inside) return 0;
    double best = INFINITY;
    for (std::size_t i = 0; i < v.size(); ++i)
        best = std::min(best, distance_to_segment(p, d(v[i]), d(v[(i + 1) % v.size()])));
    return best;
}

/// Distance from (y0, y1), y >= 0 and outside, to the ellipse with semi-axes e0 >= e1 centred at
/// the origin, by bisection on the closest point's Lagrange parameter (Eberly's robust method).
inline double distance_to_ellipse(double e0, double e1, double y0, double y1)
{
    const double z0 = y0 / e0, z1 = y1 / e1, r0 = (e0 / e1) * (e0 / e1), n0 = r0 * z0;
    double lo = z1 - 1, hi = std::hypot(n0, z1), s = 0;
    for (int i = 0; i < 200; ++i) {
        s = (lo + hi) / 2;
        const double a = n0 / (s + r0), b = z1 / (s + 1);
        (a * a + b * b - 1 > 0 ? lo : hi) = s;
    }
    return std::hypot(r0 * y0 / (s + r0) - y0, y1 / (s + 1) - y1);
}

/// Distance from (x, y), in the ellipse's own frame, to the filled ellipse with semi-axes rx
/// (along x) and ry (0 inside): distance_to_ellipse in the first quadrant, axes swapped when
/// ry > rx.
inline double distance_to_ellipse_in_frame(double rx, double ry, double x, double y)
{
    x = std::fabs(x);
    y = std::fabs(y);
    if ((x / rx) * (x / rx) + (y / ry) * (y / ry) <= 1) return 0;
    return rx >= ry ? distance_to_ellipse(rx, ry, x, y) : distance_to_ellipse(ry, rx, y, x);
}

/// The documented bound (docs/semantics.md) on the error of the round bullets' closest-rim
/// iteration against an ellipse, |its distance - the exact distance| / max(rx, ry), for an
/// aspect ratio max / min up to 250: tests/reference/ellipse_test.cpp measures it.
inline double ellipse_rim_error_bound(double aspect)
{
    if (aspect <= 5) return 2e-6;
    if (aspect <= 10) return 1.5e-4;
    if (aspect <= 100) return 1.3e-3;
    return 6e-3;
}

/// Distance between segment ab and a filled convex outline (0 when they meet).
inline double segment_to_convex(dvec a, dvec b, const std::vector<dvec>& v)
{
    const auto inside = [&](dvec p) {
        int pos = 0, neg = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const double c = cross(v[(i + 1) % v.size()] - v[i], p - v[i]);
            pos += c >= 0;
            neg += c <= 0;
        }
        return pos == static_cast<int>(v.size()) || neg == static_cast<int>(v.size());
    };
    if (inside(a) || inside(b)) return 0;
    double best = INFINITY;
    for (std::size_t i = 0; i < v.size(); ++i)
        best = std::min(best, segment_distance(a, b, v[i], v[(i + 1) % v.size()]));
    return best;
}

/// Corners of a rectangle (centre c, unit axis u, v = (-u.y, u.x), half extents h), in order.
inline std::vector<dvec> box_corners(dvec c, dvec u, dvec h)
{
    const dvec v{-u.y, u.x};
    std::vector<dvec> out;
    for (const auto& k : {dvec{1, 1}, dvec{-1, 1}, dvec{-1, -1}, dvec{1, -1}})
        out.push_back({c.x + k.x * h.x * u.x + k.y * h.y * v.x, c.y + k.x * h.x * u.y + k.y * h.y * v.y});
    return out;
}

/// Separating axis gap of two convex outlines: the largest separation of their projections
/// over every edge normal of either (unit normals): > 0 apart by at least that much, < 0
/// overlapping by the penetration depth.
inline double convex_gap(const std::vector<dvec>& a, const std::vector<dvec>& b)
{
    double gap = -INFINITY;
    for (const std::vector<dvec>* poly : {&a, &b}) {
        const std::vector<dvec>& p = *poly;
        for (std::size_t i = 0; i < p.size(); ++i) {
            const dvec e = p[(i + 1) % p.size()] - p[i];
            const double len = length(e);
            if (len == 0) continue;
            const dvec n{-e.y / len, e.x / len};
            double lo_a = INFINITY, hi_a = -INFINITY, lo_b = INFINITY, hi_b = -INFINITY;
            for (dvec q : a) {
                lo_a = std::min(lo_a, dot(q, n));
                hi_a = std::max(hi_a, dot(q, n));
            }
            for (dvec q : b) {
                lo_b = std::min(lo_b, dot(q, n));
                hi_b = std::max(hi_b, dot(q, n));
            }
            gap = std::max(gap, std::max(lo_a - hi_b, lo_b - hi_a));
        }
    }
    return gap;
}

} // namespace model
} // namespace hitmask_test
