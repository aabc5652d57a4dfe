// One copy of the memory floor per ISA (see memory_floor.hpp). The loop is written with GCC
// vector extensions of the ISA's register width, so with that ISA's flags it compiles to its
// widest unaligned loads and XORs: the cheapest possible use of every loaded byte, four
// independent accumulators, the columns' loads interleaved as a kernel interleaves them.
#include "memory_floor.hpp"

#include <cstring>

#ifndef HITMASK_FLOOR_ISA
#error "compile with -DHITMASK_FLOOR_ISA=<isa> -DHITMASK_FLOOR_BYTES=<vector bytes>"
#endif

namespace memory_floor::HITMASK_FLOOR_ISA {

namespace {

constexpr std::size_t lanes = HITMASK_FLOOR_BYTES / 4;
using words = std::uint32_t __attribute__((vector_size(HITMASK_FLOOR_BYTES)));

inline words load(const float* p)
{
    words w;
    std::memcpy(&w, p, sizeof w);
    return w;
}

template <std::size_t Columns>
std::uint32_t read(const float* const* col, std::size_t n)
{
    words acc[4] = {};
    std::size_t i = 0;
    for (; i + 2 * lanes <= n; i += 2 * lanes)
        for (std::size_t c = 0; c < Columns; ++c) {
            acc[c & 3] ^= load(col[c] + i);
            acc[(c + 2) & 3] ^= load(col[c] + i + lanes);
        }
    std::uint32_t sum = 0;
    for (const words& a : acc)
        for (std::size_t l = 0; l < lanes; ++l)
            sum ^= a[l];
    for (; i < n; ++i)
        for (std::size_t c = 0; c < Columns; ++c) {
            std::uint32_t w;
            std::memcpy(&w, col[c] + i, 4);
            sum ^= w;
        }
    return sum;
}

} // namespace

std::uint32_t read_columns(const float* const* columns, std::size_t column_count, std::size_t n)
{
    switch (column_count) {
    case 2: return read<2>(columns, n);
    case 3: return read<3>(columns, n);
    case 4: return read<4>(columns, n);
    case 5: return read<5>(columns, n);
    case 6: return read<6>(columns, n);
    default: return 0;
    }
}

} // namespace memory_floor::HITMASK_FLOOR_ISA
