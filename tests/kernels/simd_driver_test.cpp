// simd_driver's machinery on its own: whole 64-element blocks read in place, the tail copied to
// a zero-padded block with only its real elements marked valid, early stop, and one batch per
// column handed to the predicate. (The per-ISA driver runs are the kernel tests.)
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "../../src/kernels/simd_driver.hpp"

namespace {

using hitmask::detail::visit_runs;

/// Columns x = a, y = b (and a, b again for the views with more columns).
struct driver_columns {
    const float* col[4];
};
driver_columns two_columns(const std::vector<float>& a, const std::vector<float>& b)
{
    return {{a.data(), b.data(), a.data(), b.data()}};
}

TEST(simd_driver, blocks_cover_every_element_once_with_a_valid_mask_for_the_tail)
{
    for (std::size_t n : {0u, 1u, 63u, 64u, 65u, 128u, 130u}) {
        std::vector<float> xs(n), ys(n);
        for (std::size_t i = 0; i < n; ++i) {
            xs[i] = static_cast<float>(i) + 1;
            ys[i] = -static_cast<float>(i) - 1;
        }
        std::vector<float> seen;
        std::size_t blocks = 0;
        visit_runs<xsimd::default_arch, 2>(
            two_columns(xs, ys).col, n, 0, false,
            [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto&) {
                EXPECT_EQ(b, blocks++);
                const std::size_t real = n - b * 64 < 64 ? n - b * 64 : 64;
                EXPECT_EQ(valid, real == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << real) - 1) << n;
                for (std::size_t j = 0; j < 64; ++j) {
                    if (j < real) {
                        seen.push_back(col[0][j]);
                        EXPECT_EQ(col[1][j], -col[0][j]);
                    } else {
                        // the padded tail holds zeros, never the caller's memory past the end
                        EXPECT_EQ(col[0][j], 0.f);
                        EXPECT_EQ(col[1][j], 0.f);
                    }
                }
                return true;
            });
        EXPECT_EQ(blocks, (n + 63) / 64) << n;
        ASSERT_EQ(seen.size(), n);
        for (std::size_t i = 0; i < n; ++i)
            EXPECT_EQ(seen[i], static_cast<float>(i) + 1);
    }
}

TEST(simd_driver, whole_blocks_are_read_in_place_and_a_false_visit_stops)
{
    std::vector<float> xs(200, 1.f), ys(200, 2.f);
    std::vector<std::size_t> visited;
    visit_runs<xsimd::default_arch, 2>(two_columns(xs, ys).col, 200, 0, false,
                                       [&](std::size_t b, const float* const* col, std::uint64_t, const auto&) {
                                           EXPECT_EQ(col[0], xs.data() + b * 64); // no copy for a whole block
                                           visited.push_back(b);
                                           return b < 1;
                                       });
    EXPECT_EQ(visited, (std::vector<std::size_t>{0, 1}));
}

/// Stands in for an xsimd batch: "loads" one float.
struct one_lane {
    float v;
    static one_lane load_unaligned(const float* p) { return {*p}; }
};

TEST(simd_driver, call_on_columns_hands_one_batch_per_column)
{
    const float a[2] = {1, 10}, b[2] = {2, 20}, c[2] = {3, 30}, d[2] = {4, 40};
    const float* col[4] = {a, b, c, d};
    using hitmask::detail::call_on_columns;
    EXPECT_EQ((call_on_columns<one_lane, 2>([](one_lane x, one_lane y) { return x.v + y.v; }, col, 1)), 30.f);
    EXPECT_EQ(
        (call_on_columns<one_lane, 3>([](one_lane x, one_lane y, one_lane r) { return x.v + y.v + r.v; }, col, 0)),
        6.f);
    EXPECT_EQ(
        (call_on_columns<one_lane, 4>(
            [](one_lane x0, one_lane y0, one_lane x1, one_lane y1) { return x0.v * y0.v * x1.v * y1.v; }, col, 0)),
        24.f);
}

} // namespace
