/// @file
/// hitmask: oriented box in 3D (rotated hitboxes, trigger volumes, vehicles).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec3.hpp"

namespace hitmask {
namespace detail {
/// Centre, the three unit axes (orthonormal, re-orthonormalized by the factory) and the half
/// extents along them.
struct obb3_params {
    float cx, cy, cz;
    float ux, uy, uz;
    float vx, vy, vz;
    float wx, wy, wz;
    float hu, hv, hw; ///< half extents along u, v and w
};
} // namespace detail

template <class Shape>
class shape_set;

/// The box of half extents (hu, hv, hw) along the orthonormal axes u, v, w around `center`,
/// faces included. With q = p - center (per coordinate) and the projections
///   pu = q.x·u.x + q.y·u.y + q.z·u.z  (and pv, pw likewise, summed in that order, no FMA),
/// a point hits when |pu| <= hu and |pv| <= hv and |pw| <= hw. A sphere (s, r) hits when r >= 0
/// and du² + dv² + dw² <= r² (summed in that order), with du = (|pu| - hu <= 0 ? 0 : |pu| - hu),
/// and likewise for v and w: its centre's distance to the box in the box's own frame, 0 inside,
/// as aabb3's sphere test. A NaN projection (a NaN coordinate, or infinite ones whose terms
/// cancel) stays NaN through du and never hits.
///
/// The rotation is given as three axes, for instance the columns of a rotation matrix (Unity's
/// `transform.right/up/forward`, glm's `mat3` columns, Bullet's `getBasis().getColumn(i)`).
/// Each must have length 1 within 1e-3 and each pair a dot product within 1e-3 of 0; the
/// factory then re-orthonormalizes them in double precision (Gram-Schmidt: u normalized, v made
/// perpendicular to u and normalized, w = u × v with the sign of the given w) and stores them
/// as floats, so the box is exactly a box. Either handedness is accepted (a box is symmetric).
/// The axes (1,0,0), (0,1,0), (0,0,1) are kept exactly: the box is then aabb3(center - h,
/// center + h) up to the rounding of those corners.
class HITMASK_API obb3 {
public:
    /// How far from unit length and from perpendicular the given axes may be.
    static constexpr float axis_tolerance = 1e-3f;

    /// Never throws. Refuses a non-finite centre or axis, NaN, negative or infinite half
    /// extents, an axis whose length is not 1 within axis_tolerance, and two axes whose dot
    /// product is not 0 within axis_tolerance.
    static result<obb3> try_make(vec3 center, vec3 half_extents, vec3 u, vec3 v, vec3 w) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static obb3 make(vec3 center, vec3 half_extents, vec3 u, vec3 v, vec3 w)
    {
        return detail::value_or_fail(try_make(center, half_extents, u, v, w));
    }

    obb3() = default; ///< the degenerate box at the origin with zero extents: hits only the origin
    vec3 center() const noexcept { return {p_.cx, p_.cy, p_.cz}; } ///< the centre
    /// The half extents along u, v and w (each >= 0; faces inclusive).
    vec3 half_extents() const noexcept { return {p_.hu, p_.hv, p_.hw}; }
    vec3 u() const noexcept { return {p_.ux, p_.uy, p_.uz}; } ///< the first unit axis, as stored
    vec3 v() const noexcept { return {p_.vx, p_.vy, p_.vz}; } ///< the second unit axis, as stored
    vec3 w() const noexcept { return {p_.wx, p_.wy, p_.wz}; } ///< the third unit axis, as stored
    /// What the kernels read (centre, unit axes, half extents); the layout is internal.
    const detail::obb3_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::obb3_params p_{0.f, 0.f, 0.f, 1.f, 0.f, 0.f, 0.f, 1.f, 0.f, 0.f, 0.f, 1.f, 0.f, 0.f, 0.f};
};

} // namespace hitmask
