// hitmask internal: the choice of ISA, exposed for tests.
#pragma once

#include <cstddef>

#include <hitmask/isa.hpp>

namespace hitmask {
namespace detail {

/// The ISA to start with given the value of HITMASK_ISA (null when unset). An unknown or
/// unavailable name yields the best ISA and a warning in `warning` (empty otherwise).
isa initial_isa(const char* env_value, char* warning, std::size_t warning_size) noexcept;

} // namespace detail
} // namespace hitmask
