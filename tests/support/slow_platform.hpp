// Test support: the random bulk of the heaviest tests, cut on slow platforms. tests/CMakeLists.txt
// defines HITMASK_TEST_SLOW_PLATFORM=1 where the suite runs under an emulator (qemu; not Wine,
// whose tests run at native speed) or under the sanitizers (HITMASK_SANITIZE,
// HITMASK_BUILD_FUZZERS). There a test takes `scaled(n)` of its n random samples; every
// boundary, special-value and tail case stays, as do the sizes that pick a code path (pass them
// as `at_least`). Setting HITMASK_TEST_FULL_SAMPLES=1 in the environment runs the full sample
// anyway (to compare the two, or to hunt a rare difference under qemu).
#pragma once

#include <cstddef>
#include <cstdlib>

namespace hitmask_test {

/// Whether this build was told it runs slowly (emulated or sanitized).
constexpr bool slow_platform_build =
#if defined(HITMASK_TEST_SLOW_PLATFORM) && HITMASK_TEST_SLOW_PLATFORM
    true;
#else
    false;
#endif

/// How many times fewer random samples the heavy tests take here: 4 on a slow platform, else 1.
inline std::size_t slow_platform_divisor()
{
    static const std::size_t divisor = [] {
        if (!slow_platform_build) return std::size_t{1};
        const char* full = std::getenv("HITMASK_TEST_FULL_SAMPLES");
        if (full != nullptr && full[0] == '1') return std::size_t{1};
        return std::size_t{4};
    }();
    return divisor;
}

/// Whether the random bulk is cut (slow_platform_divisor() > 1).
inline bool cut_random_bulk()
{
    return slow_platform_divisor() > 1;
}

/// n random samples, cut by slow_platform_divisor(), never below at_least (nor below n where n
/// is already smaller).
inline std::size_t scaled(std::size_t n, std::size_t at_least = 1)
{
    const std::size_t cut = n / slow_platform_divisor();
    if (cut >= at_least) return cut;
    if (n < at_least) return n;
    return at_least;
}

} // namespace hitmask_test
