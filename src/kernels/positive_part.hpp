// hitmask kernels: the positive part of a gap, max(d, 0) with NaN kept, in as few instructions
// as each ISA allows. Its own header, not simd_driver.hpp: the WebAssembly build's tests include
// the driver without an ISA, where xsimd 8.1 declares no select.
#pragma once

#include <type_traits>

#include <xsimd/xsimd.hpp>

#include "result_sink.hpp" // HITMASK_ALWAYS_INLINE

namespace hitmask {
namespace detail {

/// d where d > 0, else 0, keeping NaN: a gap that only gets squared and compared, so a NaN
/// coordinate makes the squared distance NaN and the `<=` test false without its own NaN
/// check. The sign of a zero result may differ between ISAs (x86's max keeps d = -0, the
/// select gives +0); callers square it, so the bits they return do not. x86 and AArch64 do it
/// in one max instruction (x86's returns its second operand when either is NaN; AArch64's
/// returns NaN); the other ISAs by comparison and select.
template <class Arch>
HITMASK_ALWAYS_INLINE xsimd::batch<float, Arch> positive_part(const xsimd::batch<float, Arch>& d) noexcept
{
    using batch = xsimd::batch<float, Arch>;
#if XSIMD_WITH_SSE4_2
    if constexpr (std::is_same_v<Arch, xsimd::sse4_2>) return _mm_max_ps(batch(0.f), d);
#endif
#if XSIMD_WITH_AVX2
    if constexpr (std::is_same_v<Arch, xsimd::avx2>) return _mm256_max_ps(batch(0.f), d);
#endif
#if XSIMD_WITH_AVX512BW
    // the zero-masked form with every lane kept, as in exact_sqrt: GCC 12 reports the plain
    // one's undefined start register as uninitialized
    if constexpr (std::is_same_v<Arch, xsimd::avx512bw>) return _mm512_maskz_max_ps(0xFFFF, batch(0.f), d);
#endif
#if XSIMD_WITH_NEON64
    if constexpr (std::is_same_v<Arch, xsimd::neon64>) return vmaxq_f32(d, batch(0.f));
#endif
    return xsimd::select(d < batch(0.f), batch(0.f), d);
}

} // namespace detail
} // namespace hitmask
