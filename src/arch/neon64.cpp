// hitmask: the neon kernels. The only file compiled with the neon flags (see cmake/).
#include "arch_table.hpp"

namespace hitmask {
namespace detail {

HITMASK_INSTANTIATE_KERNELS(xsimd::neon64);

const kernel_table neon_table = arch_entries<xsimd::neon64, isa::neon>::table();

} // namespace detail
} // namespace hitmask
