// The fuzz family "sweep": hitmask_fuzz_sweep, its seed corpus corpus/sweep/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Shapes made of fuzzer bytes (which the factories may refuse: they must say why) against
/// moving points, discs and 3D points whose columns are fuzzer values (NaN, infinities, huge
/// and tiny values, the shapes' own coordinates and their ulp neighbours): sweep on every pair
/// of sweep_queries but the polygons', and sweep_first over sets of the same bytes on both paths.
template <class Check>
void sweep_case(fuzz_input& in, Check& check)
{
    const auto [a, b] = ends_from(in);
    const float r = in.value({0.f, 1.f, 4.f});
    const float z = in.value({0.f}), rotation = in.value({0.f, 0.5f, 1.234f});
    const std::vector<float> anchors = {a.x, a.y, b.x, b.y, a.x + r, a.y - r, z, r, 0.f, 1.f};
    const columns c(in, in.size(300), anchors, 6);
    char text[200];
    describe(text, sizeof text, "sweep", {a.x, a.y, b.x, b.y, r, z, rotation});
    const hitmask::vec2 lo{a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y};
    const hitmask::vec2 hi{a.x < b.x ? b.x : a.x, a.y < b.y ? b.y : a.y};
    const auto circle = hitmask::circle::try_make(a, r);
    const auto box = hitmask::aabb::try_make(lo, hi);
    const auto capsule = hitmask::capsule::try_make(a, b, r);
    const auto obb = hitmask::obb::try_make(a, {r, b.x - a.x}, rotation);
    const auto wall = hitmask::segment::try_make(a, b);
    const hitmask::vec2 tri[3] = {a, b, {a.x, b.y + r}};
    const auto convex = hitmask::convex_polygon::try_make(tri, 3);
    const auto ball = hitmask::sphere::try_make({a.x, a.y, z}, r);
    const auto box3 = hitmask::aabb3::try_make({lo.x, lo.y, z}, {hi.x, hi.y, z + r});
    const auto capsule3 = hitmask::capsule3::try_make({a.x, a.y, z}, {b.x, b.y, -z}, r);
    const auto both = [&](const auto& shape) {
        check.compare_sweep(c.segments(), shape, c, text);
        check.compare_sweep(c.capsules(), shape, c, text);
    };
    if (accepted(circle)) both(circle.value());
    if (accepted(box)) both(box.value());
    if (accepted(capsule)) both(capsule.value());
    if (accepted(obb)) both(obb.value());
    if (accepted(wall)) both(wall.value());
    if (accepted(convex)) both(convex.value());
    if (accepted(ball)) check.compare_sweep(c.segments3(), ball.value(), c, text);
    if (accepted(box3)) check.compare_sweep(c.segments3(), box3.value(), c, text);
    if (accepted(capsule3)) check.compare_sweep(c.segments3(), capsule3.value(), c, text);
    // sets of up to 40 shapes along the line from a to b (the grid path starts at 24)
    hitmask::shape_set<hitmask::aabb> boxes;
    hitmask::shape_set<hitmask::circle> circles;
    hitmask::shape_set<hitmask::capsule> capsules;
    hitmask::shape_set<hitmask::obb> obbs;
    hitmask::shape_set<hitmask::sphere> balls;
    const std::size_t count = in.size(40);
    for (std::size_t k = 0; k < count; ++k) {
        const float t = static_cast<float>(k) / 8.f, s = in.value({0.f, r, 2.f});
        const hitmask::vec2 p{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
        if (const auto m = hitmask::aabb::try_make(p, {p.x + s, p.y + s})) boxes.push_back(m.value());
        if (const auto m = hitmask::circle::try_make(p, s)) circles.push_back(m.value());
        if (const auto m = hitmask::capsule::try_make(p, {p.x + s, p.y - s}, s / 2)) capsules.push_back(m.value());
        if (const auto m = hitmask::obb::try_make(p, {s, s / 2}, rotation)) obbs.push_back(m.value());
        if (const auto m = hitmask::sphere::try_make({p.x, p.y, z}, s)) balls.push_back(m.value());
    }
    check.compare_sweep_first(c.segments(), boxes, c, text);
    check.compare_sweep_first(c.capsules(), circles, c, text);
    check.compare_sweep_first(c.segments(), capsules, c, text);
    check.compare_sweep_first(c.capsules(), obbs, c, text);
    check.compare_sweep_first(c.segments3(), balls, c, text);
}

} // namespace hitmask_fuzz
