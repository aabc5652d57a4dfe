// compact on every ISA against the reference and against std::copy_if: every keep pattern of
// a 16-element group (so every shuffle-table entry of every ISA), random masks at densities
// 0, 1 %, 50 %, 99 % and 100 %, every length 0-300 at unaligned starts, many columns of mixed
// types (float, int32, uint32, double, bytes, 12-, 20- and 64-byte structs) kept aligned, the
// buffers' overloads, and nothing written past the columns (guard pages). These drive
// src/kernels/compact.hpp (the group steps, the in-place shortcut of whole kept words, the
// element-at-a-time tail) and src/queries/compact.cpp (the runs of other element sizes).
#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>

#include "../support/guarded_memory.hpp"
#include "../support/isa_test.hpp"
#include "../support/refusal.hpp"

namespace {

using hitmask::bitmask;

bitmask mask_from(const std::vector<bool>& bits)
{
    bitmask m(bits.size());
    for (std::size_t i = 0; i < bits.size(); ++i)
        if (bits[i]) m.words()[i / 64] |= std::uint64_t{1} << (i % 64);
    return m;
}

std::vector<bool> random_bits(std::size_t n, double density, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::bernoulli_distribution keep(density);
    std::vector<bool> bits(n);
    for (std::size_t i = 0; i < n; ++i)
        bits[i] = keep(rng);
    return bits;
}

/// The kept elements in order: what compact must leave at the front.
template <class T>
std::vector<T> expected(const std::vector<T>& values, const std::vector<bool>& keep)
{
    std::vector<T> out;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (keep[i]) out.push_back(values[i]);
    return out;
}

template <class T>
bool same_bytes(const T* a, const T* b, std::size_t n)
{
    return n == 0 || std::memcmp(a, b, n * sizeof(T)) == 0;
}

struct twelve {
    float x, y;
    std::int32_t id;
};
struct twenty {
    float v[5];
};
struct sixty_four {
    double d[8];
};

template <class T>
std::vector<T> numbered(std::size_t n, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::vector<T> out(n);
    for (T& t : out) {
        auto* bytes = reinterpret_cast<unsigned char*>(&t);
        for (std::size_t b = 0; b < sizeof(T); ++b)
            bytes[b] = static_cast<unsigned char>(rng());
    }
    return out;
}

class compact_kernel : public hitmask_test::per_isa {};

// Every pattern of 16 bits, four to a word, so each ISA's group (4, 8 or 16 lanes) meets every
// entry of its table at every position of a word; floats whose bits are their index.
TEST_P(compact_kernel, every_group_pattern_matches_reference)
{
    const std::size_t n = 65536 * 16 + 64; // one word of all ones first: the in-place shortcut
    std::vector<std::uint32_t> values(n);
    std::iota(values.begin(), values.end(), 0u);
    bitmask keep(n);
    keep.words()[0] = ~std::uint64_t{0};
    for (std::size_t pattern = 0; pattern < 65536; ++pattern)
        keep.words()[1 + pattern / 4] |= std::uint64_t{pattern} << (16 * (pattern % 4));
    std::vector<std::uint32_t> got = values, want = values;
    const std::size_t kept = hitmask::compact(keep, got.data());
    ASSERT_EQ(kept, hitmask::reference::compact(keep, want.data()));
    ASSERT_EQ(kept, keep.count());
    for (std::size_t i = 0; i < kept; ++i)
        ASSERT_EQ(got[i], want[i]) << "at " << i;
}

TEST_P(compact_kernel, densities_lengths_and_starts_match_reference)
{
    for (double density : {0.0, 0.01, 0.5, 0.99, 1.0})
        for (std::size_t n = 0; n <= 300; ++n)
            for (std::size_t start = 0; start < 4; ++start) {
                const std::vector<bool> bits = random_bits(n, density,
                                                           static_cast<std::uint32_t>(n * 31 + start) +
                                                               static_cast<std::uint32_t>(density * 1000));
                const bitmask keep = mask_from(bits);
                const std::vector<float> source = numbered<float>(n + start, static_cast<std::uint32_t>(n));
                std::vector<float> got = source, want = source;
                const std::size_t kept = hitmask::compact(keep, got.data() + start);
                ASSERT_EQ(kept, hitmask::reference::compact(keep, want.data() + start));
                const std::vector<float> model = expected(
                    std::vector<float>(source.begin() + static_cast<std::ptrdiff_t>(start), source.end()), bits);
                ASSERT_EQ(kept, model.size());
                ASSERT_TRUE(same_bytes(got.data() + start, model.data(), kept))
                    << "density " << density << " n " << n << " start " << start;
                ASSERT_TRUE(same_bytes(want.data() + start, model.data(), kept));
                // nothing before the column's start moves
                ASSERT_TRUE(same_bytes(got.data(), source.data(), start));
            }
}

TEST_P(compact_kernel, mixed_columns_stay_aligned)
{
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{63}, std::size_t{64}, std::size_t{65},
                          std::size_t{129}, std::size_t{1000}, std::size_t{4097}})
        for (double density : {0.01, 0.5, 0.99}) {
            const std::vector<bool> bits = random_bits(n, density, static_cast<std::uint32_t>(n + 7));
            const bitmask keep = mask_from(bits);
            auto f = numbered<float>(n, 1);
            auto i32 = numbered<std::int32_t>(n, 2);
            auto u32 = numbered<std::uint32_t>(n, 3);
            auto d = numbered<double>(n, 4);
            auto u8 = numbered<std::uint8_t>(n, 5);
            auto i16 = numbered<std::int16_t>(n, 6);
            auto s12 = numbered<twelve>(n, 7);
            auto s20 = numbered<twenty>(n, 8);
            auto s64 = numbered<sixty_four>(n, 9);
            const auto f0 = f;
            const auto i320 = i32;
            const auto u320 = u32;
            const auto d0 = d;
            const auto u80 = u8;
            const auto i160 = i16;
            const auto s120 = s12;
            const auto s200 = s20;
            const auto s640 = s64;
            const std::size_t kept = hitmask::compact(keep, f.data(), i32.data(), u32.data(), d.data(), u8.data(),
                                                      i16.data(), s12.data(), s20.data(), s64.data());
            ASSERT_EQ(kept, keep.count());
            const std::string what = "n " + std::to_string(n) + " density " + std::to_string(density);
            EXPECT_TRUE(same_bytes(f.data(), expected(f0, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(i32.data(), expected(i320, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(u32.data(), expected(u320, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(d.data(), expected(d0, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(u8.data(), expected(u80, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(i16.data(), expected(i160, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(s12.data(), expected(s120, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(s20.data(), expected(s200, bits).data(), kept)) << what;
            EXPECT_TRUE(same_bytes(s64.data(), expected(s640, bits).data(), kept)) << what;
            // the reference, every size one element at a time, agrees
            auto s12r = s120;
            auto fr = f0;
            ASSERT_EQ(hitmask::reference::compact(keep, fr.data(), s12r.data()), kept);
            EXPECT_TRUE(same_bytes(fr.data(), f.data(), kept)) << what;
            EXPECT_TRUE(same_bytes(s12r.data(), s12.data(), kept)) << what;
        }
}

// Columns that end exactly where an inaccessible page begins: a write (or, outside
// WebAssembly, a read) one element past the end crashes the test.
TEST_P(compact_kernel, nothing_past_the_columns)
{
    for (std::size_t n :
         {std::size_t{1}, std::size_t{5}, std::size_t{64}, std::size_t{100}, std::size_t{1024}, std::size_t{1031}})
        for (double density : {0.0, 0.5, 1.0}) {
            const std::vector<bool> bits = random_bits(n, density, static_cast<std::uint32_t>(n));
            const bitmask keep = mask_from(bits);
            const hitmask_test::guarded a(n * sizeof(float)), b(n * sizeof(twenty));
            float* f = a.last<float>(n);
            twenty* s = b.last<twenty>(n);
            const auto fv = numbered<float>(n, 1);
            const auto sv = numbered<twenty>(n, 2);
            std::copy(fv.begin(), fv.end(), f);
            std::copy(sv.begin(), sv.end(), s);
            const std::size_t kept = hitmask::compact(keep, f, s);
            EXPECT_TRUE(same_bytes(f, expected(fv, bits).data(), kept));
            EXPECT_TRUE(same_bytes(s, expected(sv, bits).data(), kept));
        }
}

TEST_P(compact_kernel, buffers_resize_to_the_count)
{
    hitmask::point_buffer points;
    hitmask::circle_buffer circles;
    for (int i = 0; i < 300; ++i) {
        points.push_back({static_cast<float>(i), static_cast<float>(-i)});
        circles.push_back({static_cast<float>(i), 1.f}, static_cast<float>(i) * 0.5f);
    }
    const std::vector<bool> bits = random_bits(300, 0.3, 4);
    const bitmask keep = mask_from(bits);
    ASSERT_EQ(hitmask::compact(keep, points), keep.count());
    ASSERT_EQ(hitmask::compact(keep, circles), keep.count());
    ASSERT_EQ(points.size(), keep.count());
    ASSERT_EQ(circles.size(), keep.count());
    std::size_t at = 0;
    for (std::size_t i = 0; i < 300; ++i)
        if (bits[i]) {
            EXPECT_EQ(points[at].x, static_cast<float>(i));
            EXPECT_EQ(points[at].y, static_cast<float>(-static_cast<int>(i)));
            EXPECT_EQ(circles.r()[at], static_cast<float>(i) * 0.5f);
            ++at;
        }
    hitmask_test::expect_invalid([&] { hitmask::compact(bitmask(5), points); },
                                 "compact: keep has 5 bits, the point buffer " + std::to_string(at) + " points");
}

HITMASK_INSTANTIATE_PER_ISA(compact_kernel);

} // namespace
