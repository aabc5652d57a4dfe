// Circle kernels on every ISA vs the reference, bit for bit.
#include <string>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/points.hpp"

namespace {

using namespace hitmask_test;
using hitmask::circle;
using hitmask::vec2;

struct circle_case {
    vec2 center;
    float radius;
};

const circle_case cases[] = {
    {{0.f, 0.f}, 5.f}, {{100.3f, -20.7f}, 13.37f}, {{1e6f, -1e6f}, 0.5f},
    {{3.f, 4.f}, 0.f}, {{-7.25f, 2.5f}, 1e-3f},    {{0.1f, 0.2f}, 1e4f},
};

std::vector<vec2> rim_seeds(const circle_case& c)
{
    std::vector<vec2> seeds = ring(c.center, c.radius, 64, 0.1);
    append(seeds, ring(c.center, c.radius, 4)); // the four axis points
    seeds.push_back(c.center);
    append(seeds, ring(c.center, c.radius * 0.5, 8));
    return seeds;
}

class circle_kernel : public per_isa {};

TEST_P(circle_kernel, matches_reference)
{
    for (const circle_case& c : cases) {
        const circle shape = circle::make(c.center, c.radius);
        const float cx = c.center.x, cy = c.center.y, r = c.radius;
        expect_kernel_matches_reference(shape, rim_seeds(c), {cx, cy, cx + r, cx - r, cy + r, cy - r}, c.center,
                                        2 * r + 1, "circle r=" + std::to_string(r));
    }
}

HITMASK_INSTANTIATE_PER_ISA(circle_kernel);

} // namespace
