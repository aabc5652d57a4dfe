// hitmask internal: conservative bounding boxes of shapes, for the grid broad phase. Every
// point a shape's float predicate can accept lies inside its box: boxes are padded by a few
// thousand ulps of their size and position, far more than the predicates' rounding, and by
// 2^-60, more than the predicates' underflow (found by the sets fuzzer). A box that
// reaches past ±1e18 marks a shape the grid cannot hold (it runs over the whole view): beyond
// that, squares such as (R + r)² can overflow to infinity, and the predicates (the contract)
// then accept elements at infinity, which no box holds.
#pragma once

#include <cmath>

#include <hitmask/detail/registry.hpp>

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

/// The box around (cx, cy) with half sizes (hx, hy), grown by `reach` and padded.
inline box padded_box(float cx, float cy, float hx, float hy, float reach) noexcept
{
    const float ex = hx + reach, ey = hy + reach;
    // relative: rounding; absolute 2^-60: squared distances under 2^-75 underflow to 0, so a
    // zero-radius circle accepts points that close to its centre (the contract says so)
    const float pad_x = (std::fabs(cx) + ex) * 0x1p-12f + 0x1p-60f;
    const float pad_y = (std::fabs(cy) + ey) * 0x1p-12f + 0x1p-60f;
    return {cx - ex - pad_x, cy - ey - pad_y, cx + ex + pad_x, cy + ey + pad_y};
}

inline box bounds_of(const circle_params& c, float reach) noexcept
{
    return padded_box(c.cx, c.cy, c.r, c.r, reach);
}
inline box bounds_of(const aabb_params& b, float reach) noexcept
{
    const float hx = (b.max_x - b.min_x) * 0.5f, hy = (b.max_y - b.min_y) * 0.5f;
    return padded_box(b.min_x + hx, b.min_y + hy, hx, hy, reach);
}
inline box bounds_of(const sector_params& s, float reach) noexcept
{
    // the whole disc of the range around the apex (an infinite range is not finite)
    return padded_box(s.ax, s.ay, s.range, s.range, reach);
}
inline box bounds_of(const capsule_params& c, float reach) noexcept
{
    const float hx = std::fabs(c.dx) * 0.5f, hy = std::fabs(c.dy) * 0.5f;
    return padded_box(c.ax + c.dx * 0.5f, c.ay + c.dy * 0.5f, hx + c.r, hy + c.r, reach);
}
inline box bounds_of(const obb_params& o, float reach) noexcept
{
    const float hx = std::fabs(o.ux) * o.hx + std::fabs(o.vx) * o.hy;
    const float hy = std::fabs(o.uy) * o.hx + std::fabs(o.vy) * o.hy;
    return padded_box(o.cx, o.cy, hx, hy, reach);
}

} // namespace detail
} // namespace hitmask
