/// @file
/// hitmask: capsule (a segment with round ends: lasers, swept bullets).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
/// Segment a→b with d = b - a and its squared length precomputed, and r², r²·|d|².
struct capsule_params {
    float ax, ay, bx, by;
    float dx, dy;
    float len2;   ///< d·d
    float r, r2;  ///< radius and r²
    float r2len2; ///< r²·(d·d)
};
} // namespace detail

template <class Shape>
class shape_set;

/// All points within `radius` of the segment a-b (a laser with round ends). With d = b-a and
/// t = (p-a)·d, a point hits when
///   (p-a)·(p-a) <= r²  or  (p-b)·(p-b) <= r²  or  (0 < t < d·d and ((p-a) × d)² <= r²·(d·d))
/// which is distance(p, segment) <= r without a division. a == b is exactly a circle.
class HITMASK_API capsule {
public:
    /// Never throws. Refuses non-finite ends and a NaN, negative or infinite radius.
    static result<capsule> try_make(vec2 a, vec2 b, float radius) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static capsule make(vec2 a, vec2 b, float radius) { return detail::value_or_fail(try_make(a, b, radius)); }

    capsule() = default; ///< the degenerate capsule at the origin with radius 0: hits only the origin
    /// The first end of the segment.
    vec2 a() const noexcept { return {p_.ax, p_.ay}; }
    /// The second end of the segment.
    vec2 b() const noexcept { return {p_.bx, p_.by}; }
    /// The radius r (>= 0): the distance from the segment that still hits.
    float radius() const noexcept { return p_.r; }
    /// What the kernels read (ends, d = b - a, d·d, r², r²·(d·d) rounded once); the layout is
    /// internal.
    const detail::capsule_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::capsule_params p_{};
};

} // namespace hitmask
