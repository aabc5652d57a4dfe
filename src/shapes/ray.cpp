// hitmask: ray factories (2D and 3D), and their C twins hm_ray_make and hm_ray3_make. The
// direction is normalised here, once, in double: the squares of floats are exact in double and
// sqrt and division are correctly rounded, so every platform stores the same unit vector (no
// libm hypot, whose rounding differs between libms). A direction that is already unit to float
// precision (|d|² within 2^-21 of 1: every float normalisation is) is stored as given, so
// make(r.origin(), r.direction(), L) is the same ray cut to L, and unit_axes' vectors keep
// their bits.
#include <cmath>

#include <hitmask/ray.hpp>

#include "../c_api/internal.hpp"
#include "validate.hpp"

namespace hitmask {
namespace {

/// d / |d| in double, rounded once; d itself when it is unit to float precision.
double unit_scale(double squared_length) noexcept
{
    return std::fabs(squared_length - 1.0) <= 0x1p-21 ? 1.0 : std::sqrt(squared_length);
}

/// max_distance: not NaN, >= 0; +inf allowed (an unbounded ray).
void check_reach(detail::validator& check, float max_distance) noexcept
{
    check.non_negative("max_distance", max_distance, true);
}

} // namespace

HITMASK_HOT result<ray> ray::try_make(vec2 origin, vec2 direction, float max_distance) noexcept
{
    detail::validator check("ray");
    check.finite("origin.x", "origin.y", origin);
    check.finite("direction.x", "direction.y", direction);
    if (check.ok() && direction.x == 0.f && direction.y == 0.f) check.fail("direction must not be (0, 0)");
    check_reach(check, max_distance);
    ray r;
    if (check.ok()) {
        const double dx = direction.x, dy = direction.y;
        const double len = unit_scale(dx * dx + dy * dy);
        r.p_ = {origin.x, origin.y, static_cast<float>(dx / len), static_cast<float>(dy / len), max_distance};
    }
    return check.finish(r);
}

result<ray3> ray3::try_make(vec3 origin, vec3 direction, float max_distance) noexcept
{
    detail::validator check("ray3");
    check.finite("origin.x", "origin.y", "origin.z", origin);
    check.finite("direction.x", "direction.y", "direction.z", direction);
    if (check.ok() && direction.x == 0.f && direction.y == 0.f && direction.z == 0.f)
        check.fail("direction must not be (0, 0, 0)");
    check_reach(check, max_distance);
    ray3 r;
    if (check.ok()) {
        const double dx = direction.x, dy = direction.y, dz = direction.z;
        const double len = unit_scale((dx * dx + dy * dy) + dz * dz);
        r.p_ = {origin.x,
                origin.y,
                origin.z,
                static_cast<float>(dx / len),
                static_cast<float>(dy / len),
                static_cast<float>(dz / len),
                max_distance};
    }
    return check.finish(r);
}

} // namespace hitmask

// The C factories (hitmask.h), at global scope where their exported declarations are: the C++
// factories' checks and messages, through the C API's fence. A refused ray is left all zeros,
// whose zero direction every cast refuses.
extern "C" hm_status hm_ray_make(hm_vec2 origin, hm_vec2 direction, float max_distance, hm_ray* out)
{
    using namespace hitmask;
    if (out == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "hm_ray_make: out is null");
    *out = hm_ray{};
    return capi::fenced("hm_ray_make", [&]() -> hm_status {
        const result<ray> made = ray::try_make(capi::v2(origin), capi::v2(direction), max_distance);
        if (!made) return capi::fail(HM_INVALID_ARGUMENT, "%s", made.error());
        const ray& r = made.value();
        *out = hm_ray{r.origin().x, r.origin().y, r.direction().x, r.direction().y, r.max_distance()};
        return HM_OK;
    });
}

extern "C" hm_status hm_ray3_make(hm_vec3 origin, hm_vec3 direction, float max_distance, hm_ray3* out)
{
    using namespace hitmask;
    if (out == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "hm_ray3_make: out is null");
    *out = hm_ray3{};
    return capi::fenced("hm_ray3_make", [&]() -> hm_status {
        const result<ray3> made = ray3::try_make(capi::v3(origin), capi::v3(direction), max_distance);
        if (!made) return capi::fail(HM_INVALID_ARGUMENT, "%s", made.error());
        const ray3& r = made.value();
        const vec3 o = r.origin(), u = r.direction();
        *out = hm_ray3{o.x, o.y, o.z, u.x, u.y, u.z, r.max_distance()};
        return HM_OK;
    });
}
