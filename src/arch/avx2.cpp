// hitmask: the avx2 kernels. The only file compiled with the avx2 flags (see cmake/).
#include "arch_table.hpp"

#define HITMASK_ARCH xsimd::avx2

namespace hitmask {
namespace detail {

HITMASK_QUERIES(HITMASK_INSTANTIATE_KERNEL_FOR)

const kernel_table avx2_table = arch_entries<HITMASK_ARCH, isa::avx2>::table();

} // namespace detail
} // namespace hitmask
