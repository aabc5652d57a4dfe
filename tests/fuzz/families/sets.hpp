// The fuzz family "sets": hitmask_fuzz_sets, its seed corpus corpus/sets/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Sets of circles, rectangles, rotated boxes and sectors made of fuzzer bytes against points,
/// round bullets and shots (rotated boxes, capsules), and of spheres and cones against spheres
/// and 3D points, every form, both broad-phase paths.
template <class Check>
void sets_case(fuzz_input& in, Check& check)
{
    const std::size_t count = in.size(60);
    hitmask::shape_set<hitmask::circle> circles;
    hitmask::shape_set<hitmask::aabb> boxes;
    hitmask::shape_set<hitmask::sector> sectors;
    hitmask::shape_set<hitmask::obb> rotated;
    hitmask::shape_set<hitmask::sphere> spheres; // 3D: the same bytes, z from the radius
    hitmask::shape_set<hitmask::cone> cones;
    std::vector<float> anchors = {0.f, 1.f};
    for (std::size_t i = 0; i < count && !in.empty(); ++i) {
        const hitmask::vec2 a{in.value(anchors), in.value(anchors)};
        const float r = in.value({0.f, 1.f, 8.f, 40.f});
        anchors.push_back(a.x);
        anchors.push_back(a.y + r);
        if (const auto c = hitmask::circle::try_make(a, r)) circles.push_back(c.value());
        if (const auto b = hitmask::aabb::try_make(a, {a.x + r, a.y + r / 2})) boxes.push_back(b.value());
        if (const auto o = hitmask::obb::try_make(a, {r, r / 2}, r)) rotated.push_back(o.value());
        if (const auto s = hitmask::sector::try_between(a, r, r * 3, r * 2)) sectors.push_back(s.value());
        if (const auto b = hitmask::sphere::try_make({a.x, a.y, r}, r)) spheres.push_back(b.value());
        if (const auto k = hitmask::cone::try_make({a.x, a.y, -r}, {1.f, r, 1.f}, r + 0.5f, r * 2)) cones.push_back(k.value());
    }
    const columns c(in, in.size(1200), anchors);
    char text[160];
    describe(text, sizeof text, "shape sets", {static_cast<float>(circles.size()), static_cast<float>(boxes.size())});
    check.compare_sets(c.points(), circles, c, text);
    check.compare_sets(c.circles(), circles, c, text);
    check.compare_sets(c.points(), boxes, c, text);
    check.compare_sets(c.circles(), sectors, c, text);
    check.compare_sets(c.obbs(), boxes, c, text);
    check.compare_sets(c.obbs(), rotated, c, text);
    check.compare_sets(c.capsules(), boxes, c, text);
    check.compare_sets(c.capsules(), rotated, c, text);
    check.compare_sets(c.spheres(), spheres, c, text);
    check.compare_sets(c.points3(), cones, c, text);
}

} // namespace hitmask_fuzz
