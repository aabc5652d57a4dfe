// hitmask: oriented rectangle factory.
#include <hitmask/obb.hpp>

#include "angles.hpp"
#include "../c_api/internal.hpp"
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

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_obb(hm_vec2 center, hm_vec2 half_extents, float rotation, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_OBB>(
        "hm_obb", out, [&] { return obb::try_make(capi::v2(center), capi::v2(half_extents), rotation); });
}
