/// @file
/// hitmask: capsule in 3D (lasers, beams, limbs): a segment with a radius.
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec3.hpp"

namespace hitmask {
namespace detail {
/// Segment a→b with d = b - a and its squared length precomputed, and r, r², r²·|d|².
struct capsule3_params {
    float ax, ay, az, bx, by, bz;
    float dx, dy, dz;
    float len2; ///< d·d
    float r, r2;
    float r2len2; ///< r²·(d·d)
};
} // namespace detail

template <class Shape>
class shape_set;

/// All points within `radius` of the segment a-b. With d = b-a, w = p-a and t = w·d, a point
/// hits when
///   w·w <= r²  or  (p-b)·(p-b) <= r²  or  (0 < t < d·d and (w × d)·(w × d) <= r²·(d·d))
/// which is distance(p, segment) <= r without a division; a == b is a sphere. A sphere (q, s)
/// hits when s >= 0 and the same test holds with reach r + s.
class HITMASK_API capsule3 {
public:
    /// Never throws. Refuses non-finite ends, a NaN, negative or infinite radius.
    static result<capsule3> try_make(vec3 a, vec3 b, float radius) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static capsule3 make(vec3 a, vec3 b, float radius) { return detail::value_or_fail(try_make(a, b, radius)); }

    capsule3() = default; ///< the degenerate capsule at the origin with radius 0
    vec3 a() const noexcept { return {p_.ax, p_.ay, p_.az}; } ///< the first end
    vec3 b() const noexcept { return {p_.bx, p_.by, p_.bz}; } ///< the second end
    float radius() const noexcept { return p_.r; }             ///< the radius (>= 0)
    /// What the kernels read; the layout is internal.
    const detail::capsule3_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::capsule3_params p_{};
};

} // namespace hitmask
