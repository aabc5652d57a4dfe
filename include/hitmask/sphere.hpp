/// @file
/// hitmask: sphere shape (3D hitboxes, blast radii, proximity triggers).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec3.hpp"

namespace hitmask {
namespace detail {
/// What the kernels need: the centre, r (for spheres) and r² (for points).
struct sphere_params {
    float cx, cy, cz;
    float r, r2;
};
} // namespace detail

template <class Shape>
class shape_set;

/// Ball of centre c and radius r. A point p hits when (p-c)·(p-c) <= r², the sum taken as
/// (dx² + dy²) + dz² in float, so the surface is inclusive and r = 0 hits only c. A sphere
/// (q, s) of spheres_view hits when s >= 0 and |q-c|² <= (r + s)².
class HITMASK_API sphere {
public:
    /// Never throws. Refuses a non-finite centre, a NaN, negative or infinite radius, and a
    /// radius whose square overflows float (r > 1.8e19).
    static result<sphere> try_make(vec3 center, float radius) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static sphere make(vec3 center, float radius) { return detail::value_or_fail(try_make(center, radius)); }

    sphere() = default; ///< the degenerate sphere at the origin with radius 0
    /// The centre c.
    vec3 center() const noexcept { return {p_.cx, p_.cy, p_.cz}; }
    /// The radius r (>= 0).
    float radius() const noexcept { return p_.r; }
    /// What the kernels read; the layout is internal.
    const detail::sphere_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::sphere_params p_{0.f, 0.f, 0.f, 0.f, 0.f};
};

} // namespace hitmask
