// The shape kind "point" (the player's exact position, which oriented bullets are tested
// against) in the tests: sample points, their model, and the fuzz family "point" (the folder
// tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::point> {
    static sample<hitmask::point> make(const std::string& name, vec2 p)
    {
        return {name, hitmask::point{p.x, p.y}, [=](hm_shape* s) { return hm_point(cv(p), s); }, {p},
                [=](double x, double y) { return x == p.x && y == p.y; }};
    }
    static std::vector<sample<hitmask::point>> samples() { return {make("point", {2, 3}), make("point_origin", {0, 0})}; }
    static std::vector<refusal_case> refusals() { return {}; } // any point is a point
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Oriented bullets (boxes, ellipses, capsules: six columns each) against the player's point and
/// disc, and hit + graze.
template <class Check>
void point_case(fuzz_input& in, Check& check)
{
    const hitmask::point p{in.value({}), in.value({})};
    const float r = in.value({0.f, 1.f, 3.f});
    const std::vector<float> anchors = {p.x, p.y, p.x + r, p.x - r, p.y + r, p.y - r, r, 0.f, 1.f, -1.f, 0.70710678f};
    const columns c(in, in.size(300), anchors, 6);
    char text[200];
    describe(text, sizeof text, "oriented bullets vs point/disc", {p.x, p.y, r});
    if (std::isfinite(p.x) && std::isfinite(p.y)) { // other points are refused (tested elsewhere)
        check.compare(c.obbs(), p, c, "obbs", text);
        check.compare(c.ellipses(), p, c, "ellipses", text);
        check.compare(c.capsules(), p, c, "capsules", text);
    }
    const auto disc = hitmask::circle::try_make(p, r);
    if (!accepted(disc)) return;
    check.compare(c.obbs(), disc.value(), c, "obbs", text);
    check.compare(c.ellipses(), disc.value(), c, "ellipses", text);
    check.compare(c.capsules(), disc.value(), c, "capsules", text);
    const float graze = in.value(anchors);
    if (graze >= r && graze <= 1.8e19f) {
        check.compare_graze(c.obbs(), p, r, graze, c);
        check.compare_graze(c.ellipses(), p, r, graze, c);
        check.compare_graze(c.capsules(), p, r, graze, c);
    }
}

} // namespace hitmask_fuzz
