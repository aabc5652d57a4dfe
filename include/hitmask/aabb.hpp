/// @file
/// hitmask: axis-aligned rectangle (walls, screen bounds, rectangular hitboxes).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
struct aabb_params {
    float min_x, min_y, max_x, max_y;
};
} // namespace detail

template <class Shape>
class shape_set;

/// Axis-aligned rectangle. A point hits when min.x <= x <= max.x and min.y <= y <= max.y:
/// all four edges and corners are inclusive.
class HITMASK_API aabb {
public:
    /// Never throws. Refuses non-finite corners and min > max on either axis (a zero-width
    /// rectangle, min == max, is a valid segment or point).
    static result<aabb> try_make(vec2 min, vec2 max) noexcept;
    /// Throws std::invalid_argument naming the field and value.
    static aabb make(vec2 min, vec2 max) { return detail::value_or_fail(try_make(min, max)); }

    aabb() = default; ///< the degenerate rectangle {0,0}-{0,0}
    /// The lower corner (smallest x and y); inclusive.
    vec2 min() const noexcept { return {p_.min_x, p_.min_y}; }
    /// The upper corner (largest x and y); inclusive.
    vec2 max() const noexcept { return {p_.max_x, p_.max_y}; }
    /// What the kernels read (the two corners); the layout is internal.
    const detail::aabb_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::aabb_params p_{0.f, 0.f, 0.f, 0.f};
};

} // namespace hitmask
