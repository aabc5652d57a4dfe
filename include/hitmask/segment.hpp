// hitmask: plain segment (a wall or a thin laser), for swept bullets.
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
    static segment make(vec2 a, vec2 b) { return detail::value_or_fail(try_make(a, b)); }

    segment() = default;
    vec2 a() const noexcept { return {p_.ax, p_.ay}; }
    vec2 b() const noexcept { return {p_.bx, p_.by}; }
    const detail::segment_params& params() const noexcept { return p_; }

private:
    detail::segment_params p_{};
};

} // namespace hitmask
