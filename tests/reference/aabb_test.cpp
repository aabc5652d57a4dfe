// The rectangle reference: inclusive edges and corners, negative zero, NaN and infinity, and a
// zero-width rectangle (its model is in tests/kinds/aabb.hpp).
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::aabb;
using hitmask_test::inf;
using hitmask_test::nan;

TEST(aabb_reference, edges_and_corners_are_inclusive)
{
    const aabb b = aabb::make({-3, -2}, {5, 7});
    for (vec2 p : {vec2{-3, -2}, vec2{5, 7}, vec2{-3, 7}, vec2{5, -2}, vec2{0, -2}, vec2{5, 0}})
        EXPECT_TRUE(reference_hit(b, p)) << p.x << "," << p.y;
    for (vec2 p : {vec2{next_down(-3.f), 0}, vec2{next_up(5.f), 0}, vec2{0, next_down(-2.f)}, vec2{0, next_up(7.f)},
                   vec2{next_up(5.f), next_up(7.f)}})
        EXPECT_FALSE(reference_hit(b, p)) << p.x << "," << p.y;
}

TEST(aabb_reference, negative_zero_is_on_a_zero_edge)
{
    const aabb b = aabb::make({0, 0}, {1, 1});
    EXPECT_TRUE(reference_hit(b, {-0.f, -0.f}));
}

TEST(aabb_reference, nan_and_infinity_miss)
{
    const aabb b = aabb::make({-1e30f, -1e30f}, {1e30f, 1e30f});
    for (vec2 p : {vec2{nan, 0}, vec2{0, nan}, vec2{inf, 0}, vec2{-inf, 0}, vec2{0, inf}})
        EXPECT_FALSE(reference_hit(b, p));
}

TEST(aabb_reference, degenerate_rectangle_is_a_segment)
{
    const aabb b = aabb::make({2, 2}, {2, 9});
    EXPECT_TRUE(reference_hit(b, {2, 5}));
    EXPECT_FALSE(reference_hit(b, {next_up(2.f), 5}));
}

} // namespace
