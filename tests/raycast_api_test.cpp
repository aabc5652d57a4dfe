// Ray casts' arguments: the factories refuse bad rays naming the field and the value, queries
// refuse bad outputs, null columns and bad ranges, and nothing is written out of bounds
// (guard pages); the stored direction is unit and the same bits everywhere.
#include <cmath>
#include <cstring>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "support/guarded_memory.hpp"
#include "support/refusal.hpp"
#include "support/special_floats.hpp"

namespace {

using hitmask::bitmask;
using hitmask::ray;
using hitmask::ray3;
using hitmask_test::expect_invalid;
using hitmask_test::inf;
using hitmask_test::nan;

TEST(ray_factory, refuses_bad_rays_naming_field_and_value)
{
    EXPECT_STREQ(ray::try_make({nan, 0.f}, {1.f, 0.f}, 1.f).error(), "ray: origin.x must be finite, got nan");
    EXPECT_STREQ(ray::try_make({0.f, inf}, {1.f, 0.f}, 1.f).error(), "ray: origin.y must be finite, got inf");
    EXPECT_STREQ(ray::try_make({0.f, 0.f}, {0.f, -0.f}, 1.f).error(), "ray: direction must not be (0, 0)");
    EXPECT_STREQ(ray::try_make({0.f, 0.f}, {nan, 1.f}, 1.f).error(), "ray: direction.x must be finite, got nan");
    EXPECT_STREQ(ray::try_make({0.f, 0.f}, {1.f, -inf}, 1.f).error(), "ray: direction.y must be finite, got -inf");
    EXPECT_STREQ(ray::try_make({0.f, 0.f}, {1.f, 0.f}, -1.f).error(), "ray: max_distance must be >= 0, got -1");
    EXPECT_STREQ(ray::try_make({0.f, 0.f}, {1.f, 0.f}, nan).error(), "ray: max_distance must be >= 0, got nan");
    EXPECT_STREQ(ray3::try_make({0.f, 0.f, nan}, {1.f, 0.f, 0.f}, 1.f).error(),
                 "ray3: origin.z must be finite, got nan");
    EXPECT_STREQ(ray3::try_make({0.f, 0.f, 0.f}, {0.f, 0.f, 0.f}, 1.f).error(),
                 "ray3: direction must not be (0, 0, 0)");
    EXPECT_STREQ(ray3::try_make({0.f, 0.f, 0.f}, {0.f, 0.f, inf}, 1.f).error(),
                 "ray3: direction.z must be finite, got inf");
    EXPECT_STREQ(ray3::try_make({0.f, 0.f, 0.f}, {0.f, 0.f, 1.f}, -0.5f).error(),
                 "ray3: max_distance must be >= 0, got -0.5");
    expect_invalid([] { ray::make({0.f, 0.f}, {0.f, 0.f}, 1.f); }, "ray: direction must not be (0, 0)");
    expect_invalid([] { ray3::make({0.f, 0.f, 0.f}, {1.f, 0.f, 0.f}, -1.f); }, "ray3: max_distance must be >= 0");
}

TEST(ray_factory, stores_the_unit_direction_rounded_once)
{
    const ray r = ray::make({1.f, 2.f}, {3.f, 4.f}, inf);
    EXPECT_EQ(r.direction().x, 0.6f);
    EXPECT_EQ(r.direction().y, 0.8f);
    EXPECT_EQ(r.max_distance(), inf);
    EXPECT_EQ(r.origin().x, 1.f);
    // tiny and huge directions normalise as well (the squares are taken in double)
    EXPECT_EQ(ray::make({0.f, 0.f}, {1e-45f, 0.f}, 0.f).direction().x, 1.f);
    EXPECT_EQ(ray::make({0.f, 0.f}, {-3e38f, 0.f}, 0.f).direction().x, -1.f);
    EXPECT_TRUE(std::signbit(ray::make({0.f, 0.f}, {-0.f, 2.f}, 0.f).direction().x));
    const ray3 r3 = ray3::make({0.f, 0.f, 0.f}, {2.f, 3.f, 6.f}, 5.f);
    EXPECT_EQ(r3.direction().x, static_cast<float>(2.0 / 7.0));
    EXPECT_EQ(r3.direction().z, static_cast<float>(6.0 / 7.0));
}

TEST(raycast_arguments, bad_outputs_and_columns_are_refused)
{
    const float xs[3] = {0, 1, 2};
    const ray r = ray::make({0.f, 0.f}, {1.f, 0.f}, 10.f);
    bitmask small(2), ok(3);
    expect_invalid([&] { hitmask::raycast(hitmask::circles_view{xs, xs, xs, 3}, r, small, nullptr); },
                   "raycast: the hits bitmask holds 2 bits but the view's size is 3");
    expect_invalid([&] { hitmask::raycast(hitmask::circles_view{xs, nullptr, xs, 3}, r, ok, nullptr); },
                   "raycast: circles.y is null but the view's size is 3");
    expect_invalid([&] { hitmask::raycast_closest(hitmask::capsules_view{xs, xs, xs, xs, nullptr, 3}, r); },
                   "raycast_closest: capsules.r is null but the view's size is 3");
    expect_invalid([&] { hitmask::reference::raycast_closest(hitmask::obbs_view{nullptr, xs, xs, xs, xs, xs, 3}, r); },
                   "reference::raycast_closest: obbs.cx is null");
    expect_invalid(
        [&] {
            hitmask::raycast(hitmask::spheres_view{xs, xs, xs, nullptr, 3}, ray3::make({0, 0, 0}, {1, 0, 0}, 1), ok,
                             nullptr);
        },
        "raycast: spheres.r is null");
    bitmask big(200);
    std::vector<float> col(200, 0.f);
    const hitmask::circles_view v{col.data(), col.data(), col.data(), 200};
    expect_invalid([&] { hitmask::raycast_range(v, r, big, nullptr, 3, 64); }, "raycast_range: begin must be a multiple of 64, got 3");
    expect_invalid([&] { hitmask::raycast_closest_range(v, r, 64, 100); },
                   "raycast_closest_range: end must be a multiple of 64 or the view's size 200, got 100");
    expect_invalid([&] { hitmask::raycast_closest_range(v, r, 128, 64); }, "must lie within the view's 200 elements");
    // empty views with null columns are fine
    bitmask none(0);
    EXPECT_EQ(hitmask::raycast(hitmask::circles_view{nullptr, nullptr, nullptr, 0}, r, none, nullptr), 0u);
    EXPECT_EQ(hitmask::raycast_closest(hitmask::ellipses_view{nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, 0}, r).index,
              hitmask::no_hit);
}

TEST(raycast_arguments, bits_past_the_view_are_cleared)
{
    std::vector<float> x(70, 5.f), y(70, 0.f), rad(70, 1.f);
    bitmask m(200);
    for (std::size_t w = 0; w < m.word_count(); ++w)
        m.words()[w] = ~std::uint64_t{0};
    const ray r = ray::make({0.f, 0.f}, {1.f, 0.f}, inf);
    EXPECT_EQ(hitmask::raycast(hitmask::circles_view{x.data(), y.data(), rad.data(), 70}, r, m, nullptr), 70u);
    EXPECT_EQ(m.count(), 70u);
}

// Columns and distances that end at a guard page: nothing read or written past the view.
TEST(raycast_arguments, nothing_is_read_or_written_past_the_view)
{
    const ray r = ray::make({-1.f, 0.5f}, {1.f, 0.2f}, inf);
    for (std::size_t n : {1u, 15u, 63u, 64u, 65u, 130u}) {
        hitmask_test::guarded x(n * sizeof(float)), y(n * sizeof(float)), rad(n * sizeof(float)),
            d(n * sizeof(float));
        float* xs = x.last<float>(n);
        float* ys = y.last<float>(n);
        float* rs = rad.last<float>(n);
        for (std::size_t i = 0; i < n; ++i) {
            xs[i] = static_cast<float>(i);
            ys[i] = 0.f;
            rs[i] = 0.75f;
        }
        float* out = d.last<float>(n);
        const hitmask::circles_view v{xs, ys, rs, n};
        bitmask m(n);
        EXPECT_EQ(hitmask::raycast(v, r, m, out), hitmask::reference::raycast(v, r, m, out));
        EXPECT_EQ(hitmask::raycast_closest(v, r).index, hitmask::reference::raycast_closest(v, r).index);
        const auto strided = hitmask::strided_circles_view{xs, ys, rs, n, sizeof(float)};
        EXPECT_EQ(hitmask::raycast(strided, r, m, out), hitmask::reference::raycast(v, r, m, out));
    }
}

} // namespace
