// hitmask reference: axis-aligned rectangle.
#pragma once

#include <hitmask/aabb.hpp>

namespace hitmask {
namespace reference_impl {

/// Hit when min <= p <= max on both axes, edges inclusive; NaN compares false.
inline bool aabb_hit(const detail::aabb_params& b, float x, float y) noexcept
{
    return b.min_x <= x && x <= b.max_x && b.min_y <= y && y <= b.max_y;
}

} // namespace reference_impl
} // namespace hitmask
