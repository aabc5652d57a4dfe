// hitmask: sphere factory.
#include <hitmask/sphere.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<sphere> sphere::try_make(vec3 center, float radius) noexcept
{
    detail::validator check("sphere");
    check.finite("center.x", "center.y", "center.z", center);
    check.squared_radius("radius", radius);
    sphere s;
    s.p_ = {center.x, center.y, center.z, radius, radius * radius};
    return check.finish(s);
}

} // namespace hitmask

extern "C" hm_status hm_sphere(hm_vec3 center, float radius, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_SPHERE>("hm_sphere", out,
                                             [&] { return sphere::try_make(capi::v3(center), radius); });
}
