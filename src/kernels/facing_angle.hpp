// hitmask kernels: the facing test the 2D sector (facing form) and the 3D cone share, for any
// xsimd arch. Match reference/facing_angle.hpp bit for bit.
#pragma once

#include <hitmask/sector.hpp>

#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// Calls body(angle), where angle(h, d2) is reference_impl::within_facing_angle on batches for
/// a narrow or reflex span (callers take every lane for a full one), chosen once per query so
/// that each span gets its own loop.
template <class Arch, class Body>
inline auto with_facing_angle(bool narrow, float cos2, const Body& body) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch zero(0.f), limit(cos2);
    if (narrow) return body([=](const batch& h, const batch& d2) { return (h >= zero) & ((h * h) >= (d2 * limit)); });
    return body([=](const batch& h, const batch& d2) { return (h >= zero) | ((h * h) <= (d2 * limit)); });
}

} // namespace detail
} // namespace hitmask
