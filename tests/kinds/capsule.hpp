// The shape kind "capsule" in the tests: sample capsules, their model, the factory's refusals,
// and the fuzz family "capsule" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/shape_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::capsule> {
    static std::vector<sample<hitmask::capsule>> samples()
    {
        return samples_from(capsule_cases(), [](const capsule_case& c) {
            return sample<hitmask::capsule>{
                "capsule_" + c.name, hitmask::capsule::make(c.a, c.b, c.r),
                [c](hm_shape* s) { return hm_capsule(cv(c.a), cv(c.b), c.r, s); }, capsule_seeds(c),
                [c](double x, double y) { return model::distance_to_segment({x, y}, model::d(c.a), model::d(c.b)) <= c.r; }};
        });
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through([](vec2 a, vec2 b, float r) { return hitmask::capsule::try_make(a, b, r); },
                                             [](hm_shape* s, vec2 a, vec2 b, float r) { return hm_capsule(cv(a), cv(b), r, s); });
        return {refused("capsule: a.x must be finite, got nan", vec2{nan, 0}, vec2{1, 1}, 1.f),
                refused("capsule: b.y must be finite, got inf", vec2{0, 0}, vec2{1, inf}, 1.f),
                refused("capsule: radius must be finite, got inf", vec2{0, 0}, vec2{1, 1}, inf),
                refused("capsule: radius must be >= 0, got -2", vec2{0, 0}, vec2{1, 0}, -2.f),
                refused("capsule:", vec2{-3e38f, 0}, vec2{3e38f, 0}, 1.f)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Capsules against points and round bullets.
template <class Check>
void capsule_case(fuzz_input& in, Check& check)
{
    const auto [a, b] = ends_from(in);
    const float r = in.value({0.f, 1.f});
    compare_made(in, check, hitmask::capsule::try_make(a, b, r), "capsule", {a.x, a.y, b.x, b.y, r},
                 {a.x, a.y, b.x, b.y, a.x + r, b.y - r, r, 0.f}, &columns::points, &columns::circles);
}

} // namespace hitmask_fuzz
