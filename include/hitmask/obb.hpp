/// @file
/// hitmask: oriented (rotated) rectangle.
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
/// Centre and the two unit axes (u at `rotation`, v a quarter turn further).
struct obb_params {
    float cx, cy;
    float ux, uy, vx, vy;
    float hx, hy; ///< half extents along u and v
};
} // namespace detail

template <class Shape>
class shape_set;

/// Rectangle of half extents (hx, hy) rotated by `rotation` radians about its centre: a laser
/// with flat ends. With q = p - center, a point hits when |q·u| <= hx and |q·v| <= hy, edges
/// included (u = (cos θ, sin θ), v = (-sin θ, cos θ)). Rotation 0 gives exactly u = (1, 0).
class HITMASK_API obb {
public:
    /// Never throws. Refuses a non-finite centre or rotation and NaN, negative or infinite half
    /// extents.
    static result<obb> try_make(vec2 center, vec2 half_extents, float rotation) noexcept;
    /// Throws std::invalid_argument naming the field and value.
    static obb make(vec2 center, vec2 half_extents, float rotation)
    {
        return detail::value_or_fail(try_make(center, half_extents, rotation));
    }

    obb() = default; ///< the degenerate rectangle at the origin with zero extents: hits only the origin
    /// The centre.
    vec2 center() const noexcept { return {p_.cx, p_.cy}; }
    /// Half the width along u and half the height along v (both >= 0; edges inclusive).
    vec2 half_extents() const noexcept { return {p_.hx, p_.hy}; }
    /// The rotation in radians, as given.
    float rotation() const noexcept { return rotation_; }
    /// What the kernels read (centre, unit axes u and v, half extents); the layout is internal.
    const detail::obb_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::obb_params p_{0.f, 0.f, 1.f, 0.f, 0.f, 1.f, 0.f, 0.f};
    float rotation_ = 0.f;
};

} // namespace hitmask
