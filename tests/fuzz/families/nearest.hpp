// The fuzz family "nearest": hitmask_fuzz_nearest, its seed corpus corpus/nearest/ and its replay
// test come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// A point, max_distance and k made of fuzzer bytes against points, round bullets, points3
/// and spheres whose columns are fuzzer values: NaN, infinities, huge and tiny values, the
/// point's own coordinates and their ulp neighbours, so ties and cuts come often.
template <class Check>
void nearest_case(fuzz_input& in, Check& check)
{
    const hitmask::vec3 p{in.value({0.f}), in.value({0.f}), in.value({0.f})};
    const float max = in.value({std::numeric_limits<float>::infinity(), 1.f, 0.f});
    const std::size_t k = in.size(70);
    const std::vector<float> anchors = {p.x, p.y, p.z, p.x + max, p.y - max, max, 1.f, 0.f};
    const columns c(in, in.size(300), anchors, 4);
    // the library refuses these; the fuzzer's job is the elements
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z) || !(max >= 0.f)) return;
    char text[160];
    describe(text, sizeof text, "point", {p.x, p.y, p.z, max, static_cast<float>(k)});
    check.compare_nearest(c.points(), hitmask::vec2{p.x, p.y}, max, k, c, text);
    check.compare_nearest(c.circles(), hitmask::vec2{p.x, p.y}, max, k, c, text);
    check.compare_nearest(c.points3(), p, max, k, c, text);
    check.compare_nearest(c.spheres(), p, max, k, c, text);
}

} // namespace hitmask_fuzz
