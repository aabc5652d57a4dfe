/// @file
/// hitmask: view cone in 3D (a guard's sight, a spotlight, a shotgun blast): the spherical
/// sector of the points within `range` of the apex and at most fov/2 from the direction.
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "sector.hpp" // detail::sector_span
#include "vec3.hpp"

namespace hitmask {
namespace detail {
struct cone_params {
    float ax, ay, az;     ///< apex
    float dx, dy, dz;     ///< unit direction
    float cos2;           ///< cos²(fov/2)
    float cos_half;       ///< cos(fov/2): the edge's axial component
    float sin_half;       ///< sin(fov/2) >= 0: the edge's radial component
    float range, range2;  ///< may be +inf
    float end_h, end_q;   ///< range·cos, range·sin: the edge's far end (inf or NaN for an infinite range)
    sector_span span;     ///< narrow (fov <= π), reflex (π < fov < 2π) or full (fov >= 2π)
};
} // namespace detail

template <class Shape>
class shape_set;

/// The spherical sector of apex a, unit direction u, half-angle θ = fov/2 and radius `range`.
/// For a point p, with v = p - a, d2 = (vx² + vy²) + vz² and h = (vx·ux + vy·uy) + vz·uz,
/// p hits when d2 <= range² and
///   narrow (fov <= π):      h >= 0 and h² >= d2·cos²θ
///   reflex (π < fov < 2π):  h >= 0 or  h² <= d2·cos²θ
///   full   (fov >= 2π):     always
/// (the angle between v and u is <= θ, without a sqrt). The apex always hits; the surface and
/// the cap are inclusive.
///
/// A sphere (q, s) hits when its centre's distance to the solid is <= s, found exactly in the
/// plane through the axis and the centre: with v = q - a, h = v·u, w = v × u and
/// c = sqrt(w·w) (the distance from the axis), the solid's cross-section there is the 2D
/// sector of radius `range` and half-angle θ, and (h, c) is within s of it when s >= 0 and
///   d2 <= (range + s)² and (h, d2) passes the angle test above     (within reach, inside the cone)
///   or (h, c) is within s of the edge from (0, 0) to (range·cosθ, range·sinθ)
/// with the division-free segment test of capsule (unit edge: len² = 1, t runs to range); for
/// fov >= 2π only the first line. This is exact at the apex, along the surface, around the
/// rim of the cap and for reflex cones, where the usual cone-vs-sphere shortcuts are not.
class HITMASK_API cone {
public:
    /// Never throws. Refuses a non-finite apex or direction, a zero direction, fov <= 0 or NaN,
    /// a negative or NaN range (+inf is allowed: an infinite cone).
    static result<cone> try_make(vec3 apex, vec3 direction, float fov, float range) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static cone make(vec3 apex, vec3 direction, float fov, float range)
    {
        return detail::value_or_fail(try_make(apex, direction, fov, range));
    }

    cone() = default; ///< the degenerate cone at the origin with range 0: hits only the origin
    vec3 apex() const noexcept { return {p_.ax, p_.ay, p_.az}; }           ///< the apex a
    vec3 direction() const noexcept { return {p_.dx, p_.dy, p_.dz}; }      ///< the unit direction
    float range() const noexcept { return p_.range; }                       ///< the radius (may be +inf)
    bool is_full() const noexcept { return p_.span == detail::sector_span::full; } ///< fov >= 2π: the whole ball
    /// What the kernels read; the layout is internal.
    const detail::cone_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::cone_params p_{0.f, 0.f, 0.f, 1.f, 0.f, 0.f, 1.f, 1.f, 0.f, 0.f, 0.f, 0.f, 0.f, detail::sector_span::narrow};
};

} // namespace hitmask
