// The demo's random numbers: the same floats on every platform, so a frame built from a seed is
// bit for bit the same natively, under Wine, on AArch64 and in WebAssembly (hitmask_demo
// --digest compares them). std::uniform_real_distribution is not: libstdc++, libc++ and MSVC
// compute it differently. An integer generator (PCG32, O'Neill 2014: a 64-bit LCG whose high
// bits are permuted into 32) and plain float arithmetic, built with -ffp-contract=off.
#pragma once

#include <cstdint>

#include <hitmask/hitmask.hpp>

namespace demo {

class portable_random {
public:
    explicit portable_random(std::uint64_t seed) : state_(0)
    {
        next();
        state_ += seed;
        next();
    }

    std::uint32_t next()
    {
        const std::uint64_t old = state_;
        state_ = old * 6364136223846793005ull + 1442695040888963407ull;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }

    /// Uniform in [lo, hi] (hi itself only where the last add rounds up): 24 random bits make a
    /// float in [0, 1) exactly, then one multiply and one add, each correctly rounded on every
    /// platform.
    float uniform(float lo, float hi) { return lo + (hi - lo) * (static_cast<float>(next() >> 8) * 0x1p-24f); }

private:
    std::uint64_t state_;
};

/// cos(a) and sin(a) in float, the same bits on every platform and ISA: the library's own
/// (hitmask::unit_axes), not the platform's libm.
inline hitmask::vec2 cos_sin(float a)
{
    hitmask::vec2 r{};
    hitmask::unit_axes(&a, &r.x, &r.y, 1);
    return r;
}

} // namespace demo
