// hitmask: the sse4_2 kernels. The only file compiled with the sse4_2 flags (see cmake/).
#include "arch_table.hpp"

namespace hitmask {
namespace detail {

const kernel_table sse4_2_table = arch_kernels<xsimd::sse4_2, isa::sse4_2>::table();
const set_kernel_table sse4_2_set_table = arch_kernels<xsimd::sse4_2, isa::sse4_2>::set_table();

} // namespace detail
} // namespace hitmask
