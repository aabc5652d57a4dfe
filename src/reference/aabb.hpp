// hitmask reference: axis-aligned rectangle, for points and round bullets (circles_view).
#pragma once

#include <hitmask/aabb.hpp>

namespace hitmask {
namespace reference_impl {

/// Hit when min <= p <= max on both axes, edges inclusive; NaN compares false.
inline bool points_hit(const detail::aabb_params& b, float x, float y) noexcept
{
    return b.min_x <= x && x <= b.max_x && b.min_y <= y && y <= b.max_y;
}

/// The larger of a and b, by comparison (so NaN handling is spelled out, as in the kernels).
inline float larger(float a, float b) noexcept
{
    return a > b ? a : b;
}

/// A bullet disc overlaps the rectangle when its centre's distance to the box is <= r: per
/// axis the gap is max(min - x, x - max, 0). NaN centres and negative or NaN radii never hit.
inline bool circles_hit(const detail::aabb_params& b, float x, float y, float r) noexcept
{
    const float gx = larger(larger(b.min_x - x, x - b.max_x), 0.f);
    const float gy = larger(larger(b.min_y - y, y - b.max_y), 0.f);
    // x == x rejects NaN, which the max above would have turned into a gap of 0
    return x == x && y == y && r >= 0.f && gx * gx + gy * gy <= r * r;
}

} // namespace reference_impl
} // namespace hitmask
