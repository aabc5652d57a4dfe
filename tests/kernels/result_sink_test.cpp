// result_sink on its own: how 64-bit hit words become a mask, a count, an any, and indices,
// at the capacity boundaries where the indices fast path gives way to the checked one.
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "../../src/kernels/result_sink.hpp"

namespace {

using hitmask::detail::query_args;
using hitmask::detail::query_mode;
struct tag {};
using sink = hitmask::detail::result_sink<tag>;

query_args args(query_mode mode, std::uint64_t* words = nullptr, std::uint32_t* idx = nullptr, std::size_t cap = 0)
{
    return {{nullptr, nullptr, nullptr, nullptr}, 0, mode, words, idx, cap};
}

TEST(result_sink, mask_stores_each_word_in_place)
{
    std::uint64_t words[3] = {1, 2, 3};
    const query_args q = args(query_mode::mask, words);
    sink s(q);
    EXPECT_TRUE(s.put(0, 0xF0));
    EXPECT_TRUE(s.put(2, ~std::uint64_t{0}));
    EXPECT_EQ(words[0], 0xF0u);
    EXPECT_EQ(words[1], 2u); // untouched
    EXPECT_EQ(words[2], ~std::uint64_t{0});
    EXPECT_EQ(s.result(), 0u);
}

TEST(result_sink, count_adds_population_counts)
{
    const query_args q = args(query_mode::count);
    sink s(q);
    s.put(0, 0b1011);
    s.put(1, ~std::uint64_t{0});
    EXPECT_EQ(s.result(), 67u);
}

TEST(result_sink, any_stops_at_the_first_hit)
{
    const query_args q = args(query_mode::any);
    sink s(q);
    EXPECT_TRUE(s.put(0, 0));
    EXPECT_EQ(s.result(), 0u);
    EXPECT_FALSE(s.put(1, 0x100)); // the driver stops reading here
    EXPECT_EQ(s.result(), 1u);
}

TEST(result_sink, indices_are_ascending_and_offset_by_the_word)
{
    std::vector<std::uint32_t> idx(200, 0xFFFFFFFFu);
    const query_args q = args(query_mode::indices, nullptr, idx.data(), idx.size());
    sink s(q);
    s.put(0, (std::uint64_t{1} << 63) | 1);
    s.put(3, 0b110);
    EXPECT_EQ(s.result(), 4u);
    EXPECT_EQ(idx[0], 0u);
    EXPECT_EQ(idx[1], 63u);
    EXPECT_EQ(idx[2], 3 * 64 + 1u);
    EXPECT_EQ(idx[3], 3 * 64 + 2u);
    EXPECT_EQ(idx[4], 0xFFFFFFFFu);
}

TEST(result_sink, indices_never_write_past_capacity_but_keep_counting)
{
    // capacities around the 64-slot fast path: below, at and above a word's worth of room
    for (std::size_t cap : {0u, 1u, 63u, 64u, 65u, 100u, 127u, 128u, 129u}) {
        std::vector<std::uint32_t> idx(cap + 1, 0xFFFFFFFFu);
        const query_args q = args(query_mode::indices, nullptr, idx.data(), cap);
        sink s(q);
        s.put(0, ~std::uint64_t{0});
        s.put(1, ~std::uint64_t{0});
        EXPECT_EQ(s.result(), 128u) << cap;
        for (std::size_t i = 0; i < cap && i < 128; ++i)
            ASSERT_EQ(idx[i], i) << cap;
        if (cap < 128) {
            EXPECT_EQ(idx[cap], 0xFFFFFFFFu) << "wrote past capacity " << cap;
        }
    }
}

} // namespace
