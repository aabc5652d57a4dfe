// hitmask: ellipse factory.
#include <cmath>

#include <hitmask/ellipse.hpp>

#include "angles.hpp"
#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {

result<ellipse> ellipse::try_make(vec2 center, vec2 radii, float rotation) noexcept
{
    detail::validator check("ellipse");
    check.finite("center.x", "center.y", center);
    check.require(radii.x > 0.f, "radii.x", "must be > 0", radii.x);
    check.require(radii.y > 0.f, "radii.y", "must be > 0", radii.y);
    check.finite("radii.x", radii.x);
    check.finite("radii.y", radii.y);
    check.finite("rotation", rotation);
    if (!check.ok()) return check.finish(ellipse{});
    ellipse e;
    detail::ellipse_params& p = e.p_;
    float ux = 1.f, uy = 0.f;
    detail::unit_at(rotation, ux, uy);
    p.cx = center.x;
    p.cy = center.y;
    // the axes divided by the radii, rounded once from double
    p.ax = static_cast<float>(static_cast<double>(ux) / radii.x);
    p.ay = static_cast<float>(static_cast<double>(uy) / radii.x);
    p.bx = static_cast<float>(static_cast<double>(-uy) / radii.y);
    p.by = static_cast<float>(static_cast<double>(ux) / radii.y);
    check.require(std::isfinite(p.ax) && std::isfinite(p.ay), "radii.x", "is too small (1/r overflows)", radii.x);
    check.require(std::isfinite(p.bx) && std::isfinite(p.by), "radii.y", "is too small (1/r overflows)", radii.y);
    // the disc test's constants (reference/ellipse.hpp, closest_on_rim), each rounded once from double
    p.ux = ux;
    p.uy = uy;
    p.rx = radii.x;
    p.ry = radii.y;
    const double rx2 = static_cast<double>(radii.x) * radii.x, ry2 = static_cast<double>(radii.y) * radii.y;
    p.ku = static_cast<float>((rx2 - ry2) / radii.x);
    p.kv = static_cast<float>((ry2 - rx2) / radii.y);
    p.inv_rx = static_cast<float>(1.0 / radii.x);
    p.inv_ry = static_cast<float>(1.0 / radii.y);
    // the octagon's diagonal cut |s|·ry + |t|·rx <= √2·rx·ry, grown by 2^-20 so that its
    // rounding never cuts into the ellipse
    constexpr double grow = 1.0 + 0x1p-20;
    p.diamond = static_cast<float>(std::sqrt(2.0) * radii.x * radii.y * grow);
    p.diagonal = static_cast<float>(std::sqrt(rx2 + ry2) * grow);
    check.require(std::isfinite(p.ku), "radii.x", "is too far from radii.y ((rx² - ry²) / rx overflows)", radii.x);
    check.require(std::isfinite(p.kv), "radii.y", "is too far from radii.x ((ry² - rx²) / ry overflows)", radii.y);
    e.radii_ = radii;
    e.rotation_ = rotation;
    return check.finish(e);
}

} // namespace hitmask

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_ellipse(hm_vec2 center, hm_vec2 radii, float rotation, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_ELLIPSE>(
        "hm_ellipse", out, [&] { return ellipse::try_make(capi::v2(center), capi::v2(radii), rotation); });
}
