// The fuzz family "polygon": hitmask_fuzz_polygon, its seed corpus corpus/polygon/ and its replay test
// come from this file (tests/fuzz/README.md: the folder is the list of families).
#pragma once

#include "../fuzz_cases.hpp"

namespace hitmask_fuzz {

/// Convex polygons and polygons (both fill rules) against points. Most random outlines are
/// refused as convex polygons: the factory must say why, never crash.
template <class Check>
void polygon_case(fuzz_input& in, Check& check)
{
    const std::size_t n = in.byte() % 24;
    std::vector<hitmask::vec2> v;
    std::vector<float> anchors = {0.f};
    for (std::size_t i = 0; i < n; ++i) {
        v.push_back({in.value(anchors), in.value(anchors)});
        anchors.push_back(v.back().x);
        anchors.push_back(v.back().y);
    }
    const auto convex = hitmask::convex_polygon::try_make(v.data(), v.size());
    const auto even_odd = hitmask::polygon::try_make(v.data(), v.size(), hitmask::fill_rule::even_odd);
    const auto non_zero = hitmask::polygon::try_make(v.data(), v.size(), hitmask::fill_rule::non_zero);
    const bool convex_ok = accepted(convex), polygon_ok = accepted(even_odd) && accepted(non_zero);
    if (!convex_ok && !polygon_ok) return;
    const columns c(in, in.size(200), anchors);
    char text[64];
    std::snprintf(text, sizeof text, "polygon of %zu vertices", n);
    if (convex_ok) check.compare(c.points(), convex.value(), c, "points", text);
    if (polygon_ok) {
        check.compare(c.points(), even_odd.value(), c, "points", text);
        check.compare(c.points(), non_zero.value(), c, "points", text);
    }
}

} // namespace hitmask_fuzz
