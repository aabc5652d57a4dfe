// hitmask: sector factories. All trigonometry happens here, once per shape, in double.
#include <hitmask/sector.hpp>

#include <cmath>
#include <cstdio>

#include "validate.hpp"

namespace hitmask {
namespace {

constexpr double two_pi = 6.283185307179586476925;
constexpr double pi = 3.141592653589793238462;

/// Distance from `a` to the next float away from zero: the resolution of an angle the user
/// passed as a float.
double float_ulp(float a) noexcept
{
    const float m = std::fabs(a);
    return static_cast<double>(std::nextafter(m, INFINITY)) - static_cast<double>(m);
}

/// Unit vector at angle `a`. When `a` is the float nearest a multiple of 90°, the vector is
/// exactly axis-aligned, so a 0°–90° sector contains the points on the +y axis as a user
/// expects, instead of missing them by cos(float(π/2)) = -4e-8.
void unit_at(float a, float& x, float& y) noexcept
{
    double c = std::cos(static_cast<double>(a));
    double s = std::sin(static_cast<double>(a));
    const double half_ulp = 0.5 * float_ulp(a);
    if (std::fabs(c) <= half_ulp) {
        c = 0.0;
        s = s > 0 ? 1.0 : -1.0;
    } else if (std::fabs(s) <= half_ulp) {
        s = 0.0;
        c = c > 0 ? 1.0 : -1.0;
    }
    x = static_cast<float>(c);
    y = static_cast<float>(s);
}

void check_common(detail::validator& check, vec2 apex, float range) noexcept
{
    check.finite("apex.x", "apex.y", apex);
    check.non_negative("range", range, true);
}

} // namespace

result<sector> sector::try_facing(vec2 apex, vec2 direction, float fov, float range) noexcept
{
    detail::validator check("sector::facing");
    check_common(check, apex, range);
    check.finite("direction.x", "direction.y", direction);
    check.require(direction.x != 0.f || direction.y != 0.f, "direction", "must be non-zero", 0.f);
    check.require(fov > 0.f, "fov", "must be > 0 radians", fov);
    if (!check.ok()) return check.finish(sector{});

    sector s;
    s.range_ = range;
    detail::sector_params& p = s.p_;
    p.ax = apex.x;
    p.ay = apex.y;
    p.range2 = range * range;
    p.form = detail::sector_form::facing;
    const double len = std::hypot(static_cast<double>(direction.x), static_cast<double>(direction.y));
    p.dx = static_cast<float>(direction.x / len);
    p.dy = static_cast<float>(direction.y / len);
    // fov >= 2π (as a float: radians(360.f) is exactly float(2π)) is every direction
    if (fov >= static_cast<float>(two_pi)) {
        p.span = detail::sector_span::full;
        p.cos2 = 1.f;
        return check.finish(s);
    }
    const double c = std::cos(0.5 * static_cast<double>(fov));
    p.cos2 = static_cast<float>(c * c);
    p.span = c >= 0.0 ? detail::sector_span::narrow : detail::sector_span::reflex;
    return check.finish(s);
}

result<sector> sector::try_between(vec2 apex, float start, float end, float range) noexcept
{
    detail::validator check("sector::between");
    check_common(check, apex, range);
    check.finite("start", start);
    check.finite("end", end);
    if (!check.ok()) return check.finish(sector{});

    sector s;
    s.range_ = range;
    detail::sector_params& p = s.p_;
    p.ax = apex.x;
    p.ay = apex.y;
    p.range2 = range * range;
    p.form = detail::sector_form::between;
    unit_at(start, p.sx, p.sy);
    unit_at(end, p.ex, p.ey);

    // width = end - start taken into (0, 2π]. A difference within the two angles' float
    // resolution of a whole number of turns is a full turn: 0 to float(2π) is off by 1.7e-7.
    const double d = static_cast<double>(end) - static_cast<double>(start);
    const double turns = std::nearbyint(d / two_pi);
    const double tolerance = float_ulp(start) + float_ulp(end);
    if (d == 0.0 || (turns != 0.0 && std::fabs(d - turns * two_pi) <= tolerance)) {
        p.span = detail::sector_span::full;
        return check.finish(s);
    }
    double width = d - two_pi * std::floor(d / two_pi);
    if (width <= 0.0) width += two_pi;
    p.span = width <= pi ? detail::sector_span::narrow : detail::sector_span::reflex;
    return check.finish(s);
}

} // namespace hitmask
