// Query arguments: bad ones are refused with a clear message and nothing is written out of
// bounds; good ones of every size work.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "support/refusal.hpp"

namespace {

using hitmask::bitmask;
using hitmask::circle;
using hitmask::points_view;

using hitmask_test::expect_invalid;

const circle unit_circle = circle::make({0, 0}, 1);

TEST(query_arguments, null_pointers_with_points_are_refused)
{
    const float xs[2] = {0, 0};
    bitmask m(2);
    expect_invalid(
        [&] {
            hitmask::test(points_view{nullptr, xs, 2}, unit_circle, m);
        },
        "test: points.x is null but the view's size is 2");
    expect_invalid(
        [&] {
            hitmask::count(points_view{xs, nullptr, 2}, unit_circle);
        },
        "count: points.y is null but the view's size is 2");
    expect_invalid([&] { hitmask::any(points_view{nullptr, nullptr, 1}, unit_circle); }, "any: points.x is null");
    std::uint32_t out[2];
    expect_invalid([&] { hitmask::indices(points_view{nullptr, xs, 2}, unit_circle, out, 2); }, "indices: points.x is null");
    expect_invalid(
        [&] {
            hitmask::reference::test(points_view{xs, nullptr, 2}, unit_circle, m);
        },
        "reference::test: points.y is null");
}

TEST(query_arguments, empty_views_with_null_pointers_are_fine)
{
    bitmask m(0);
    hitmask::test(points_view{nullptr, nullptr, 0}, unit_circle, m);
    EXPECT_EQ(hitmask::count(points_view{nullptr, nullptr, 0}, unit_circle), 0u);
    EXPECT_FALSE(hitmask::any(points_view{nullptr, nullptr, 0}, unit_circle));
    EXPECT_EQ(hitmask::indices(points_view{nullptr, nullptr, 0}, unit_circle, nullptr, 0), 0u);
}

TEST(query_arguments, small_bitmask_is_refused_and_untouched)
{
    std::vector<float> xs(100, 0.f), ys(100, 0.f);
    bitmask m(99);
    expect_invalid(
        [&] {
            hitmask::test(points_view{xs.data(), ys.data(), 100}, unit_circle, m);
        },
        "test: the result bitmask holds 99 bits but the view's size is 100");
    EXPECT_EQ(m.count(), 0u);
}

TEST(query_arguments, larger_bitmask_gets_its_extra_bits_cleared)
{
    std::vector<float> xs(70, 0.f), ys(70, 0.f);
    bitmask m(300);
    for (std::size_t w = 0; w < m.word_count(); ++w)
        m.words()[w] = ~std::uint64_t{0};
    hitmask::test(points_view{xs.data(), ys.data(), 70}, unit_circle, m);
    EXPECT_EQ(m.count(), 70u);
    for (std::size_t i = 70; i < 300; ++i)
        ASSERT_FALSE(m.test(i)) << i;
}

TEST(query_arguments, indices_capacity_is_respected)
{
    std::vector<float> xs(200, 0.f), ys(200, 0.f); // every point hits
    std::vector<std::uint32_t> out(200, 0xFFFFFFFFu);
    expect_invalid(
        [&] {
            hitmask::indices(points_view{xs.data(), ys.data(), 200}, unit_circle, out.data(), 150);
        },
        "indices: capacity 150 is too small for the 200 hits");
    for (std::size_t i = 0; i < 150; ++i)
        ASSERT_EQ(out[i], i);
    for (std::size_t i = 150; i < 200; ++i)
        ASSERT_EQ(out[i], 0xFFFFFFFFu) << "written past capacity at " << i;
    expect_invalid(
        [&] {
            hitmask::indices(points_view{xs.data(), ys.data(), 200}, unit_circle, nullptr, 5);
        },
        "indices: out is null but capacity is 5");
    EXPECT_EQ(hitmask::indices(points_view{xs.data(), ys.data(), 200}, unit_circle, out.data(), 200), 200u);
}

TEST(query_arguments, any_and_count_on_large_input)
{
    hitmask::point_buffer b(100000);
    b.set(99999, {0.5f, 0.5f});
    for (std::size_t i = 0; i < 99999; ++i)
        b.set(i, {5.f, 5.f});
    EXPECT_TRUE(hitmask::any(b.view(), unit_circle));
    EXPECT_EQ(hitmask::count(b.view(), unit_circle), 1u);
    std::uint32_t k = 0;
    EXPECT_EQ(hitmask::indices(b.view(), unit_circle, &k, 1), 1u);
    EXPECT_EQ(k, 99999u);
}

} // namespace

namespace {

// The 3D views: the same checks, each message naming the view's own column.
TEST(query_arguments, the_3d_views_are_checked_as_the_2d_ones)
{
    const auto ball = hitmask::sphere::make({0, 0, 0}, 1);
    const float v[3] = {0, 0, 0};
    bitmask m(3);
    expect_invalid([&] { hitmask::test(hitmask::points3_view{v, v, nullptr, 3}, ball, m); },
                   "test: points3.z is null but the view's size is 3");
    expect_invalid([&] { hitmask::count(hitmask::spheres_view{v, v, v, nullptr, 3}, ball); },
                   "count: spheres.r is null but the view's size is 3");
    expect_invalid([&] { hitmask::any(hitmask::strided_spheres_view{v, nullptr, v, v, 1, 4}, ball); },
                   "any: strided_spheres.y is null");
    expect_invalid([&] { hitmask::count(hitmask::strided_points3_view{v, v, v, 2, 6}, ball); },
                   "count: strided_points3.stride must be a multiple of 4 bytes and >= 4, got 6");
    std::vector<float> xs(100, 0.f);
    bitmask small(99);
    expect_invalid([&] { hitmask::test(hitmask::points3_view{xs.data(), xs.data(), xs.data(), 100}, ball, small); },
                   "test: the result bitmask holds 99 bits but the view's size is 100");
    EXPECT_EQ(small.count(), 0u);
    std::vector<std::uint32_t> out(100, 0xFFFFFFFFu);
    const std::vector<float> r(100, 1.f);
    expect_invalid(
        [&] {
            hitmask::indices(hitmask::spheres_view{xs.data(), xs.data(), xs.data(), r.data(), 100}, ball, out.data(), 60);
        },
        "indices: capacity 60 is too small for the 100 hits");
    for (std::size_t i = 60; i < 100; ++i)
        ASSERT_EQ(out[i], 0xFFFFFFFFu) << "written past capacity at " << i;
    EXPECT_EQ(hitmask::count(hitmask::points3_view{nullptr, nullptr, nullptr, 0}, ball), 0u);
}

} // namespace
