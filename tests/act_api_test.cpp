// Acting on the answers, their arguments and edges: the mask algebra against a bit-by-bit
// model (bits past size() stay clear, different sizes refused naming both, nothing changed);
// nearest's and compact's refusals naming the field and the value; nearest_k's outputs
// written only within [0, count) (guard pages); empty views; k = 0.
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "support/guarded_memory.hpp"
#include "support/refusal.hpp"
#include "support/special_floats.hpp"

namespace {

using hitmask::bitmask;
using hitmask::no_hit;
using hitmask_test::expect_invalid;
using hitmask_test::inf;
using hitmask_test::nan;

bitmask random_mask(std::size_t n, std::uint32_t seed)
{
    std::mt19937_64 rng(seed);
    bitmask m(n);
    for (std::size_t w = 0; w < m.word_count(); ++w)
        m.words()[w] = rng();
    if (n % 64 != 0) m.words()[m.word_count() - 1] &= (std::uint64_t{1} << (n % 64)) - 1;
    return m;
}

bool past_size_clear(const bitmask& m)
{
    return m.size() % 64 == 0 || (m.words()[m.word_count() - 1] >> (m.size() % 64)) == 0;
}

TEST(mask_algebra, matches_bit_by_bit_model)
{
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{63}, std::size_t{64}, std::size_t{65},
                          std::size_t{200}, std::size_t{4096}}) {
        const bitmask a = random_mask(n, 1), b = random_mask(n, 2);
        const bitmask both = a & b, either = a | b, one = a ^ b, flipped = ~a, fresh = hitmask::and_not(a, b);
        for (std::size_t i = 0; i < n; ++i) {
            ASSERT_EQ(both.test(i), a.test(i) && b.test(i)) << n << " " << i;
            ASSERT_EQ(either.test(i), a.test(i) || b.test(i)) << n << " " << i;
            ASSERT_EQ(one.test(i), a.test(i) != b.test(i)) << n << " " << i;
            ASSERT_EQ(flipped.test(i), !a.test(i)) << n << " " << i;
            ASSERT_EQ(fresh.test(i), a.test(i) && !b.test(i)) << n << " " << i;
        }
        for (const bitmask* m : {&both, &either, &one, &flipped, &fresh}) {
            EXPECT_EQ(m->size(), n);
            EXPECT_TRUE(past_size_clear(*m)) << "bits past size " << n;
        }
        EXPECT_EQ(flipped.count(), n - a.count());
        EXPECT_EQ(~~a, a);
        bitmask c = a;
        c &= b;
        EXPECT_EQ(c, both);
        c = a;
        c |= b;
        EXPECT_EQ(c, either);
        c = a;
        c ^= b;
        EXPECT_EQ(c, one);
        c = a;
        c.flip();
        EXPECT_EQ(c, flipped);
    }
}

TEST(mask_algebra, different_sizes_are_refused_and_nothing_changes)
{
    bitmask a = random_mask(100, 3);
    const bitmask before = a, b(64);
    expect_invalid([&] { (void)(a & b); }, "bitmask operator&: the masks must have the same size, got 100 and 64 bits");
    expect_invalid([&] { (void)(a | b); }, "bitmask operator|: the masks must have the same size, got 100 and 64");
    expect_invalid([&] { (void)(a ^ b); }, "bitmask operator^: the masks must have the same size");
    expect_invalid([&] { (void)hitmask::and_not(a, b); }, "bitmask and_not: the masks must have the same size");
    expect_invalid([&] { a &= b; }, "bitmask operator&=: the masks must have the same size, got 100 and 64 bits");
    expect_invalid([&] { a |= b; }, "bitmask operator|=");
    expect_invalid([&] { a ^= b; }, "bitmask operator^=");
    EXPECT_EQ(a, before);
}

// The graze event of the issue: a bullet grazes once, when it enters the ring.
TEST(mask_algebra, graze_events_fire_once)
{
    std::vector<float> x = {0.f, 5.f, 9.f, 30.f}, y(4, 0.f);
    const hitmask::points_view view{x.data(), y.data(), 4};
    bitmask hit(4), graze(4), before(4);
    std::size_t events = 0;
    for (int frame = 0; frame < 3; ++frame) {
        hitmask::test_hit_graze(view, {0.f, 0.f}, 2.f, 10.f, hit, graze);
        events += hitmask::and_not(graze, before).count();
        before = graze;
    }
    EXPECT_EQ(events, 2u); // bullets 1 and 2, once each
}

