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

/// The grid's binning: cell[i] is the cell of element i, row * cols + column, where column
/// and row are grid_column() of (x[i] - x0) * inv and (y[i] - y0) * inv; or `spare` when the
/// element lies outside [x0, x1] × [y0, y1] (NaN included). Every ISA gives the same cells.
struct grid_cells_args {
    const float* x;
    const float* y;
    std::size_t n;
    float x0, y0, x1, y1;
    float inv;                ///< 1 / the cell's side
    float last_col, last_row; ///< the last column and row, as floats
    float cols;               ///< columns per row, as a float (the grid has at most 2^22 cells: exact)
    std::uint32_t spare;
    std::uint32_t* cell;
};

/// A grid column (or row) from an offset in cells: clamped to [0, last] in float before the
/// conversion, NaN sent to 0 (comparisons, not min/max, which pass NaN through), so no
/// float-to-int conversion is out of range, whatever the value. For the baseline-ISA files
/// only (set_query.cpp, the scalar table); the SIMD kernels compute the same in batches.
inline std::uint32_t grid_column(float f, float last) noexcept
{
    f = f >= 0.f ? f : 0.f;
    return static_cast<std::uint32_t>(f <= last ? f : last);
}

/// One ISA's two many-shape drivers for one (view, shape kind): a member of its kernel table.
template <class Params>
struct set_kernels {
    void (*tiles)(const set_tiles_args&, const Params*) noexcept;
    void (*runs)(const set_runs_args&, const Params*) noexcept;
};

} // namespace detail
} // namespace hitmask
