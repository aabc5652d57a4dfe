// Factories of the capsule, segment, rotated rectangle, ellipse and polygons: every kind of bad
// parameter is refused with a message naming the field (or the vertex) and the value, by the
// throwing and the try_ forms alike.
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "../support/refusal.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask;
using hitmask_test::expect_refused;
using hitmask_test::inf;
using hitmask_test::nan;

TEST(capsule_factory, refuses_bad_parameters)
{
    EXPECT_REFUSED(capsule, make, "capsule: a.x must be finite, got nan", vec2{nan, 0}, vec2{1, 1}, 1.f);
    EXPECT_REFUSED(capsule, make, "capsule: b.y must be finite, got inf", vec2{0, 0}, vec2{1, inf}, 1.f);
    EXPECT_REFUSED(capsule, make, "capsule: radius must be >= 0, got -2", vec2{0, 0}, vec2{1, 1}, -2.f);
    EXPECT_REFUSED(capsule, make, "capsule: radius must be finite, got inf", vec2{0, 0}, vec2{1, 1}, inf);
    EXPECT_REFUSED(capsule, make, "capsule: b is too far from a", vec2{-3e38f, 0}, vec2{3e38f, 0}, 1.f);
    EXPECT_REFUSED(capsule, make, "capsule: radius is too large for this length (r²·|b-a|² overflows), got 9.99999998e+18",
                   vec2{0, 0}, vec2{10, 0}, 1e19f);
    EXPECT_TRUE(capsule::try_make({1, 1}, {1, 1}, 0).ok());
}

TEST(segment_factory, refuses_bad_parameters)
{
    EXPECT_REFUSED(segment, make, "segment: a.y must be finite, got nan", vec2{0, nan}, vec2{1, 1});
    EXPECT_REFUSED(segment, make, "segment: b.x must be finite, got -inf", vec2{0, 0}, vec2{-inf, 1});
    EXPECT_REFUSED(segment, make, "segment: b is too far from a (b-a overflows)", vec2{-3e38f, 0}, vec2{3e38f, 0});
    EXPECT_TRUE(segment::try_make({2, 2}, {2, 2}).ok());
}

TEST(obb_factory, refuses_bad_parameters)
{
    EXPECT_REFUSED(obb, make, "obb: center.x must be finite, got inf", vec2{inf, 0}, vec2{1, 1}, 0.f);
    EXPECT_REFUSED(obb, make, "obb: half_extents.y must be >= 0, got -1", vec2{0, 0}, vec2{1, -1}, 0.f);
    EXPECT_REFUSED(obb, make, "obb: half_extents.x must be >= 0, got nan", vec2{0, 0}, vec2{nan, 1}, 0.f);
    EXPECT_REFUSED(obb, make, "obb: rotation must be finite, got nan", vec2{0, 0}, vec2{1, 1}, nan);
}

TEST(ellipse_factory, refuses_bad_parameters)
{
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.x must be > 0, got 0", vec2{0, 0}, vec2{0, 1}, 0.f);
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.y must be > 0, got -3", vec2{0, 0}, vec2{1, -3}, 0.f);
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.x must be finite, got inf", vec2{0, 0}, vec2{inf, 1}, 0.f);
    EXPECT_REFUSED(ellipse, make, "ellipse: rotation must be finite, got inf", vec2{0, 0}, vec2{1, 1}, inf);
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.x is too small", vec2{0, 0}, vec2{1e-45f, 1}, 0.f);
    // the disc test's constants: (rx² - ry²) / rx and (ry² - rx²) / ry must fit a float
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.x is too far from radii.y ((rx² - ry²) / rx overflows), got 1", vec2{0, 0},
                   vec2{1, 1e20f}, 0.f);
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.y is too far from radii.x ((ry² - rx²) / ry overflows), got 1", vec2{0, 0},
                   vec2{1e20f, 1}, 0.f);
    EXPECT_REFUSED(ellipse, make, "ellipse: radii.x is too far from radii.y", vec2{0, 0}, vec2{1e-30f, 1e5f}, 0.f);
    // 1e19 against 1 is accepted: (1 - 1e38) / 1 fits a float
    EXPECT_TRUE(ellipse::try_make({0, 0}, {1e19f, 1}, 0.3f).ok());
    EXPECT_TRUE(ellipse::try_make({0, 0}, {1, 1e19f}, 0.3f).ok());
}

