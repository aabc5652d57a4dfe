// hitmask::indices on a mask, on every ISA against the reference's bit scan and against a model
// built bit by bit: all 65,536 patterns of 16 bits at each of the four positions of a word (every
// table entry of every ISA's group, 8 or 16 bits, at every offset), densities 0 to 100 %, every
// length 0 to 300 into outputs at four unaligned starts, sizes past 2^16, every capacity around
// the count with the output ending at an inaccessible page (nothing written past it), and the
// refusals. These drive src/kernels/mask_indices.hpp (the group steps, the sparse words' scan,
// the scan near the capacity and in the last partial word) and src/queries/mask_indices.cpp.
#include <cstring>
#include <random>
#include <stdexcept>
#include <vector>

#include "../support/guarded_memory.hpp"
#include "../support/isa_test.hpp"

namespace {

using hitmask::bitmask;

bitmask random_mask(std::size_t n, double density, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::bernoulli_distribution set(density);
    bitmask m(n);
    for (std::size_t i = 0; i < n; ++i)
        if (set(rng)) m.words()[i / 64] |= std::uint64_t{1} << (i % 64);
    return m;
}

/// The set bits' indices, one bit at a time: the model.
std::vector<std::uint32_t> model(const bitmask& m)
{
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < m.size(); ++i)
        if (m.test(i)) out.push_back(static_cast<std::uint32_t>(i));
    return out;
}

/// indices() and reference::indices() of `m` into outputs of room for all, at `start` (an
/// unaligned offset), equal to the model; the words before the start untouched.
void expect_indices(const bitmask& m, std::size_t start, const char* what)
{
    const std::vector<std::uint32_t> want = model(m);
    std::vector<std::uint32_t> got(start + want.size() + 1, 0xABABABABu), ref = got;
    ASSERT_EQ(hitmask::indices(m, got.data() + start, want.size()), want.size()) << what;
    ASSERT_EQ(hitmask::reference::indices(m, ref.data() + start, want.size()), want.size()) << what;
    for (std::size_t i = 0; i < want.size(); ++i) {
        ASSERT_EQ(got[start + i], want[i]) << what << ": index " << i << " of " << want.size();
        ASSERT_EQ(ref[start + i], want[i]) << what << ": reference, index " << i;
    }
    for (std::size_t i = 0; i < start; ++i)
        ASSERT_EQ(got[i], 0xABABABABu) << what << ": before the start";
    ASSERT_EQ(got[start + want.size()], 0xABABABABu) << what << ": past the count";
}

class mask_indices_kernel : public hitmask_test::per_isa {};

TEST_P(mask_indices_kernel, every_16_bit_pattern_at_every_word_position)
{
    for (std::size_t position = 0; position < 4; ++position) {
        // each pattern alone in the 16 bits at `position` of its own word; a word of all ones
        // and one of nothing between runs of them, and a partial last word
        bitmask m(65536 * 64 + 64 * 2 + 37);
        for (std::size_t pattern = 0; pattern < 65536; ++pattern)
            m.words()[pattern] = std::uint64_t{pattern} << (16 * position);
        m.words()[65536] = ~std::uint64_t{0};
        m.words()[65538] = (std::uint64_t{1} << 37) - 1;
        const std::vector<std::uint32_t> want = model(m);
        std::vector<std::uint32_t> got(want.size());
        ASSERT_EQ(hitmask::indices(m, got.data(), got.size()), want.size());
        ASSERT_EQ(got, want) << "position " << position;
        // four patterns to a word, as compaction's test does: the groups of one word together
        bitmask packed(65536 * 16);
        for (std::size_t pattern = 0; pattern < 65536; ++pattern)
            packed.words()[pattern / 4] |= std::uint64_t{(pattern * 7919 + position) % 65536} << (16 * (pattern % 4));
        const std::vector<std::uint32_t> want_packed = model(packed);
        got.assign(want_packed.size(), 0);
        ASSERT_EQ(hitmask::indices(packed, got.data(), got.size()), want_packed.size());
        ASSERT_EQ(got, want_packed) << "packed, position " << position;
    }
}

TEST_P(mask_indices_kernel, densities_lengths_and_starts)
{
    for (double density : {0.0, 0.01, 0.1, 0.5, 0.9, 0.99, 1.0})
        for (std::size_t n = 0; n <= 300; ++n)
            for (std::size_t start = 0; start < 4; ++start) {
                const bitmask m = random_mask(n, density, static_cast<std::uint32_t>(n * 131 + start * 7) +
                                                              static_cast<std::uint32_t>(density * 1000));
                expect_indices(m, start, "density, length, start");
            }
}

