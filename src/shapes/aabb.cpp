// hitmask: axis-aligned rectangle factory.
#include <hitmask/aabb.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<aabb> aabb::try_make(vec2 min, vec2 max) noexcept
{
    detail::validator check("aabb");
    check.finite("min.x", "min.y", min);
    check.finite("max.x", "max.y", max);
    check.ordered("min.x", min.x, "max.x", max.x);
    check.ordered("min.y", min.y, "max.y", max.y);
    aabb b;
    b.p_ = {min.x, min.y, max.x, max.y};
    return check.finish(b);
}

} // namespace hitmask

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_aabb(hm_vec2 min, hm_vec2 max, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_AABB>("hm_aabb", out,
                                           [&] { return aabb::try_make(capi::v2(min), capi::v2(max)); });
}
