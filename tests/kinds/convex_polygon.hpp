// The shape kind "convex_polygon" in the tests: sample convex outlines of either winding, their
// model, the factory's refusals, and the fuzz family "convex_polygon" (the folder tests/kinds/
// is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/shape_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::convex_polygon> {
    static std::vector<sample<hitmask::convex_polygon>> samples()
    {
        return samples_from(convex_cases(), [](const outline_case& c) {
            return sample<hitmask::convex_polygon>{
                "convex_" + c.name, hitmask::convex_polygon::make(c.vertices.data(), c.vertices.size()),
                [c](hm_shape* s) { return hm_convex_polygon(cv(c.vertices), c.vertices.size(), s); },
                outline_seeds(c.vertices), [c](double x, double y) { return model::winding({x, y}, c.vertices) != 0; }};
        });
    }
    static std::vector<refusal_case> refusals()
    {
        // no vertices stands for a null pointer
        const auto refused = refusal_through(
            [](const std::vector<vec2>& v, std::size_t n) {
                return hitmask::convex_polygon::try_make(v.empty() ? nullptr : v.data(), n);
            },
            [](hm_shape* s, const std::vector<vec2>& v, std::size_t n) {
                return hm_convex_polygon(v.empty() ? nullptr : cv(v), n, s);
            });
        const std::vector<vec2> line = {{0, 0}, {1, 1}, {2, 2}};
        const std::vector<vec2> nan_tri = {{0, 0}, {1, nan}, {0, 4}}, dent = {{0, 0}, {4, 0}, {1, 1}, {0, 4}};
        const std::size_t two = 2, three = 3, four = 4;
        return {refused("convex_polygon: vertex 1 must be finite, got (1, nan)", nan_tri, three),
                refused("the polygon is not convex", dent, four), refused("convex_polygon:", line, three),
                refused("convex_polygon:", line, two), refused("convex_polygon:", std::vector<vec2>{}, three)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Convex polygons against points, round bullets and capsules (radius column 0). Most random outlines are refused: the factory must say why,
/// never crash.
template <class Check>
void convex_polygon_case(fuzz_input& in, Check& check)
{
    std::vector<float> anchors;
    const std::vector<hitmask::vec2> v = outline_from(in, anchors);
    const auto convex = hitmask::convex_polygon::try_make(v.data(), v.size());
    if (!accepted(convex)) return;
    const columns c(in, in.size(200), anchors);
    char text[64];
    std::snprintf(text, sizeof text, "convex polygon of %zu vertices", v.size());
    check.compare(c.points(), convex.value(), c, "points", text);
    check.compare(c.circles(), convex.value(), c, "circles", text);
    check.compare(c.capsules(), convex.value(), c, "capsules", text);
}

} // namespace hitmask_fuzz
