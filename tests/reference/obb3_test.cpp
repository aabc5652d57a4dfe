// The 3D oriented box: its factory's frame (the axes made orthonormal, the identity kept, either
// handedness, the tolerance's edge) and its documented special cases (its samples, distance
// model and refusals are in tests/kinds/obb3.hpp).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include <hitmask/hitmask.hpp>

#include "../support/solids.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::vec3;
using hitmask_test::inf;
using hitmask_test::nan;

double dot(vec3 a, vec3 b)
{
    return static_cast<double>(a.x) * b.x + static_cast<double>(a.y) * b.y + static_cast<double>(a.z) * b.z;
}

template <class Shape>
std::size_t count3(const std::vector<vec3>& p, const Shape& b, const float* r = nullptr)
{
    std::vector<float> x, y, z;
    for (vec3 q : p) {
        x.push_back(q.x);
        y.push_back(q.y);
        z.push_back(q.z);
    }
    if (r == nullptr) return hitmask::reference::count(hitmask::points3_view{x.data(), y.data(), z.data(), x.size()}, b);
    const std::vector<float> rs(x.size(), *r);
    return hitmask::reference::count(hitmask::spheres_view{x.data(), y.data(), z.data(), rs.data(), x.size()}, b);
}

TEST(obb3_factory, makes_the_given_axes_orthonormal)
{
    // axes off by up to 9e-4 in length and angle: accepted, stored orthonormal to float rounding
    const vec3 u{1.0009f, 0.0004f, 0}, v{-0.0005f, 0.9993f, 0.0008f}, w{0.0003f, -0.0006f, 1.0008f};
    const auto b = hitmask::obb3::make({1, 2, 3}, {4, 5, 6}, u, v, w);
    const vec3 axes[3] = {b.u(), b.v(), b.w()};
    for (int i = 0; i < 3; ++i) {
        EXPECT_NEAR(dot(axes[i], axes[i]), 1.0, 3e-7) << i;
        for (int k = i + 1; k < 3; ++k)
            EXPECT_NEAR(dot(axes[i], axes[k]), 0.0, 3e-7) << i << ", " << k;
    }
    // u keeps its direction, v stays in the plane of u and v, w keeps the given w's side
    EXPECT_NEAR(dot(b.u(), u) / std::sqrt(dot(u, u)), 1.0, 3e-7);
    EXPECT_GT(dot(b.v(), v), 0.99);
    EXPECT_GT(dot(b.w(), w), 0.99);
    EXPECT_EQ(b.center().z, 3.f);
    EXPECT_EQ(b.half_extents().y, 5.f);
}

TEST(obb3_factory, keeps_the_identity_and_a_left_handed_frame_exactly)
{
    const auto id = hitmask::obb3::make({0, 0, 0}, {1, 1, 1}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1});
    EXPECT_EQ(id.u().x, 1.f);
    EXPECT_EQ(id.v().y, 1.f);
    EXPECT_EQ(id.w().z, 1.f);
    EXPECT_EQ(id.u().y, 0.f);
    EXPECT_EQ(id.w().x, 0.f);
    const auto left = hitmask::obb3::make({0, 0, 0}, {1, 1, 1}, {0, 1, 0}, {1, 0, 0}, {0, 0, 1});
    EXPECT_EQ(left.w().z, 1.f); // u × v is -z; the given w wins
    const auto flipped = hitmask::obb3::make({0, 0, 0}, {1, 1, 1}, {1, 0, 0}, {0, 1, 0}, {0, 0, -1});
    EXPECT_EQ(flipped.w().z, -1.f);
}

