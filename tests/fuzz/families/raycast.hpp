// The fuzz family "raycast": hitmask_fuzz_raycast, its seed corpus corpus/raycast/ and its replay
// test come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// A ray made of fuzzer bytes (which the factory may refuse: it must say why) against round
/// bullets, capsules, boxes, ellipses and spheres whose columns are fuzzer values: NaN,
/// infinities, huge and tiny values, the ray's own coordinates and their ulp neighbours.
template <class Check>
void raycast_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 o{in.value({}), in.value({})};
    const hitmask::vec2 d{in.value({1.f, 0.f, -0.f}), in.value({1.f, 0.f})};
    const float z = in.value({0.f}), dz = in.value({0.f, 1.f});
    const float max = in.value({0.f, 10.f, std::numeric_limits<float>::infinity()});
    const auto r = hitmask::ray::try_make(o, d, max);
    const auto r3 = hitmask::ray3::try_make({o.x, o.y, z}, {d.x, d.y, dz}, max);
    const std::vector<float> anchors = {o.x, o.y, z, o.x + max, o.y + max, d.x, d.y, max, 1.f, 0.f};
    const columns c(in, in.size(300), anchors, 6);
    char text[160];
    describe(text, sizeof text, "ray", {o.x, o.y, d.x, d.y, max});
    if (accepted(r)) {
        check.compare_rays(c.circles(), r.value(), c, text);
        check.compare_rays(c.capsules(), r.value(), c, text);
        check.compare_rays(c.obbs(), r.value(), c, text);
        check.compare_rays(c.ellipses(), r.value(), c, text);
    }
    if (accepted(r3)) check.compare_rays(c.spheres(), r3.value(), c, text);
}

} // namespace hitmask_fuzz
