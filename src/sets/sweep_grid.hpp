// hitmask internal: sweep_first's uniform grid over the shapes' boxes (src/sets/sweep_first.cpp),
// and what the workspace keeps of it between calls (workspace_state.hpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "bounds.hpp"

namespace hitmask {
namespace detail {

#if defined(__GNUC__)
#define HITMASK_GRID_INLINE inline __attribute__((always_inline))
#else
#define HITMASK_GRID_INLINE inline
#endif

/// The uniform grid over the shapes' boxes.
struct grid {
    static constexpr float inf = std::numeric_limits<float>::infinity();
    float magnitude; ///< the largest |cx| + |cy| + hx + hy + reach of a shape (+inf if any is not finite)
    float origin[2];
    float size[2];    ///< a cell's width and height
    float inverse[2]; ///< 1 / size
    std::uint32_t cells[2];
    /// The cell column (axis 0) or row (axis 1) holding coordinate v, clamped to the grid.
    HITMASK_GRID_INLINE std::uint32_t cell(int axis, float v) const noexcept
    {
        const float c = (v - origin[axis]) * inverse[axis];
        if (!(c >= 0.f)) return 0; // also NaN
        // truncation is floor for c >= 0, without a call to floorf (this file has no SSE4.1)
        return c < static_cast<float>(cells[axis]) ? std::min(static_cast<std::uint32_t>(c), cells[axis] - 1)
                                                   : cells[axis] - 1;
    }
    /// The lower edge of cell k along `axis`; -inf for the first (it holds everything below).
    float lower(int axis, std::uint32_t k) const noexcept
    {
        return k == 0 ? -inf : origin[axis] + static_cast<float>(k) * size[axis];
    }
    /// The upper edge of cell k; +inf for the last.
    float upper(int axis, std::uint32_t k) const noexcept
    {
        return k + 1 >= cells[axis] ? inf : origin[axis] + static_cast<float>(k + 1) * size[axis];
    }
};

/// sweep_first's grid as built for a set, kept in the workspace: a level's walls, the same
/// every frame, are binned once (build_grid compares the set's boxes with `extents` first).
struct sweep_grid_state {
    grid g{};
    bool holds = false;                     ///< whether the grid holds any shape (build_grid's answer)
    bool built = false;                     ///< whether the fields below describe a set
    float reach = 0.f;                      ///< the largest moving radius the boxes were grown by
    std::vector<float> extents;             ///< cx, cy, hx, hy of every shape it was built from, in turn
    std::vector<box> boxes;                 ///< per shape, its padded box
    std::vector<std::uint32_t> brute;       ///< shapes the grid does not hold: tested against every element
    std::vector<std::uint32_t> cell_start;  ///< per cell, then the end: prefix sums of counts
    std::vector<std::uint32_t> cell_shapes; ///< the shapes of each cell, cell by cell
};

} // namespace detail
} // namespace hitmask
