// Rotated rectangle reference: agreement with a double-precision model
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

TEST(obb_reference, agrees_with_double_precision)
{
    for (const oriented_case& c : oriented_cases()) {
        const auto shape = hitmask::obb::make(c.center, c.size, c.rotation);
        const double cs = std::cos(c.rotation), sn = std::sin(c.rotation);
        for (vec2 p : random_points(10000, c.center, 1.5f * (c.size.x + c.size.y), 22)) {
            const double qx = double(p.x) - c.center.x, qy = double(p.y) - c.center.y;
            const double u = std::fabs(qx * cs + qy * sn), v = std::fabs(-qx * sn + qy * cs);
            const double eps = 1e-5 * (c.size.x + c.size.y + std::fabs(c.center.x) + std::fabs(c.center.y));
            if (std::fabs(u - c.size.x) <= eps || std::fabs(v - c.size.y) <= eps) continue;
            ASSERT_EQ(reference_hit(shape, p), u <= c.size.x && v <= c.size.y) << c.name;
        }
    }
}

TEST(obb_reference, rotation_zero_is_the_axis_aligned_box)
{
    // exactly representable corners: the two formulas agree on every point, edges included
    const auto box = hitmask::aabb::make({-8, -3}, {8, 3});
    const auto rotated = hitmask::obb::make({0, 0}, {8, 3}, 0);
    std::vector<vec2> pts = with_ulp_neighbours({{-8, -3}, {8, 3}, {8, 0}, {0, 3}, {-8, 1.5f}});
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
