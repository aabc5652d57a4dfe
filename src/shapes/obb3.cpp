// hitmask: 3D oriented box factory.
#include <hitmask/obb3.hpp>

#include <cmath>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

namespace {
struct dvec3 {
    double x, y, z;
};
double dot(dvec3 a, dvec3 b) noexcept
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
dvec3 widen(vec3 a) noexcept
{
    return {a.x, a.y, a.z};
}
vec3 narrow(dvec3 a) noexcept
{
    return {static_cast<float>(a.x), static_cast<float>(a.y), static_cast<float>(a.z)};
}
} // namespace

result<obb3> obb3::try_make(vec3 center, vec3 half_extents, vec3 u, vec3 v, vec3 w) noexcept
{
    detail::validator check("obb3");
    check.finite("center.x", "center.y", "center.z", center);
    check.non_negative("half_extents.x", half_extents.x, false);
    check.non_negative("half_extents.y", half_extents.y, false);
    check.non_negative("half_extents.z", half_extents.z, false);
    check.finite("u.x", "u.y", "u.z", u);
    check.finite("v.x", "v.y", "v.z", v);
    check.finite("w.x", "w.y", "w.z", w);
    if (!check.ok()) return check.finish(obb3{});
    // the given axes in double: lengths within the tolerance of 1, dot products within it of 0
    const dvec3 du = widen(u), dv = widen(v), dw = widen(w);
    const double tol = axis_tolerance;
    const auto unit = [&](const char* field, dvec3 a) {
        const double len = std::sqrt(dot(a, a));
        check.require(std::fabs(len - 1.0) <= tol, field, "must be 1 within 1e-3 (a unit axis)",
                      static_cast<float>(len));
    };
    unit("|u|", du);
    unit("|v|", dv);
    unit("|w|", dw);
    check.require(std::fabs(dot(du, dv)) <= tol, "u·v", "must be 0 within 1e-3 (perpendicular axes)",
                  static_cast<float>(dot(du, dv)));
    check.require(std::fabs(dot(du, dw)) <= tol, "u·w", "must be 0 within 1e-3 (perpendicular axes)",
                  static_cast<float>(dot(du, dw)));
    check.require(std::fabs(dot(dv, dw)) <= tol, "v·w", "must be 0 within 1e-3 (perpendicular axes)",
                  static_cast<float>(dot(dv, dw)));
    if (!check.ok()) return check.finish(obb3{});

    // Gram-Schmidt in double, then w = ±(u × v) with the sign of the given w: an exactly
    // orthonormal frame up to the final rounding, and the identity's axes kept exactly
    const double ul = std::sqrt(dot(du, du));
    const dvec3 nu{du.x / ul, du.y / ul, du.z / ul};
    const double t = dot(dv, nu);
    const dvec3 pv{dv.x - t * nu.x, dv.y - t * nu.y, dv.z - t * nu.z};
    const double vl = std::sqrt(dot(pv, pv));
    const dvec3 nv{pv.x / vl, pv.y / vl, pv.z / vl};
    dvec3 nw{nu.y * nv.z - nu.z * nv.y, nu.z * nv.x - nu.x * nv.z, nu.x * nv.y - nu.y * nv.x};
    if (dot(nw, dw) < 0) nw = {-nw.x, -nw.y, -nw.z};

    obb3 b;
    detail::obb3_params& p = b.p_;
    const vec3 fu = narrow(nu), fv = narrow(nv), fw = narrow(nw);
    p = {center.x, center.y, center.z, fu.x, fu.y, fu.z, fv.x, fv.y, fv.z, fw.x, fw.y, fw.z,
         half_extents.x, half_extents.y, half_extents.z};
    return check.finish(b);
}

} // namespace hitmask

extern "C" hm_status hm_obb3(hm_vec3 center, hm_vec3 half_extents, hm_vec3 u, hm_vec3 v, hm_vec3 w, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_OBB3>("hm_obb3", out, [&] {
        return obb3::try_make(capi::v3(center), capi::v3(half_extents), capi::v3(u), capi::v3(v), capi::v3(w));
    });
}
