// Test support: the shapes sweeps are tested against (kept as their raw parameters, so the
// double-precision models can read them), the motions that meet them on and one ulp beside a
// face, an edge, a corner or a rim (grazing, ending on the boundary, starting on it or inside,
// not moving, running parallel to a face), random motions, and the comparison of a sweep on the
// active ISA with the scalar reference: hit bits, fraction bits, the count, the contract's
// invariants, and nothing written past the outputs.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "differential.hpp"
#include "elements.hpp"
#include "oriented_cases.hpp"
#include "points.hpp"
#include "shape_cases.hpp"

namespace hitmask_test {

constexpr float sweep_inf = std::numeric_limits<float>::infinity();

/// A shape as its factory's arguments: circle and sphere {c} and radius; aabb and aabb3 {min,
/// max}; capsule, capsule3 and segment {a, b} (and radius); obb {center, half extents} and
/// rotation; the polygons their vertices (polygon: non-zero fill when `rotation` > 0, else
/// even-odd). Point: vec2 for the 2D shapes, vec3 for the 3D ones.
template <class Point>
struct basic_sweep_target {
    std::string name;
    std::vector<Point> points;
    float radius = 0.f;
    float rotation = 0.f;
};
using sweep_target = basic_sweep_target<vec2>;
using sweep_target3 = basic_sweep_target<vec3>;

/// The shape a target describes: which of its arguments each kind's factory takes.
template <class Shape, class Point>
Shape make_target(const basic_sweep_target<Point>& t)
{
    namespace hm = hitmask;
    if constexpr (std::is_same_v<Shape, hm::circle> || std::is_same_v<Shape, hm::sphere>)
        return Shape::make(t.points[0], t.radius);
    else if constexpr (std::is_same_v<Shape, hm::aabb> || std::is_same_v<Shape, hm::aabb3> ||
                       std::is_same_v<Shape, hm::segment>)
        return Shape::make(t.points[0], t.points[1]);
    else if constexpr (std::is_same_v<Shape, hm::capsule> || std::is_same_v<Shape, hm::capsule3>)
        return Shape::make(t.points[0], t.points[1], t.radius);
    else if constexpr (std::is_same_v<Shape, hm::obb>)
        return hm::obb::make(t.points[0], t.points[1], t.rotation);
    else if constexpr (std::is_same_v<Shape, hm::convex_polygon>)
        return hm::convex_polygon::make(t.points.data(), t.points.size());
    else
        return hm::polygon::make(t.points.data(), t.points.size(),
                                 t.rotation > 0.f ? hm::fill_rule::non_zero : hm::fill_rule::even_odd);
}

/// The test shapes of each kind: round and awkward coordinates, degenerate ones (zero radius,
/// zero size, zero length), rotations, either winding.
template <class Shape>
std::vector<sweep_target> sweep_targets();
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::circle>()
{
    return {{"circle", {{3.5f, -2.25f}}, 5.f}, {"circle_far", {{1000.3f, 700.1f}}, 0.75f}, {"dot", {{1.f, 2.f}}, 0.f}};
}
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::aabb>()
{
    return {{"box", {{-4.f, -2.f}, {6.f, 3.f}}}, {"box_odd", {{0.1f, 100.3f}, {0.7f, 130.9f}}}, {"flat", {{1.f, 1.f}, {9.f, 1.f}}}};
}
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::capsule>()
{
    std::vector<sweep_target> out;
    for (const capsule_case& c : capsule_cases())
        if (c.name != "vertical_wide") out.push_back({"capsule_" + c.name, {c.a, c.b}, c.r});
    return out;
}
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::obb>()
{
    std::vector<sweep_target> out;
    for (const oriented_case& c : oriented_cases())
        if (c.name != "m135deg") out.push_back({"obb_" + c.name, {c.center, c.size}, 0.f, c.rotation});
    out.push_back({"obb_zero", {{2.f, 2.f}, {0.f, 0.f}}, 0.f, 0.5f});
    return out;
}
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::segment>()
{
    return {{"wall", {{0.f, 0.f}, {10.f, 0.f}}}, {"wall_diagonal", {{3.3f, -7.1f}, {25.7f, 8.2f}}}, {"wall_point", {{4.f, 4.f}, {4.f, 4.f}}}};
}
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::convex_polygon>()
{
    std::vector<sweep_target> out;
    for (const outline_case& c : convex_cases())
        if (c.name != "sliver") out.push_back({"convex_" + c.name, c.vertices});
    return out;
}
template <>
inline std::vector<sweep_target> sweep_targets<hitmask::polygon>()
{
    std::vector<sweep_target> out;
    for (const outline_case& c : polygon_cases())
        if (c.name != "wavy1000") out.push_back({"polygon_" + c.name, c.vertices, 0.f, c.name == "pentagram" ? 1.f : 0.f});
    return out;
}

/// A point on a shape's boundary (in double, rounded) with its outward normal, and a direction
/// along the face there (or 0).
struct contact {
    vec2 p, n, along;
};
inline vec2 unit(double x, double y)
{
    const double l = std::hypot(x, y);
    return l > 0 ? at(x / l, y / l) : vec2{0.f, 0.f};
}
/// How a sweep_target's points describe its outline.
enum class outline_kind { round, min_max, center_half, vertices };
/// p + s dir, in float.
inline vec2 shift(vec2 p, vec2 dir, float s)
{
    return {p.x + s * dir.x, p.y + s * dir.y};
}
/// Corners, face points and rims of the shape, with their normals.
inline std::vector<contact> contacts_of(const sweep_target& t, outline_kind kind)
{
    std::vector<contact> out;
    const auto add_ring = [&](vec2 c, double r, int count) {
        for (int i = 0; i < count; ++i) {
            const double a = 2 * M_PI * i / count;
            out.push_back({at(c.x + r * std::cos(a), c.y + r * std::sin(a)), at(std::cos(a), std::sin(a)),
                           at(-std::sin(a), std::cos(a))});
        }
    };
    const auto add_edges = [&](const std::vector<vec2>& v, double winding) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            const vec2 a = v[i], b = v[(i + 1) % v.size()], c = v[(i + v.size() - 1) % v.size()];
            const double ex = static_cast<double>(b.x) - a.x, ey = static_cast<double>(b.y) - a.y;
            const vec2 n = unit(winding * ey, -winding * ex), e = unit(ex, ey);
            for (double s : {0.25, 0.5})
                out.push_back({at(a.x + s * ex, a.y + s * ey), n, e});
            const vec2 m = unit(winding * (static_cast<double>(a.y) - c.y), -winding * (static_cast<double>(a.x) - c.x));
            out.push_back({a, unit(static_cast<double>(n.x) + m.x, static_cast<double>(n.y) + m.y), e});
            out.push_back({a, n, e});
        }
    };
    if (kind == outline_kind::vertices) {
        double area = 0;
        for (std::size_t i = 0; i < t.points.size(); ++i) {
            const vec2 a = t.points[i], b = t.points[(i + 1) % t.points.size()];
            area += static_cast<double>(a.x) * b.y - static_cast<double>(b.x) * a.y;
        }
        add_edges(t.points, area >= 0 ? 1.0 : -1.0);
    } else if (kind != outline_kind::round) {
        // aabb: {min, max}; obb: {center, half} turned by rotation
        const bool aabb = kind == outline_kind::min_max;
        const double cx = aabb ? (static_cast<double>(t.points[0].x) + t.points[1].x) / 2 : t.points[0].x;
        const double cy = aabb ? (static_cast<double>(t.points[0].y) + t.points[1].y) / 2 : t.points[0].y;
        const double hx = aabb ? (static_cast<double>(t.points[1].x) - t.points[0].x) / 2 : t.points[1].x;
        const double hy = aabb ? (static_cast<double>(t.points[1].y) - t.points[0].y) / 2 : t.points[1].y;
        const double cs = aabb ? 1.0 : std::cos(t.rotation), sn = aabb ? 0.0 : std::sin(t.rotation);
        std::vector<vec2> corners;
        for (vec2 k : {vec2{-1, -1}, vec2{1, -1}, vec2{1, 1}, vec2{-1, 1}}) {
            const double lx = k.x * hx, ly = k.y * hy;
            corners.push_back(aabb ? at(k.x < 0 ? t.points[0].x : t.points[1].x, k.y < 0 ? t.points[0].y : t.points[1].y)
                                   : at(cx + lx * cs - ly * sn, cy + lx * sn + ly * cs));
        }
        add_edges(corners, 1.0);
    } else if (t.points.size() == 1) {
        add_ring(t.points[0], t.radius, 16);
    } else {
        // capsule or segment: beside the body on both sides, around both ends
        const vec2 a = t.points[0], b = t.points[1];
        const double dx = static_cast<double>(b.x) - a.x, dy = static_cast<double>(b.y) - a.y;
        const vec2 e = unit(dx, dy), n{-e.y, e.x};
        for (double s : {0.0, 0.5, 1.0})
            for (double side : {-1.0, 1.0})
                out.push_back({at(a.x + s * dx + side * t.radius * n.x, a.y + s * dy + side * t.radius * n.y),
                               at(side * n.x, side * n.y), e});
        add_ring(a, t.radius, 8);
        add_ring(b, t.radius, 8);
    }
    return out;
}
template <class Shape>
std::vector<contact> contacts_of(const sweep_target& t)
{
    if constexpr (std::is_same_v<Shape, hitmask::convex_polygon> || std::is_same_v<Shape, hitmask::polygon>)
        return contacts_of(t, outline_kind::vertices);
    else if constexpr (std::is_same_v<Shape, hitmask::aabb>)
        return contacts_of(t, outline_kind::min_max);
    else if constexpr (std::is_same_v<Shape, hitmask::obb>)
        return contacts_of(t, outline_kind::center_half);
    else
        return contacts_of(t, outline_kind::round);
}

