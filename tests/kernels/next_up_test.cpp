// next_up (src/kernels/next_up.hpp), which the ray casts' first bound comes from: the float just
// above x. Checked against its definition, on an integer key in the floats' order, for zeros,
// denormals, the normal range's ends, the infinities, NaN and random bit patterns of every sign
// and exponent; and against std::nextafter(x, +inf) wherever x and the answer are normal. Not
// against std::nextafter everywhere: under Wine, MinGW's nextafterf gives the smallest denormal
// for every denormal x, and this file is also compiled with -ffast-math (the clang stage), whose
// startup sets DAZ.
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

/// The floats (NaN aside) in their order as integers: -0 and +0 are both 0, each step one ulp.
std::int64_t order_key(std::uint32_t b)
{
    const std::int64_t magnitude = b & 0x7FFFFFFFu;
    return (b >> 31) != 0 ? -magnitude : magnitude;
}

bool is_normal_bits(std::uint32_t b)
{
    const std::uint32_t exponent = (b >> 23) & 0xFFu;
    return exponent != 0 && exponent != 0xFFu;
}

void expect_next_up(float x)
{
    const std::uint32_t in = next_up_bits(x), out = next_up_bits(hitmask::detail::next_up(x));
    if (is_nan_bits(in)) {
        EXPECT_TRUE(is_nan_bits(out)) << "x bits " << std::hex << in;
    } else if (in == 0x7F800000u) {
        EXPECT_EQ(out, in) << "+inf stays";
    } else {
        EXPECT_EQ(order_key(out), order_key(in) + 1) << "x bits " << std::hex << in;
        EXPECT_NE(out, 0x00000000u) << "x bits " << std::hex << in; // the step up to zero gives -0
        if (is_normal_bits(in) && is_normal_bits(out)) {
            EXPECT_EQ(out, next_up_bits(std::nextafter(x, std::numeric_limits<float>::infinity())))
                << "x bits " << std::hex << in;
        }
    }
}

TEST(next_up, special_values)
{
    using limits = std::numeric_limits<float>;
    for (const float x : {0.f, -0.f, limits::denorm_min(), -limits::denorm_min(), limits::min(), -limits::min(),
                          1.f, -1.f, limits::max(), -limits::max(), limits::infinity(), -limits::infinity(),
                          limits::quiet_NaN(), 0.5f, 1e-40f, -1e-40f, 1e30f})
        expect_next_up(x);
    EXPECT_EQ(next_up_bits(hitmask::detail::next_up(0.f)), 1u);
    EXPECT_EQ(next_up_bits(hitmask::detail::next_up(-0.f)), 1u);
    EXPECT_EQ(next_up_bits(hitmask::detail::next_up(-limits::denorm_min())), 0x80000000u); // -0
    EXPECT_EQ(next_up_bits(hitmask::detail::next_up(-limits::infinity())), next_up_bits(-limits::max()));
    EXPECT_EQ(next_up_bits(hitmask::detail::next_up(limits::max())), 0x7F800000u); // +inf
}

/// Calls check(x) on 100,000 floats of random bit patterns (every sign, exponent and NaN).
template <class Check>
void on_random_bit_patterns(std::uint32_t seed, const Check& check)
{
    std::mt19937 rng(seed);
    for (int i = 0; i < 100000; ++i) {
        const std::uint32_t b = static_cast<std::uint32_t>(rng());
        float x;
        std::memcpy(&x, &b, sizeof x);
        check(x);
    }
}

TEST(next_up, random_bit_patterns)
{
    on_random_bit_patterns(29, expect_next_up);
}

/// next_down, the nearest kernels' strict cut (d < cut as d <= next_down(cut)): one step down in
/// the floats' order; -inf and NaN stay, and no float lies between it and x.
void expect_next_down(float x)
{
    const std::uint32_t in = next_up_bits(x), out = next_up_bits(hitmask::detail::next_down(x));
    if (is_nan_bits(in)) {
        EXPECT_TRUE(is_nan_bits(out)) << "x bits " << std::hex << in;
    } else if (in == 0xFF800000u) {
        EXPECT_EQ(out, in) << "-inf stays";
    } else {
        EXPECT_EQ(order_key(out), order_key(in) - 1) << "x bits " << std::hex << in;
        EXPECT_NE(out, 0x80000000u) << "x bits " << std::hex << in; // the step down to zero gives +0
    }
}

TEST(next_down, special_values_and_random_bit_patterns)
{
    using limits = std::numeric_limits<float>;
    for (const float x : {0.f, -0.f, limits::denorm_min(), -limits::denorm_min(), limits::min(), -limits::min(), 1.f,
                          -1.f, limits::max(), -limits::max(), limits::infinity(), -limits::infinity(),
                          limits::quiet_NaN(), 0.5f, 1e-40f, -1e-40f, 1e30f})
        expect_next_down(x);
    EXPECT_EQ(next_up_bits(hitmask::detail::next_down(0.f)), 0x80000001u); // -denorm_min
    EXPECT_EQ(next_up_bits(hitmask::detail::next_down(limits::infinity())), next_up_bits(limits::max()));
    on_random_bit_patterns(31, expect_next_down);
}

} // namespace