TEST_P(mask_indices_kernel, sizes_past_2_to_the_16)
{
    for (std::size_t n : {std::size_t{65536}, std::size_t{65537}, std::size_t{70001}, std::size_t{1} << 20})
        for (double density : {0.001, 0.1, 0.5, 1.0})
            expect_indices(random_mask(n, density, static_cast<std::uint32_t>(n)), 1, "large");
}

// Bits past the size in the last word (a C caller's raw words may hold them) are not indices.
TEST_P(mask_indices_kernel, bits_past_the_size_are_ignored)
{
    for (std::size_t n : {1, 63, 65, 100, 130, 200}) {
        std::vector<std::uint64_t> words((n + 63) / 64, ~std::uint64_t{0});
        std::vector<std::uint32_t> got(n + 64, 0), ref(n + 64, 0);
        hitmask::detail::query_error error;
        ASSERT_EQ(hitmask::detail::mask_indices(words.data(), n, got.data(), got.size(), "t", false, error), n);
        ASSERT_EQ(hitmask::detail::mask_indices(words.data(), n, ref.data(), ref.size(), "t", true, error), n);
        ASSERT_FALSE(error.set);
        for (std::size_t i = 0; i < n; ++i)
            ASSERT_EQ(got[i], i);
        ASSERT_EQ(got, ref);
    }
}

// Every capacity from 0 to past the count: the first `capacity` indices, the whole count in the
// message, and the output ending at an inaccessible page, so a write past it crashes.
TEST_P(mask_indices_kernel, a_small_capacity_writes_the_first_and_nothing_past_it)
{
    for (double density : {0.05, 0.5, 1.0}) {
        const bitmask m = random_mask(700, density, 99);
        const std::vector<std::uint32_t> want = model(m);
        for (std::size_t capacity = 0; capacity <= want.size() + 2; capacity += capacity < 80 ? 1 : 37) {
            const hitmask_test::guarded page(capacity * sizeof(std::uint32_t) + 1);
            std::uint32_t* out = page.last<std::uint32_t>(capacity);
            hitmask::detail::query_error error;
            const std::size_t k = hitmask::detail::mask_indices(m.words(), m.size(), capacity ? out : nullptr,
                                                                capacity, "indices", false, error);
            ASSERT_EQ(k, want.size());
            ASSERT_EQ(error.set, want.size() > capacity) << capacity;
            for (std::size_t i = 0; i < capacity && i < want.size(); ++i)
                ASSERT_EQ(out[i], want[i]) << "capacity " << capacity << ", index " << i;
            if (want.size() > capacity) {
                EXPECT_NE(std::strstr(error.text, ("capacity " + std::to_string(capacity) + " is too small for the " +
                                                   std::to_string(want.size()) + " set bits")
                                                      .c_str()),
                          nullptr)
                    << error.text;
                EXPECT_THROW(hitmask::indices(m, capacity ? out : nullptr, capacity), std::invalid_argument);
            }
        }
    }
}

HITMASK_INSTANTIATE_PER_ISA(mask_indices_kernel);

TEST(mask_indices, refusals_name_the_argument)
{
    bitmask m(10);
    m.words()[0] |= std::uint64_t{1} << 3;
    std::uint32_t out[4];
    try {
        hitmask::indices(m, nullptr, 3);
        FAIL() << "a null out with capacity 3 was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "indices: out is null but capacity is 3");
    }
    try {
        hitmask::indices(m, out, 0);
        FAIL() << "capacity 0 for one set bit was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "indices: capacity 0 is too small for the 1 set bits");
    }
    EXPECT_EQ(hitmask::indices(bitmask(0), nullptr, 0), 0u);
    EXPECT_EQ(hitmask::reference::indices(bitmask(100), nullptr, 0), 0u);
    EXPECT_EQ(hitmask::indices(m, out, 4), 1u);
    EXPECT_EQ(out[0], 3u);
    if constexpr (sizeof(std::size_t) > 4) { // a mask of more than 2^32 bits: refused before any word is read
        hitmask::detail::query_error error;
        const std::uint64_t word = 1;
        EXPECT_EQ(hitmask::detail::mask_indices(&word, (std::size_t{1} << 32) + 1, out, 4, "indices", false, error), 0u);
        EXPECT_STREQ(error.text, "indices: the mask has 4294967297 bits; indices are 32-bit, so at most 4294967296");
    }
}

} // namespace
