// The shape kind "polygon" (any outline, even-odd or non-zero) in the tests: sample outlines
// under both fill rules, their model, the factory's refusals, and the fuzz family "polygon" (the
// folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/shape_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::polygon> {
    static std::vector<sample<hitmask::polygon>> samples()
    {
        using hitmask::fill_rule;
        std::vector<sample<hitmask::polygon>> out;
        for (const outline_case& c : polygon_cases())
            for (fill_rule rule : {fill_rule::even_odd, fill_rule::non_zero}) {
                const bool even_odd = rule == fill_rule::even_odd;
                const hm_fill_rule c_rule = even_odd ? HM_EVEN_ODD : HM_NON_ZERO;
                out.push_back(
                    {"polygon_" + c.name + (even_odd ? "_even_odd" : "_non_zero"),
                     hitmask::polygon::make(c.vertices.data(), c.vertices.size(), rule),
                     [c, c_rule](hm_shape* s) { return hm_polygon(cv(c.vertices), c.vertices.size(), c_rule, s); },
                     outline_seeds(c.vertices), [c, even_odd](double x, double y) {
                         const int w = model::winding({x, y}, c.vertices);
                         return even_odd ? w % 2 != 0 : w != 0;
                     }});
            }
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::fill_rule;
        using hitmask::polygon;
        // no vertices stands for a null pointer
        const auto refused = refusal_through(
            [](const std::vector<vec2>& v, std::size_t n, bool even_odd) {
                return polygon::try_make(v.empty() ? nullptr : v.data(), n,
                                         even_odd ? fill_rule::even_odd : fill_rule::non_zero);
            },
            [](hm_shape* s, const std::vector<vec2>& v, std::size_t n, bool even_odd) {
                return hm_polygon(v.empty() ? nullptr : cv(v), n, even_odd ? HM_EVEN_ODD : HM_NON_ZERO, s);
            });
        const std::vector<vec2> inf_tri = {{0, 0}, {4, 0}, {inf, 1}}, tri = {{0, 0}, {1, 0}, {0, 1}};
        const std::size_t two = 2, three = 3;
        return {refused("polygon: vertex 2 must be finite, got (inf, 1)", inf_tri, three, true),
                refused("polygon:", tri, two, true), refused("polygon:", std::vector<vec2>{}, three, false)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Polygons under both fill rules against points and round bullets (any outline of three or more vertices).
template <class Check>
void polygon_case(fuzz_input& in, Check& check)
{
    std::vector<float> anchors;
    const std::vector<hitmask::vec2> v = outline_from(in, anchors);
    const auto even_odd = hitmask::polygon::try_make(v.data(), v.size(), hitmask::fill_rule::even_odd);
    const auto non_zero = hitmask::polygon::try_make(v.data(), v.size(), hitmask::fill_rule::non_zero);
    if (!accepted(even_odd) || !accepted(non_zero)) return;
    const columns c(in, in.size(200), anchors);
    char text[64];
    std::snprintf(text, sizeof text, "polygon of %zu vertices", v.size());
    check.compare(c.points(), even_odd.value(), c, "points", text);
    check.compare(c.points(), non_zero.value(), c, "points", text);
    check.compare(c.circles(), even_odd.value(), c, "circles", text);
    check.compare(c.circles(), non_zero.value(), c, "circles", text);
}

} // namespace hitmask_fuzz
