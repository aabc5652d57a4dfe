// The shape kind "aabb" in the tests: sample rectangles, their model, the factory's refusals,
// and the fuzz family "aabb" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::aabb> {
    /// The corners, the edges' midpoints and the middle.
    static std::vector<vec2> edges(vec2 lo, vec2 hi)
    {
        const float mx = (lo.x + hi.x) / 2, my = (lo.y + hi.y) / 2;
        return {lo, hi, {lo.x, hi.y}, {hi.x, lo.y}, {mx, lo.y}, {mx, hi.y}, {lo.x, my}, {hi.x, my}, {mx, my}};
    }
    static sample<hitmask::aabb> make(const std::string& name, vec2 lo, vec2 hi, std::vector<vec2> seeds)
    {
        return {name, hitmask::aabb::make(lo, hi), [=](hm_shape* s) { return hm_aabb(cv(lo), cv(hi), s); },
                std::move(seeds), [=](double x, double y) { return lo.x <= x && x <= hi.x && lo.y <= y && y <= hi.y; }};
    }
    static std::vector<sample<hitmask::aabb>> samples()
    {
        std::vector<vec2> seeds;
        for (float t : {-30.f, 0.f, 10.f, 30.f}) // the edges and corners
            append(seeds, {{t, -20.f}, {t, 25.f}, {-30.f, t}, {30.f, t}, {t, t}});
        std::vector<sample<hitmask::aabb>> out = {make("aabb", {-30, -20}, {30, 25}, seeds)};
        const std::pair<vec2, vec2> more[] = {{{-3.f, -2.f}, {5.f, 7.f}},
                                              {{0.1f, 0.2f}, {0.3f, 0.7f}},
                                              {{2.f, 2.f}, {2.f, 9.f}}, // zero width
                                              {{1e6f, 1e6f}, {1e6f + 64.f, 1e6f + 1.f}}};
        for (const auto& [lo, hi] : more)
            out.push_back(make("aabb_" + std::to_string(out.size()), lo, hi, edges(lo, hi)));
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through([](vec2 lo, vec2 hi) { return hitmask::aabb::try_make(lo, hi); },
                                             [](hm_shape* s, vec2 lo, vec2 hi) { return hm_aabb(cv(lo), cv(hi), s); });
        return {refused("aabb: min.x must be finite, got nan", vec2{nan, 0}, vec2{1, 1}),
                refused("aabb: max.y must be finite, got -inf", vec2{0, 0}, vec2{1, -inf}),
                refused("aabb: min.x must be <= max.x (1), got 2", vec2{2, 0}, vec2{1, 1})};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Rectangles against points, round bullets, bullet boxes and capsules (the columns as read for
/// points: a box's half extents and a capsule's radius are 0).
template <class Check>
void aabb_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 lo{in.value({}), in.value({})};
    const hitmask::vec2 hi{in.value({lo.x}), in.value({lo.y})};
    compare_made(in, check, hitmask::aabb::try_make(lo, hi), "aabb", {lo.x, lo.y, hi.x, hi.y},
                 {lo.x, lo.y, hi.x, hi.y, 0.f}, &columns::points, &columns::circles, &columns::obbs,
                 &columns::capsules);
}

} // namespace hitmask_fuzz
