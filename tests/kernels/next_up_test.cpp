// next_up (src/kernels/next_up.hpp), which the ray casts' first bound comes from, against
// std::nextafter(x, +inf): on zeros, denormals, the normal range's ends, the infinities, NaN,
// and random bit patterns of every sign and exponent.
#include <cmath> // std::nextafter
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "../../src/kernels/next_up.hpp"

namespace {

std::uint32_t next_up_bits(float x)
{
    std::uint32_t b;
    std::memcpy(&b, &x, sizeof b);
    return b;
}

bool is_nan_bits(std::uint32_t b)
{
    return (b & 0x7FFFFFFFu) > 0x7F800000u;
}

// Compared in the bits (NaN too): the clang stage compiles this file with -ffast-math, where
// std::isnan may fold to false and denormals may read as zero.
void expect_as_nextafter(float x)
{
    const std::uint32_t want = next_up_bits(std::nextafter(x, std::numeric_limits<float>::infinity()));
    const std::uint32_t got = next_up_bits(hitmask::detail::next_up(x));
    if (is_nan_bits(want))
        EXPECT_TRUE(is_nan_bits(got)) << "x bits " << std::hex << next_up_bits(x);
    else
        EXPECT_EQ(got, want) << "x bits " << std::hex << next_up_bits(x);
}

TEST(next_up, special_values_match_nextafter)
{
    using limits = std::numeric_limits<float>;
    for (const float x : {0.f, -0.f, limits::denorm_min(), -limits::denorm_min(), limits::min(), -limits::min(), 1.f,
                          -1.f, limits::max(), -limits::max(), limits::infinity(), -limits::infinity(),
                          limits::quiet_NaN(), 0.5f, 1e-40f, -1e-40f, 1e30f})
        expect_as_nextafter(x);
}

TEST(next_up, random_bit_patterns_match_nextafter)
{
    std::mt19937 rng(29);
    for (int i = 0; i < 100000; ++i) {
        const std::uint32_t b = static_cast<std::uint32_t>(rng());
        float x;
        std::memcpy(&x, &b, sizeof x);
        expect_as_nextafter(x);
    }
}

} // namespace
