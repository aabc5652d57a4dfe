// Shape factories: every kind of bad parameter is refused with a message naming the field and
// the value, by the throwing form and by the non-throwing try_ form alike.
#include <cmath>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "../support/refusal.hpp"
#include "../support/special_floats.hpp"

namespace {

using hitmask::aabb;
using hitmask::circle;
using hitmask::radians;
using hitmask::sector;
using hitmask::vec2;
using hitmask_test::inf;
using hitmask_test::nan;

TEST(circle_factory, refuses_bad_parameters)
{
    EXPECT_REFUSED(circle, make, "circle: center.x must be finite, got nan", vec2{nan, 0}, 1.f);
    EXPECT_REFUSED(circle, make, "circle: center.y must be finite, got inf", vec2{0, inf}, 1.f);
    EXPECT_REFUSED(circle, make, "circle: radius must be >= 0, got -1", vec2{0, 0}, -1.f);
    EXPECT_REFUSED(circle, make, "circle: radius must be >= 0, got nan", vec2{0, 0}, nan);
    EXPECT_REFUSED(circle, make, "circle: radius must be finite, got inf", vec2{0, 0}, inf);
    EXPECT_REFUSED(circle, make, "circle: radius must be <= 1.8e19", vec2{0, 0}, 2e19f);
}

TEST(circle_factory, accepts_good_parameters)
{
    const circle c = circle::make({1, 2}, 0);
    EXPECT_EQ(c.center().x, 1.f);
    EXPECT_EQ(c.radius(), 0.f);
    EXPECT_TRUE(circle::try_make({-1e30f, 1e30f}, 1e19f).ok());
    EXPECT_STREQ(circle::try_make({0, 0}, 1).error(), "");
}

TEST(aabb_factory, refuses_bad_parameters)
{
    EXPECT_REFUSED(aabb, make, "aabb: min.x must be finite, got nan", vec2{nan, 0}, vec2{1, 1});
    EXPECT_REFUSED(aabb, make, "aabb: max.y must be finite, got -inf", vec2{0, 0}, vec2{1, -inf});
    EXPECT_REFUSED(aabb, make, "aabb: min.x must be <= max.x (1), got 2", vec2{2, 0}, vec2{1, 1});
    EXPECT_REFUSED(aabb, make, "aabb: min.y must be <= max.y (-5), got 0", vec2{0, 0}, vec2{1, -5});
}

TEST(sector_factory, facing_refuses_bad_parameters)
{
    EXPECT_REFUSED(sector, facing, "sector::facing: apex.x must be finite, got nan", vec2{nan, 0}, vec2{1, 0}, 1.f,
                   1.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: direction must be non-zero", vec2{0, 0}, vec2{0, 0}, 1.f, 1.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: direction.y must be finite, got nan", vec2{0, 0}, vec2{1, nan}, 1.f,
                   1.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: fov must be > 0 radians, got 0", vec2{0, 0}, vec2{1, 0}, 0.f, 1.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: fov must be > 0 radians, got -1", vec2{0, 0}, vec2{1, 0}, -1.f,
                   1.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: fov must be > 0 radians, got nan", vec2{0, 0}, vec2{1, 0}, nan,
                   1.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: range must be >= 0, got -2", vec2{0, 0}, vec2{1, 0}, 1.f, -2.f);
    EXPECT_REFUSED(sector, facing, "sector::facing: range must be >= 0, got nan", vec2{0, 0}, vec2{1, 0}, 1.f, nan);
}

TEST(sector_factory, between_refuses_bad_parameters)
{
    EXPECT_REFUSED(sector, between, "sector::between: apex.y must be finite, got inf", vec2{0, inf}, 0.f, 1.f, 1.f);
    EXPECT_REFUSED(sector, between, "sector::between: start must be finite, got nan", vec2{0, 0}, nan, 1.f, 1.f);
    EXPECT_REFUSED(sector, between, "sector::between: end must be finite, got inf", vec2{0, 0}, 0.f, inf, 1.f);
    EXPECT_REFUSED(sector, between, "sector::between: range must be >= 0, got -inf", vec2{0, 0}, 0.f, 1.f, -inf);
}

TEST(sector_factory, refuses_a_finite_range_whose_square_overflows)
{
    // range² = inf would let a point at infinity pass |v|² <= range²
    EXPECT_REFUSED(sector, facing,
                   "sector::facing: range must be +inf or <= 1.8e19 (range*range must be finite), got 1.00000002e+20",
                   vec2{0, 0}, vec2{1, 0}, 1.f, 1e20f);
    EXPECT_REFUSED(sector, between, "sector::between: range must be +inf or <= 1.8e19", vec2{0, 0}, 0.f, 1.f, 1e20f);
    EXPECT_TRUE(sector::try_facing({0, 0}, {1, 0}, 1, 1e19f).ok());
}

TEST(sector_factory, accepts_infinite_range_and_zero_range)
{
    EXPECT_TRUE(sector::try_facing({0, 0}, {1, 0}, radians(90), inf).ok());
    EXPECT_TRUE(sector::try_between({0, 0}, 0, 1, 0).ok());
    EXPECT_EQ(sector::facing({0, 0}, {3, 4}, 1, inf).range(), inf);
}

TEST(angles, radians_and_degrees_round_trip)
{
    EXPECT_EQ(radians(180.f), 3.14159274f);
    EXPECT_EQ(radians(360.f), 6.28318548f); // the float nearest 2π
    EXPECT_EQ(hitmask::degrees(radians(90.f)), 90.f);
}

} // namespace
