// Rectangle kernels on every ISA vs the reference, bit for bit.
#include <string>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/points.hpp"

namespace {

using namespace hitmask_test;
using hitmask::aabb;
using hitmask::vec2;

const aabb boxes[] = {
    aabb::make({-3.f, -2.f}, {5.f, 7.f}),
    aabb::make({0.1f, 0.2f}, {0.3f, 0.7f}),
    aabb::make({2.f, 2.f}, {2.f, 9.f}), // zero width
    aabb::make({1e6f, 1e6f}, {1e6f + 64.f, 1e6f + 1.f}),
};

std::vector<vec2> edge_seeds(const aabb& b)
{
    const vec2 lo = b.min(), hi = b.max();
    const float mx = (lo.x + hi.x) / 2, my = (lo.y + hi.y) / 2;
    return {lo, hi, {lo.x, hi.y}, {hi.x, lo.y}, {mx, lo.y}, {mx, hi.y}, {lo.x, my}, {hi.x, my}, {mx, my}};
}

class aabb_kernel : public per_isa {};

TEST_P(aabb_kernel, matches_reference)
{
    for (const aabb& b : boxes) {
        const vec2 lo = b.min(), hi = b.max();
        const float span = hi.x - lo.x + hi.y - lo.y + 1.f;
        expect_kernel_matches_reference(b, edge_seeds(b), {lo.x, lo.y, hi.x, hi.y},
                                        {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2}, span, "aabb");
    }
}

HITMASK_INSTANTIATE_PER_ISA(aabb_kernel);

} // namespace
