// Every shape that points can hit, on every ISA, against the reference, bit for bit: each sample
// of each kind (tests/kinds/) on and one ulp beside its boundary seeds, at special values (NaN,
// infinities, denormals, huge) mixed with its own coordinates, at random points around it, in
// every tail length 0-130 and every start offset, in all four result forms; the 3D kinds for
// 3D points and for spheres (radius exactly the distance to the shape, and one ulp either side).
// A kind joins by being in the registry and having its tests/kinds file.
#include <type_traits>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/kind_samples.hpp"
#include "../support/slow_platform.hpp"

namespace {

using namespace hitmask_test;

class kind_sweep : public per_isa {};

TEST_P(kind_sweep, every_point_shape_matches_the_reference)
{
    // the scalar ISA runs the reference's code: one sample per kind checks its table's wiring
    const bool wiring_only = runs_the_reference();
    for_each_pair<hitmask::detail::shape_queries>([wiring_only](auto tag) {
        using pair = typename decltype(tag)::type;
        if constexpr (std::is_same_v<typename pair::view, hitmask::points_view>) {
            auto samples = kind_samples<typename pair::shape>::samples();
            if (wiring_only) samples.resize(1);
            for (const auto& s : samples) {
                const seed_square box = square_around(s.seeds);
                // an outline of many edges costs a test per edge a point: fewer points, no tail sweep
                const bool costly = s.seeds.size() > 1000 || wiring_only;
                // the random points are the bulk: cut under qemu and the sanitizers
                expect_kernel_matches_reference(s.shape, s.seeds, {box.lo.x, box.lo.y, box.hi.x, box.hi.y}, box.center, box.half, s.name,
                                                scaled(costly ? 512 : 4099), !costly);
            }
        }
    });
}

TEST_P(kind_sweep, every_solid_matches_the_reference_for_points_and_spheres)
{
    const bool wiring_only = runs_the_reference();
    for_each_kind([wiring_only](auto tag) {
        using Shape = typename decltype(tag)::type;
        if constexpr (is_solid_v<Shape>) {
            static_assert(hitmask::is_supported_v<hitmask::spheres_view, Shape>, "3D kinds take spheres too");
            auto samples = kind_samples<Shape>::samples();
            if (wiring_only) samples.resize(1);
            for (const auto& s : samples)
                expect_solid_kernel_matches_reference(s.shape, s.seeds, s.distance, s.name);
        }
    });
}

HITMASK_INSTANTIATE_PER_ISA(kind_sweep);

} // namespace
