// The fuzz family "aabb": hitmask_fuzz_aabb, its seed corpus corpus/aabb/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Rectangles against points and round bullets.
template <class Check>
void aabb_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 lo{in.value({}), in.value({})};
    const hitmask::vec2 hi{in.value({lo.x}), in.value({lo.y})};
    const auto made = hitmask::aabb::try_make(lo, hi);
    if (!accepted(made)) return;
    const columns c(in, in.size(300), {lo.x, lo.y, hi.x, hi.y, 0.f});
    char text[160];
    describe(text, sizeof text, "aabb", {lo.x, lo.y, hi.x, hi.y});
    check.compare(c.points(), made.value(), c, "points", text);
    check.compare(c.circles(), made.value(), c, "circles", text);
}

} // namespace hitmask_fuzz
