// hitmask reference: circle. The formula here is the contract for every circle kernel.
#pragma once

#include <hitmask/circle.hpp>

namespace hitmask {
namespace reference_impl {

/// Hit when (p-c)·(p-c) <= r², rim inclusive; NaN compares false.
inline bool circle_hit(const detail::circle_params& c, float x, float y) noexcept
{
    const float dx = x - c.cx;
    const float dy = y - c.cy;
    // d² = dx² + dy², in this order and without FMA, exactly as the kernels compute it
    const float d2 = dx * dx + dy * dy;
    return d2 <= c.r2;
}

} // namespace reference_impl
} // namespace hitmask
