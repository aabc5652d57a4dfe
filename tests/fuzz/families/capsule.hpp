// The fuzz family "capsule": hitmask_fuzz_capsule, its seed corpus corpus/capsule/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Capsules against points and round bullets.
template <class Check>
void capsule_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 a{in.value({}), in.value({})};
    const hitmask::vec2 b{in.value({}), in.value({})};
    const float r = in.value({0.f, 1.f});
    const auto cap = hitmask::capsule::try_make(a, b, r);
    if (!accepted(cap)) return;
    const columns c(in, in.size(300), {a.x, a.y, b.x, b.y, a.x + r, b.y - r, r, 0.f});
    char text[200];
    describe(text, sizeof text, "capsule", {a.x, a.y, b.x, b.y, r});
    check.compare(c.points(), cap.value(), c, "points", text);
    check.compare(c.circles(), cap.value(), c, "circles", text);
}

} // namespace hitmask_fuzz
