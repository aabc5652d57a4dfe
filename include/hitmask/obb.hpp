// hitmask: oriented (rotated) rectangle and ellipse.
#pragma once

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
/// Centre and the axes pre-divided by the radii, so a point costs no division.
struct ellipse_params {
    float cx, cy;
    float ax, ay; ///< u / rx
    float bx, by; ///< v / ry
};
} // namespace detail

/// Rectangle of half extents (hx, hy) rotated by `rotation` radians about its centre: a laser
/// with flat ends. With q = p - center, a point hits when |q·u| <= hx and |q·v| <= hy, edges
/// included (u = (cos θ, sin θ), v = (-sin θ, cos θ)). Rotation 0 gives exactly u = (1, 0).
class obb {
public:
    /// Never throws. Refuses a non-finite centre or rotation and NaN, negative or infinite half
    /// extents.
    static result<obb> try_make(vec2 center, vec2 half_extents, float rotation) noexcept;
    static obb make(vec2 center, vec2 half_extents, float rotation)
    {
        return detail::value_or_fail(try_make(center, half_extents, rotation));
    }

    obb() = default;
    vec2 center() const noexcept { return {p_.cx, p_.cy}; }
    vec2 half_extents() const noexcept { return {p_.hx, p_.hy}; }
    float rotation() const noexcept { return rotation_; }
    const detail::obb_params& params() const noexcept { return p_; }

private:
    detail::obb_params p_{0.f, 0.f, 1.f, 0.f, 0.f, 1.f, 0.f, 0.f};
    float rotation_ = 0.f;
};

/// Ellipse of radii (rx, ry) rotated by `rotation` radians. With q = p - center, a point hits
/// when (q·u/rx)² + (q·v/ry)² <= 1, where u/rx and v/ry are computed once by the factory (so
/// the rim is decided by the float values of u/rx and v/ry, as the reference computes it).
class ellipse {
public:
    /// Never throws. Refuses a non-finite centre or rotation and radii that are not finite and
    /// > 0.
    static result<ellipse> try_make(vec2 center, vec2 radii, float rotation) noexcept;
    static ellipse make(vec2 center, vec2 radii, float rotation)
    {
        return detail::value_or_fail(try_make(center, radii, rotation));
    }

    ellipse() = default;
    vec2 center() const noexcept { return {p_.cx, p_.cy}; }
    vec2 radii() const noexcept { return radii_; }
    float rotation() const noexcept { return rotation_; }
    const detail::ellipse_params& params() const noexcept { return p_; }

private:
    detail::ellipse_params p_{0.f, 0.f, 1.f, 0.f, 0.f, 1.f};
    vec2 radii_{1.f, 1.f};
    float rotation_ = 0.f;
};

} // namespace hitmask
