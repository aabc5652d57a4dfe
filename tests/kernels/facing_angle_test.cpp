// The facing test the sector's facing form and the cone share (src/kernels/facing_angle.hpp)
// against the reference's (src/reference/facing_angle.hpp), lane for lane, on this build's
// default xsimd arch: h exactly at |v| cos and one ulp either side, h = ±0, d2 = 0, NaN and
// infinities, narrow and reflex half-angles. (The cone and sector kernel tests cover every ISA
// through the queries. The WebAssembly build compiles its tests without SIMD flags, so there
// xsimd has no default arch and only the reference's part runs.)
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../../src/kernels/facing_angle.hpp"
#include "../../src/reference/facing_angle.hpp"
#include "../support/special_floats.hpp"

namespace {

using hitmask::detail::sector_span;

/// (h, d2) pairs at and beside the half-angle's edge for cos² = cos2, and special values.
std::vector<std::pair<float, float>> facing_cases(float cos2)
{
    std::vector<std::pair<float, float>> out;
    for (const float d2 : {0.f, 1e-30f, 0.5f, 1.f, 3.7f, 1e6f, 1e30f}) {
        const float edge = std::sqrt(d2 * cos2);
        for (const float h0 : {edge, -edge, 0.f, -0.f, std::sqrt(d2), -std::sqrt(d2)}) {
            float below = h0, above = h0;
            out.push_back({h0, d2});
            for (int u = 0; u < 3; ++u) {
                below = std::nextafter(below, -1e30f);
                above = std::nextafter(above, 1e30f);
                out.push_back({below, d2});
                out.push_back({above, d2});
            }
        }
    }
    for (const float special : {hitmask_test::nan, hitmask_test::inf, -hitmask_test::inf})
        for (const float other : {0.f, 1.f, hitmask_test::inf})
            out.insert(out.end(), {{special, other}, {other, special}});
    return out;
}

#if XSIMD_WITH_SSE2 || XSIMD_WITH_NEON
using arch = xsimd::default_arch;
using batch = xsimd::batch<float, arch>;

/// with_facing_angle's answer for each (h, d2), a batch at a time.
std::vector<bool> kernel_answers(bool narrow, float cos2, const std::vector<std::pair<float, float>>& cases)
{
    std::vector<bool> out;
    hitmask::detail::with_facing_angle<arch>(narrow, cos2, [&](const auto& angle) {
        constexpr std::size_t W = batch::size;
        for (std::size_t i = 0; i < cases.size(); i += W) {
            alignas(64) float h[W] = {}, d2[W] = {}, got[W];
            for (std::size_t k = 0; k < W && i + k < cases.size(); ++k) {
                h[k] = cases[i + k].first;
                d2[k] = cases[i + k].second;
            }
            xsimd::select(angle(batch::load_aligned(h), batch::load_aligned(d2)), batch(1.f), batch(0.f)).store_aligned(got);
            for (std::size_t k = 0; k < W && i + k < cases.size(); ++k)
                out.push_back(got[k] != 0.f);
        }
        return 0;
    });
    return out;
}

TEST(facing_angle, the_kernel_matches_the_reference_at_the_edge_and_on_special_values)
{
    // cos² of half-angles from 5° to 85° (narrow) and 95° to 175° (reflex)
    for (int degrees = 5; degrees < 180; degrees += 10) {
        const double half = degrees * M_PI / 180;
        const float cos2 = static_cast<float>(std::cos(half) * std::cos(half));
        const bool narrow = degrees < 90;
        const sector_span span = narrow ? sector_span::narrow : sector_span::reflex;
        const auto cases = facing_cases(cos2);
        const std::vector<bool> got = kernel_answers(narrow, cos2, cases);
        ASSERT_EQ(got.size(), cases.size());
        for (std::size_t i = 0; i < cases.size(); ++i) {
            const auto [h, d2] = cases[i];
            EXPECT_EQ(got[i], hitmask::reference_impl::within_facing_angle(span, cos2, h, d2))
                << "half-angle " << degrees << "°, h = " << h << ", d2 = " << d2;
        }
    }
}

#endif

TEST(facing_angle, a_full_span_takes_every_vector)
{
    for (const auto& [h, d2] : facing_cases(0.25f))
        EXPECT_TRUE(hitmask::reference_impl::within_facing_angle(sector_span::full, 0.25f, h, d2)) << h << ", " << d2;
}

} // namespace
