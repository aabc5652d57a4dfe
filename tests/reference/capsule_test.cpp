// The capsule reference: its documented special cases (its model is in tests/kinds/capsule.hpp).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

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
