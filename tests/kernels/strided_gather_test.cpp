// strided_gather's machinery on its own (xsimd's default arch): a strided view's blocks copied
// to SoA in element order, zeros past the last element and only its real elements valid; the
// visit sees every element once, block numbers offset by `first`, and a false visit stops.
// (Each ISA's own loads are held to the reference by the strided kernel tests.)
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "../../src/kernels/strided_gather.hpp"

namespace {

using hitmask::detail::strided_blocks;
using hitmask::detail::visit_runs;

struct element {
    float x, y, pad, r;
};

std::vector<element> elements(std::size_t n)
{
    std::vector<element> e(n);
    for (std::size_t i = 0; i < n; ++i)
        e[i] = {static_cast<float>(i) + 1, -static_cast<float>(i) - 1, 99.f, static_cast<float>(i) * 0.5f};
    return e;
}

TEST(strided_gather, blocks_hold_each_field_in_order_and_zeros_past_the_end)
{
    for (std::size_t n : {1u, 63u, 64u, 65u, 130u}) {
        const std::vector<element> e = elements(n);
        const float* columns[3] = {&e[0].x, &e[0].y, &e[0].r};
        const strided_blocks<xsimd::default_arch, 3> blocks(columns, n, sizeof(element));
        for (std::size_t b = 0; b * 64 < n; ++b) {
            alignas(64) float out[3][64];
            const std::uint64_t valid = blocks.fill(b, out[0], 64);
            const std::size_t real = n - b * 64 < 64 ? n - b * 64 : 64;
            EXPECT_EQ(valid, real == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << real) - 1) << n;
            for (std::size_t k = 0; k < 64; ++k) {
                const std::size_t i = b * 64 + k;
                EXPECT_EQ(out[0][k], k < real ? e[i].x : 0.f) << n << " " << i;
                EXPECT_EQ(out[1][k], k < real ? e[i].y : 0.f) << n << " " << i;
                EXPECT_EQ(out[2][k], k < real ? e[i].r : 0.f) << n << " " << i;
            }
        }
    }
}

TEST(strided_gather, every_element_is_visited_once_from_the_first_block_on)
{
    for (std::size_t n : {0u, 5u, 64u, 600u}) { // 600: more than one tile of eight blocks
        const std::vector<element> e = elements(n);
        const float* columns[2] = {n ? &e[0].x : nullptr, n ? &e[0].y : nullptr};
        std::vector<float> seen;
        std::size_t next = 7;
        visit_runs<xsimd::default_arch, 2>(
            columns, n, sizeof(element), false,
            [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto&) {
                EXPECT_EQ(b, next++);
                for (std::size_t k = 0; k < 64; ++k)
                    if ((valid >> k) & 1) {
                        seen.push_back(col[0][k]);
                        EXPECT_EQ(col[1][k], -col[0][k]);
                    }
                return true;
            },
            7);
        ASSERT_EQ(seen.size(), n);
        for (std::size_t i = 0; i < n; ++i)
            EXPECT_EQ(seen[i], static_cast<float>(i) + 1);
    }
}

TEST(strided_gather, a_false_visit_stops)
{
    const std::vector<element> e = elements(1000);
    const float* columns[2] = {&e[0].x, &e[0].y};
    std::size_t visits = 0;
    visit_runs<xsimd::default_arch, 2>(
        columns, e.size(), sizeof(element), false,
        [&](std::size_t, const float* const*, std::uint64_t, const auto&) { return ++visits < 3; });
    EXPECT_EQ(visits, 3u);
}

} // namespace
