// The rotated rectangle reference: its documented special cases (its model is in
// tests/kinds/obb.hpp).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

TEST(obb_reference, rotation_zero_is_the_axis_aligned_box)
{
    // exactly representable corners: the two formulas agree on every point, edges included
    const auto box = hitmask::aabb::make({-8, -3}, {8, 3});
    const auto rotated = hitmask::obb::make({0, 0}, {8, 3}, 0);
    std::vector<vec2> pts = with_ulp_neighbours(std::vector<vec2>{{-8, -3}, {8, 3}, {8, 0}, {0, 3}, {-8, 1.5f}});
    append(pts, random_points(4000, {0, 0}, 12, 23));
    append(pts, special_points({8, 3, -8, -3}));
    for (vec2 p : pts)
        ASSERT_EQ(reference_hit(rotated, p), reference_hit(box, p)) << p.x << ", " << p.y;
    // a quarter turn swaps the extents exactly
    const auto quarter = hitmask::obb::make({0, 0}, {3, 8}, hitmask::radians(90));
    for (vec2 p : pts)
        ASSERT_EQ(reference_hit(quarter, p), reference_hit(box, p)) << p.x << ", " << p.y;
}

} // namespace
