// The honest memory floor: how fast this CPU can merely read a view's columns, with the widest
// loads an ISA has, from the same buffers the kernels read. No kernel of that ISA and view can
// beat it on data that is not in cache; the report says loudly when one seems to (the floor is
// then wrong, not the kernel fast).
#pragma once

#include <cstddef>
#include <cstdint>

#include <hitmask/isa.hpp>

// memory_floor.cpp is compiled once per ISA with that ISA's kernel flags (bench/CMakeLists.txt);
// each copy defines these in its own namespace.
#define HITMASK_DECLARE_MEMORY_FLOOR(ns)                                                                     \
    namespace memory_floor::ns {                                                                              \
    /** XORs every 32-bit word of `columns` columns of n floats, column loads interleaved. */                \
    std::uint32_t read_columns(const float* const* columns, std::size_t column_count, std::size_t n);        \
    }

#if defined(__x86_64__) || defined(_M_X64)
HITMASK_DECLARE_MEMORY_FLOOR(sse4_2)
HITMASK_DECLARE_MEMORY_FLOOR(avx2)
HITMASK_DECLARE_MEMORY_FLOOR(avx512)
#else
HITMASK_DECLARE_MEMORY_FLOOR(neon)
#endif

namespace memory_floor {

/// One ISA's floor: reads `column_count` columns of n floats once.
using reader = std::uint32_t (*)(const float* const* columns, std::size_t column_count, std::size_t n);

/// The floor of `target`'s widest loads, or null for an ISA this build has no floor for (scalar).
inline reader reader_of(hitmask::isa target)
{
    switch (target) {
#if defined(__x86_64__) || defined(_M_X64)
    case hitmask::isa::sse4_2: return sse4_2::read_columns;
    case hitmask::isa::avx2: return avx2::read_columns;
    case hitmask::isa::avx512: return avx512::read_columns;
#else
    case hitmask::isa::neon: return neon::read_columns;
#endif
    default: return nullptr;
    }
}

} // namespace memory_floor
