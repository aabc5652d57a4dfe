// Test support: the float specials the argument and edge-case tests feed in (a factory must
// refuse them, a query must never count them as hits), named once for every test: a file that
// named its own could not share a unity-build batch with another that did.
#pragma once

#include <cstdint>
#include <cstring>

namespace hitmask_test {

/// A float from its bit pattern, which a -ffinite-math-only caller cannot fold
/// (tests/fast_math_caller.cpp builds the kinds' samples with -ffast-math).
inline float float_from_bits(std::uint32_t bits)
{
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

inline const float inf = float_from_bits(0x7F800000u);
inline const float nan = float_from_bits(0x7FC00000u); ///< the quiet NaN std::numeric_limits gives

} // namespace hitmask_test
