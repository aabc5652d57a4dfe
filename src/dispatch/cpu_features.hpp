// hitmask internal: what the CPU and the OS together let us run.
#pragma once

#include <hitmask/isa.hpp>

namespace hitmask {
namespace detail {

/// True when this build has `target`'s kernels and the CPU and OS can run them. For x86 that
/// means the CPUID feature bits and, for AVX and AVX-512, the OS saving those registers
/// (XCR0), as Highway and simdjson check.
bool cpu_can_run(isa target) noexcept;

} // namespace detail
} // namespace hitmask
