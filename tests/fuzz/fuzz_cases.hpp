// One differential case per shape family, built from bytes: the shape's parameters (which the
// factory may refuse: that is tested too), then elements and a start offset. Shared by the
// libFuzzer harnesses and the soak tool.
#pragma once

#include <cmath>
#include <cstdio>
#include <vector>

#include "fuzz_compare.hpp"

namespace hitmask_fuzz {

inline void describe(char* out, std::size_t size, const char* name, std::initializer_list<float> values)
{
    int used = std::snprintf(out, size, "%s(", name);
    for (float v : values)
        used += std::snprintf(out + used, size - static_cast<std::size_t>(used), "%a ", static_cast<double>(v));
    std::snprintf(out + used, size - static_cast<std::size_t>(used), ")");
}

/// Circles against points, round bullets and swept bullets, and hit + graze.
template <class Check>
void circle_case(fuzz_input& in, Check& check)
{
    const float cx = in.value({}), cy = in.value({}), r = in.value({0.f, 1.f, 5.f});
    const auto made = hitmask::circle::try_make({cx, cy}, r);
    if (!accepted(made)) return;
    const std::vector<float> anchors = {cx, cy, cx + r, cx - r, cy + r, cy - r, r, 0.f};
    const columns c(in, in.size(300), anchors);
    char text[160];
    describe(text, sizeof text, "circle", {cx, cy, r});
    check.compare(c.points(), made.value(), c, "points", text);
    check.compare(c.circles(), made.value(), c, "circles", text);
    check.compare(c.segments(), made.value(), c, "segments", text);
    const float graze = in.value(anchors);
    if (graze >= r && graze <= 1.8e19f) {
        check.compare_graze(c.points(), {cx, cy}, r, graze, c);
        check.compare_graze(c.circles(), {cx, cy}, r, graze, c);
    }
}

/// Rectangles against points and round bullets.
template <class Check>
void aabb_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 lo{in.value({}), in.value({})};
    const hitmask::vec2 hi{in.value({lo.x}), in.value({lo.y})};
    const auto made = hitmask::aabb::try_make(lo, hi);
    if (!accepted(made)) return;
    const columns c(in, in.size(300), {lo.x, lo.y, hi.x, hi.y, 0.f});
    char text[160];
    describe(text, sizeof text, "aabb", {lo.x, lo.y, hi.x, hi.y});
    check.compare(c.points(), made.value(), c, "points", text);
    check.compare(c.circles(), made.value(), c, "circles", text);
}

/// Sectors of both forms against points and round bullets; angles include the values users
/// write (multiples of 90°, whole turns).
template <class Check>
void sector_case(fuzz_input& in, Check& check)
{
    const bool facing = in.byte() & 1;
    const hitmask::vec2 apex{in.value({}), in.value({})};
    const std::vector<float> angles = {0.f,
                                       hitmask::radians(90),
                                       hitmask::radians(180),
                                       hitmask::radians(270),
                                       hitmask::radians(360),
                                       hitmask::radians(-10),
                                       hitmask::radians(350),
                                       hitmask::radians(1),
                                       6.2831855f};
    const float a = in.value(angles), b = in.value(angles), range = in.value({0.f, 10.f, 1e6f});
    const hitmask::vec2 dir{in.value({0.f, 1.f, -1.f}), in.value({0.f, 1.f, -1.f})};
    char text[200];
    hitmask::result<hitmask::sector> made =
        facing ? hitmask::sector::try_facing(apex, dir, a, range) : hitmask::sector::try_between(apex, a, b, range);
    if (!accepted(made)) return;
    describe(text, sizeof text, facing ? "sector::facing" : "sector::between",
             {apex.x, apex.y, dir.x, dir.y, a, b, range});
    const columns c(in, in.size(300), {apex.x, apex.y, apex.x + range, apex.y - range, range, 0.f});
    check.compare(c.points(), made.value(), c, "points", text);
    check.compare(c.circles(), made.value(), c, "circles", text);
}

/// Convex polygons and polygons (both fill rules) against points. Most random outlines are
/// refused as convex polygons: the factory must say why, never crash.
template <class Check>
void polygon_case(fuzz_input& in, Check& check)
{
    const std::size_t n = in.byte() % 24;
    std::vector<hitmask::vec2> v;
    std::vector<float> anchors = {0.f};
    for (std::size_t i = 0; i < n; ++i) {
        v.push_back({in.value(anchors), in.value(anchors)});
        anchors.push_back(v.back().x);
        anchors.push_back(v.back().y);
    }
    const auto convex = hitmask::convex_polygon::try_make(v.data(), v.size());
    const auto even_odd = hitmask::polygon::try_make(v.data(), v.size(), hitmask::fill_rule::even_odd);
    const auto non_zero = hitmask::polygon::try_make(v.data(), v.size(), hitmask::fill_rule::non_zero);
    const bool convex_ok = accepted(convex), polygon_ok = accepted(even_odd) && accepted(non_zero);
    if (!convex_ok && !polygon_ok) return;
    const columns c(in, in.size(200), anchors);
    char text[64];
    std::snprintf(text, sizeof text, "polygon of %zu vertices", n);
    if (convex_ok) check.compare(c.points(), convex.value(), c, "points", text);
    if (polygon_ok) {
        check.compare(c.points(), even_odd.value(), c, "points", text);
        check.compare(c.points(), non_zero.value(), c, "points", text);
    }
}

