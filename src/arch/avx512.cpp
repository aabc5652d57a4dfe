// hitmask: the avx512 kernels. The only file compiled with the avx512 flags (see cmake/).
#include "arch_table.hpp"

namespace hitmask {
namespace detail {

const kernel_table avx512_table = arch_kernels<xsimd::avx512bw, isa::avx512>::table();
const set_kernel_table avx512_set_table = arch_kernels<xsimd::avx512bw, isa::avx512>::set_table();

} // namespace detail
} // namespace hitmask
