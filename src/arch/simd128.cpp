// hitmask: the WebAssembly SIMD128 kernels. The only file compiled with -msimd128 -msse4.2 (see
// cmake/). xsimd 8.1 has no wasm architecture, so these are the SSE4.2 kernels compiled through
// Emscripten's SSE headers, which map each intrinsic the kernels use to SIMD128 instructions
// with SSE's own semantics (its _mm_min_ps is a compare and a select, not wasm's pmin); the
// kind sweep holds every one of them to the scalar reference, as on every other ISA.
#include "arch_table.hpp"

#if !defined(__EMSCRIPTEN__) || !defined(__wasm_simd128__)
#error "src/arch/simd128.cpp is built by Emscripten with -msimd128 only (cmake/hitmask_isa.cmake)"
#endif

namespace hitmask {
namespace detail {

const kernel_table simd128_table = arch_kernels<xsimd::sse4_2, isa::simd128>::table();
const set_kernel_table simd128_set_table = arch_kernels<xsimd::sse4_2, isa::simd128>::set_table();

} // namespace detail
} // namespace hitmask
