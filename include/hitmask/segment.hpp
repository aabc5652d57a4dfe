/// @file
/// hitmask: plain segment (a wall or a thin laser), for swept bullets.
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
struct segment_params {
    float ax, ay, bx, by;
    float dx, dy;                     ///< b - a
    float min_x, min_y, max_x, max_y; ///< bounding box
};
} // namespace detail

/// The segment a-b, for swept bullets (segments_view): a bullet's path hits it when the two
/// segments cross, touch or overlap collinearly.
class HITMASK_API segment {
public:
    /// Never throws. Refuses non-finite ends; a == b is a point.
    static result<segment> try_make(vec2 a, vec2 b) noexcept;
    /// Throws std::invalid_argument naming the field and value.
    static segment make(vec2 a, vec2 b) { return detail::value_or_fail(try_make(a, b)); }

    segment() = default; ///< the degenerate segment at the origin
    /// The first end (inclusive: a path touching it hits).
    vec2 a() const noexcept { return {p_.ax, p_.ay}; }
    /// The second end (inclusive).
    vec2 b() const noexcept { return {p_.bx, p_.by}; }
    /// What the kernels read (ends, b - a, bounding box); the layout is internal.
    const detail::segment_params& params() const noexcept { return p_; }

private:
    detail::segment_params p_{};
};

} // namespace hitmask