TEST(convex_polygon_factory, names_the_vertex_at_fault)
{
    const vec2 two[2] = {{0, 0}, {1, 0}};
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: needs at least 3 vertices, got 2", two, 2);
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: vertices is null but count is 3", nullptr, 3);
    const vec2 bad[3] = {{0, 0}, {1, nan}, {0, 1}};
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: vertex 1 must be finite, got (1, nan)", bad, 3);
    const vec2 line[4] = {{0, 0}, {1, 1}, {2, 2}, {3, 3}};
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: all 4 vertices lie on one line", line, 4);
    const vec2 dent[5] = {{0, 0}, {10, 0}, {10, 10}, {5, 3}, {0, 10}};
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: vertex 3 (5, 3) turns against the winding", dent, 5);
    std::vector<vec2> pentagram;
    for (int i = 0; i < 5; ++i)
        pentagram.push_back(
            {static_cast<float>(std::cos(i * 4 * M_PI / 5)), static_cast<float>(std::sin(i * 4 * M_PI / 5))});
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: the outline winds around 2 times", pentagram.data(), 5);
}

TEST(polygon_factories, refuse_edges_that_overflow_float)
{
    // finite vertices whose differences overflow: the edge tests would compare infinities
    const vec2 huge[3] = {{-3e38f, 0}, {3e38f, 0}, {0, 3e38f}};
    EXPECT_REFUSED(convex_polygon, make, "convex_polygon: edge 0 from vertex (-3.00000001e+38, 0) overflows float", huge, 3);
    expect_refused([&] { polygon::make(huge, 3, fill_rule::even_odd); },
                   polygon::try_make(huge, 3, fill_rule::even_odd),
                   "polygon: edge 0 from vertex (-3.00000001e+38, 0) overflows float");
    // e × v overflows although the edges do not
    const vec2 far[3] = {{1e30f, 1e30f}, {1e30f + 1e23f, 1e30f}, {1e30f, 1e30f + 1e23f}};
    EXPECT_FALSE(convex_polygon::try_make(far, 3).ok());
}

TEST(polygon_factory, refuses_bad_parameters)
{
    const vec2 two[2] = {{0, 0}, {1, 0}};
    expect_refused([&] { polygon::make(two, 2, fill_rule::even_odd); }, polygon::try_make(two, 2, fill_rule::even_odd),
                   "polygon: needs at least 3 vertices, got 2");
    const vec2 bad[3] = {{0, 0}, {1, 1}, {inf, 1}};
    expect_refused([&] { polygon::make(bad, 3, fill_rule::non_zero); }, polygon::try_make(bad, 3, fill_rule::non_zero),
                   "polygon: vertex 2 must be finite, got (inf, 1)");
    const vec2 bow_tie[4] = {{0, 0}, {10, 10}, {10, 0}, {0, 10}};
    EXPECT_TRUE(polygon::try_make(bow_tie, 4, fill_rule::even_odd).ok()); // self-intersecting is fine
}

TEST(graze_arguments, are_checked)
{
    const float x[1] = {0}, y[1] = {0};
    bitmask hit(1), graze(1), small(0);
    const points_view v{x, y, 1};
    const auto expect_message = [](auto f, const std::string& needle) {
        try {
            f();
            ADD_FAILURE() << "no exception; expected " << needle;
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
        }
    };
    expect_message(
        [&] {
            test_hit_graze(v, {0, 0}, -1, 5, hit, graze);
        },
        "test_hit_graze: hit_radius must be >= 0 and <= 1.8e19, got -1");
    expect_message(
        [&] {
            test_hit_graze(v, {0, 0}, 5, 4, hit, graze);
        },
        "test_hit_graze: graze_radius must be >= hit_radius (5) and <= 1.8e19, got 4");
    expect_message([&] { test_hit_graze(v, {nan, 0}, 1, 4, hit, graze); }, "test_hit_graze: center must be finite");
    expect_message(
        [&] {
            test_hit_graze(v, {0, 0}, 1, 4, hit, small);
        },
        "test_hit_graze: the graze bitmask holds 0 bits but the view's size is 1");
    expect_message([&] { test_hit_graze(v, {0, 0}, 1, 4, hit, hit); }, "hit and graze must be different bitmasks");
    expect_message(
        [&] {
            test_hit_graze(circles_view{x, y, nullptr, 1}, {0, 0}, 1, 4, hit, graze);
        },
        "test_hit_graze: circles.r is null but the view's size is 1");
    expect_message(
        [&] {
            count(segments_view{x, y, x, nullptr, 1}, circle::make({0, 0}, 1));
        },
        "count: segments.y1 is null but the view's size is 1");
}

} // namespace
