// Bits to NumPy bools for the Python module: a mask's n bits (uint64_t words, bit i of word
// i/64) as n bytes of 0 or 1. The bool-array result is most of what a Python query costs over
// the C++ call, so this runs with the widest instructions the library itself uses.
#pragma once

#include <cstddef>
#include <cstdint>

#include <hitmask/isa.hpp>

namespace hitmask_python {

/// out[i] = bit i of words, for i < n. `isa`: the instructions to use (the library's active
/// ISA, so HITMASK_ISA and force_isa steer this too); anything this build cannot use falls back
/// to portable code.
void unpack_bits(const std::uint64_t* words, std::size_t n, bool* out, hitmask::isa isa) noexcept;

} // namespace hitmask_python
