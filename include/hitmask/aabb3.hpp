/// @file
/// hitmask: axis-aligned box in 3D (rooms, trigger volumes, hitboxes).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec3.hpp"

namespace hitmask {
namespace detail {
struct aabb3_params {
    float min_x, min_y, min_z;
    float max_x, max_y, max_z;
};
} // namespace detail

template <class Shape>
class shape_set;

/// The box min <= p <= max on every axis, faces inclusive. A sphere (q, s) hits when s >= 0
/// and gx² + gy² + gz² <= s² (summed in that order), with gx = max(min.x - q.x, q.x - max.x, 0)
/// and likewise for y and z: its centre's distance to the box, 0 inside.
class HITMASK_API aabb3 {
public:
    /// Never throws. Refuses non-finite corners and min > max on any axis (min == max is a
    /// flat box).
    static result<aabb3> try_make(vec3 min, vec3 max) noexcept;
    /// Throws std::invalid_argument naming the field and value (aborts with the message when
    /// exceptions are off).
    static aabb3 make(vec3 min, vec3 max) { return detail::value_or_fail(try_make(min, max)); }

    aabb3() = default; ///< the degenerate box at the origin
    vec3 min() const noexcept { return {p_.min_x, p_.min_y, p_.min_z}; } ///< the low corner
    vec3 max() const noexcept { return {p_.max_x, p_.max_y, p_.max_z}; } ///< the high corner
    /// What the kernels read; the layout is internal.
    const detail::aabb3_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::aabb3_params p_{};
};

} // namespace hitmask
