// Sweeps' arguments: a hits mask too small, null hits, null columns and a null shape_index for
// a non-empty view, and bad ranges are refused with a message naming the field and the value,
// and nothing is written (outputs keep their sentinels); empty views with null pointers are
// fine; fractions and shape indices of exactly view.size entries ending on a guard page are
// written without a byte past them.
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "support/guarded_memory.hpp"
#include "support/refusal.hpp"
#include "support/special_floats.hpp"

namespace {

using hitmask::bitmask;
using hitmask_test::expect_invalid;
using hitmask_test::inf;

/// The mask's words all ones, the outputs' entries all sentinels: a refused call must leave them.
struct outputs {
    explicit outputs(std::size_t bits, std::size_t n) : mask(bits), fractions(n, -5.f), index(n, 77u)
    {
        for (std::size_t w = 0; w < mask.word_count(); ++w)
            mask.words()[w] = ~std::uint64_t{0};
    }
    bool untouched() const
    {
        for (std::size_t w = 0; w < mask.word_count(); ++w)
            if (mask.words()[w] != ~std::uint64_t{0}) return false;
        for (std::size_t i = 0; i < fractions.size(); ++i)
            if (fractions[i] != -5.f || index[i] != 77u) return false;
        return true;
    }
    bitmask mask;
    std::vector<float> fractions;
    std::vector<std::uint32_t> index;
};

TEST(sweep_arguments, bad_masks_columns_and_ranges_are_refused_writing_nothing)
{
    const float xs[3] = {0, 1, 2};
    const auto box = hitmask::aabb::make({0.f, 0.f}, {1.f, 1.f});
    outputs small(2, 3), ok(3, 3);
    expect_invalid([&] { hitmask::sweep(hitmask::segments_view{xs, xs, xs, xs, 3}, box, small.mask, small.fractions.data()); },
                   "sweep: the hits bitmask holds 2 bits but the view's size is 3");
    EXPECT_TRUE(small.untouched());
    expect_invalid([&] { hitmask::sweep(hitmask::segments_view{xs, nullptr, xs, xs, 3}, box, ok.mask, ok.fractions.data()); },
                   "sweep: segments.y0 is null but the view's size is 3");
    expect_invalid(
        [&] {
            hitmask::reference::sweep(hitmask::capsules_view{xs, xs, xs, xs, nullptr, 3}, hitmask::circle::make({0, 0}, 1),
                                      ok.mask, ok.fractions.data());
        },
        "reference::sweep: capsules.r is null but the view's size is 3");
    expect_invalid(
        [&] {
            hitmask::sweep(hitmask::segments3_view{xs, xs, xs, xs, xs, nullptr, 3},
                           hitmask::sphere::make({0, 0, 0}, 1), ok.mask, nullptr);
        },
        "sweep: segments3.z1 is null but the view's size is 3");
    EXPECT_TRUE(ok.untouched());

    std::vector<float> col(200, 0.f);
    const hitmask::segments_view v{col.data(), col.data(), col.data(), col.data(), 200};
    outputs big(200, 200);
    expect_invalid([&] { hitmask::sweep_range(v, box, big.mask, big.fractions.data(), 3, 64); },
                   "sweep_range: begin must be a multiple of 64, got 3");
    expect_invalid([&] { hitmask::sweep_range(v, box, big.mask, big.fractions.data(), 64, 100); },
                   "sweep_range: end must be a multiple of 64 or the view's size 200, got 100");
    expect_invalid([&] { hitmask::reference::sweep_range(v, box, big.mask, big.fractions.data(), 128, 64); },
                   "must lie within the view's 200 elements");
    EXPECT_TRUE(big.untouched());

    // a null hits mask reaches the library only through its entry (the C API's path)
    hitmask::detail::query_error error;
    const auto params = hitmask::detail::params_of(box);
    const hitmask::detail::sweep_request request{"sweep", false, nullptr, nullptr};
    hitmask::detail::sweep_query(hitmask::detail::ref_of(v), 1, &params, request, error);
    EXPECT_TRUE(error.set);
    EXPECT_NE(std::string(error.text).find("sweep: hits is null"), std::string::npos) << error.text;

    // empty views with null columns and null outputs are fine
    bitmask none(0);
    EXPECT_EQ(hitmask::sweep(hitmask::segments_view{nullptr, nullptr, nullptr, nullptr, 0}, box, none, nullptr), 0u);
    hitmask::shape_set<hitmask::aabb> walls;
    walls.push_back(box);
    EXPECT_EQ(hitmask::sweep_first(hitmask::capsules_view{nullptr, nullptr, nullptr, nullptr, nullptr, 0}, walls, nullptr,
                                   nullptr),
              0u);
}

TEST(sweep_first_arguments, null_outputs_columns_and_bad_ranges_are_refused_writing_nothing)
{
    const float xs[3] = {0, 1, 2};
    hitmask::shape_set<hitmask::circle> walls;
    walls.push_back(hitmask::circle::make({0.f, 0.f}, 1.f));
    outputs out(3, 3);
    expect_invalid([&] { hitmask::sweep_first(hitmask::segments_view{xs, xs, xs, xs, 3}, walls, nullptr, out.fractions.data()); },
                   "sweep_first: shape_index is null");
    expect_invalid(
        [&] {
            hitmask::reference::sweep_first(hitmask::segments_view{xs, xs, nullptr, xs, 3}, walls, out.index.data(),
                                            out.fractions.data());
        },
        "reference::sweep_first: segments.x1 is null but the view's size is 3");
    hitmask::shape_set<hitmask::sphere> balls;
    balls.push_back(hitmask::sphere::make({0.f, 0.f, 0.f}, 1.f));
    expect_invalid(
        [&] {
            hitmask::sweep_first(hitmask::segments3_view{nullptr, xs, xs, xs, xs, xs, 3}, balls, out.index.data(),
                                 out.fractions.data());
        },
        "sweep_first: segments3.x0 is null but the view's size is 3");
    EXPECT_TRUE(out.untouched());
    std::vector<float> col(200, 0.f);
    const hitmask::segments_view v{col.data(), col.data(), col.data(), col.data(), 200};
    outputs big(200, 200);
    expect_invalid([&] { hitmask::sweep_first_range(v, walls, big.index.data(), big.fractions.data(), 1, 64); },
                   "sweep_first_range: begin must be a multiple of 64, got 1");
    expect_invalid([&] { hitmask::reference::sweep_first_range(v, walls, big.index.data(), nullptr, 0, 199); },
                   "reference::sweep_first_range: end must be a multiple of 64 or the view's size 200, got 199");
    expect_invalid([&] { hitmask::sweep_first_range(v, walls, big.index.data(), nullptr, 192, 128); },
                   "must lie within the view's 200 elements");
    expect_invalid([&] { hitmask::sweep_first_range(v, walls, nullptr, nullptr, 0, 64); },
                   "sweep_first_range: shape_index is null");
    EXPECT_TRUE(big.untouched());
}

// Columns and outputs that end at a guard page: nothing read or written past the view, on
// every path.
TEST(sweep_arguments, nothing_is_read_or_written_past_the_view)
{
    const auto box = hitmask::aabb::make({3.f, -1.f}, {9.f, 1.f});
    hitmask::shape_set<hitmask::aabb> walls;
    for (int k = 0; k < 30; ++k)
        walls.push_back(hitmask::aabb::make({static_cast<float>(k), -1.f}, {static_cast<float>(k) + 0.5f, 1.f}));
    for (std::size_t n : {1u, 15u, 63u, 64u, 65u, 130u}) {
        hitmask_test::guarded g[5] = {hitmask_test::guarded(n * 4), hitmask_test::guarded(n * 4),
                                      hitmask_test::guarded(n * 4), hitmask_test::guarded(n * 4),
                                      hitmask_test::guarded(n * 4)};
        float* c[5];
        for (int k = 0; k < 5; ++k)
            c[k] = g[k].last<float>(n);
        for (std::size_t i = 0; i < n; ++i) {
            c[0][i] = -5.f;
            c[1][i] = static_cast<float>(i % 3) - 1.f;
            c[2][i] = static_cast<float>(i);
            c[3][i] = 0.25f;
            c[4][i] = 0.5f;
        }
        hitmask_test::guarded fractions(n * sizeof(float)), index(n * sizeof(std::uint32_t));
        float* f = fractions.last<float>(n);
        std::uint32_t* s = index.last<std::uint32_t>(n);
        const hitmask::segments_view v{c[0], c[1], c[2], c[3], n};
        const hitmask::capsules_view d{c[0], c[1], c[2], c[3], c[4], n};
        bitmask m(n);
        EXPECT_EQ(hitmask::sweep(v, box, m, f), hitmask::reference::sweep(v, box, m, f));
        EXPECT_EQ(hitmask::sweep(d, box, m, f), hitmask::reference::sweep(d, box, m, f));
        hitmask::workspace ws;
        for (hitmask::broad_phase path : {hitmask::broad_phase::brute_force, hitmask::broad_phase::grid}) {
            ws.force(path);
            EXPECT_EQ(hitmask::sweep_first(v, walls, s, f, ws), hitmask::reference::sweep_first(v, walls, s, f));
            EXPECT_EQ(hitmask::sweep_first(d, walls, s, f, ws), hitmask::reference::sweep_first(d, walls, s, f));
        }
        const std::size_t end = n < 64 ? n : 64;
        EXPECT_EQ(hitmask::sweep_range(v, box, m, f, 0, end), hitmask::reference::sweep_range(v, box, m, f, 0, end));
        EXPECT_EQ(hitmask::sweep_first_range(d, walls, s, f, 0, end),
                  hitmask::reference::sweep_first_range(d, walls, s, f, 0, end));
    }
}

TEST(sweep_arguments, bits_past_the_view_are_cleared_and_fractions_follow_the_bits)
{
    std::vector<float> x0(70, 0.f), y0(70, 0.f), x1(70, 10.f), y1(70, 0.f);
    x1[5] = 1.f; // stops short
    bitmask m(200);
    for (std::size_t w = 0; w < m.word_count(); ++w)
        m.words()[w] = ~std::uint64_t{0};
    std::vector<float> f(70);
    const auto box = hitmask::aabb::make({4.f, -1.f}, {6.f, 1.f});
    EXPECT_EQ(hitmask::sweep(hitmask::segments_view{x0.data(), y0.data(), x1.data(), y1.data(), 70}, box, m, f.data()),
              69u);
    EXPECT_EQ(m.count(), 69u);
    EXPECT_EQ(f[0], 0.4f);
    EXPECT_EQ(f[5], inf);
}

} // namespace
