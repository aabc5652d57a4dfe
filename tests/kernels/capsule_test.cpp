// Capsule, rotated rectangle and ellipse kernels on every ISA vs the reference, bit for bit.
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

class oriented_kernel : public per_isa {};

TEST_P(oriented_kernel, obb_matches_reference)
{
    for (const oriented_case& c : oriented_cases()) {
        const hitmask::obb shape = hitmask::obb::make(c.center, c.size, c.rotation);
        expect_kernel_matches_reference(shape, obb_seeds(c), {c.center.x, c.center.y, c.center.x + c.size.x}, c.center,
                                        1.5f * (c.size.x + c.size.y), "obb " + c.name);
    }
}

TEST_P(oriented_kernel, ellipse_matches_reference)
{
    for (const oriented_case& c : oriented_cases()) {
        const hitmask::ellipse shape = hitmask::ellipse::make(c.center, c.size, c.rotation);
        expect_kernel_matches_reference(shape, ellipse_seeds(c), {c.center.x, c.center.y, c.center.x + c.size.x},
                                        c.center, 1.5f * (c.size.x + c.size.y), "ellipse " + c.name);
    }
}

HITMASK_INSTANTIATE_PER_ISA(capsule_kernel);
HITMASK_INSTANTIATE_PER_ISA(oriented_kernel);

} // namespace
