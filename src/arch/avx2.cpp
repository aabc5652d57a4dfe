// hitmask: the avx2 kernels. The only file compiled with the avx2 flags (see cmake/).
#include "arch_table.hpp"

namespace hitmask {
namespace detail {

const kernel_table avx2_table = arch_kernels<xsimd::avx2, isa::avx2>::table();
const set_kernel_table avx2_set_table = arch_kernels<xsimd::avx2, isa::avx2>::set_table();

} // namespace detail
} // namespace hitmask
