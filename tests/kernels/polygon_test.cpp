// Convex polygon and polygon kernels (both fill rules) on every ISA vs the reference.
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

class polygon_kernel : public per_isa {};

TEST_P(polygon_kernel, convex_matches_reference)
{
    for (const outline_case& c : convex_cases()) {
        const auto shape = hitmask::convex_polygon::make(c.vertices.data(), c.vertices.size());
        float half = 0;
        const vec2 center = outline_center(c.vertices, half);
        expect_kernel_matches_reference(shape, outline_seeds(c.vertices), {c.vertices[0].x, c.vertices[0].y}, center,
                                        half, "convex " + c.name);
    }
}

TEST_P(polygon_kernel, polygon_matches_reference)
{
    for (const outline_case& c : polygon_cases()) {
        for (hitmask::fill_rule rule : {hitmask::fill_rule::even_odd, hitmask::fill_rule::non_zero}) {
            const auto shape = hitmask::polygon::make(c.vertices.data(), c.vertices.size(), rule);
            float half = 0;
            const vec2 center = outline_center(c.vertices, half);
            // the 1,000-edge outline costs 1,000 edge tests a point: fewer points, no tail sweep
            const bool big = c.vertices.size() > 100;
            expect_kernel_matches_reference(
                shape, outline_seeds(c.vertices), {c.vertices[0].x, c.vertices[0].y}, center, half,
                "polygon " + c.name + (rule == hitmask::fill_rule::even_odd ? " even_odd" : " non_zero"),
                big ? 512 : 4099, !big);
        }
    }
}

HITMASK_INSTANTIATE_PER_ISA(polygon_kernel);

} // namespace
