// hitmask: capsule factory.
#include <hitmask/capsule.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<capsule> capsule::try_make(vec2 a, vec2 b, float radius) noexcept
{
    detail::validator check("capsule");
    check.finite("a.x", "a.y", a);
    check.finite("b.x", "b.y", b);
    check.squared_radius("radius", radius);
    capsule c;
    detail::capsule_params& p = c.p_;
    p = {a.x, a.y, b.x, b.y, b.x - a.x, b.y - a.y, 0.f, radius, radius * radius, 0.f};
    p.len2 = p.dx * p.dx + p.dy * p.dy;
    p.r2len2 = p.r2 * p.len2;
    check.capsule_products(p.len2, p.r2len2, b.x, radius);
    return check.finish(c);
}

} // namespace hitmask

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_capsule(hm_vec2 a, hm_vec2 b, float radius, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_CAPSULE>("hm_capsule", out,
                                              [&] { return capsule::try_make(capi::v2(a), capi::v2(b), radius); });
}
