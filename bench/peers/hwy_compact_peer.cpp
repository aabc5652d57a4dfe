// act_peer::hwy (act_peers.hpp): Highway's CompressStore, static dispatch, built for AVX2. Built
// twice when clang++ is installed: by the project's compiler (namespace hwy) and by clang++
// (HITMASK_HWY_NS=hwy_clang, bench/CMakeLists.txt), see act_peers.hpp.
#include "act_peers.hpp"

#ifndef HITMASK_HWY_NS
#define HITMASK_HWY_NS hwy
#endif

#if HITMASK_BENCH_HWY

#include <cpuid.h>
#include <cstring>

#include <hwy/highway.h>

static_assert(HWY_STATIC_TARGET == HWY_AVX2, "build hwy_compact_peer.cpp with -mavx2 -mfma -mbmi -mbmi2 -mf16c -mpclmul -maes");

namespace act_peer::HITMASK_HWY_NS {

namespace hn = ::hwy::HWY_NAMESPACE;

bool available()
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
    const bool f16c = (c >> 29) & 1u, pclmul = (c >> 1) & 1u, aes = (c >> 25) & 1u; // clang 14 knows no "f16c" here
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi2") && f16c &&
           pclmul && aes;
}

std::size_t compact(const std::uint64_t* keep, float* const* columns, std::size_t count, std::size_t n)
{
    const hn::ScalableTag<float> d; // 8 lanes on AVX2
    const std::size_t lanes = hn::Lanes(d);
    const auto* bits = reinterpret_cast<const std::uint8_t*>(keep); // bit i of byte i / 8 (little-endian words)
    std::size_t kept = 0;
    for (std::size_t c = 0; c < count; ++c) {
        float* col = columns[c];
        kept = 0;
        std::size_t i = 0;
        // CompressStore may write all 8 lanes at col + kept: never past col + i + 8, already loaded
        for (; i + lanes <= n; i += lanes)
            kept += hn::CompressBitsStore(hn::LoadU(d, col + i), bits + i / 8, d, col + kept);
        for (; i < n; ++i)
            if ((keep[i / 64] >> (i % 64)) & 1u) col[kept++] = col[i];
    }
    return kept;
}

} // namespace act_peer::HITMASK_HWY_NS

#else

namespace act_peer::HITMASK_HWY_NS {
bool available()
{
    return false;
}
std::size_t compact(const std::uint64_t*, float* const*, std::size_t, std::size_t)
{
    return 0;
}
} // namespace act_peer::HITMASK_HWY_NS

#endif
