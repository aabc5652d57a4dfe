// Capsule, rotated rectangle and ellipse references: agreement with double-precision models
// away from the boundary, and their documented special cases.
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

TEST(capsule_reference, agrees_with_double_precision)
{
    for (const capsule_case& c : capsule_cases()) {
        const auto shape = hitmask::capsule::make(c.a, c.b, c.r);
        const vec2 mid{(c.a.x + c.b.x) / 2, (c.a.y + c.b.y) / 2};
        const float half = std::fabs(c.b.x - c.a.x) + std::fabs(c.b.y - c.a.y) + 2 * c.r + 1;
        int decided = 0;
        for (vec2 p : random_points(10000, mid, half, 21)) {
            const double dist = model::distance_to_segment(d(p), d(c.a), d(c.b));
            if (std::fabs(dist - c.r) <= 1e-4 * (c.r + half)) continue;
            ASSERT_EQ(reference_hit(shape, p), dist <= c.r) << c.name << " (" << p.x << ", " << p.y << ")";
            ++decided;
        }
        EXPECT_GT(decided, 9000) << c.name;
    }
}

TEST(capsule_reference, equal_ends_make_exactly_a_circle)
{
    const auto cap = hitmask::capsule::make({4, 4}, {4, 4}, 4);
    const auto circ = hitmask::circle::make({4, 4}, 4);
    std::vector<vec2> pts = with_ulp_neighbours(ring({4, 4}, 4, 64, 0.1));
    append(pts, special_points({4, 8, 0}));
    for (vec2 p : pts)
        ASSERT_EQ(reference_hit(cap, p), reference_hit(circ, p)) << p.x << ", " << p.y;
}

TEST(capsule_reference, boundary_is_inclusive)
{
    const auto cap = hitmask::capsule::make({0, 0}, {100, 0}, 5);
    EXPECT_TRUE(reference_hit(cap, {50, 5}));
    EXPECT_TRUE(reference_hit(cap, {-5, 0}));
    EXPECT_TRUE(reference_hit(cap, {105, 0}));
    EXPECT_FALSE(reference_hit(cap, {50, next_up(5.f)}));
    EXPECT_FALSE(reference_hit(cap, {next_up(105.f), 0}));
    EXPECT_FALSE(reference_hit(cap, {std::numeric_limits<float>::quiet_NaN(), 0}));
    EXPECT_FALSE(reference_hit(cap, {std::numeric_limits<float>::infinity(), 0}));
}

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
