// The shape kind "ellipse" in the tests: sample ellipses at several rotations, their model, the
// factory's refusals, and the fuzz family "ellipse" (the folder tests/kinds/ is the list of
// kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"
#include "../support/shape_cases.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::ellipse> {
    static std::vector<sample<hitmask::ellipse>> samples()
    {
        return oriented_samples<hitmask::ellipse>("ellipse_", hm_ellipse, ellipse_seeds, [](model::dvec q, vec2 radii) {
            return std::hypot(q.x / radii.x, q.y / radii.y) <= 1;
        });
    }
    static std::vector<refusal_case> refusals()
    {
        const float tiny = float_from_bits(1); // the smallest denormal
        const auto refused = refusal_through(
            [](vec2 center, vec2 radii, float turn) { return hitmask::ellipse::try_make(center, radii, turn); },
            [](hm_shape* s, vec2 center, vec2 radii, float turn) { return hm_ellipse(cv(center), cv(radii), turn, s); });
        return {refused("ellipse: radii.x must be finite, got inf", vec2{0, 0}, vec2{inf, 1}, 0.f),
                refused("ellipse: rotation must be finite, got inf", vec2{0, 0}, vec2{1, 1}, inf),
                refused("ellipse: radii.x must be > 0, got 0", vec2{0, 0}, vec2{0, 1}, 0.f),
                // a caller built with -ffast-math runs with denormals flushed; the factory still sees them
                refused("ellipse: radii.x is too small", vec2{0, 0}, vec2{tiny, 1}, 0.f),
                // the disc test's evolute scale (rx² - ry²) / rx overflows float, either way round
                refused("ellipse: radii.x is too far from radii.y ((rx² - ry²) / rx overflows), got 1", vec2{0, 0},
                        vec2{1, 1e20f}, 0.f),
                refused("ellipse: radii.y is too far from radii.x ((ry² - rx²) / ry overflows), got 1", vec2{0, 0},
                        vec2{1e20f, 1}, 0.f)};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Ellipses against points and round bullets.
template <class Check>
void ellipse_case(fuzz_input& in, Check& check)
{
    const oriented_parameters o = oriented_from(in);
    compare_made(in, check, hitmask::ellipse::try_make(o.centre, o.size, o.rotation), "ellipse",
                 {o.centre.x, o.centre.y, o.size.x, o.size.y, o.rotation}, o.anchors(), &columns::points, &columns::circles);
}

} // namespace hitmask_fuzz
