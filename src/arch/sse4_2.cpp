// hitmask: the sse4_2 kernels. The only file compiled with the sse4_2 flags (see cmake/).
#include "arch_table.hpp"

namespace hitmask {
namespace detail {

HITMASK_INSTANTIATE_KERNELS(xsimd::sse4_2);

const kernel_table sse4_2_table = arch_entries<xsimd::sse4_2, isa::sse4_2>::table();

} // namespace detail
} // namespace hitmask
