// Peers of hitmask::compact: the compaction a game programmer writes without hitmask, over 8
// float columns (n elements each) and a keep mask in hitmask's bit layout (bit i % 64 of word
// i / 64). Compiled twice, as the plain loops of the other benchmarks are: for baseline x86-64
// and for -march=native, at -O2 (a game's usual release flags), not hitmask's IEEE ones.
//   remove_if   std::remove_if over the equivalent array of structs (8 floats, 32 bytes), the
//               predicate reading element i's bit (i from the element's address)
//   soa_loop    the branch-free SoA loop: every column's x[w] = x[i], then w += keep(i)
//   bit_scan    the indices of a mask's set bits as a C programmer writes them (hitmask::indices'
//               peer): while (w) { out[k++] = base + ctz(w); w &= w - 1; }
#pragma once

#include <cstddef>
#include <cstdint>

namespace plain_compact {

constexpr std::size_t columns = 8;

/// One element of the array of structs: the 8 columns side by side.
struct bullet8 {
    float v[columns];
};

} // namespace plain_compact

#define HITMASK_DECLARE_PLAIN_COMPACT(ns)                                                                    \
    namespace plain_compact::ns {                                                                           \
    /** std::remove_if of the elements whose bit is clear; returns how many stay. */                       \
    std::size_t remove_if(const std::uint64_t* keep, bullet8* bullets, std::size_t n);                     \
    /** The branch-free loop over the 8 columns col[0..7]; returns how many stay. */                       \
    std::size_t soa_loop(const std::uint64_t* keep, float* const* col, std::size_t n);                     \
    /** The set bits' indices among n bits (n a multiple of 64), into out; returns how many. */             \
    std::size_t bit_scan(const std::uint64_t* words, std::size_t n, std::uint32_t* out);                   \
    }

HITMASK_DECLARE_PLAIN_COMPACT(baseline)
HITMASK_DECLARE_PLAIN_COMPACT(native)
