// What every fuzz family shares (a shape kind's, in tests/kinds/<kind>.hpp, or another's, in
// families/<family>.hpp). A differential case is built from bytes: the shape's parameters (which
// the factory may refuse: that is tested too), then elements and a start offset. The libFuzzer
// harnesses, the corpus replay test and the soak tool include the generated
// <hitmask_fuzz_families.hpp>, which includes every family (cmake/hitmask_test_lists.cmake).
#pragma once

#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

#include "fuzz_compare.hpp"

namespace hitmask_fuzz {

inline void describe(char* out, std::size_t size, const char* name, std::initializer_list<float> values)
{
    int used = std::snprintf(out, size, "%s(", name);
    for (float v : values)
        used += std::snprintf(out + used, size - static_cast<std::size_t>(used), "%a ", static_cast<double>(v));
    std::snprintf(out + used, size - static_cast<std::size_t>(used), ")");
}

/// A centre, two half extents or radii and a rotation from the fuzzer's bytes (obb, ellipse).
struct oriented_parameters {
    hitmask::vec2 centre, size;
    float rotation;
    std::vector<float> anchors() const
    {
        return {centre.x, centre.y, centre.x + size.x, centre.y - size.y, 0.f};
    }
};
inline oriented_parameters oriented_from(fuzz_input& in)
{
    oriented_parameters o;
    o.centre = {in.value({}), in.value({})};
    o.size = {in.value({1.f, 0.f}), in.value({1.f, 0.f})};
    o.rotation = in.value({0.f, hitmask::radians(90), hitmask::radians(-135), 1.234f});
    return o;
}

/// A segment's two ends from the fuzzer's bytes (segment, capsule).
inline std::pair<hitmask::vec2, hitmask::vec2> ends_from(fuzz_input& in)
{
    const hitmask::vec2 a{in.value({}), in.value({})};
    const hitmask::vec2 b{in.value({}), in.value({})};
    return {a, b};
}

/// An outline of up to 23 vertices from the fuzzer's bytes (the polygon families); each vertex's
/// coordinates become anchors for the next and for the elements.
inline std::vector<hitmask::vec2> outline_from(fuzz_input& in, std::vector<float>& anchors)
{
    const std::size_t n = in.byte() % 24;
    std::vector<hitmask::vec2> v;
    anchors = {0.f};
    for (std::size_t i = 0; i < n; ++i) {
        v.push_back({in.value(anchors), in.value(anchors)});
        anchors.push_back(v.back().x);
        anchors.push_back(v.back().y);
    }
    return v;
}

/// How most kinds' families end: when the factory accepted the fuzzer's parameters, 300 elements
/// or fewer around `anchors` (values on and one ulp beside them come often), each of `views`
/// (columns::points, columns::circles...) compared against the shape.
template <class Check, class Result, class... View>
void compare_made(fuzz_input& in, Check& check, const Result& made, const char* name,
                  std::initializer_list<float> parameters, const std::vector<float>& anchors,
                  View (columns::*... views)() const)
{
    if (!accepted(made)) return;
    const columns c(in, in.size(300), anchors);
    char text[200];
    describe(text, sizeof text, name, parameters);
    (check.compare((c.*views)(), made.value(), c, hitmask::detail::view_traits<View>::name, text), ...);
}

} // namespace hitmask_fuzz
