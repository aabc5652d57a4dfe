// hitmask internal: many shapes against a view, as the kernels see it (src/sets/set_query.cpp
// has checked everything). Two forms, one table entry each per (view, shape kind) and ISA:
// tiles (brute force: every element against every listed shape) and runs (the grid: each shape
// against a few short runs of binned elements).
#pragma once

#include <cstddef>
#include <cstdint>

#include "query_args.hpp"

namespace hitmask {
namespace detail {

/// The brute-force tile: 16 blocks of 64 elements, 8 KB of points (12 KB of round bullets),
/// which stay in L1 while every shape runs over them.
constexpr std::size_t set_tile_blocks = 16;

/// Brute force: elements [0, n) of the columns against shapes[index[i]] (shapes[i] when index
/// is null) for i in [0, count); word w of shape i's hits (elements [64w, 64w + 64)) goes to
/// rows[i][w], bits past n cleared. The driver walks the view in tiles that stay in L1 while
/// every shape runs over them: the elements are read from memory once for all shapes.
struct set_tiles_args {
    const float* col[max_columns];
    std::size_t n;
    const std::uint32_t* index;
    std::size_t count;
    std::uint64_t* const* rows;
};

/// One shape against `count` elements from `first` on: their hit words go to out[0..ceil(count/64)),
/// bits past count cleared.
struct set_run {
    std::uint32_t shape;
    std::uint32_t first;
    std::uint32_t count;
    std::uint64_t* out;
};

/// The grid: every run, in order (runs of one shape are consecutive, so its predicate is built
/// once). The columns can be read in whole 64-element blocks past every run's end (scratch
/// columns with padding), so no block is copied.
struct set_runs_args {
    const float* col[max_columns];
    const set_run* runs;
    std::size_t count;
};

/// One ISA's two many-shape drivers for one (view, shape kind): a member of its kernel table.
template <class Params>
struct set_kernels {
    void (*tiles)(const set_tiles_args&, const Params*) noexcept;
    void (*runs)(const set_runs_args&, const Params*) noexcept;
};

} // namespace detail
} // namespace hitmask