/// Capsules against points and round bullets.
template <class Check>
void capsule_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 a{in.value({}), in.value({})};
    const hitmask::vec2 b{in.value({}), in.value({})};
    const float r = in.value({0.f, 1.f});
    const auto cap = hitmask::capsule::try_make(a, b, r);
    if (!accepted(cap)) return;
    const columns c(in, in.size(300), {a.x, a.y, b.x, b.y, a.x + r, b.y - r, r, 0.f});
    char text[200];
    describe(text, sizeof text, "capsule", {a.x, a.y, b.x, b.y, r});
    check.compare(c.points(), cap.value(), c, "points", text);
    check.compare(c.circles(), cap.value(), c, "circles", text);
}

/// Segments against swept bullets.
template <class Check>
void segment_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 a{in.value({}), in.value({})};
    const hitmask::vec2 b{in.value({}), in.value({})};
    const auto seg = hitmask::segment::try_make(a, b);
    if (!accepted(seg)) return;
    const columns c(in, in.size(300), {a.x, a.y, b.x, b.y, 0.f});
    char text[200];
    describe(text, sizeof text, "segment", {a.x, a.y, b.x, b.y});
    check.compare(c.segments(), seg.value(), c, "segments", text);
}

/// Rotated rectangles against points.
template <class Check>
void obb_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 centre{in.value({}), in.value({})};
    const hitmask::vec2 extent{in.value({1.f, 0.f}), in.value({1.f, 0.f})};
    const float rotation = in.value({0.f, hitmask::radians(90), hitmask::radians(-135), 1.234f});
    const auto box = hitmask::obb::try_make(centre, extent, rotation);
    if (!accepted(box)) return;
    const columns c(in, in.size(300), {centre.x, centre.y, centre.x + extent.x, centre.y - extent.y, 0.f});
    char text[200];
    describe(text, sizeof text, "obb", {centre.x, centre.y, extent.x, extent.y, rotation});
    check.compare(c.points(), box.value(), c, "points", text);
}

/// Ellipses against points.
template <class Check>
void ellipse_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 centre{in.value({}), in.value({})};
    const hitmask::vec2 radii{in.value({1.f, 0.f}), in.value({1.f, 0.f})};
    const float rotation = in.value({0.f, hitmask::radians(90), hitmask::radians(-135), 1.234f});
    const auto oval = hitmask::ellipse::try_make(centre, radii, rotation);
    if (!accepted(oval)) return;
    const columns c(in, in.size(300), {centre.x, centre.y, centre.x + radii.x, centre.y - radii.y, 0.f});
    char text[200];
    describe(text, sizeof text, "ellipse", {centre.x, centre.y, radii.x, radii.y, rotation});
    check.compare(c.points(), oval.value(), c, "points", text);
}

/// Oriented bullets (boxes, ellipses, capsules: six columns each) against the player's point and
/// disc, and hit + graze.
template <class Check>
void oriented_case(fuzz_input& in, Check& check)
{
    const hitmask::point p{in.value({}), in.value({})};
    const float r = in.value({0.f, 1.f, 3.f});
    const std::vector<float> anchors = {p.x, p.y, p.x + r, p.x - r, p.y + r, p.y - r, r, 0.f, 1.f, -1.f, 0.70710678f};
    const columns c(in, in.size(300), anchors, 6);
    char text[200];
    describe(text, sizeof text, "oriented bullets vs point/disc", {p.x, p.y, r});
    if (std::isfinite(p.x) && std::isfinite(p.y)) { // other points are refused (tested elsewhere)
        check.compare(c.obbs(), p, c, "obbs", text);
        check.compare(c.ellipses(), p, c, "ellipses", text);
        check.compare(c.capsules(), p, c, "capsules", text);
    }
    const auto disc = hitmask::circle::try_make(p, r);
    if (!accepted(disc)) return;
    check.compare(c.obbs(), disc.value(), c, "obbs", text);
    check.compare(c.ellipses(), disc.value(), c, "ellipses", text);
    check.compare(c.capsules(), disc.value(), c, "capsules", text);
    const float graze = in.value(anchors);
    if (graze >= r && graze <= 1.8e19f) {
        check.compare_graze(c.obbs(), p, r, graze, c);
        check.compare_graze(c.ellipses(), p, r, graze, c);
        check.compare_graze(c.capsules(), p, r, graze, c);
    }
}

