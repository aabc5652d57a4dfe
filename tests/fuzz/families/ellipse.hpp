// The fuzz family "ellipse": hitmask_fuzz_ellipse, its seed corpus corpus/ellipse/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Ellipses against points.
template <class Check>
void ellipse_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 centre{in.value({}), in.value({})};
    const hitmask::vec2 radii{in.value({1.f, 0.f}), in.value({1.f, 0.f})};
    const float rotation = in.value({0.f, hitmask::radians(90), hitmask::radians(-135), 1.234f});
    const auto oval = hitmask::ellipse::try_make(centre, radii, rotation);
    if (!accepted(oval)) return;
    const columns c(in, in.size(300), {centre.x, centre.y, centre.x + radii.x, centre.y - radii.y, 0.f});
    char text[200];
    describe(text, sizeof text, "ellipse", {centre.x, centre.y, radii.x, radii.y, rotation});
    check.compare(c.points(), oval.value(), c, "points", text);
}

} // namespace hitmask_fuzz
