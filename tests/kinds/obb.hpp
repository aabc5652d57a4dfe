// The shape kind "obb" (a rotated rectangle) in the tests: sample rectangles at several
// rotations, their model, the factory's refusals, and the fuzz family "obb" (the folder
// tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/shape_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::obb> {
    static std::vector<sample<hitmask::obb>> samples()
    {
        return oriented_samples<hitmask::obb>("obb_", hm_obb, obb_seeds, [](model::dvec q, vec2 half) {
            return std::fabs(q.x) <= half.x && std::fabs(q.y) <= half.y;
        });
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused =
            refusal_through([](vec2 center, vec2 half, float turn) { return hitmask::obb::try_make(center, half, turn); },
                            [](hm_shape* s, vec2 center, vec2 half, float turn) {
                                return hm_obb(cv(center), cv(half), turn, s);
                            });
        return {refused("obb: center.x must be finite, got inf", vec2{inf, 0}, vec2{1, 1}, 0.f),
                refused("obb: half_extents.x must be >= 0, got nan", vec2{0, 0}, vec2{nan, 1}, 0.f),
                refused("obb: half_extents.y must be >= 0, got -1", vec2{0, 0}, vec2{1, -1}, 0.f),
                refused("obb: rotation must be finite, got nan", vec2{0, 0}, vec2{1, 1}, nan)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Rotated rectangles against points, round bullets, bullet boxes and capsules (the columns as
/// read for points: a box's half extents and a capsule's radius are 0).
template <class Check>
void obb_case(fuzz_input& in, Check& check)
{
    const oriented_parameters o = oriented_from(in);
    compare_made(in, check, hitmask::obb::try_make(o.centre, o.size, o.rotation), "obb",
                 {o.centre.x, o.centre.y, o.size.x, o.size.y, o.rotation}, o.anchors(), &columns::points,
                 &columns::circles, &columns::obbs, &columns::capsules);
}

} // namespace hitmask_fuzz