TEST(nearest_arguments, bad_points_limits_and_outputs_are_refused)
{
    float xs[3] = {1.f, 2.f, 3.f};
    const hitmask::circles_view circles{xs, xs, xs, 3};
    const hitmask::spheres_view balls{xs, xs, xs, xs, 3};
    std::uint32_t idx[3];
    expect_invalid([&] { hitmask::nearest(circles, {nan, 0.f}); }, "nearest: point must be finite, got (nan, 0)");
    expect_invalid(
        [&] {
            hitmask::reference::nearest(balls, {0.f, 0.f, -inf});
        },
        "reference::nearest: point must be finite, got (0, 0, -inf)");
    expect_invalid(
        [&] {
            hitmask::nearest(circles, {0.f, 0.f}, -1.f);
        },
        "nearest: max_distance must be >= 0 (+inf allowed), got -1");
    expect_invalid(
        [&] {
            hitmask::nearest_k(circles, {0.f, 0.f}, 2, idx, nullptr, nan);
        },
        "nearest_k: max_distance must be >= 0 (+inf allowed), got nan");
    expect_invalid(
        [&] {
            hitmask::nearest_k(circles, {0.f, 0.f}, 2, nullptr, nullptr);
        },
        "nearest_k: indices is null with k = 2");
    expect_invalid(
        [&] {
            hitmask::nearest(hitmask::circles_view{xs, nullptr, xs, 3}, {0.f, 0.f});
        },
        "nearest: circles.y is null but the view's size is 3");
    expect_invalid(
        [&] {
            hitmask::nearest_k(hitmask::points3_view{xs, xs, nullptr, 3}, {0.f, 0.f, 0.f}, 1, idx, nullptr);
        },
        "nearest_k: points3.z is null");
    expect_invalid(
        [&] {
            hitmask::nearest_range(circles, {0.f, 0.f}, 1, 3);
        },
        "nearest_range: begin must be a multiple of 64, got 1");
    expect_invalid(
        [&] {
            hitmask::nearest_k_range(circles, {0.f, 0.f}, 1, idx, nullptr, 0, 4);
        },
        "nearest_k_range: the range [0, 4) must lie within the view's 3 elements");
    // k = 0 needs no outputs; empty views find nothing
    EXPECT_EQ(hitmask::nearest_k(circles, {0.f, 0.f}, 0, nullptr, nullptr), 0u);
    const hitmask::nearest_hit none = hitmask::nearest(hitmask::points_view{nullptr, nullptr, 0}, {0.f, 0.f});
    EXPECT_EQ(none.index, no_hit);
    EXPECT_EQ(none.distance, inf);
    EXPECT_EQ(hitmask::nearest_k(hitmask::spheres_view{nullptr, nullptr, nullptr, nullptr, 0}, {0.f, 0.f, 0.f}, 5, idx,
                                 nullptr),
              0u);
}

TEST(nearest_arguments, outputs_written_only_up_to_the_count)
{
    std::vector<float> x(500), y(500), r(500, 1.f);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>((i * 37) % 101);
        y[i] = static_cast<float>((i * 11) % 53);
    }
    const hitmask::circles_view view{x.data(), y.data(), r.data(), x.size()};
    for (std::size_t k : {std::size_t{1}, std::size_t{7}, std::size_t{64}, std::size_t{500}, std::size_t{600}}) {
        const std::size_t room = k < 500 ? k : 500; // at most the view's size is ever written
        const hitmask_test::guarded gi(room * sizeof(std::uint32_t)), gd(room * sizeof(float));
        std::uint32_t* idx = gi.last<std::uint32_t>(room);
        float* dist = gd.last<float>(room);
        EXPECT_EQ(hitmask::nearest_k(view, {50.f, 20.f}, k, idx, dist), room);
        for (std::size_t j = 1; j < room; ++j)
            ASSERT_TRUE(dist[j - 1] < dist[j] || (dist[j - 1] == dist[j] && idx[j - 1] < idx[j])) << k << " " << j;
    }
}

TEST(compact_arguments, null_columns_are_refused_before_any_write)
{
    bitmask keep(3);
    keep.words()[0] = 0b101;
    float a[3] = {1.f, 2.f, 3.f};
    expect_invalid([&] { hitmask::compact(keep, a, static_cast<int*>(nullptr)); },
                   "compact: column 1 is null while the mask has 3 bits");
    EXPECT_EQ(a[1], 2.f) << "column 0 changed before the refusal";
    expect_invalid([&] { hitmask::reference::compact(keep, static_cast<double*>(nullptr)); },
                   "reference::compact: column 0 is null while the mask has 3 bits");
    // an empty mask takes null columns; no column at all is the count
    EXPECT_EQ(hitmask::compact(bitmask(0), static_cast<float*>(nullptr)), 0u);
    EXPECT_EQ(hitmask::compact(keep), 2u);
    EXPECT_EQ(hitmask::compact(keep, a), 2u);
    EXPECT_EQ(a[0], 1.f);
    EXPECT_EQ(a[1], 3.f);
}

} // namespace
