// hitmask: the neon kernels. The only file compiled with the neon flags (see cmake/).
#include "arch_table.hpp"

namespace hitmask {
namespace detail {

const kernel_table neon_table = arch_kernels<xsimd::neon64, isa::neon>::table();
const set_kernel_table neon_set_table = arch_kernels<xsimd::neon64, isa::neon>::set_table();

} // namespace detail
} // namespace hitmask
