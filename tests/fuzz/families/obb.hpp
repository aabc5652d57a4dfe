// The fuzz family "obb": hitmask_fuzz_obb, its seed corpus corpus/obb/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Rotated rectangles against points.
template <class Check>
void obb_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 centre{in.value({}), in.value({})};
    const hitmask::vec2 extent{in.value({1.f, 0.f}), in.value({1.f, 0.f})};
    const float rotation = in.value({0.f, hitmask::radians(90), hitmask::radians(-135), 1.234f});
    const auto box = hitmask::obb::try_make(centre, extent, rotation);
    if (!accepted(box)) return;
    const columns c(in, in.size(300), {centre.x, centre.y, centre.x + extent.x, centre.y - extent.y, 0.f});
    char text[200];
    describe(text, sizeof text, "obb", {centre.x, centre.y, extent.x, extent.y, rotation});
    check.compare(c.points(), box.value(), c, "points", text);
}

} // namespace hitmask_fuzz
