// The fuzz family "circle": hitmask_fuzz_circle, its seed corpus corpus/circle/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

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
