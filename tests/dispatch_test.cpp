// Dispatch: the ISA list, forcing, HITMASK_ISA, and proof that the forced kernel really ran
// (the kernel's own translation unit records its ISA, as simdjson's forced-implementation
// test checks the implementation that answered).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "../src/dispatch/dispatch.hpp"
#include "support/isa_test.hpp"

namespace {

using hitmask::isa;

TEST(dispatch, available_isas_are_best_first_and_end_with_scalar)
{
    const auto isas = hitmask::available_isas();
    ASSERT_FALSE(isas.empty());
    EXPECT_EQ(isas.back(), isa::scalar);
    for (std::size_t i = 1; i < isas.size(); ++i)
        EXPECT_GT(static_cast<int>(isas[i - 1]), static_cast<int>(isas[i]));
#if defined(__x86_64__)
    EXPECT_FALSE(hitmask::is_available(isa::neon));
    if (__builtin_cpu_supports("avx2")) {
        EXPECT_TRUE(hitmask::is_available(isa::avx2));
    }
    if (__builtin_cpu_supports("avx512bw")) {
        EXPECT_TRUE(hitmask::is_available(isa::avx512));
    }
#elif defined(__aarch64__)
    EXPECT_TRUE(hitmask::is_available(isa::neon));
    EXPECT_FALSE(hitmask::is_available(isa::avx2));
#endif
}

TEST(dispatch, names_round_trip)
{
    for (isa i : hitmask::known_isas()) {
        isa parsed = isa::scalar;
        ASSERT_TRUE(hitmask::from_string(hitmask::to_string(i), parsed));
        EXPECT_EQ(parsed, i);
    }
    isa parsed;
    EXPECT_FALSE(hitmask::from_string("avx3", parsed));
    EXPECT_FALSE(hitmask::from_string(nullptr, parsed));
}

TEST(dispatch, known_isas_list_every_isa_once_best_first)
{
    const std::vector<isa> known = hitmask::known_isas();
    const std::vector<isa> expected = {isa::avx512, isa::avx2, isa::sse4_2, isa::neon, isa::simd128, isa::scalar};
    EXPECT_EQ(known, expected);
    for (isa i : hitmask::available_isas())
        EXPECT_NE(std::find(known.begin(), known.end(), i), known.end());
}

TEST(dispatch, use_automatic_isa_undoes_force_isa)
{
    const isa automatic = hitmask::active_isa();
    hitmask::force_isa(isa::scalar);
    EXPECT_EQ(hitmask::active_isa(), isa::scalar);
    hitmask::use_automatic_isa();
    EXPECT_EQ(hitmask::active_isa(), automatic);
}

TEST(dispatch, environment_note_is_empty_when_hitmask_isa_is_followed)
{
    const char* env = std::getenv("HITMASK_ISA");
    isa named;
    if (env == nullptr || env[0] == '\0' || (hitmask::from_string(env, named) && hitmask::is_available(named)))
        EXPECT_STREQ(hitmask::isa_environment_note(), "");
    else
        EXPECT_NE(std::strstr(hitmask::isa_environment_note(), "HITMASK_ISA="), nullptr);
}

class forced_isa : public hitmask_test::per_isa {};

TEST_P(forced_isa, runs_that_isas_kernel)
{
    EXPECT_EQ(hitmask::active_isa(), GetParam());
    const float x[3] = {0, 1, 2}, y[3] = {0, 0, 0};
    const hitmask::points_view v{x, y, 3};
    hitmask::bitmask m(3);
    hitmask::test(v, hitmask::circle::make({0, 0}, 1), m);
    EXPECT_EQ(hitmask::detail::last_query_isa(), GetParam());
    hitmask::count(v, hitmask::aabb::make({0, 0}, {1, 1}));
    EXPECT_EQ(hitmask::detail::last_query_isa(), GetParam());
    hitmask::any(v, hitmask::sector::facing({0, 0}, {1, 0}, 1, 1));
    EXPECT_EQ(hitmask::detail::last_query_isa(), GetParam());
    // The reference never goes through the table.
    hitmask::reference::test(v, hitmask::circle::make({0, 0}, 1), m);
    EXPECT_EQ(hitmask::detail::last_query_isa(), GetParam());
}

HITMASK_INSTANTIATE_PER_ISA(forced_isa);

TEST(dispatch, forcing_an_unavailable_isa_throws)
{
    for (isa i : hitmask::known_isas()) {
        if (hitmask::is_available(i)) continue;
        const isa before = hitmask::active_isa();
        try {
            hitmask::force_isa(i);
            ADD_FAILURE() << "forcing " << hitmask::to_string(i) << " did not throw";
        } catch (const std::invalid_argument& e) {
            EXPECT_EQ(std::string(e.what()),
                      std::string("force_isa: ") + hitmask::to_string(i) + " is not available on this CPU");
        }
        EXPECT_EQ(hitmask::active_isa(), before);
    }
}

TEST(dispatch, environment_choice)
{
    char warning[160];
    const isa best = hitmask::available_isas().front();
    EXPECT_EQ(hitmask::detail::initial_isa(nullptr, warning, sizeof warning), best);
    EXPECT_STREQ(warning, "");
    EXPECT_EQ(hitmask::detail::initial_isa("", warning, sizeof warning), best);
    EXPECT_EQ(hitmask::detail::initial_isa("scalar", warning, sizeof warning), isa::scalar);
    EXPECT_STREQ(warning, "");
    EXPECT_EQ(hitmask::detail::initial_isa("sse9", warning, sizeof warning), best);
    EXPECT_NE(std::strstr(warning, "HITMASK_ISA=sse9 is not an ISA name"), nullptr) << warning;
    for (isa i : hitmask::known_isas()) {
        const isa got = hitmask::detail::initial_isa(hitmask::to_string(i), warning, sizeof warning);
        if (hitmask::is_available(i)) {
            EXPECT_EQ(got, i);
        } else {
            EXPECT_EQ(got, best);
            EXPECT_NE(std::strstr(warning, "cannot run on this CPU"), nullptr) << warning;
        }
    }
}

/// Runs the probe program in a child process with HITMASK_ISA set; returns what it printed
/// (stdout and stderr).
std::string run_probe(const char* env_value)
{
#if defined(_WIN32)
    // cmd.exe has no `VAR=value command`: the child inherits the variable from this process.
    // cmd /c drops the first and last quote of a line starting with one, hence the outer pair.
    _putenv_s("HITMASK_ISA", env_value);
    std::string probe = HITMASK_PROBE_COMMAND;
    for (char& c : probe)
        if (c == '/') c = '\\';
    const std::string command = "\"\"" + probe + "\" 2>&1\"";
    FILE* pipe = _popen(command.c_str(), "r");
#else
    std::string command = std::string("HITMASK_ISA=") + env_value + " " + HITMASK_PROBE_COMMAND + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
#endif
    if (!pipe) return "popen failed";
    std::string out;
    char buf[256];
    while (std::fgets(buf, sizeof buf, pipe))
        out += buf;
#if defined(_WIN32)
    _pclose(pipe);
    _putenv_s("HITMASK_ISA", "");
#else
    pclose(pipe);
#endif
    return out;
}

TEST(dispatch, hitmask_isa_environment_variable_changes_the_kernel_that_runs)
{
#if defined(__EMSCRIPTEN__)
    GTEST_SKIP() << "WebAssembly has no child processes: ctest runs the probe with HITMASK_ISA set instead "
                    "(isa_environment/* in tests/CMakeLists.txt)";
#endif
    for (isa i : hitmask::available_isas()) {
        const std::string name = hitmask::to_string(i);
        EXPECT_EQ(run_probe(name.c_str()), "active=" + name + " ran=" + name + "\n");
    }
    const std::string best = hitmask::to_string(hitmask::available_isas().front());
    for (isa i : hitmask::known_isas()) {
        if (hitmask::is_available(i)) continue;
        const std::string out = run_probe(hitmask::to_string(i));
        EXPECT_NE(out.find(std::string("hitmask: HITMASK_ISA=") + hitmask::to_string(i) + " cannot run on this CPU"),
                  std::string::npos)
            << out;
        EXPECT_NE(out.find("active=" + best + " ran=" + best), std::string::npos) << out;
    }
}

} // namespace
