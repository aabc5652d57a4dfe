// Rotated rectangle kernel on every ISA vs the reference, bit for bit.
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

class obb_kernel : public per_isa {};

TEST_P(obb_kernel, matches_reference)
{
    for (const oriented_case& c : oriented_cases()) {
        const hitmask::obb shape = hitmask::obb::make(c.center, c.size, c.rotation);
        expect_kernel_matches_reference(shape, obb_seeds(c), {c.center.x, c.center.y, c.center.x + c.size.x}, c.center,
                                        1.5f * (c.size.x + c.size.y), "obb " + c.name);
    }
}

HITMASK_INSTANTIATE_PER_ISA(obb_kernel);

} // namespace
