// hitmask internal: what a workspace holds. Every buffer only grows, so a warm frame (the same
// or smaller sizes as before) allocates nothing.
#pragma once

#include <cstdint>
#include <vector>

#include <hitmask/shape_set.hpp>

#include "../dispatch/set_args.hpp"
#include "bounds.hpp"
#include "sweep_grid.hpp"

namespace hitmask {

struct workspace::impl {
    broad_phase forced = broad_phase::automatic;
    broad_phase last = broad_phase::brute_force;

    std::vector<std::uint64_t> words;       ///< brute force: hit words of one tile, per shape
    std::vector<std::uint64_t*> rows;       ///< brute force: where each shape's words go
    std::vector<detail::box> boxes;         ///< per shape
    std::vector<std::uint32_t> brute;       ///< shapes the grid does not hold: tested against every element
    std::vector<detail::set_run> runs;      ///< the grid: each shape against the binned elements of a row of cells
    std::vector<std::uint64_t> run_words;   ///< the grid: hit words of every run
    std::vector<std::uint32_t> cell_start;  ///< per cell, then the end: prefix sums of counts
    std::vector<std::uint32_t> element_of;  ///< binned element -> its index in the view
    std::vector<std::uint32_t> cell_of;     ///< per element, its cell (or none)
    std::vector<std::uint32_t> cursor;      ///< per cell, where its next element goes while binning
    std::vector<float> binned[detail::max_columns];          ///< the binned elements' columns, cell by cell
    std::vector<float> extents;             ///< per gridded shape, its box's larger side
    std::vector<hit_pair> pairs;            ///< pairs, while sorting them
    std::vector<std::uint32_t> per_element; ///< pairs per element, while sorting them
    std::vector<float> unstrided[4];        ///< a strided view's fields as SoA columns (strided_sets.cpp)

    // sweep_first (sweep_first.cpp)
    std::vector<float> sweep_best;           ///< brute force: per element of a tile, its least fraction
    std::vector<std::uint32_t> sweep_shape;  ///< brute force: per element of a tile, its first shape
    std::vector<std::uint32_t> sweep_order;  ///< brute force: the shapes' indices, in order
    detail::sweep_grid_state sweep_grid;     ///< sweep_first's grid, kept for the next call
    std::vector<std::uint32_t> stamp;        ///< the grid: per shape, the last element that tested it
    std::uint32_t stamp_now = 0;             ///< the grid: the current element's stamp
};

} // namespace hitmask
