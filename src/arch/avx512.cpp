// hitmask: the avx512 kernels. The only file compiled with the avx512 flags (see cmake/).
#include "arch_table.hpp"

#define HITMASK_ARCH xsimd::avx512bw

namespace hitmask {
namespace detail {

HITMASK_QUERIES(HITMASK_INSTANTIATE_KERNEL_FOR)

const kernel_table avx512_table = arch_entries<HITMASK_ARCH, isa::avx512>::table();

} // namespace detail
} // namespace hitmask
