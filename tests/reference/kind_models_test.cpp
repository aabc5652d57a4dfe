// The reference against each kind's double-precision model (tests/kinds/<kind>.hpp): at random
// points around every sample that points can hit, wherever the model gives the same answer at
// the point and at four points a little beside it (farther than float rounding can move a
// point across the boundary), the reference must give that answer too.
#include <algorithm>
#include <cmath>
#include <type_traits>

#include <gtest/gtest.h>

#include "../support/kind_samples.hpp"
#include "../support/reference_hit.hpp"

namespace {

using namespace hitmask_test;

template <class Shape>
void expect_reference_agrees_with_model(const sample<Shape>& s)
{
    ASSERT_TRUE(s.model) << s.name << " has no model";
    const seed_square box = square_around(s.seeds);
    const vec2 center = box.center;
    const float half = box.half;
    // float rounding errs by a few ulps of the shape's size, and about one ulp of where it stands
    const double eps = 1e-5 * half + 1e-7 * std::max(std::fabs(center.x), std::fabs(center.y));
    const std::size_t n = s.seeds.size() > 1000 ? 1000 : 6000;
    std::size_t decided = 0;
    for (vec2 p : random_points(n, center, half, 31)) {
        const double x = p.x, y = p.y;
        const bool inside = s.model(x, y);
        if (s.model(x + eps, y + eps) != inside || s.model(x - eps, y - eps) != inside ||
            s.model(x + eps, y - eps) != inside || s.model(x - eps, y + eps) != inside)
            continue; // within rounding of the boundary
        ++decided;
        ASSERT_EQ(reference_hit(s.shape, p), inside) << s.name << " at (" << p.x << ", " << p.y << ")";
    }
    EXPECT_GT(decided, n / 4) << s.name << ": too few points away from the boundary to say anything";
}

TEST(kind_models, the_reference_agrees_with_each_kinds_model_away_from_the_boundary)
{
    for_each_pair<hitmask::detail::shape_queries>([](auto tag) {
        using pair = typename decltype(tag)::type;
        if constexpr (std::is_same_v<typename pair::view, hitmask::points_view>)
            for (const auto& s : kind_samples<typename pair::shape>::samples())
                expect_reference_agrees_with_model(s);
    });
}

} // namespace