TEST(obb3_factory, the_tolerance_edge)
{
    const vec3 y{0, 1, 0}, z{0, 0, 1};
    EXPECT_TRUE(static_cast<bool>(hitmask::obb3::try_make({0, 0, 0}, {1, 1, 1}, {1.0009f, 0, 0}, y, z)));
    EXPECT_FALSE(static_cast<bool>(hitmask::obb3::try_make({0, 0, 0}, {1, 1, 1}, {1.0011f, 0, 0}, y, z)));
    EXPECT_TRUE(static_cast<bool>(hitmask::obb3::try_make({0, 0, 0}, {1, 1, 1}, {1, 0.0009f, 0}, y, z)));
    EXPECT_FALSE(static_cast<bool>(hitmask::obb3::try_make({0, 0, 0}, {1, 1, 1}, {1, 0.0011f, 0}, y, z)));
    EXPECT_TRUE(static_cast<bool>(hitmask::obb3::try_make({0, 0, 0}, {0, 0, 0}, {1, 0, 0}, y, z))); // a point
}

TEST(obb3_reference, the_identity_is_the_axis_aligned_box)
{
    // exactly representable faces: the two formulas agree on every point, faces included
    const auto box = hitmask::aabb3::make({-8, -3, -1}, {8, 3, 1});
    const auto turned = hitmask::obb3::make({0, 0, 0}, {8, 3, 1}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1});
    std::vector<vec3> pts = with_ulp_neighbours({{-8, -3, -1}, {8, 3, 1}, {8, 0, 0.5f}, {0, 3, -1}, {-8, 1.5f, 1}});
    const std::vector<vec3> more = random_points3(4000, {0, 0, 0}, 12, 29);
    pts.insert(pts.end(), more.begin(), more.end());
    const std::vector<vec3> special = special_points3({8, 3, 1, -8, -3, -1}, {0, 0, 0});
    pts.insert(pts.end(), special.begin(), special.end());
    for (vec3 p : pts)
        ASSERT_EQ(count3({p}, turned), count3({p}, box)) << p.x << ", " << p.y << ", " << p.z;
    // a quarter turn about z swaps the x and y extents exactly
    const auto quarter = hitmask::obb3::make({0, 0, 0}, {3, 8, 1}, {0, 1, 0}, {-1, 0, 0}, {0, 0, 1});
    for (vec3 p : pts)
        ASSERT_EQ(count3({p}, quarter), count3({p}, box)) << p.x << ", " << p.y << ", " << p.z;
}

TEST(obb3_reference, spheres_beside_edges_and_corners_are_exact)
{
    // the box turned a quarter about z (u = +y, v = -x): the centre (5, 8, 3) is at q = (4, 6, 0),
    // 4 past the u face and 3 past the v face, so 5 from their edge: r = 5 touches, the faces' 4
    // does not
    const auto b = hitmask::obb3::make({1, 2, 3}, {2, 1, 0.5f}, {0, 1, 0}, {-1, 0, 0}, {0, 0, 1});
    const float five = 5, less = std::nextafter(5.f, 0.f), four = 4;
    EXPECT_EQ(count3({{5, 8, 3}}, b, &five), 1u);
    EXPECT_EQ(count3({{5, 8, 3}}, b, &less), 0u);
    EXPECT_EQ(count3({{5, 8, 3}}, b, &four), 0u);
    // a NaN or infinite-cancelling projection never hits, even with an infinite radius
    const auto diag = hitmask::obb3::make({0, 0, 0}, {1, 1, 1}, {0.6f, 0.8f, 0}, {-0.8f, 0.6f, 0}, {0, 0, 1});
    EXPECT_EQ(count3({{nan, 0, 0}}, diag, &inf), 0u);
    EXPECT_EQ(count3({{inf, -inf, 0}}, diag, &inf), 0u); // u: inf·0.6 - inf·0.8 is NaN
    EXPECT_EQ(count3({{inf, 0, 0}}, diag, &inf), 0u); // w = (0, 0, 1): inf·0 is NaN
    EXPECT_EQ(count3({{inf, 0, 0}}, diag), 0u);
    EXPECT_EQ(count3({{1e30f, 0, 0}}, diag, &inf), 1u); // s = +inf reaches every finite centre
}

} // namespace