/// The centre and half width of the square around a shape's contacts, grown by `reach`.
inline void square_around(const std::vector<contact>& contacts, float reach, vec2& centre, float& half)
{
    float lo_x = contacts[0].p.x, hi_x = lo_x, lo_y = contacts[0].p.y, hi_y = lo_y;
    for (const contact& c : contacts) {
        lo_x = std::min(lo_x, c.p.x);
        hi_x = std::max(hi_x, c.p.x);
        lo_y = std::min(lo_y, c.p.y);
        hi_y = std::max(hi_y, c.p.y);
    }
    centre = {(lo_x + hi_x) / 2, (lo_y + hi_y) / 2};
    half = std::max(hi_x - lo_x, hi_y - lo_y) / 2 + reach;
}

/// The motions of a disc of radius r (0: a point) at each contact, of length about `reach`:
/// grazing it (through, ending on and starting on the touching position), head-on (ending
/// exactly on it, through it, leaving from it, starting inside), diagonally, not moving, and
/// parallel to the face.
inline std::vector<sweep> contact_motions(const std::vector<contact>& contacts, float r, float reach)
{
    std::vector<sweep> out;
    for (const contact& c : contacts) {
        const vec2 g = shift(c.p, c.n, r), t{-c.n.y, c.n.x};
        const vec2 before = shift(g, t, -reach), after = shift(g, t, reach);
        const vec2 out_n = shift(g, c.n, reach), in_n = shift(g, c.n, -reach), inside = shift(g, c.n, -reach / 4);
        const vec2 diag = shift(out_n, t, reach);
        const vec2 back = shift(g, c.along, -reach), forth = shift(g, c.along, reach);
        for (const sweep s : {sweep{before.x, before.y, after.x, after.y}, sweep{before.x, before.y, g.x, g.y},
                              sweep{g.x, g.y, after.x, after.y}, sweep{out_n.x, out_n.y, g.x, g.y},
                              sweep{out_n.x, out_n.y, in_n.x, in_n.y}, sweep{g.x, g.y, out_n.x, out_n.y},
                              sweep{inside.x, inside.y, out_n.x, out_n.y}, sweep{diag.x, diag.y, g.x, g.y},
                              sweep{g.x, g.y, g.x, g.y}, sweep{back.x, back.y, forth.x, forth.y}})
            out.push_back(s);
    }
    return out;
}

