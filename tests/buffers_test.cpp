// point_buffer and bitmask: storage, alignment, copies, and set-bit iteration.
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

namespace {

TEST(point_buffer, grows_aligned_and_copies)
{
    hitmask::point_buffer b;
    EXPECT_TRUE(b.empty());
    for (int i = 0; i < 1000; ++i)
        b.push_back({float(i), float(-i)});
    EXPECT_EQ(b.size(), 1000u);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(b.x()) % 64, 0u);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(b.y()) % 64, 0u);
    EXPECT_EQ(b.capacity() % 16, 0u);
    EXPECT_EQ(b[999].x, 999.f);
    EXPECT_EQ(b[999].y, -999.f);
    hitmask::point_buffer copy = b;
    b.set(0, {7, 7});
    EXPECT_EQ(copy[0].x, 0.f);
    hitmask::point_buffer moved = std::move(copy);
    EXPECT_EQ(moved.size(), 1000u);
    EXPECT_EQ(moved.view().x[10], 10.f);
    moved.resize(1010);
    EXPECT_EQ(moved[1005].x, 0.f);
    moved.clear();
    EXPECT_EQ(moved.view().size, 0u);
}

TEST(bitmask, counts_tests_and_iterates_set_bits)
{
    hitmask::bitmask m(200);
    EXPECT_EQ(m.word_count(), 4u);
    EXPECT_FALSE(m.any());
    const std::vector<std::size_t> set = {0, 1, 63, 64, 130, 199};
    for (std::size_t i : set)
        m.words()[i / 64] |= std::uint64_t{1} << (i % 64);
    EXPECT_EQ(m.count(), set.size());
    EXPECT_TRUE(m.any());
    EXPECT_TRUE(m.test(63));
    EXPECT_FALSE(m.test(62));
    std::vector<std::size_t> seen;
    for (std::size_t i : m.set_bits())
        seen.push_back(i);
    EXPECT_EQ(seen, set);
    m.assign(10);
    EXPECT_EQ(m.size(), 10u);
    EXPECT_EQ(m.count(), 0u);
    for (std::size_t i : m.set_bits())
        ADD_FAILURE() << "unexpected bit " << i;
}

/// count()'s word count inline (the bit-slice count where the caller's x86 target has no popcount
/// instruction, as this suite's baseline builds have none): every single bit, every run of ones
/// from either end, and random words, against a count bit by bit.
TEST(bitmask, the_word_count_is_a_count_of_bits)
{
    const auto by_bits = [](std::uint64_t w) {
        unsigned n = 0;
        for (int b = 0; b < 64; ++b)
            n += static_cast<unsigned>((w >> b) & 1u);
        return n;
    };
    std::vector<std::uint64_t> words = {0, ~std::uint64_t{0}, 0x5555555555555555ull, 0xAAAAAAAAAAAAAAAAull};
    for (int b = 0; b < 64; ++b) {
        words.push_back(std::uint64_t{1} << b);
        words.push_back(~std::uint64_t{0} >> b);
        words.push_back(~std::uint64_t{0} << b);
    }
    std::uint64_t x = 0x9E3779B97F4A7C15ull; // a fixed xorshift sequence
    for (int i = 0; i < 10000; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        words.push_back(x);
    }
    for (std::uint64_t w : words)
        ASSERT_EQ(hitmask::detail::popcount64(w), by_bits(w)) << std::hex << w;
}

} // namespace
