/// @file
/// hitmask: ellipse (rotated), as bullet-hell engines use for rice and arrowhead bullets.
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
/// Centre and the axes pre-divided by the radii, so a point costs no division.
/// The fixed number of steps of the disc test's closest-point iteration (docs/semantics.md
/// states its accuracy): the same on every ISA, so the bits are.
inline constexpr int ellipse_rim_steps = 5;

struct ellipse_params {
    float cx, cy;
    float ax, ay; ///< u / rx
    float bx, by; ///< v / ry
    // for discs (circles_view), the closest point on the rim in the ellipse's frame:
    float ux, uy;     ///< the unit axis u (v = (-uy, ux))
    float rx, ry;     ///< the semi-axes along u and v
    float ku, kv;     ///< (rx² - ry²) / rx and (ry² - rx²) / ry: the evolute's scale per axis
    float inv_rx, inv_ry; ///< 1 / rx and 1 / ry
    float diamond, diagonal; ///< √2·rx·ry and sqrt(rx² + ry²), grown by 2^-20: the octagon's cut
};
} // namespace detail

/// Ellipse of radii (rx, ry) rotated by `rotation` radians. With q = p - center, a point hits
/// when (q·u/rx)² + (q·v/ry)² <= 1, where u/rx and v/ry are computed once by the factory (so
/// the rim is decided by the float values of u/rx and v/ry, as the reference computes it).
class HITMASK_API ellipse {
public:
    /// Never throws. Refuses a non-finite centre or rotation and radii that are not finite and
    /// > 0.
    static result<ellipse> try_make(vec2 center, vec2 radii, float rotation) noexcept;
    /// Throws std::invalid_argument naming the field and value.
    static ellipse make(vec2 center, vec2 radii, float rotation)
    {
        return detail::value_or_fail(try_make(center, radii, rotation));
    }

    ellipse() = default; ///< the unit circle at the origin
    /// The centre.
    vec2 center() const noexcept { return {p_.cx, p_.cy}; }
    /// The semi-axes: rx along u, ry along v (both > 0).
    vec2 radii() const noexcept { return radii_; }
    /// The rotation in radians, as given (u = (cos θ, sin θ)).
    float rotation() const noexcept { return rotation_; }
    /// What the kernels read (centre, u/rx and v/ry rounded once); the layout is internal.
    const detail::ellipse_params& params() const noexcept { return p_; }

private:
    detail::ellipse_params p_{0.f, 0.f, 1.f, 0.f, 0.f, 1.f, 1.f, 0.f, 1.f, 1.f, 0.f, 0.f, 1.f, 1.f, 1.41421491f, 1.41421491f};
    vec2 radii_{1.f, 1.f};
    float rotation_ = 0.f;
};

} // namespace hitmask
