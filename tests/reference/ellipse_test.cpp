// Ellipse reference: agreement with a double-precision model
// away from the boundary, and its documented special cases.
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/models.hpp"
#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;
using model::d;

TEST(ellipse_reference, agrees_with_double_precision)
{
    for (const oriented_case& c : oriented_cases()) {
        const auto shape = hitmask::ellipse::make(c.center, c.size, c.rotation);
        const double cs = std::cos(c.rotation), sn = std::sin(c.rotation);
        for (vec2 p : random_points(10000, c.center, 1.5f * (c.size.x + c.size.y), 24)) {
            const double qx = double(p.x) - c.center.x, qy = double(p.y) - c.center.y;
            const double u = (qx * cs + qy * sn) / c.size.x, v = (-qx * sn + qy * cs) / c.size.y;
            const double s = u * u + v * v;
            if (std::fabs(s - 1) <= 1e-4) continue;
            ASSERT_EQ(reference_hit(shape, p), s <= 1) << c.name;
        }
    }
}

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