/// Moving discs from motions, one radius each.
inline std::vector<capsule_bullet> with_radius(const std::vector<sweep>& motions, float r)
{
    std::vector<capsule_bullet> out;
    for (const sweep& s : motions)
        out.push_back({s.x0, s.y0, s.x1, s.y1, r});
    return out;
}

/// Random motions around `middle`: short and long ones, and one in 16 not moving.
inline std::vector<sweep> random_sweeps(std::size_t n, vec2 middle, float half, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-half, half);
    std::vector<sweep> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const float x = middle.x + pos(rng), y = middle.y + pos(rng);
        const float k = i % 3 == 0 ? 0.1f : 1.f;
        out[i] = i % 16 == 5 ? sweep{x, y, x, y} : sweep{x, y, x + k * pos(rng), y + k * pos(rng)};
    }
    return out;
}

template <class Shape>
std::vector<sweep_target3> sweep_targets3();
template <>
inline std::vector<sweep_target3> sweep_targets3<hitmask::sphere>()
{
    return {{"sphere", {{1.f, -2.f, 3.5f}}, 4.f}, {"sphere_dot", {{0.f, 0.f, 0.f}}, 0.f}};
}
template <>
inline std::vector<sweep_target3> sweep_targets3<hitmask::aabb3>()
{
    return {{"box3", {{-1.f, -2.f, -3.f}, {4.f, 2.5f, 1.f}}}, {"box3_flat", {{0.3f, 0.7f, 5.f}, {10.1f, 0.7f, 9.3f}}}};
}
template <>
inline std::vector<sweep_target3> sweep_targets3<hitmask::capsule3>()
{
    return {{"capsule3", {{0.f, 0.f, 0.f}, {10.f, 0.f, 0.f}}, 2.f},
            {"capsule3_diagonal", {{1.3f, -2.1f, 0.7f}, {-6.2f, 4.4f, 9.9f}}, 1.25f},
            {"capsule3_ball", {{2.f, 2.f, 2.f}, {2.f, 2.f, 2.f}}, 3.f}};
}

