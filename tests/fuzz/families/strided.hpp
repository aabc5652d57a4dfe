// The fuzz family "strided": hitmask_fuzz_strided, its seed corpus corpus/strided/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Strided views (arrays of structs): interleaved x, y; x and y one array (stride 4); structs
/// of 12 to 48 bytes with the fields anywhere in them. Against circles and rectangles, and hit +
/// graze: every ISA against the reference, and the reference against the same elements in SoA.
template <class Check>
void strided_case(fuzz_input& in, Check& check)
{
    const unsigned mode = in.byte() % 3;
    const std::size_t floats = mode == 0 ? 2 : mode == 1 ? 1 : 3 + in.byte() % 10;
    std::size_t dx = 0, dy = mode == 0 ? 1 : 0, dr = 0;
    if (mode == 2) {
        dx = in.byte() % floats;
        dy = (dx + 1 + in.byte() % (floats - 1)) % floats;
        dr = in.byte() % floats;
        while (dr == dx || dr == dy)
            dr = (dr + 1) % floats;
    }
    const float cx = in.value({}), cy = in.value({}), r = in.value({0.f, 1.f, 5.f});
    const auto circle = hitmask::circle::try_make({cx, cy}, r);
    const auto box = hitmask::aabb::try_make({cx - r, cy - r}, {cx + r, cy + r});
    const std::vector<float> anchors = {cx, cy, cx + r, cx - r, cy + r, cy - r, r, 0.f};
    const columns c(in, in.size(300), anchors, 3);
    std::vector<float> structs(c.n * floats + 1, std::nanf(""));
    for (std::size_t i = 0; i < c.n; ++i) {
        structs[i * floats + dr] = c.col[2][i];
        structs[i * floats + dy] = c.col[1][i];
        structs[i * floats + dx] = c.col[0][i]; // stride 4: x wins, and the SoA twin is (x, x)
    }
    const std::size_t stride = floats * sizeof(float);
    const hitmask::strided_points_view points{structs.data() + dx, structs.data() + dy, c.n, stride};
    const hitmask::points_view soa_points{c.col[0], mode == 1 ? c.col[0] : c.col[1], c.n};
    char text[160];
    describe(text, sizeof text, "strided",
             {cx, cy, r, static_cast<float>(stride), static_cast<float>(dx), static_cast<float>(dy),
              static_cast<float>(dr)});
    if (accepted(circle)) check.compare_layouts(points, soa_points, circle.value(), c, "strided points", text);
    if (accepted(box)) check.compare_layouts(points, soa_points, box.value(), c, "strided points", text);
    if (mode == 2) {
        const hitmask::strided_circles_view discs{structs.data() + dx, structs.data() + dy, structs.data() + dr, c.n,
                                                  stride};
        if (accepted(circle)) check.compare_layouts(discs, c.circles(), circle.value(), c, "strided circles", text);
        if (accepted(box)) check.compare_layouts(discs, c.circles(), box.value(), c, "strided circles", text);
    }
    const float graze = in.value(anchors);
    if (accepted(circle) && graze >= r && graze <= 1.8e19f) check.compare_graze(points, {cx, cy}, r, graze, c);
}

} // namespace hitmask_fuzz
