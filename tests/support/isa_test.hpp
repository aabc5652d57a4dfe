// Test support: run a test once per ISA this build knows, named by ISA, skipped where the CPU
// lacks it (as Highway's hwy_gtest.h does).
#pragma once

#include <ostream>
#include <string>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

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
    }
    void TearDown() override { hitmask::use_automatic_isa(); }
    /// Whether the ISA under test is `scalar`, whose table runs the reference's own code: a test
    /// that compares every ISA with the reference needs only check its wiring there.
    bool runs_the_reference() const { return GetParam() == hitmask::isa::scalar; }
};

inline std::string isa_name(const ::testing::TestParamInfo<hitmask::isa>& info)
{
    return hitmask::to_string(info.param);
}

} // namespace hitmask_test

#define HITMASK_INSTANTIATE_PER_ISA(suite)                                                                             \
    INSTANTIATE_TEST_SUITE_P(isa, suite, ::testing::ValuesIn(hitmask::known_isas()), hitmask_test::isa_name)
