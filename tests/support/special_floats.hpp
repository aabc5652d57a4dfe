// Test support: the float specials the argument and edge-case tests feed in (a factory must
// refuse them, a query must never count them as hits), named once for the tests that use them.
#pragma once

#include <limits>

namespace hitmask_test {

inline constexpr float inf = std::numeric_limits<float>::infinity();
inline constexpr float nan = std::numeric_limits<float>::quiet_NaN();

} // namespace hitmask_test
