/// @file
/// hitmask: circular sector, as a view cone (facing) or as a start/end arc (between).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {

enum class sector_form : unsigned char { facing, between };
/// How wide the angular part is: narrow (<= 180°: both half-plane tests must pass),
/// reflex (> 180°: either passes) or full (every direction).
enum class sector_span : unsigned char { narrow, reflex, full };

/// Everything a kernel needs, precomputed once so a point costs only mul, add and compare.
struct sector_params {
    float ax, ay;           ///< apex
    float range;            ///< may be +inf
    float range2;           ///< range², may be +inf
    float dx, dy;           ///< facing: unit direction
    float cos2;             ///< facing: cos²(fov/2)
    float sx, sy;           ///< unit vector along the first edge (the start angle, or dir turned by -fov/2)
    float ex, ey;           ///< unit vector along the second edge (the end angle, or dir turned by +fov/2)
    float s_end_x, s_end_y; ///< apex + range * s (the far end of the first edge; inf or NaN for an infinite range)
    float e_end_x, e_end_y; ///< apex + range * e
    sector_form form;
    sector_span span;
};

} // namespace detail

template <class Shape>
class shape_set;

/// A circular sector (pie slice) of radius `range` around an apex. The apex itself always
/// hits; the arc and both straight edges are inclusive.
class HITMASK_API sector {
public:
    /// View cone: points within `range` of `apex` whose direction from the apex is within
    /// fov/2 of `direction`. `direction` need not be unit length. fov is in radians, in
    /// (0, 2π]; fov >= 2π is the full disc. range >= 0, +inf allowed. Never throws.
    static result<sector> try_facing(vec2 apex, vec2 direction, float fov, float range) noexcept;
    /// Arc swept counter-clockwise (from +x towards +y) from `start` to `end`, in radians.
    /// The width end-start is taken modulo 2π into (0, 2π]: wrap-around (350° to 10°) and
    /// reflex arcs (> 180°) work; start == end, or a whole turn as users write it (0 to 360°,
    /// 0 to 2π as a float), is the full disc. Never throws.
    static result<sector> try_between(vec2 apex, float start, float end, float range) noexcept;

    /// The view cone of try_facing(); throws std::invalid_argument naming the field and value.
    static sector facing(vec2 apex, vec2 direction, float fov, float range)
    {
        return detail::value_or_fail(try_facing(apex, direction, fov, range));
    }
    /// The arc of try_between(); throws std::invalid_argument naming the field and value.
    static sector between(vec2 apex, float start, float end, float range)
    {
        return detail::value_or_fail(try_between(apex, start, end, range));
    }

    sector() = default; ///< the degenerate full sector at the origin with range 0
    /// The apex: always inside, whatever the angles.
    vec2 apex() const noexcept { return {p_.ax, p_.ay}; }
    /// The radius of the arc (>= 0, may be +inf); the arc itself is inclusive.
    float range() const noexcept { return range_; }
    /// True when every direction is inside (only the range limits the sector).
    bool is_full() const noexcept { return p_.span == detail::sector_span::full; }
    /// What the kernels read (apex, range², unit edge vectors, cos²(fov/2), the span); the
    /// layout is internal.
    const detail::sector_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    // apex 0, range 0, full: the degenerate sector that hits only the origin
    detail::sector_params p_{0.f,
                             0.f,
                             0.f,
                             0.f,
                             1.f,
                             0.f,
                             0.f,
                             1.f,
                             0.f,
                             1.f,
                             0.f,
                             0.f,
                             0.f,
                             0.f,
                             0.f,
                             detail::sector_form::facing,
                             detail::sector_span::full};
    float range_ = 0.f;
};

} // namespace hitmask
