// hitmask: 3D capsule factory.
#include <hitmask/capsule3.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<capsule3> capsule3::try_make(vec3 a, vec3 b, float radius) noexcept
{
    detail::validator check("capsule3");
    check.finite("a.x", "a.y", "a.z", a);
    check.finite("b.x", "b.y", "b.z", b);
    check.squared_radius("radius", radius);
    capsule3 c;
    detail::capsule3_params& p = c.p_;
    p = {a.x, a.y, a.z, b.x, b.y, b.z, b.x - a.x, b.y - a.y, b.z - a.z, 0.f, radius, radius * radius, 0.f};
    p.len2 = p.dx * p.dx + p.dy * p.dy + p.dz * p.dz;
    p.r2len2 = p.r2 * p.len2;
    check.capsule_products(p.len2, p.r2len2, b.x, radius);
    return check.finish(c);
}

} // namespace hitmask

extern "C" hm_status hm_capsule3(hm_vec3 a, hm_vec3 b, float radius, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_CAPSULE3>("hm_capsule3", out,
                                               [&] { return capsule3::try_make(capi::v3(a), capi::v3(b), radius); });
}
