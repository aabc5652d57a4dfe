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

} // namespace model
} // namespace hitmask_test
