// hitmask: CPU and OS feature detection, done once.
#include "cpu_features.hpp"

#if HITMASK_WITH_X86
#include <cstdint>
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h> // __cpuid, __cpuidex, _xgetbv
#else
#include <cpuid.h> // GCC, Clang, clang-cl and MinGW-w64
#endif
#endif

namespace hitmask {
namespace detail {

#if HITMASK_WITH_X86
namespace {

struct x86_features {
    bool sse4_2 = false;
    bool avx2 = false;
    bool avx512 = false;
};

#if defined(_MSC_VER) && !defined(__clang__)
/// CPUID leaf `leaf`, sub-leaf `sub`; false when the CPU does not have that leaf.
bool cpuid(unsigned leaf, unsigned sub, unsigned& a, unsigned& b, unsigned& c, unsigned& d) noexcept
{
    int regs[4];
    __cpuid(regs, 0);
    if (static_cast<unsigned>(regs[0]) < leaf) return false;
    __cpuidex(regs, static_cast<int>(leaf), static_cast<int>(sub));
    a = static_cast<unsigned>(regs[0]);
    b = static_cast<unsigned>(regs[1]);
    c = static_cast<unsigned>(regs[2]);
    d = static_cast<unsigned>(regs[3]);
    return true;
}

std::uint64_t read_xcr0() noexcept
{
    return _xgetbv(0); // MSVC needs no /arch flag for it
}
#else
bool cpuid(unsigned leaf, unsigned sub, unsigned& a, unsigned& b, unsigned& c, unsigned& d) noexcept
{
    return __get_cpuid_count(leaf, sub, &a, &b, &c, &d) != 0;
}

std::uint64_t read_xcr0() noexcept
{
    std::uint32_t lo = 0, hi = 0;
    // xgetbv with ecx = 0; encoded as bytes so no -mxsave is needed on this file
    __asm__ volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0));
    return (std::uint64_t{hi} << 32) | lo;
}
#endif

x86_features detect() noexcept
{
    x86_features f;
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!cpuid(1, 0, a, b, c, d)) return f;
    const bool sse41 = c & (1u << 19), sse42 = c & (1u << 20), popcnt = c & (1u << 23);
    const bool osxsave = c & (1u << 27), avx = c & (1u << 28);
    f.sse4_2 = sse41 && sse42 && popcnt;
    if (!osxsave || !avx) return f;
    const std::uint64_t xcr0 = read_xcr0();
    const bool os_avx = (xcr0 & 0x6) == 0x6;      // XMM and YMM state
    const bool os_avx512 = (xcr0 & 0xE6) == 0xE6; // plus opmask, ZMM_Hi256, Hi16_ZMM
    if (!cpuid(7, 0, a, b, c, d)) return f;
    const bool bmi1 = b & (1u << 3), avx2 = b & (1u << 5), bmi2 = b & (1u << 8);
    const bool avx512f = b & (1u << 16), avx512dq = b & (1u << 17), avx512cd = b & (1u << 28),
               avx512bw = b & (1u << 30);
    f.avx2 = f.sse4_2 && os_avx && avx2 && bmi1 && bmi2;
    f.avx512 = f.avx2 && os_avx512 && avx512f && avx512dq && avx512cd && avx512bw;
    return f;
}

/// Detected once, on first use.
const x86_features& x86() noexcept
{
    static const x86_features features = detect();
    return features;
}

} // namespace
#endif

bool cpu_can_run(isa target) noexcept
{
    switch (target) {
    case isa::scalar:
        return true;
#if HITMASK_WITH_X86
    case isa::sse4_2:
        return x86().sse4_2;
    case isa::avx2:
        return x86().avx2;
    case isa::avx512:
        return x86().avx512;
#endif
#if HITMASK_WITH_NEON
    case isa::neon:
        return true; // Advanced SIMD is part of every AArch64 CPU
#endif
#if HITMASK_WITH_WASM
    case isa::simd128:
        return true; // chosen at build time: a module built with -msimd128 only loads where it runs
#endif
    default:
        return false;
    }
}

} // namespace detail
} // namespace hitmask
