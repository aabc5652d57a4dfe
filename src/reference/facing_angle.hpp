// hitmask reference: the facing test the 2D sector (facing form) and the 3D cone share.
#pragma once

#include <hitmask/sector.hpp>

namespace hitmask {
namespace reference_impl {

/// Whether a vector v lies within the half-angle about a unit direction u whose squared
/// cosine is cos2, from h = v·u and d2 = v·v (the angle is <= half exactly when h >= |v| cos,
/// squared to drop the root): narrow (cos >= 0) h >= 0 and h² >= d2 cos²; reflex (cos < 0)
/// h >= 0 or h² <= d2 cos²; full, always. v = 0 passes; NaN fails every comparison.
inline bool within_facing_angle(detail::sector_span span, float cos2, float h, float d2) noexcept
{
    if (span == detail::sector_span::full) return true;
    const float h2 = h * h;
    const float limit = d2 * cos2;
    if (span == detail::sector_span::narrow) return h >= 0.f && h2 >= limit;
    return h >= 0.f || h2 <= limit;
}

} // namespace reference_impl
} // namespace hitmask
