// hitmask internal: conservative bounding boxes of shapes, for the grid broad phase. Every
// point a shape's float predicate can accept lies inside its box: boxes are padded by a few
// thousand ulps of their size and position, far more than the predicates' rounding, and by
// 2^-60, more than the predicates' underflow (found by the sets fuzzer). A box that
// reaches past ±1e18 marks a shape the grid cannot hold (it runs over the whole view): beyond
// that, squares such as (R + r)² can overflow to infinity, and the predicates (the contract)
// then accept elements at infinity, which no box holds.
#pragma once

#include <cmath>

#include <hitmask/detail/shape_extent.hpp>

namespace hitmask {
namespace detail {

struct box {
    float x0, y0, x1, y1;
    /// Within ±1e18 (false for NaN and infinity).
    bool finite() const noexcept
    {
        const float limit = 1e18f;
        return x0 >= -limit && y0 >= -limit && x1 <= limit && y1 <= limit;
    }
};

/// The box of a shape's extent (shape_extent.hpp) grown by `reach` and padded.
inline box padded_box(float cx, float cy, float hx, float hy, float reach) noexcept
{
    const float ex = hx + reach, ey = hy + reach;
    // relative: rounding; absolute 2^-60: squared distances under 2^-75 underflow to 0, so a
    // zero-radius circle accepts points that close to its centre (the contract says so)
    const float pad_x = (std::fabs(cx) + ex) * 0x1p-12f + 0x1p-60f;
    const float pad_y = (std::fabs(cy) + ey) * 0x1p-12f + 0x1p-60f;
    return {cx - ex - pad_x, cy - ey - pad_y, cx + ex + pad_x, cy + ey + pad_y};
}

} // namespace detail
} // namespace hitmask
