// hitmask: circle factory.
#include <hitmask/circle.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<circle> circle::try_make(vec2 center, float radius) noexcept
{
    detail::validator check("circle");
    check.finite("center.x", "center.y", center);
    check.squared_radius("radius", radius);
    circle c;
    c.p_ = {center.x, center.y, radius, radius * radius};
    return check.finish(c);
}

} // namespace hitmask

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_circle(hm_vec2 center, float radius, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_CIRCLE>("hm_circle", out,
                                             [&] { return circle::try_make(capi::v2(center), radius); });
}
