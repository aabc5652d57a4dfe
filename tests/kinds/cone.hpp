// The 3D shape kind "cone" in the tests: sample view cones (narrow, half-space, reflex, whole
// ball, infinite), their distance model (in the plane through the axis), the factory's refusals,
// and the fuzz family "cone" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::cone> {
    /// Distance from p to the spherical sector: in the plane through the axis and p, the 2D
    /// sector of radius `range` and half-angle θ, found from the angle φ of p off the axis.
    static double distance(model3::dv p, model3::dv apex, model3::dv dir, double fov, double range)
    {
        using namespace model3;
        const dv u = (1.0 / length(dir)) * dir, v = p - apex;
        const double h = dot(v, u), q = length(cross(v, u)), len = length(v);
        const double pi = 3.14159265358979323846;
        const double theta = fov >= 2 * pi ? pi : fov / 2;
        if (std::atan2(q, h) <= theta) return std::isinf(range) ? 0.0 : std::max(0.0, len - range);
        // nearest point of the edge from the apex to range·(cos θ, sin θ)
        const double ex = std::cos(theta), ey = std::sin(theta);
        const double t = std::min(std::max(h * ex + q * ey, 0.0), range);
        return std::hypot(h - t * ex, q - t * ey);
    }
    static sample<hitmask::cone> make(const std::string& name, vec3 apex, vec3 dir, float fov, float range)
    {
        using namespace model3;
        const dv a = d(apex), u0 = d(dir), u = (1.0 / length(u0)) * u0;
        // two unit vectors perpendicular to the axis
        const dv side0 = std::fabs(u.x) < 0.9 ? cross(u, {1, 0, 0}) : cross(u, {0, 1, 0});
        const dv s = (1.0 / length(side0)) * side0, t = cross(u, s);
        const double pi = 3.14159265358979323846;
        const double theta = fov >= 2 * pi ? pi : fov / 2.0;
        const double reach = std::isinf(range) ? 40.0 : range;
        std::vector<vec3> seeds = {apex};
        const auto put = [&](dv p) {
            seeds.push_back({static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z)});
        };
        for (int k = 0; k < 12; ++k) {
            const double az = 2 * pi * k / 12;
            const dv radial = std::cos(az) * s + std::sin(az) * t;
            // the surface (angle θ) along its length, the cap (within θ) and beyond the rim
            const dv edge = std::cos(theta) * u + std::sin(theta) * radial;
            for (double f : {0.1, 0.5, 1.0, 1.3})
                put(a + (f * reach) * edge);
            for (double g : {0.0, 0.5, 0.9, 1.1})
                put(a + reach * (std::cos(g * theta) * u + std::sin(g * theta) * radial));
        }
        put(a + (-0.5 * reach) * u);
        return {name, hitmask::cone::make(apex, dir, fov, range),
                [=](hm_shape* sh) { return hm_cone(cv(apex), cv(dir), fov, range, sh); }, std::move(seeds),
                [=](double x, double y, double z) { return distance({x, y, z}, a, u0, fov, range); }};
    }
    static std::vector<sample<hitmask::cone>> samples()
    {
        return {make("cone_60", {1, 2, 3}, {0, 0, 1}, hitmask::radians(60), 50),
                make("cone_narrow", {-5, 0, 2}, {1, 2, -2}, hitmask::radians(10), 300),
                make("cone_half_space", {0, 0, 0}, {0, 1, 0}, hitmask::radians(180), 20),
                make("cone_reflex", {3, -1, 0.5f}, {-1, 0, 0}, hitmask::radians(270), 30),
                make("cone_full", {2, 2, 2}, {0, 0, -1}, hitmask::radians(360), 15),
                make("cone_infinite", {0, 0, 0}, {1, 1, 1}, hitmask::radians(90), inf),
                make("cone_odd", {100.3f, -20.7f, 13.37f}, {0.3f, -0.2f, 0.9f}, 1.234f, 77.7f)};
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through(
            [](vec3 a, vec3 u, float fov, float range) { return hitmask::cone::try_make(a, u, fov, range); },
            [](hm_shape* s, vec3 a, vec3 u, float fov, float range) { return hm_cone(cv(a), cv(u), fov, range, s); });
        const vec3 o{0, 0, 0}, z{0, 0, 1};
        return {refused("cone: apex.x must be finite, got nan", vec3{nan, 0, 0}, z, 1.f, 1.f),
                refused("cone: direction.y must be finite, got inf", o, vec3{0, inf, 0}, 1.f, 1.f),
                refused("cone: direction must be non-zero", o, o, 1.f, 1.f),
                refused("cone: fov must be > 0 radians, got 0", o, z, 0.f, 1.f),
                refused("cone: fov must be > 0 radians, got nan", o, z, nan, 1.f),
                refused("cone: range must be >= 0, got -1", o, z, 1.f, -1.f),
                refused("cone: range must be >= 0, got nan", o, z, 1.f, nan)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// View cones against 3D points and spheres.
template <class Check>
void cone_case(fuzz_input& in, Check& check)
{
    const hitmask::vec3 a{in.value({}), in.value({}), in.value({})};
    const hitmask::vec3 u{in.value({1.f, 0.f}), in.value({1.f, 0.f}), in.value({1.f, 0.f})};
    const float fov = in.value({hitmask::radians(60), hitmask::radians(180), hitmask::radians(270), hitmask::radians(360)});
    const float range = in.value({1.f, 10.f});
    compare_made(in, check, hitmask::cone::try_make(a, u, fov, range), "cone", {a.x, a.y, a.z, u.x, u.y, u.z, fov, range},
                 {a.x, a.y, a.z, a.x + range, a.z - range, range, 0.f, 1.f}, &columns::points3, &columns::spheres);
}

} // namespace hitmask_fuzz
