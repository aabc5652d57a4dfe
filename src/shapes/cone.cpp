// hitmask: 3D view cone factory. The trigonometry happens here, once, in double.
#include <hitmask/cone.hpp>

#include <cmath>

#include "../c_api/internal.hpp"
#include "../trig/cos_sin_double.hpp"
#include "validate.hpp"

namespace hitmask {

namespace {
using detail::pi;
using detail::two_pi;
} // namespace

result<cone> cone::try_make(vec3 apex, vec3 direction, float fov, float range) noexcept
{
    detail::validator check("cone");
    check.finite("apex.x", "apex.y", "apex.z", apex);
    check.finite("direction.x", "direction.y", "direction.z", direction);
    check.require(direction.x != 0.f || direction.y != 0.f || direction.z != 0.f, "direction", "must be non-zero",
                  0.f);
    check.require(fov > 0.f, "fov", "must be > 0 radians", fov);
    check.non_negative("range", range, true);
    if (!check.ok()) return check.finish(cone{});

    cone c;
    detail::cone_params& p = c.p_;
    const double dx = direction.x, dy = direction.y, dz = direction.z;
    const double len = std::sqrt(dx * dx + dy * dy + dz * dz);
    p.ax = apex.x;
    p.ay = apex.y;
    p.az = apex.z;
    p.dx = static_cast<float>(dx / len);
    p.dy = static_cast<float>(dy / len);
    p.dz = static_cast<float>(dz / len);
    // fov >= 2π (as a float: radians(360.f) is exactly float(2π)) is every direction, as for
    // the 2D sector::facing
    const bool full = fov >= static_cast<float>(two_pi);
    const double half = full ? pi : 0.5 * static_cast<double>(fov);
    double cs, sn;
    detail::cos_sin_double(half, cs, sn);
    if (static_cast<float>(fov) == static_cast<float>(pi)) { // the half-space: exactly axis-aligned edges
        cs = 0.0;
        sn = 1.0;
    }
    p.cos2 = static_cast<float>(cs * cs);
    p.cos_half = static_cast<float>(cs);
    p.sin_half = static_cast<float>(sn);
    p.span = full ? detail::sector_span::full : cs >= 0.0 ? detail::sector_span::narrow : detail::sector_span::reflex;
    p.range = range;
    p.range2 = range * range;
    // the edge's far end; inf or NaN for an infinite range, which the test never selects
    p.end_h = range * p.cos_half;
    p.end_q = range * p.sin_half;
    return check.finish(c);
}

} // namespace hitmask

extern "C" hm_status hm_cone(hm_vec3 apex, hm_vec3 direction, float fov, float range, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_CONE>(
        "hm_cone", out, [&] { return cone::try_make(capi::v3(apex), capi::v3(direction), fov, range); });
}
