// Test support: run a test once per ISA this build compiled, named by ISA, skipped where the CPU
// lacks it (as Highway's hwy_gtest.h does).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "slow_platform.hpp"

namespace hitmask {
/// Test names and failure messages show "avx2", not the enum's bytes.
inline void PrintTo(isa target, std::ostream* os)
{
    *os << to_string(target);
}
} // namespace hitmask

namespace hitmask_test {

class per_isa : public ::testing::TestWithParam<hitmask::isa> {
protected:
    void SetUp() override
    {
        if (!hitmask::is_available(GetParam()))
            GTEST_SKIP() << hitmask::to_string(GetParam()) << " is not available on this machine";
        hitmask::force_isa(GetParam());
        reference_isa_under_test() = runs_the_reference();
    }
    void TearDown() override
    {
        reference_isa_under_test() = false;
        hitmask::use_automatic_isa();
    }
    /// Whether the ISA under test is `scalar`, whose table runs the reference's own code: a test
    /// that compares every ISA with the reference needs only check its wiring there.
    bool runs_the_reference() const { return GetParam() == hitmask::isa::scalar; }
};

#if !defined(HITMASK_WITH_X86) || !defined(HITMASK_WITH_NEON) || !defined(HITMASK_WITH_WASM)
#error "a per-ISA test program needs HITMASK_ISA_DEFINITIONS (cmake/hitmask_isa.cmake) among its definitions"
#endif

/// The ISAs this build compiled, best first: scalar and its architecture's family. The other
/// families' ISAs get no tests here, rather than one that skips: each test is a process
/// launch, a quarter of a second under Node.js and a tenth under qemu, for 160 of them.
inline std::vector<hitmask::isa> built_isas()
{
    std::vector<hitmask::isa> out;
    for (hitmask::isa i : hitmask::known_isas()) {
        const bool built = i == hitmask::isa::scalar ||
                           ((i == hitmask::isa::sse4_2 || i == hitmask::isa::avx2 || i == hitmask::isa::avx512) &&
                            HITMASK_WITH_X86) ||
                           (i == hitmask::isa::neon && HITMASK_WITH_NEON) ||
                           (i == hitmask::isa::simd128 && HITMASK_WITH_WASM);
        if (built) out.push_back(i);
    }
    return out;
}

inline std::string isa_name(const ::testing::TestParamInfo<hitmask::isa>& info)
{
    return hitmask::to_string(info.param);
}

} // namespace hitmask_test

#define HITMASK_INSTANTIATE_PER_ISA(suite)                                                                             \
    INSTANTIATE_TEST_SUITE_P(isa, suite, ::testing::ValuesIn(hitmask_test::built_isas()), hitmask_test::isa_name)
