// hitmask: 3D box factory.
#include <hitmask/aabb3.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<aabb3> aabb3::try_make(vec3 min, vec3 max) noexcept
{
    detail::validator check("aabb3");
    check.finite("min.x", "min.y", "min.z", min);
    check.finite("max.x", "max.y", "max.z", max);
    check.ordered("min.x", min.x, "max.x", max.x);
    check.ordered("min.y", min.y, "max.y", max.y);
    check.ordered("min.z", min.z, "max.z", max.z);
    aabb3 b;
    b.p_ = {min.x, min.y, min.z, max.x, max.y, max.z};
    return check.finish(b);
}

} // namespace hitmask

extern "C" hm_status hm_aabb3(hm_vec3 min, hm_vec3 max, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_AABB3>("hm_aabb3", out,
                                            [&] { return aabb3::try_make(capi::v3(min), capi::v3(max)); });
}
