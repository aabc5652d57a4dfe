// Test support: the capsules, rotated rectangles, ellipses and polygons the tests use, with
// points on their boundaries.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "points.hpp"

namespace hitmask_test {

inline vec2 at(double x, double y)
{
    return {static_cast<float>(x), static_cast<float>(y)};
}

struct capsule_case {
    std::string name;
    vec2 a, b;
    float r;
};
inline std::vector<capsule_case> capsule_cases()
{
    return {{"horizontal", {0, 0}, {100, 0}, 5},
            {"diagonal", {3.3f, -7.1f}, {250.7f, 80.2f}, 2.5f},
            {"point", {4, 4}, {4, 4}, 4},
            {"thin", {0, 0}, {8, 4}, 0},
            {"vertical_wide", {-20, 300}, {-20, -300}, 60}};
}

/// Points at distance r from the capsule's segment: beside the body on both sides, around
/// both caps, and the ends themselves.
inline std::vector<vec2> capsule_seeds(const capsule_case& c)
{
    const double dx = c.b.x - c.a.x, dy = c.b.y - c.a.y, len = std::hypot(dx, dy);
    const double nx = len > 0 ? -dy / len : 0, ny = len > 0 ? dx / len : 1;
    std::vector<vec2> s = {c.a, c.b};
    for (double t : {0.0, 0.25, 0.5, 1.0})
        for (double side : {-1.0, 1.0})
            s.push_back(at(c.a.x + t * dx + side * c.r * nx, c.a.y + t * dy + side * c.r * ny));
    append(s, ring(c.a, c.r, 24, 0.1));
    append(s, ring(c.b, c.r, 24, 0.1));
    return s;
}

struct oriented_case {
    std::string name;
    vec2 center, size; ///< half extents or radii
    float rotation;
};
inline std::vector<oriented_case> oriented_cases()
{
    return {{"axis", {0, 0}, {8, 3}, 0},
            {"30deg", {100.5f, -40.25f}, {30, 6}, hitmask::radians(30)},
            {"90deg", {-5, 5}, {4, 9}, hitmask::radians(90)},
            {"m135deg", {1e3f, 2e3f}, {250, 1}, hitmask::radians(-135)},
            {"odd", {0.3f, 0.7f}, {0.5f, 0.25f}, 1.234f}};
}

/// Corners, edge midpoints and the centre of a rotated rectangle, rounded to float.
inline std::vector<vec2> obb_seeds(const oriented_case& c)
{
    const double cs = std::cos(c.rotation), sn = std::sin(c.rotation);
    std::vector<vec2> s = {c.center};
    for (double u : {-1.0, -0.5, 0.0, 0.5, 1.0})
        for (double v : {-1.0, 0.0, 1.0}) {
            const double lu = u * c.size.x, lv = v * c.size.y;
            s.push_back(at(c.center.x + lu * cs - lv * sn, c.center.y + lu * sn + lv * cs));
            if (v == 0.0) continue;
            const double lu2 = v * c.size.x, lv2 = u * c.size.y; // points on the short edges
            s.push_back(at(c.center.x + lu2 * cs - lv2 * sn, c.center.y + lu2 * sn + lv2 * cs));
        }
    return s;
}

/// Points on an ellipse's rim at evenly spaced parameter angles, rounded to float.
inline std::vector<vec2> ellipse_seeds(const oriented_case& c)
{
    const double cs = std::cos(c.rotation), sn = std::sin(c.rotation);
    std::vector<vec2> s = {c.center};
    for (int i = 0; i < 48; ++i) {
        const double t = 2 * M_PI * i / 48 + 0.01;
        const double lu = c.size.x * std::cos(t), lv = c.size.y * std::sin(t);
        s.push_back(at(c.center.x + lu * cs - lv * sn, c.center.y + lu * sn + lv * cs));
    }
    return s;
}

struct outline_case {
    std::string name;
    std::vector<vec2> vertices;
};

/// Regular n-gon, or a star when `inner` < `outer` (alternate vertices at the two radii).
inline std::vector<vec2> star(vec2 c, int points, double outer, double inner, double phase = 0.0)
{
    std::vector<vec2> v;
    for (int i = 0; i < points; ++i) {
        const double a = phase + 2 * M_PI * i / points;
        const double r = (i % 2) ? inner : outer;
        v.push_back(at(c.x + r * std::cos(a), c.y + r * std::sin(a)));
    }
    return v;
}

inline std::vector<outline_case> convex_cases()
{
    return {{"triangle", {{0, 0}, {10, 0}, {0, 10}}},
            {"square_cw", {{-4, -4}, {-4, 4}, {4, 4}, {4, -4}}},
            {"dodecagon", star({50.5f, -20.25f}, 12, 30, 30, 0.2)},
            {"with_collinear_vertex", {{0, 0}, {5, 0}, {10, 0}, {10, 10}, {0, 10}}},
            {"sliver", {{0, 0}, {1000, 1}, {0, 2}}}};
}

inline std::vector<outline_case> polygon_cases()
{
    // 1,000-vertex wavy outline: a blob like a level's collision outline
    std::vector<vec2> wavy;
    for (int i = 0; i < 1000; ++i) {
        const double a = 2 * M_PI * i / 1000;
        const double r = 200 + 25 * std::sin(7 * a) + 10 * std::cos(23 * a);
        wavy.push_back(at(300 + r * std::cos(a), 200 + r * std::sin(a)));
    }
    return {{"square", {{0, 0}, {8, 0}, {8, 8}, {0, 8}}},
            {"l_shape_cw", {{0, 0}, {0, 6}, {2, 6}, {2, 2}, {6, 2}, {6, 0}}},
            {"star64", star({0, 0}, 64, 100, 40)},
            {"pentagram",
             {at(0, 100), at(58.778525, -80.901699), at(-95.105652, 30.901699), at(95.105652, 30.901699),
              at(-58.778525, -80.901699)}},
            {"bow_tie", {{0, 0}, {10, 10}, {10, 0}, {0, 10}}},
            {"wavy1000", wavy}};
}

/// Vertices, edge midpoints and quarter points of an outline, rounded to float.
inline std::vector<vec2> outline_seeds(const std::vector<vec2>& v)
{
    std::vector<vec2> s;
    const std::size_t step = v.size() > 100 ? v.size() / 100 : 1;
    for (std::size_t i = 0; i < v.size(); i += step) {
        const vec2 a = v[i], b = v[(i + 1) % v.size()];
        for (double t : {0.0, 0.25, 0.5})
            s.push_back(at(a.x + t * (static_cast<double>(b.x) - a.x), a.y + t * (static_cast<double>(b.y) - a.y)));
    }
    return s;
}

inline vec2 outline_center(const std::vector<vec2>& v, float& half)
{
    float lo_x = v[0].x, hi_x = v[0].x, lo_y = v[0].y, hi_y = v[0].y;
    for (vec2 p : v) {
        lo_x = std::fmin(lo_x, p.x);
        hi_x = std::fmax(hi_x, p.x);
        lo_y = std::fmin(lo_y, p.y);
        hi_y = std::fmax(hi_y, p.y);
    }
    half = 0.6f * std::fmax(hi_x - lo_x, hi_y - lo_y) + 1;
    return {(lo_x + hi_x) / 2, (lo_y + hi_y) / 2};
}

} // namespace hitmask_test
