// NumPy bools to bits for the Python module, the inverse of unpack_bits: n bool bytes as a
// mask's words (bit i of word i/64), optionally without the entries set in a second bool array
// (indices(graze, and_not=grazed): the bullets new in the graze ring, no temporary bool array).
// compact() and indices() take their masks as bool arrays, so this runs on every call of them.
#pragma once

#include <cstddef>
#include <cstdint>

#include <hitmask/isa.hpp>

namespace hitmask_python {

/// Bit i of words = (a[i] != 0 && (!b || b[i] == 0)), for i < n; the bits of the last word past
/// n are cleared. a and b are contiguous bytes (NumPy bools); b may be null. `isa`: as for
/// unpack_bits, the library's active ISA.
void pack_bits(const bool* a, const bool* b, std::size_t n, std::uint64_t* words, hitmask::isa isa) noexcept;

} // namespace hitmask_python
