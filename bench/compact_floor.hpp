// The memory floor of a 50 % compaction: the least work any compaction of a column must do, read
// every element once and write half of them in place. Per 16 floats, the first 8 are stored at
// position i / 2 and the other 8 XORed into an accumulator (so they are read): a fixed pattern,
// plain 32-byte loads and aligned stores, no mask, no table, column after column as
// hitmask::compact goes. No 50 % compaction of the same columns can beat it; the report says
// loudly when one seems to (the floor is then wrong, not the kernel fast).
#pragma once

#include <cstddef>
#include <cstdint>

namespace compact_floor {

/// Whether the floor was built (x86-64: compact_floor.cpp with AVX2 flags) and this CPU runs it.
bool available();
/// Halves `count` columns of n floats in place as above; returns the XOR of the unstored halves.
std::uint32_t halve(float* const* columns, std::size_t count, std::size_t n);

} // namespace compact_floor
