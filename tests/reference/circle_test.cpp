// The circle reference: its documented boundary rules, and agreement with a double-precision
// computation wherever float rounding cannot decide.
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"

namespace {

using namespace hitmask_test;
using hitmask::circle;

const float inf = std::numeric_limits<float>::infinity();
const float nan = std::numeric_limits<float>::quiet_NaN();

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

TEST(circle_reference, agrees_with_double_precision_away_from_the_rim)
{
    const circle shapes[] = {circle::make({0, 0}, 5), circle::make({100.3f, -20.7f}, 13.37f),
                             circle::make({-1e4f, 3e3f}, 250.f)};
    int decided = 0;
    for (const circle& c : shapes) {
        const double cx = c.center().x, cy = c.center().y, r = c.radius();
        for (vec2 p : random_points(20000, c.center(), 2 * c.radius(), 7)) {
            const double dx = p.x - cx, dy = p.y - cy;
            const double d2 = dx * dx + dy * dy, r2 = r * r;
            if (std::fabs(d2 - r2) <= 1e-5 * (d2 + r2)) continue; // within rounding of the rim
            EXPECT_EQ(reference_hit(c, p), d2 < r2) << p.x << "," << p.y;
            ++decided;
        }
    }
    EXPECT_GT(decided, 59000);
}

} // namespace
