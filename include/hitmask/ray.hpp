/// @file
/// hitmask: rays (lasers, hitscan shots, sight lines) as bounded segments, for ray casts
/// against views of elements (raycast.hpp).
#pragma once

#include <cstddef>

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"
#include "vec3.hpp"

namespace hitmask {
namespace detail {
/// What the ray kernels read: the origin, the unit direction as stored and the length.
struct ray_params {
    float ox, oy;
    float ux, uy;
    float max;
};
/// The same in 3D.
struct ray3_params {
    float ox, oy, oz;
    float ux, uy, uz;
    float max;
};
} // namespace detail

/// A 2D ray: the segment {origin + t * direction : 0 <= t <= max_distance}, with `direction`
/// the unit vector the factory stored. Distances a ray cast returns are values of t.
class HITMASK_API ray {
public:
    /// Never throws. Refuses a non-finite origin, a zero, NaN or infinite direction and a NaN
    /// or negative max_distance (+inf is allowed: an unbounded ray). The direction is
    /// normalised once, in double, and rounded to float; one already unit to float precision
    /// (|d|² within 2^-21 of 1, as every stored direction is) is kept as given, so
    /// make(r.origin(), r.direction(), L) is r cut to length L.
    static result<ray> try_make(vec2 origin, vec2 direction, float max_distance) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static ray make(vec2 origin, vec2 direction, float max_distance)
    {
        return detail::value_or_fail(try_make(origin, direction, max_distance));
    }

    ray() = default; ///< from the origin along +x, length 0
    /// Where the ray starts.
    vec2 origin() const noexcept { return {p_.ox, p_.oy}; }
    /// The unit direction the factory stored (normalised once).
    vec2 direction() const noexcept { return {p_.ux, p_.uy}; }
    /// How far the ray reaches (>= 0; may be +inf).
    float max_distance() const noexcept { return p_.max; }
    /// What the kernels read; the layout is internal.
    const detail::ray_params& params() const noexcept { return p_; }

private:
    detail::ray_params p_{0.f, 0.f, 1.f, 0.f, 0.f};
};

/// A 3D ray: the segment {origin + t * direction : 0 <= t <= max_distance}, as ray.
class HITMASK_API ray3 {
public:
    /// Never throws. The same refusals as ray::try_make.
    static result<ray3> try_make(vec3 origin, vec3 direction, float max_distance) noexcept;
    /// Throws std::invalid_argument naming the field and value.
    static ray3 make(vec3 origin, vec3 direction, float max_distance)
    {
        return detail::value_or_fail(try_make(origin, direction, max_distance));
    }

    ray3() = default; ///< from the origin along +x, length 0
    /// Where the ray starts.
    vec3 origin() const noexcept { return {p_.ox, p_.oy, p_.oz}; }
    /// The unit direction the factory stored (normalised once).
    vec3 direction() const noexcept { return {p_.ux, p_.uy, p_.uz}; }
    /// How far the ray reaches (>= 0; may be +inf).
    float max_distance() const noexcept { return p_.max; }
    /// What the kernels read; the layout is internal.
    const detail::ray3_params& params() const noexcept { return p_; }

private:
    detail::ray3_params p_{0.f, 0.f, 0.f, 1.f, 0.f, 0.f, 0.f};
};

/// The index raycast_closest (and nearest) return when nothing qualifies.
inline constexpr std::size_t no_hit = static_cast<std::size_t>(-1);

/// The first element a ray meets.
struct ray_hit {
    std::size_t index; ///< the element the ray meets first (lowest index on ties); no_hit when none
    float distance;    ///< t at which the ray enters it (0 when the origin is inside); +inf when none
};

} // namespace hitmask
