// The shape kind "segment" (a laser, which swept bullets cross) in the tests: a sample segment,
// its model, the factory's refusals, and the fuzz family "segment" (the folder tests/kinds/ is
// the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/shape_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::segment> {
    static std::vector<sample<hitmask::segment>> samples()
    {
        const vec2 a{-3.5f, 2}, b{40, 17.25f};
        return {{"segment", hitmask::segment::make(a, b), [=](hm_shape* s) { return hm_segment(cv(a), cv(b), s); },
                 outline_seeds({a, b}), [=](double x, double y) {
                     return model::distance_to_segment({x, y}, model::d(a), model::d(b)) == 0;
                 }}};
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through([](vec2 a, vec2 b) { return hitmask::segment::try_make(a, b); },
                                             [](hm_shape* s, vec2 a, vec2 b) { return hm_segment(cv(a), cv(b), s); });
        return {refused("segment: a.y must be finite, got nan", vec2{0, nan}, vec2{1, 1}),
                refused("segment: b.x must be finite, got -inf", vec2{0, 0}, vec2{-inf, 1}),
                refused("segment:", vec2{-3e38f, 0}, vec2{3e38f, 0})};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Segments against swept bullets.
template <class Check>
void segment_case(fuzz_input& in, Check& check)
{
    const auto [a, b] = ends_from(in);
    compare_made(in, check, hitmask::segment::try_make(a, b), "segment", {a.x, a.y, b.x, b.y}, {a.x, a.y, b.x, b.y, 0.f},
                 &columns::segments);
}

} // namespace hitmask_fuzz
