// Capsule kernel on every ISA vs the reference, bit for bit.
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

class capsule_kernel : public per_isa {};

TEST_P(capsule_kernel, matches_reference)
{
    for (const capsule_case& c : capsule_cases()) {
        const hitmask::capsule shape = hitmask::capsule::make(c.a, c.b, c.r);
        const vec2 mid{(c.a.x + c.b.x) / 2, (c.a.y + c.b.y) / 2};
        const float half = std::fabs(c.b.x - c.a.x) + std::fabs(c.b.y - c.a.y) + 2 * c.r + 1;
        expect_kernel_matches_reference(shape, capsule_seeds(c), {c.a.x, c.a.y, c.b.x, c.b.y, c.a.x + c.r}, mid, half,
                                        "capsule " + c.name);
    }
}

HITMASK_INSTANTIATE_PER_ISA(capsule_kernel);

} // namespace
