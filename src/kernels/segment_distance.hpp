// hitmask kernels: the division-free distance-to-segment test that capsules, sector edges and
// swept bullets share. Matches reference/segment_distance.hpp bit for bit.
#pragma once

#include "result_sink.hpp" // HITMASK_ALWAYS_INLINE

namespace hitmask {
namespace detail {

/// reference_impl::near_segment on batches: an end within reach, or the perpendicular foot on
/// the segment and within reach.
template <class Batch>
HITMASK_ALWAYS_INLINE auto near_segment(const Batch& px, const Batch& py, const Batch& qx, const Batch& qy, const Batch& dx,
                         const Batch& dy, const Batch& len2, const Batch& reach2, const Batch& reach2_len2) noexcept
{
    const Batch t = px * dx + py * dy;
    const Batch cross = px * dy - py * dx;
    const auto near_a = (px * px + py * py) <= reach2;
    const auto near_b = (qx * qx + qy * qy) <= reach2;
    const auto beside = (t > Batch(0.f)) & (t < len2) & ((cross * cross) <= reach2_len2);
    return near_a | near_b | beside;
}

/// reference_impl::near_segment3 on batches: the same test in 3D.
template <class Batch>
HITMASK_ALWAYS_INLINE auto near_segment3(const Batch& px, const Batch& py, const Batch& pz, const Batch& qx,
                                         const Batch& qy, const Batch& qz, const Batch& dx, const Batch& dy,
                                         const Batch& dz, const Batch& len2, const Batch& reach2,
                                         const Batch& reach2_len2) noexcept
{
    const Batch t = px * dx + py * dy + pz * dz;
    const Batch cx = py * dz - pz * dy;
    const Batch cy = pz * dx - px * dz;
    const Batch cz = px * dy - py * dx;
    const auto near_a = (px * px + py * py + pz * pz) <= reach2;
    const auto near_b = (qx * qx + qy * qy + qz * qz) <= reach2;
    const auto beside = (t > Batch(0.f)) & (t < len2) & ((cx * cx + cy * cy + cz * cz) <= reach2_len2);
    return near_a | near_b | beside;
}

} // namespace detail
} // namespace hitmask
