// hitmask: which many-shape kernels go with a kernel table. The only file that names every ISA's
// set table, and only the many-shape forms call it: a program that never calls one (the npm
// package's WebAssembly module) links none of those kernels (src/dispatch/kernel_table.hpp).
#include "../dispatch/kernel_table.hpp"

namespace hitmask {
namespace detail {

const set_kernel_table& set_table_for(const kernel_table& kernels) noexcept
{
    // an address test per many-shape call, against the few tables this build has
    if (&kernels == &reference_table) return reference_set_table;
#if HITMASK_WITH_X86
    if (&kernels == &avx512_table) return avx512_set_table;
    if (&kernels == &avx2_table) return avx2_set_table;
    if (&kernels == &sse4_2_table) return sse4_2_set_table;
#endif
#if HITMASK_WITH_NEON
    if (&kernels == &neon_table) return neon_set_table;
#endif
#if HITMASK_WITH_WASM
    if (&kernels == &simd128_table) return simd128_set_table;
#endif
    return scalar_set_table; // scalar_table's: every table dispatch hands out is one of these
}

} // namespace detail
} // namespace hitmask
