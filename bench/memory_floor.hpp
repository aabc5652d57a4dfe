// The honest memory floor: how fast this CPU can merely read a view's columns, with the widest
// loads an ISA has, from the same buffers the kernels read. No kernel of that ISA and view can
// beat it on data that is not in cache; the report says loudly when one seems to (the floor is
// then wrong, not the kernel fast).
#pragma once

#include <cstddef>
#include <cstdint>

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
