// hitmask reference: circle, for points and for bullets with a radius. The formulas here are
// the contract for every circle kernel.
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

/// A bullet disc (x, y, r) overlaps the circle when d² <= (R + r)². A bullet whose radius is
/// negative or NaN never hits.
inline bool disc_circle_hit(const detail::circle_params& c, float x, float y, float r) noexcept
{
    const float dx = x - c.cx;
    const float dy = y - c.cy;
    const float d2 = dx * dx + dy * dy;
    const float reach = c.r + r;
    return r >= 0.f && d2 <= reach * reach;
}

} // namespace reference_impl
} // namespace hitmask
