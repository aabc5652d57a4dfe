// The 3D shape kind "sphere" in the tests: sample spheres (the kind sweep, the bounds and strided
// tests, the C API comparison, the -ffast-math caller take them), their distance model, the
// factory's refusals, and the fuzz family "sphere" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::sphere> {
    static sample<hitmask::sphere> make(const std::string& name, vec3 c, float r)
    {
        // the surface in many directions, the centre and a shell inside
        std::vector<vec3> seeds = {c};
        for (vec3 u : sphere_directions(96)) {
            for (double k : {1.0, 0.5}) {
                seeds.push_back({static_cast<float>(c.x + k * r * u.x), static_cast<float>(c.y + k * r * u.y),
                                 static_cast<float>(c.z + k * r * u.z)});
            }
        }
        return {name, hitmask::sphere::make(c, r), [=](hm_shape* s) { return hm_sphere(cv(c), r, s); },
                std::move(seeds), [=](double x, double y, double z) {
                    return std::max(0.0, model3::length(model3::dv{x, y, z} - model3::d(c)) - r);
                }};
    }
    static std::vector<sample<hitmask::sphere>> samples()
    {
        return {make("sphere", {10, -5, 3}, 40), make("sphere_small", {0.1f, 0.2f, -0.3f}, 1e-3f),
                make("sphere_far", {1e5f, -2e5f, 3e4f}, 7.5f), make("sphere_r0", {1, 2, 3}, 0),
                make("sphere_odd", {100.3f, -20.7f, 5.25f}, 13.37f)};
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through([](vec3 c, float r) { return hitmask::sphere::try_make(c, r); },
                                             [](hm_shape* s, vec3 c, float r) { return hm_sphere(cv(c), r, s); });
        return {refused("sphere: center.x must be finite, got nan", vec3{nan, 0, 0}, 1.f),
                refused("sphere: center.z must be finite, got inf", vec3{0, 0, inf}, 1.f),
                refused("sphere: radius must be >= 0, got -1", vec3{0, 0, 0}, -1.f),
                refused("sphere: radius must be >= 0, got nan", vec3{0, 0, 0}, nan),
                refused("sphere: radius must be finite, got inf", vec3{0, 0, 0}, inf),
                refused("sphere: radius must be <= 1.8e19", vec3{0, 0, 0}, 2e19f)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Spheres against 3D points and spheres.
template <class Check>
void sphere_case(fuzz_input& in, Check& check)
{
    const float cx = in.value({}), cy = in.value({}), cz = in.value({}), r = in.value({0.f, 1.f, 5.f});
    compare_made(in, check, hitmask::sphere::try_make({cx, cy, cz}, r), "sphere", {cx, cy, cz, r},
                 {cx, cy, cz, cx + r, cy - r, cz + r, r, 0.f}, &columns::points3, &columns::spheres);
}

} // namespace hitmask_fuzz
