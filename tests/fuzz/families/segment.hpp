// The fuzz family "segment": hitmask_fuzz_segment, its seed corpus corpus/segment/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Segments against swept bullets.
template <class Check>
void segment_case(fuzz_input& in, Check& check)
{
    const hitmask::vec2 a{in.value({}), in.value({})};
    const hitmask::vec2 b{in.value({}), in.value({})};
    const auto seg = hitmask::segment::try_make(a, b);
    if (!accepted(seg)) return;
    const columns c(in, in.size(300), {a.x, a.y, b.x, b.y, 0.f});
    char text[200];
    describe(text, sizeof text, "segment", {a.x, a.y, b.x, b.y});
    check.compare(c.segments(), seg.value(), c, "segments", text);
}

} // namespace hitmask_fuzz
