// hitmask internal: IEEE denormals for the library's own work. A game linked with -ffast-math
// (or -Ofast) starts with flush-to-zero and denormals-are-zero set (GCC links crtfastmath.o),
// which would turn a denormal radius into 0 and change the bits of boundary cases. Factories and
// queries run inside this scope, which clears those modes and restores the caller's on exit;
// reading the control register costs a few cycles, writing it happens only when they were set.
#pragma once

#include <cstdint>

#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__) || defined(_M_IX86)
#include <xmmintrin.h>
#define HITMASK_FLOAT_ENV_X86 1
#elif defined(__aarch64__)
#define HITMASK_FLOAT_ENV_AARCH64 1
#endif

namespace hitmask {
namespace detail {

class ieee_denormals {
public:
    ieee_denormals() noexcept
    {
#if defined(HITMASK_FLOAT_ENV_X86)
        saved_ = _mm_getcsr();
        if (saved_ & flush_bits) _mm_setcsr(saved_ & ~flush_bits);
#elif defined(HITMASK_FLOAT_ENV_AARCH64)
        std::uint64_t fpcr;
        __asm__ volatile("mrs %0, fpcr" : "=r"(fpcr));
        saved_ = fpcr;
        if (saved_ & flush_bits) __asm__ volatile("msr fpcr, %0" : : "r"(saved_ & ~flush_bits));
#endif
    }
    ~ieee_denormals()
    {
#if defined(HITMASK_FLOAT_ENV_X86)
        if (saved_ & flush_bits) _mm_setcsr(saved_);
#elif defined(HITMASK_FLOAT_ENV_AARCH64)
        if (saved_ & flush_bits) __asm__ volatile("msr fpcr, %0" : : "r"(saved_));
#endif
    }
    ieee_denormals(const ieee_denormals&) = delete;
    ieee_denormals& operator=(const ieee_denormals&) = delete;

private:
#if defined(HITMASK_FLOAT_ENV_X86)
    static constexpr unsigned flush_bits = 0x8040; // MXCSR FTZ (bit 15) and DAZ (bit 6)
    unsigned saved_ = 0;
#elif defined(HITMASK_FLOAT_ENV_AARCH64)
    static constexpr std::uint64_t flush_bits = std::uint64_t{1} << 24; // FPCR.FZ
    std::uint64_t saved_ = 0;
#endif
};

} // namespace detail
} // namespace hitmask