/// Sets of circles, rectangles and sectors made of fuzzer bytes against points and round
/// bullets, every form, both broad-phase paths.
template <class Check>
void sets_case(fuzz_input& in, Check& check)
{
    const std::size_t count = in.size(60);
    hitmask::shape_set<hitmask::circle> circles;
    hitmask::shape_set<hitmask::aabb> boxes;
    hitmask::shape_set<hitmask::sector> sectors;
    std::vector<float> anchors = {0.f, 1.f};
    for (std::size_t i = 0; i < count && !in.empty(); ++i) {
        const hitmask::vec2 a{in.value(anchors), in.value(anchors)};
        const float r = in.value({0.f, 1.f, 8.f, 40.f});
        anchors.push_back(a.x);
        anchors.push_back(a.y + r);
        if (const auto c = hitmask::circle::try_make(a, r)) circles.push_back(c.value());
        if (const auto b = hitmask::aabb::try_make(a, {a.x + r, a.y + r / 2})) boxes.push_back(b.value());
        if (const auto s = hitmask::sector::try_between(a, r, r * 3, r * 2)) sectors.push_back(s.value());
    }
    const columns c(in, in.size(1200), anchors);
    char text[160];
    describe(text, sizeof text, "shape sets", {static_cast<float>(circles.size()), static_cast<float>(boxes.size())});
    check.compare_sets(c.points(), circles, c, text);
    check.compare_sets(c.circles(), circles, c, text);
    check.compare_sets(c.points(), boxes, c, text);
    check.compare_sets(c.circles(), sectors, c, text);
}

/// Strided views (arrays of structs): interleaved x, y; x and y one array (stride 4); structs
/// of 12 to 48 bytes with the fields anywhere in them. Against circles and rectangles, and hit +
/// graze: every ISA against the reference, and the reference against the same elements in SoA.
template <class Check>
void strided_case(fuzz_input& in, Check& check)
{
    const unsigned mode = in.byte() % 3;
    const std::size_t floats = mode == 0 ? 2 : mode == 1 ? 1 : 3 + in.byte() % 10;
    std::size_t dx = 0, dy = mode == 0 ? 1 : 0, dr = 0;
    if (mode == 2) {
        dx = in.byte() % floats;
        dy = (dx + 1 + in.byte() % (floats - 1)) % floats;
        dr = in.byte() % floats;
        while (dr == dx || dr == dy)
            dr = (dr + 1) % floats;
    }
    const float cx = in.value({}), cy = in.value({}), r = in.value({0.f, 1.f, 5.f});
    const auto circle = hitmask::circle::try_make({cx, cy}, r);
    const auto box = hitmask::aabb::try_make({cx - r, cy - r}, {cx + r, cy + r});
    const std::vector<float> anchors = {cx, cy, cx + r, cx - r, cy + r, cy - r, r, 0.f};
    const columns c(in, in.size(300), anchors, 3);
    std::vector<float> structs(c.n * floats + 1, std::nanf(""));
    for (std::size_t i = 0; i < c.n; ++i) {
        structs[i * floats + dr] = c.col[2][i];
        structs[i * floats + dy] = c.col[1][i];
        structs[i * floats + dx] = c.col[0][i]; // stride 4: x wins, and the SoA twin is (x, x)
    }
    const std::size_t stride = floats * sizeof(float);
    const hitmask::strided_points_view points{structs.data() + dx, structs.data() + dy, c.n, stride};
    const hitmask::points_view soa_points{c.col[0], mode == 1 ? c.col[0] : c.col[1], c.n};
    char text[160];
    describe(text, sizeof text, "strided", {cx, cy, r, static_cast<float>(stride), static_cast<float>(dx),
                                            static_cast<float>(dy), static_cast<float>(dr)});
    if (accepted(circle)) check.compare_layouts(points, soa_points, circle.value(), c, "strided points", text);
    if (accepted(box)) check.compare_layouts(points, soa_points, box.value(), c, "strided points", text);
    if (mode == 2) {
        const hitmask::strided_circles_view discs{structs.data() + dx, structs.data() + dy, structs.data() + dr, c.n,
                                                  stride};
        if (accepted(circle)) check.compare_layouts(discs, c.circles(), circle.value(), c, "strided circles", text);
        if (accepted(box)) check.compare_layouts(discs, c.circles(), box.value(), c, "strided circles", text);
    }
    const float graze = in.value(anchors);
    if (accepted(circle) && graze >= r && graze <= 1.8e19f) check.compare_graze(points, {cx, cy}, r, graze, c);
}

} // namespace hitmask_fuzz

// The fuzz families, one per shape: family F has F_case above, a libFuzzer harness
// hitmask_fuzz_F, a seed corpus in corpus/F/ and a replay test. The fuzz CMakeLists, the
// replay test and the soak tool read this list (and the test command runs every harness built).
#define HITMASK_FUZZ_FAMILIES(X)                                                                                       \
    X(circle)                                                                                                          \
    X(aabb)                                                                                                            \
    X(sector)                                                                                                          \
    X(polygon)                                                                                                         \
    X(capsule)                                                                                                         \
    X(segment)                                                                                                         \
    X(obb)                                                                                                             \
    X(ellipse)                                                                                                         \
    X(oriented)                                                                                                        \
    X(sets)                                                                                                            \
    X(strided)
