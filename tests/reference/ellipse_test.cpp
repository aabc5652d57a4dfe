// The ellipse reference: its documented special cases (its model is in tests/kinds/ellipse.hpp).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

TEST(ellipse_reference, rotation_zero_is_the_axis_formula)
{
    // (dx * (1/rx))² + (dy * (1/ry))² <= 1 with the reciprocals rounded once, as documented
    const vec2 c{10, -5};
    const float rx = 8, ry = 3;
    const auto e = hitmask::ellipse::make(c, {rx, ry}, 0);
    const float ix = static_cast<float>(1.0 / rx), iy = static_cast<float>(1.0 / ry);
    std::vector<vec2> pts = with_ulp_neighbours({{18, -5}, {2, -5}, {10, -2}, {10, -8}});
    append(pts, random_points(4000, c, 10, 25));
    for (vec2 p : pts) {
        const float u = (p.x - c.x) * ix + (p.y - c.y) * 0.f, v = (p.x - c.x) * -0.f + (p.y - c.y) * iy;
        ASSERT_EQ(reference_hit(e, p), u * u + v * v <= 1.f) << p.x << ", " << p.y;
    }
    EXPECT_TRUE(reference_hit(e, {18, -5}));
    EXPECT_TRUE(reference_hit(e, {10, -2}));
    EXPECT_FALSE(reference_hit(e, {next_up(18.f), -5}));
}

} // namespace
