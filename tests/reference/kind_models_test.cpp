// The reference against each kind's double-precision model (tests/kinds/<kind>.hpp): at random
// points around every sample that points can hit, wherever the model gives the same answer at
// the point and at four points a little beside it (farther than float rounding can move a
// point across the boundary), the reference must give that answer too.
#include <algorithm>
#include <cmath>
#include <random>
#include <type_traits>

#include <gtest/gtest.h>

#include "../support/kind_samples.hpp"
#include "../support/reference_hit.hpp"
#include "../support/slow_platform.hpp"

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
    const std::size_t n = scaled(s.seeds.size() > 1000 ? 1000 : 6000);
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

/// A 3D kind: at random points around each sample, a point hits when the distance is 0 and the
/// model says the same a little to each side along each axis; a sphere of radius r hits when the
/// distance is below r - eps, and misses above r + eps.
template <class Shape>
void expect_reference_agrees_with_distance(const sample<Shape>& s)
{
    ASSERT_TRUE(s.distance) << s.name << " has no distance model";
    const seed_cube cube = cube_around(s.seeds);
    const vec3 c = cube.center;
    const double eps = 1e-5 * cube.half + 1e-7 * std::max({std::fabs(c.x), std::fabs(c.y), std::fabs(c.z)});
    std::size_t decided = 0, spheres = 0;
    const std::size_t n = scaled(6000);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> radius(0.f, cube.half / 3);
    for (vec3 p : random_points3(n, c, cube.half, 31)) {
        const double x = p.x, y = p.y, z = p.z;
        const double dist = s.distance(x, y, z);
        const bool inside = dist == 0.0;
        bool clear = true;
        for (int axis = 0; axis < 3 && clear; ++axis)
            for (double sign : {-eps, eps}) {
                const double dx = axis == 0 ? sign : 0, dy = axis == 1 ? sign : 0, dz = axis == 2 ? sign : 0;
                if ((s.distance(x + dx, y + dy, z + dz) == 0.0) != inside) clear = false;
            }
        if (clear && (inside || dist > eps)) {
            ++decided;
            const hitmask::points3_view one{&p.x, &p.y, &p.z, 1};
            ASSERT_EQ(hitmask::reference::count(one, s.shape), inside ? 1u : 0u)
                << s.name << " at (" << p.x << ", " << p.y << ", " << p.z << "), distance " << dist;
        }
        const float r = radius(rng);
        if (std::fabs(dist - r) > eps) {
            ++spheres;
            const hitmask::spheres_view ball{&p.x, &p.y, &p.z, &r, 1};
            ASSERT_EQ(hitmask::reference::count(ball, s.shape), dist <= r ? 1u : 0u)
                << s.name << " sphere at (" << p.x << ", " << p.y << ", " << p.z << ") r " << r << ", distance " << dist;
        }
    }
    EXPECT_GT(decided, n / 4) << s.name << ": too few points away from the boundary to say anything";
    EXPECT_GT(spheres, n / 2) << s.name;
}

TEST(kind_models, the_reference_agrees_with_each_solids_distance_away_from_the_boundary)
{
    for_each_kind([](auto tag) {
        using Shape = typename decltype(tag)::type;
        if constexpr (is_solid_v<Shape>)
            for (const auto& s : kind_samples<Shape>::samples())
                expect_reference_agrees_with_distance(s);
    });
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
