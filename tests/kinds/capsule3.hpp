// The 3D shape kind "capsule3" in the tests: sample capsules, their distance model, the
// factory's refusals, and the fuzz family "capsule3" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::capsule3> {
    static sample<hitmask::capsule3> make(const std::string& name, vec3 a, vec3 b, float r)
    {
        using namespace model3;
        // the surface around both ends and along the side, the axis
        const dv da = d(a), db = d(b), e = db - da;
        std::vector<vec3> seeds = {a, b};
        const auto put = [&](dv p) {
            seeds.push_back({static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z)});
        };
        for (vec3 u : sphere_directions(48)) {
            put(da + r * d(u));
            put(db + r * d(u));
            // the side: the direction made perpendicular to the axis
            const double len2 = dot(e, e);
            const dv perp = len2 > 0 ? d(u) - (dot(d(u), e) / len2) * e : d(u);
            const double pl = length(perp);
            if (pl > 1e-3)
                for (double t : {0.25, 0.5, 0.9}) put(da + t * e + (r / pl) * perp);
        }
        for (double t : {0.0, 0.5, 1.0}) put(da + t * e);
        return {name, hitmask::capsule3::make(a, b, r), [=](hm_shape* s) { return hm_capsule3(cv(a), cv(b), r, s); },
                std::move(seeds), [=](double x, double y, double z) {
                    return std::max(0.0, distance_to_segment({x, y, z}, d(a), d(b)) - r);
                }};
    }
    static std::vector<sample<hitmask::capsule3>> samples()
    {
        return {make("capsule3", {-10, 2, 3}, {25, -4, 9}, 3.5f), make("capsule3_axis", {0, 0, -5}, {0, 0, 5}, 1),
                make("capsule3_point", {1, 2, 3}, {1, 2, 3}, 2), make("capsule3_thin", {-1, -1, -1}, {1, 1, 1}, 0),
                make("capsule3_odd", {100.3f, -20.7f, 0.1f}, {90.f, -25.5f, 13.37f}, 0.75f)};
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused =
            refusal_through([](vec3 a, vec3 b, float r) { return hitmask::capsule3::try_make(a, b, r); },
                            [](hm_shape* s, vec3 a, vec3 b, float r) { return hm_capsule3(cv(a), cv(b), r, s); });
        return {refused("capsule3: a.y must be finite, got nan", vec3{0, nan, 0}, vec3{1, 1, 1}, 1.f),
                refused("capsule3: b.z must be finite, got inf", vec3{0, 0, 0}, vec3{1, 1, inf}, 1.f),
                refused("capsule3: radius must be >= 0, got -2", vec3{0, 0, 0}, vec3{1, 0, 0}, -2.f),
                refused("capsule3: radius must be finite, got inf", vec3{0, 0, 0}, vec3{1, 0, 0}, inf),
                refused("capsule3: b is too far from a", vec3{-3e19f, 0, 0}, vec3{3e19f, 0, 0}, 1.f)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// 3D capsules against 3D points and spheres.
template <class Check>
void capsule3_case(fuzz_input& in, Check& check)
{
    const hitmask::vec3 a{in.value({}), in.value({}), in.value({})};
    const hitmask::vec3 b{in.value({a.x}), in.value({a.y}), in.value({a.z})};
    const float r = in.value({0.f, 1.f});
    compare_made(in, check, hitmask::capsule3::try_make(a, b, r), "capsule3", {a.x, a.y, a.z, b.x, b.y, b.z, r},
                 {a.x, a.y, a.z, b.x, b.y, b.z, a.x + r, r}, &columns::points3, &columns::spheres);
}

} // namespace hitmask_fuzz
