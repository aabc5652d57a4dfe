// hitmask: the sse4_2 kernels. The only file compiled with the sse4_2 flags (see cmake/).
#include "arch_table.hpp"

#define HITMASK_ARCH xsimd::sse4_2

namespace hitmask {
namespace detail {

HITMASK_QUERIES(HITMASK_INSTANTIATE_KERNEL_FOR)

const kernel_table sse4_2_table = arch_entries<HITMASK_ARCH, isa::sse4_2>::table();

} // namespace detail
} // namespace hitmask