inline vec3 at3(double x, double y, double z)
{
    return {static_cast<float>(x), static_cast<float>(y), static_cast<float>(z)};
}
inline vec3 plus(vec3 p, vec3 d, double s)
{
    return at3(p.x + s * d.x, p.y + s * d.y, p.z + s * d.z);
}
inline vec3 unit3(double x, double y, double z)
{
    const double l = std::sqrt(x * x + y * y + z * z);
    return l > 0 ? at3(x / l, y / l, z / l) : vec3{0.f, 0.f, 0.f};
}

/// 3D motions of length about `reach` at points on the shape's surface (n its outward normal):
/// grazing along two tangents, head-on ending on it, through, leaving, starting inside, not moving.
inline std::vector<sweep3> contact_motions3(const sweep_target3& t, bool box, float reach)
{
    std::vector<std::pair<vec3, vec3>> surface; // point, normal
    const auto ball_around = [&](vec3 c, float r) {
        for (int i = -1; i <= 1; ++i)
            for (int j = -1; j <= 1; ++j)
                for (int k = -1; k <= 1; ++k) {
                    if (i == 0 && j == 0 && k == 0) continue;
                    const vec3 n = unit3(i, j, k);
                    surface.push_back({plus(c, n, r), n});
                }
    };
    if (box) {
        const vec3 lo = t.points[0], hi = t.points[1];
        for (int i = -1; i <= 1; ++i)
            for (int j = -1; j <= 1; ++j)
                for (int k = -1; k <= 1; ++k) {
                    if (i == 0 && j == 0 && k == 0) continue;
                    const auto pick = [](int s, float l, float h) {
                        return s < 0 ? l : s > 0 ? h : static_cast<float>((static_cast<double>(l) + h) / 2);
                    };
                    surface.push_back({{pick(i, lo.x, hi.x), pick(j, lo.y, hi.y), pick(k, lo.z, hi.z)}, unit3(i, j, k)});
                }
    } else if (t.points.size() == 1) {
        ball_around(t.points[0], t.radius);
    } else {
        ball_around(t.points[0], t.radius);
        ball_around(t.points[1], t.radius);
        const vec3 a = t.points[0], b = t.points[1];
        const vec3 mid = at3((static_cast<double>(a.x) + b.x) / 2, (static_cast<double>(a.y) + b.y) / 2,
                             (static_cast<double>(a.z) + b.z) / 2);
        const vec3 e = unit3(static_cast<double>(b.x) - a.x, static_cast<double>(b.y) - a.y, static_cast<double>(b.z) - a.z);
        const vec3 n1 = std::fabs(e.x) < 0.9f ? unit3(0, -e.z, e.y) : unit3(-e.y, e.x, 0);
        const vec3 n2 = unit3(static_cast<double>(e.y) * n1.z - static_cast<double>(e.z) * n1.y,
                              static_cast<double>(e.z) * n1.x - static_cast<double>(e.x) * n1.z,
                              static_cast<double>(e.x) * n1.y - static_cast<double>(e.y) * n1.x);
        for (const vec3 n : {n1, n2, unit3(-n1.x, -n1.y, -n1.z)})
            surface.push_back({plus(mid, n, t.radius), n});
    }
    std::vector<sweep3> out;
    for (const auto& [p, n] : surface) {
        // two tangents of n
        const vec3 u = std::fabs(n.x) < 0.9f ? unit3(0, -n.z, n.y) : unit3(-n.y, n.x, 0);
        const vec3 w = unit3(static_cast<double>(n.y) * u.z - static_cast<double>(n.z) * u.y,
                             static_cast<double>(n.z) * u.x - static_cast<double>(n.x) * u.z,
                             static_cast<double>(n.x) * u.y - static_cast<double>(n.y) * u.x);
        const vec3 o = plus(p, n, reach), i = plus(p, n, -reach), in = plus(p, n, -reach / 4);
        for (const vec3 tan : {u, w}) {
            const vec3 b = plus(p, tan, -reach), f = plus(p, tan, reach);
            out.push_back({b.x, b.y, b.z, f.x, f.y, f.z});
            out.push_back({b.x, b.y, b.z, p.x, p.y, p.z});
        }
        out.push_back({o.x, o.y, o.z, p.x, p.y, p.z});
        out.push_back({o.x, o.y, o.z, i.x, i.y, i.z});
        out.push_back({p.x, p.y, p.z, o.x, o.y, o.z});
        out.push_back({in.x, in.y, in.z, o.x, o.y, o.z});
        out.push_back({p.x, p.y, p.z, p.x, p.y, p.z});
    }
    return out;
}

