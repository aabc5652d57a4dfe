// The shape kind "circle" in the tests: sample circles (the kind sweep, the bounds and strided
// tests, the C API comparison, the -ffast-math caller take them), their model, the factory's
// refusals, and the fuzz family "circle" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::circle> {
    static sample<hitmask::circle> make(const std::string& name, vec2 c, float r, std::vector<vec2> seeds)
    {
        return {name, hitmask::circle::make(c, r), [=](hm_shape* s) { return hm_circle(cv(c), r, s); },
                std::move(seeds), [=](double x, double y) { return std::hypot(x - c.x, y - c.y) <= r; }};
    }
    /// The rim (64 points and the four axis points), the centre and a ring inside.
    static std::vector<vec2> rim(vec2 c, float r)
    {
        std::vector<vec2> seeds = ring(c, r, 64, 0.1);
        append(seeds, ring(c, r, 4));
        seeds.push_back(c);
        append(seeds, ring(c, r * 0.5, 8));
        return seeds;
    }
    static std::vector<sample<hitmask::circle>> samples()
    {
        std::vector<sample<hitmask::circle>> out = {make("circle", {10, -5}, 40, rim({10, -5}, 40))};
        const std::pair<vec2, float> more[] = {{{0.f, 0.f}, 5.f},      {{100.3f, -20.7f}, 13.37f},
                                               {{1e6f, -1e6f}, 0.5f},  {{3.f, 4.f}, 0.f},
                                               {{-7.25f, 2.5f}, 1e-3f}, {{0.1f, 0.2f}, 1e4f}};
        for (const auto& [c, r] : more)
            out.push_back(make("circle_r" + std::to_string(r), c, r, rim(c, r)));
        out.push_back(make("circle_r0", {1, 1}, 0, {{1, 1}, {1, 0}}));
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through([](vec2 c, float r) { return hitmask::circle::try_make(c, r); },
                                             [](hm_shape* s, vec2 c, float r) { return hm_circle(cv(c), r, s); });
        return {refused("circle: center.x must be finite, got nan", vec2{nan, 0}, 1.f),
                refused("circle: center.y must be finite, got inf", vec2{0, inf}, 1.f),
                refused("circle: radius must be >= 0, got -1", vec2{0, 0}, -1.f),
                refused("circle: radius must be >= 0, got nan", vec2{0, 0}, nan),
                refused("circle: radius must be finite, got inf", vec2{0, 0}, inf),
                refused("circle: radius must be <= 1.8e19", vec2{0, 0}, 2e19f)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Circles against points, round bullets and swept bullets, and hit + graze.
template <class Check>
void circle_case(fuzz_input& in, Check& check)
{
    const float cx = in.value({}), cy = in.value({}), r = in.value({0.f, 1.f, 5.f});
    const auto made = hitmask::circle::try_make({cx, cy}, r);
    if (!accepted(made)) return;
    const std::vector<float> anchors = {cx, cy, cx + r, cx - r, cy + r, cy - r, r, 0.f};
    const columns c(in, in.size(300), anchors);
    char text[160];
    describe(text, sizeof text, "circle", {cx, cy, r});
    check.compare(c.points(), made.value(), c, "points", text);
    check.compare(c.circles(), made.value(), c, "circles", text);
    check.compare(c.segments(), made.value(), c, "segments", text);
    const float graze = in.value(anchors);
    if (graze >= r && graze <= 1.8e19f) {
        check.compare_graze(c.points(), {cx, cy}, r, graze, c);
        check.compare_graze(c.circles(), {cx, cy}, r, graze, c);
    }
}

} // namespace hitmask_fuzz
