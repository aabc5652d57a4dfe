// Test support: the random bulk of the heaviest tests, cut where it buys nothing at full size.
// tests/CMakeLists.txt defines HITMASK_TEST_SLOW_PLATFORM=1 where the suite runs under an
// emulator (qemu; not Wine, whose tests run at native speed) or under the sanitizers
// (HITMASK_SANITIZE, HITMASK_BUILD_FUZZERS): there a test takes `scaled(n)`, an eighth, of its n
// random samples. A per-ISA test takes a quarter while the ISA under test is `scalar`, whose
// table runs the reference's own code: its comparison with the reference checks the wiring, not
// the arithmetic (tests/support/isa_test.hpp sets reference_isa_under_test()). Every boundary,
// special-value and tail case stays, as do the sizes that pick a code path (pass them as
// `at_least`). Setting HITMASK_TEST_FULL_SAMPLES=1 in the environment runs the full sample
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

/// Set by a per-ISA test while its ISA is `scalar` (per_isa's SetUp and TearDown).
inline bool& reference_isa_under_test()
{
    static bool under_test = false;
    return under_test;
}

/// How many times fewer random samples the heavy tests take here: 8 on a slow platform (4 until
/// 2026-12-08: the AArch64 suite under qemu took 186 test-seconds at 4 and 154 at 8), 4 while the
/// scalar ISA is under test, else 1.
inline std::size_t slow_platform_divisor()
{
    static const bool full_samples = [] {
        const char* full = std::getenv("HITMASK_TEST_FULL_SAMPLES");
        return full != nullptr && full[0] == '1';
    }();
    if (full_samples) return 1;
    if (slow_platform_build) return 8;
    return reference_isa_under_test() ? 4 : 1;
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