inline std::vector<sweep3> random_sweeps3(std::size_t n, vec3 middle, float half, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-half, half);
    std::vector<sweep3> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const float x = middle.x + pos(rng), y = middle.y + pos(rng), z = middle.z + pos(rng);
        const float dx = pos(rng), dy = pos(rng), dz = pos(rng);
        out[i] = i % 16 == 5 ? sweep3{x, y, z, x, y, z} : sweep3{x, y, z, x + dx, y + dy, z + dz};
    }
    return out;
}

inline bool same_float_bits(float a, float b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

/// Whether the pair's hit bit is, by contract, its overlap test's bit (hitmask::test).
template <class View, class Shape>
constexpr bool sweep_bit_is_overlap_v =
    (std::is_same_v<View, hitmask::segments_view> &&
     (std::is_same_v<Shape, hitmask::circle> || std::is_same_v<Shape, hitmask::segment>)) ||
    (std::is_same_v<View, hitmask::capsules_view> && std::is_same_v<Shape, hitmask::circle>);

/// Whether element i is a motion the contract lets touch at all: every column finite and
/// below 1e18 in magnitude (beyond, |d|² or the distance to the shape overflows and the element
/// never touches, while the overlap test follows the math), so its sweep bit must be test()'s.
template <class E>
bool usable_motion(const offset_columns<E>& c, std::size_t i)
{
    const element_values v = c.at(i);
    for (std::size_t k = 0; k < element_traits<E>::columns; ++k)
        if (!(std::fabs(v[k]) < 1e18f)) return false;
    return true;
}

/// sweep of the first n elements on the active ISA against reference::sweep: hit bits and
/// fraction bits; the reference's fractions in [0, 1] or +inf with hits == (fraction < inf);
/// the counts; the bit of test() where it is the contract (usable motions); sweep without fractions; nothing
/// written past the fractions. False at the first difference, reported with the element.
template <class E, class Shape>
bool sweep_same_as_reference(const offset_columns<E>& c, std::size_t n, const Shape& shape, const std::string& what)
{
    const auto v = c.view(n);
    using View = std::decay_t<decltype(v)>;
    hitmask::bitmask expected(n), got(n + 70);
    std::vector<float> want(n + 1, -7.f), have(n + 1, -7.f);
    const std::size_t ref_count = hitmask::reference::sweep(v, shape, expected, want.data());
    const std::size_t count = hitmask::sweep(v, shape, got, have.data());
    const std::string isa = hitmask::to_string(hitmask::active_isa());
    hitmask::bitmask overlap(n);
    if constexpr (sweep_bit_is_overlap_v<View, Shape>) hitmask::reference::test(v, shape, overlap);
    for (std::size_t i = 0; i < n; ++i) {
        if (expected.test(i) != got.test(i) || !same_float_bits(want[i], have[i])) {
            ADD_FAILURE() << what << " on " << isa << ": " << describe(c, i) << " reference " << expected.test(i)
                          << " at " << want[i] << " (" << std::hexfloat << want[i] << "), kernel " << got.test(i)
                          << " at " << have[i] << std::defaultfloat;
            return false;
        }
        const bool in_range = (want[i] >= 0.f && want[i] <= 1.f) || want[i] == sweep_inf;
        if (!in_range || expected.test(i) != (want[i] < sweep_inf)) {
            ADD_FAILURE() << what << ": " << describe(c, i) << " fraction " << want[i] << " with hit bit "
                          << expected.test(i);
            return false;
        }
        if (sweep_bit_is_overlap_v<View, Shape> && usable_motion(c, i) && overlap.test(i) != expected.test(i)) {
            ADD_FAILURE() << what << ": " << describe(c, i) << " sweep bit " << expected.test(i) << " but test() "
                          << overlap.test(i);
            return false;
        }
    }
    for (std::size_t i = n; i < got.size(); ++i)
        if (got.test(i)) {
            ADD_FAILURE() << what << " on " << isa << ": bit " << i << " past the view set";
            return false;
        }
    if (ref_count != expected.count() || count != ref_count || have[n] != -7.f || want[n] != -7.f) {
        ADD_FAILURE() << what << " on " << isa << ": counts " << count << " / " << ref_count
                      << " or a fraction was written past the view";
        return false;
    }
    hitmask::bitmask bits_only(n);
    if (hitmask::sweep(v, shape, bits_only, nullptr) != count || !(bits_only == expected)) {
        ADD_FAILURE() << what << ": sweep without fractions differs";
        return false;
    }
    return true;
}

/// The elements at start offsets 0..offsets-1 floats.
template <class E, class Shape>
void expect_sweep_same_as_reference(const Shape& shape, const std::vector<E>& elements, const std::string& what,
                                    std::size_t offsets = 2)
{
    for (std::size_t offset = 0; offset < offsets; ++offset) {
        const offset_columns<E> c(elements, offset);
        if (!sweep_same_as_reference(c, elements.size(), shape, what + " offset " + std::to_string(offset))) return;
    }
}

/// Every length 0..130 at tail_offsets().
template <class E, class Shape>
void expect_every_sweep_length_same_as_reference(const Shape& shape, const std::vector<E>& elements,
                                                 const std::string& what)
{
    for (std::size_t offset : tail_offsets()) {
        const offset_columns<E> c(elements, offset);
        for (std::size_t n = 0; n <= 130 && n <= elements.size(); ++n)
            if (!sweep_same_as_reference(c, n, shape, what + " n=" + std::to_string(n) + " offset=" + std::to_string(offset)))
                return;
    }
}

} // namespace hitmask_test
