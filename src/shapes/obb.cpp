// hitmask: oriented rectangle factory.
#include <hitmask/obb.hpp>

#include "angles.hpp"
#include "validate.hpp"

namespace hitmask {

result<obb> obb::try_make(vec2 center, vec2 half_extents, float rotation) noexcept
{
    detail::validator check("obb");
    check.finite("center.x", "center.y", center);
    check.non_negative("half_extents.x", half_extents.x, false);
    check.non_negative("half_extents.y", half_extents.y, false);
    check.finite("rotation", rotation);
    if (!check.ok()) return check.finish(obb{});
    obb o;
    detail::obb_params& p = o.p_;
    p.cx = center.x;
    p.cy = center.y;
    detail::unit_at(rotation, p.ux, p.uy); // rotation 0 gives exactly (1, 0)
    p.vx = -p.uy;
    p.vy = p.ux;
    p.hx = half_extents.x;
    p.hy = half_extents.y;
    o.rotation_ = rotation;
    return check.finish(o);
}

} // namespace hitmask
