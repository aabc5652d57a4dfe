// Capsule reference: agreement with a double-precision model
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

} // namespace
