// hitmask internal: the many-shape drivers, over any ISA's block test. A Blocks type says how one
// shape tests 64 elements: Blocks::with_shape(params, body) builds the shape's predicate once and
// calls body(word_of), where word_of(col, at) returns the hit bits of elements [at, at + 64) of
// the columns (all readable). The SIMD kernels (src/kernels/set_blocks.hpp) and the reference
// (src/reference/scalar_table.cpp) supply one; each ISA's table instantiates these drivers in its
// own translation unit.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../dispatch/set_args.hpp"

namespace hitmask {
namespace detail {

template <class Blocks, std::size_t Columns, class Params>
void drive_set_tiles(const set_tiles_args& a, const Params* shapes) noexcept
{
    const auto shape_at = [&](std::size_t i) -> const Params& { return shapes[a.index ? a.index[i] : i]; };
    const std::size_t whole = a.n / 64;
    for (std::size_t t = 0; t < whole; t += set_tile_blocks) {
        const std::size_t blocks = std::min(set_tile_blocks, whole - t);
        for (std::size_t i = 0; i < a.count; ++i) {
            std::uint64_t* out = a.rows[i] + t;
            Blocks::with_shape(shape_at(i), [&](const auto& word_of) {
                for (std::size_t b = 0; b < blocks; ++b)
                    out[b] = word_of(a.col, (t + b) * 64);
            });
        }
    }
    const std::size_t tail = a.n % 64;
    if (tail == 0) return;
    // the last partial block, copied once for all shapes to a zero-padded block: no read past
    // the caller's arrays
    alignas(64) float copy[Columns][64] = {};
    const float* col[max_columns] = {};
    for (std::size_t c = 0; c < Columns; ++c) {
        std::memcpy(copy[c], a.col[c] + whole * 64, tail * sizeof(float));
        col[c] = copy[c];
    }
    const std::uint64_t valid = (std::uint64_t{1} << tail) - 1;
    for (std::size_t i = 0; i < a.count; ++i) {
        std::uint64_t* out = a.rows[i] + whole;
        Blocks::with_shape(shape_at(i), [&](const auto& word_of) { *out = word_of(col, 0) & valid; });
    }
}

template <class Blocks, std::size_t Columns, class Params>
void drive_set_runs(const set_runs_args& a, const Params* shapes) noexcept
{
    for (std::size_t k = 0; k < a.count;) {
        const std::uint32_t s = a.runs[k].shape;
        std::size_t end = k + 1;
        while (end < a.count && a.runs[end].shape == s)
            ++end;
        Blocks::with_shape(shapes[s], [&](const auto& word_of) {
            for (std::size_t j = k; j < end; ++j) {
                const set_run& r = a.runs[j];
                const std::size_t blocks = (std::size_t{r.count} + 63) / 64;
                for (std::size_t b = 0; b < blocks; ++b)
                    r.out[b] = word_of(a.col, r.first + b * 64);
                if (r.count % 64 != 0) r.out[blocks - 1] &= (std::uint64_t{1} << (r.count % 64)) - 1;
            }
        });
        k = end;
    }
}

} // namespace detail
} // namespace hitmask
