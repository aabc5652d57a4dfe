/// @file
/// hitmask: circle shape (player hitbox, graze ring, round bullets).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
/// What the kernels need: the centre, r (for bullets with a radius) and r² (for points).
struct circle_params {
    float cx, cy;
    float r, r2;
};
} // namespace detail

template <class Shape>
class shape_set;

/// Disc of centre c and radius r. A point p hits when (p-c)·(p-c) <= r², evaluated in float
/// exactly in that order, so the rim is inclusive and r = 0 hits only c.
class HITMASK_API circle {
public:
    /// Never throws. Refuses a non-finite centre, a NaN, negative or infinite radius, and a
    /// radius whose square overflows float (r > 1.8e19).
    static result<circle> try_make(vec2 center, float radius) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static circle make(vec2 center, float radius) { return detail::value_or_fail(try_make(center, radius)); }

    circle() = default; ///< the degenerate circle at the origin with radius 0
    /// The centre c.
    vec2 center() const noexcept { return {p_.cx, p_.cy}; }
    /// The radius r (>= 0).
    float radius() const noexcept { return p_.r; }
    /// What the kernels read (centre, r and r² rounded once in float); the layout is internal.
    const detail::circle_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::circle_params p_{0.f, 0.f, 0.f, 0.f};
};

} // namespace hitmask
