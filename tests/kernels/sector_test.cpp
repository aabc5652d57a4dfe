// Sector kernels (both forms, narrow, reflex and full) on every ISA vs the reference.
#include <string>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/sector_cases.hpp"

namespace {

using namespace hitmask_test;

class sector_kernel : public per_isa {
protected:
    static void check(const std::vector<sector_case>& cases)
    {
        for (const sector_case& c : cases) {
            const hitmask::vec2 a = c.shape.apex();
            const float r = std::isinf(c.range) ? 1000.f : c.range;
            expect_kernel_matches_reference(c.shape, sector_seeds(c), {a.x, a.y, a.x + r, a.y - r}, a, 2 * r, c.name);
        }
    }
};

TEST_P(sector_kernel, between_matches_reference)
{
    check(between_cases());
}
TEST_P(sector_kernel, facing_matches_reference)
{
    check(facing_cases());
}

HITMASK_INSTANTIATE_PER_ISA(sector_kernel);

} // namespace
