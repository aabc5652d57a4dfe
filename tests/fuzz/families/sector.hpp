// The fuzz family "sector": hitmask_fuzz_sector, its seed corpus corpus/sector/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Sectors of both forms against points and round bullets; angles include the values users
/// write (multiples of 90°, whole turns).
template <class Check>
void sector_case(fuzz_input& in, Check& check)
{
    const bool facing = in.byte() & 1;
    const hitmask::vec2 apex{in.value({}), in.value({})};
    const std::vector<float> angles = {0.f,
                                       hitmask::radians(90),
                                       hitmask::radians(180),
                                       hitmask::radians(270),
                                       hitmask::radians(360),
                                       hitmask::radians(-10),
                                       hitmask::radians(350),
                                       hitmask::radians(1),
                                       6.2831855f};
    const float a = in.value(angles), b = in.value(angles), range = in.value({0.f, 10.f, 1e6f});
    const hitmask::vec2 dir{in.value({0.f, 1.f, -1.f}), in.value({0.f, 1.f, -1.f})};
    char text[200];
    hitmask::result<hitmask::sector> made =
        facing ? hitmask::sector::try_facing(apex, dir, a, range) : hitmask::sector::try_between(apex, a, b, range);
    if (!accepted(made)) return;
    describe(text, sizeof text, facing ? "sector::facing" : "sector::between",
             {apex.x, apex.y, dir.x, dir.y, a, b, range});
    const columns c(in, in.size(300), {apex.x, apex.y, apex.x + range, apex.y - range, range, 0.f});
    check.compare(c.points(), made.value(), c, "points", text);
    check.compare(c.circles(), made.value(), c, "circles", text);
}

} // namespace hitmask_fuzz
