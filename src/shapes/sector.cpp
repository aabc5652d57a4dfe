// hitmask: sector factories. All trigonometry happens here, once per shape, in double.
#include <hitmask/sector.hpp>

#include <cmath>
#include <cstdio>

#include "angles.hpp"
#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {
namespace {

using detail::pi;
using detail::two_pi;

void check_common(detail::validator& check, vec2 apex, float range) noexcept
{
    check.finite("apex.x", "apex.y", apex);
    check.non_negative("range", range, true);
    // a finite range whose square overflows would let points at infinity in (inf <= inf)
    check.require(std::isinf(range) || !(range * range > 3.4028234e38f), "range",
                  "must be +inf or <= 1.8e19 (range*range must be finite)", range);
}

/// Fills what both forms share: apex, range and the far ends of the two edges (the edge unit
/// vectors s and e must be set).
void finish_common(detail::sector_params& p, vec2 apex, float range) noexcept
{
    p.ax = apex.x;
    p.ay = apex.y;
    p.range = range;
    p.range2 = range * range;
    p.s_end_x = apex.x + range * p.sx;
    p.s_end_y = apex.y + range * p.sy;
    p.e_end_x = apex.x + range * p.ex;
    p.e_end_y = apex.y + range * p.ey;
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
    p.form = detail::sector_form::facing;
    // no hypot: libms round it differently; floats' squares and their sum are exact enough in double
    const double len = std::sqrt(static_cast<double>(direction.x) * direction.x +
                                 static_cast<double>(direction.y) * direction.y);
    const double ux = direction.x / len, uy = direction.y / len;
    p.dx = static_cast<float>(ux);
    p.dy = static_cast<float>(uy);
    // fov >= 2π (as a float: radians(360.f) is exactly float(2π)) is every direction
    const double half = fov >= static_cast<float>(two_pi) ? pi : 0.5 * static_cast<double>(fov);
    double c, sn;
    detail::cos_sin_double(half, c, sn);
    p.cos2 = static_cast<float>(c * c);
    p.span = fov >= static_cast<float>(two_pi) ? detail::sector_span::full
             : c >= 0.0                        ? detail::sector_span::narrow
                                               : detail::sector_span::reflex;
    // The edges (for bullets with a radius): the direction turned by -half and +half.
    p.sx = static_cast<float>(ux * c + uy * sn);
    p.sy = static_cast<float>(uy * c - ux * sn);
    p.ex = static_cast<float>(ux * c - uy * sn);
    p.ey = static_cast<float>(uy * c + ux * sn);
    finish_common(p, apex, range);
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
    p.form = detail::sector_form::between;
    detail::unit_at(start, p.sx, p.sy);
    detail::unit_at(end, p.ex, p.ey);
    finish_common(p, apex, range);

    // width = end - start taken into (0, 2π]. A difference within the two angles' float
    // resolution of a whole number of turns is a full turn: 0 to float(2π) is off by 1.7e-7.
    const double d = static_cast<double>(end) - static_cast<double>(start);
    const double turns = std::nearbyint(d / two_pi);
    const double tolerance = detail::float_ulp(start) + detail::float_ulp(end);
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

// The C factory (hitmask.h), at global scope where its exported declaration is: the C++
// factory's checks and messages, through the C API's fence.
extern "C" hm_status hm_sector_facing(hm_vec2 apex, hm_vec2 direction, float fov, float range, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_SECTOR>(
        "hm_sector_facing", out, [&] { return sector::try_facing(capi::v2(apex), capi::v2(direction), fov, range); });
}

extern "C" hm_status hm_sector_between(hm_vec2 apex, float start, float end, float range, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_SECTOR>("hm_sector_between", out,
                                             [&] { return sector::try_between(capi::v2(apex), start, end, range); });
}
