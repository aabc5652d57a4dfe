// hitmask: the neon kernels. The only file compiled with the neon flags (see cmake/).
#include "arch_table.hpp"

#define HITMASK_ARCH xsimd::neon64

namespace hitmask {
namespace detail {

HITMASK_QUERIES(HITMASK_INSTANTIATE_KERNEL_FOR)

const kernel_table neon_table = arch_entries<HITMASK_ARCH, isa::neon>::table();

} // namespace detail
} // namespace hitmask
