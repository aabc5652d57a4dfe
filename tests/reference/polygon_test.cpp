// The convex polygon and polygon references: both fill rules on self-intersecting outlines,
// inclusive edges, and either winding (their models are in tests/kinds/).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/shape_cases.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask_test::inf;
using hitmask_test::nan;

TEST(convex_polygon_reference, either_winding_gives_the_same_shape_with_inclusive_edges)
{
    const std::vector<vec2> ccw = {{0, 0}, {8, 0}, {8, 8}, {0, 8}};
    const std::vector<vec2> cw = {{0, 0}, {0, 8}, {8, 8}, {8, 0}};
    const auto a = hitmask::convex_polygon::make(ccw.data(), 4);
    const auto b = hitmask::convex_polygon::make(cw.data(), 4);
    std::vector<vec2> pts = with_ulp_neighbours(outline_seeds(ccw));
    append(pts, special_points({0, 8}));
    for (vec2 p : pts)
        ASSERT_EQ(reference_hit(a, p), reference_hit(b, p)) << p.x << ", " << p.y;
    for (vec2 p : {vec2{0, 0}, vec2{8, 8}, vec2{4, 0}, vec2{8, 3}, vec2{4, 4}})
        EXPECT_TRUE(reference_hit(a, p));
    for (vec2 p : {vec2{next_down(0.f), 4}, vec2{4, next_up(8.f)}})
        EXPECT_FALSE(reference_hit(a, p));
}

TEST(polygon_reference, fill_rules_differ_inside_a_pentagram)
{
    const auto cases = polygon_cases();
    const std::vector<vec2>& star = cases[3].vertices;
    const auto even_odd = hitmask::polygon::make(star.data(), star.size(), hitmask::fill_rule::even_odd);
    const auto non_zero = hitmask::polygon::make(star.data(), star.size(), hitmask::fill_rule::non_zero);
    EXPECT_FALSE(reference_hit(even_odd, {0, 0})); // the centre is wound twice
    EXPECT_TRUE(reference_hit(non_zero, {0, 0}));
    EXPECT_TRUE(reference_hit(even_odd, {0, 80})); // a point of the star is wound once
    EXPECT_TRUE(reference_hit(non_zero, {0, 80}));
    EXPECT_FALSE(reference_hit(non_zero, {0, 200}));
}

TEST(polygon_reference, points_on_edges_and_vertices_hit_under_both_rules)
{
    const std::vector<vec2> l_shape = {{0, 0}, {0, 6}, {2, 6}, {2, 2}, {6, 2}, {6, 0}};
    for (hitmask::fill_rule rule : {hitmask::fill_rule::even_odd, hitmask::fill_rule::non_zero}) {
        const auto poly = hitmask::polygon::make(l_shape.data(), l_shape.size(), rule);
        for (vec2 p : {vec2{0, 0}, vec2{0, 3}, vec2{2, 6}, vec2{2, 4}, vec2{4, 2}, vec2{6, 1}, vec2{3, 0}, vec2{1, 1}})
            EXPECT_TRUE(reference_hit(poly, p)) << p.x << ", " << p.y;
        for (vec2 p : {vec2{3, 3}, vec2{next_up(6.f), 1}, vec2{1, next_up(6.f)}, vec2{-1, 3}})
            EXPECT_FALSE(reference_hit(poly, p)) << p.x << ", " << p.y;
        for (vec2 p : {vec2{nan, 1}, vec2{1, nan}, vec2{inf, 1}, vec2{-inf, 1}, vec2{1, inf}})
            EXPECT_FALSE(reference_hit(poly, p));
    }
}

} // namespace
