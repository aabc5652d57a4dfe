// The circle reference: its documented boundary rules (its model is in tests/kinds/circle.hpp).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::circle;
using hitmask_test::inf;
using hitmask_test::nan;

TEST(circle_reference, rim_is_inclusive)
{
    const circle c = circle::make({0, 0}, 5);
    EXPECT_TRUE(reference_hit(c, {5, 0}));
    EXPECT_TRUE(reference_hit(c, {0, -5}));
    EXPECT_TRUE(reference_hit(c, {3, 4})); // 9 + 16 = 25 exactly
    EXPECT_FALSE(reference_hit(c, {next_up(5.f), 0}));
    EXPECT_FALSE(reference_hit(c, {3, next_up(4.f)}));
    EXPECT_TRUE(reference_hit(c, {next_down(5.f), 0}));
}

TEST(circle_reference, zero_radius_hits_only_the_centre)
{
    const circle c = circle::make({3, 4}, 0);
    EXPECT_TRUE(reference_hit(c, {3, 4}));
    EXPECT_FALSE(reference_hit(c, {next_up(3.f), 4}));
    EXPECT_FALSE(reference_hit(c, {3, next_down(4.f)}));
}

TEST(circle_reference, nan_never_hits_and_infinity_is_outside)
{
    const circle c = circle::make({0, 0}, 1e19f);
    for (vec2 p : {vec2{nan, 0}, vec2{0, nan}, vec2{nan, nan}, vec2{inf, 0}, vec2{0, -inf}, vec2{inf, inf}})
        EXPECT_FALSE(reference_hit(c, p)) << p.x << "," << p.y;
}

} // namespace
