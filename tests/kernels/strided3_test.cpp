// Strided 3D views (arrays of structs of 3D points and spheres) on every ISA: the same bits as
// the reference on the same structs, and as the same elements in SoA columns, in every result
// form, every tail length and several start offsets. Layouts: packed x, y, z (12 bytes), x, y,
// z, r (16), fields scattered or reversed in 20 to 96 bytes, and stride 4 (every field the same
// array): the scalar, tree and window loads of src/kernels/ for three fields, scalar for four.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/kind_samples.hpp"
#include "../support/strided_check.hpp"

namespace {

using namespace hitmask_test;
using hitmask::bitmask;

/// Where the fields sit in one struct, in floats; the struct is `stride` floats.
struct layout3 {
    const char* name;
    std::size_t stride;
    std::size_t x, y, z, r;
};
const layout3 layouts3[] = {
    {"packed_xyz_r_shares_x", 3, 0, 1, 2, 0}, {"struct16_xyzr", 4, 0, 1, 2, 3},
    {"struct32_scattered", 8, 1, 3, 6, 5},     {"struct20_reversed", 5, 4, 2, 1, 0},
    {"struct24", 6, 2, 3, 4, 0},               {"struct96_apart", 24, 3, 11, 17, 20},
    {"stride4_same_array", 1, 0, 0, 0, 0},
};

/// Spheres laid out as structs `offset` floats into a NaN-filled array, and the same fields as
/// SoA columns (as the view reads them: with shared fields, the last written wins).
struct struct_array3 {
    struct_array3(const layout3& l, const std::vector<ball>& balls, std::size_t offset)
        : lay(l), storage(offset + balls.size() * l.stride + 1, std::numeric_limits<float>::quiet_NaN()),
          base(storage.data() + offset)
    {
        for (std::size_t i = 0; i < balls.size(); ++i) {
            float* s = base + i * l.stride;
            s[l.r] = balls[i].r;
            s[l.z] = balls[i].z;
            s[l.y] = balls[i].y;
            s[l.x] = balls[i].x;
        }
        for (std::size_t i = 0; i < balls.size(); ++i)
            for (std::size_t c = 0; c < 4; ++c)
                soa[c].push_back(base[i * l.stride + (c == 0 ? l.x : c == 1 ? l.y : c == 2 ? l.z : l.r)]);
    }
    hitmask::strided_points3_view points(std::size_t n) const
    {
        return {base + lay.x, base + lay.y, base + lay.z, n, lay.stride * sizeof(float)};
    }
    hitmask::strided_spheres_view spheres(std::size_t n) const
    {
        return {base + lay.x, base + lay.y, base + lay.z, base + lay.r, n, lay.stride * sizeof(float)};
    }
    hitmask::points3_view soa_points(std::size_t n) const { return {soa[0].data(), soa[1].data(), soa[2].data(), n}; }
    hitmask::spheres_view soa_spheres(std::size_t n) const
    {
        return {soa[0].data(), soa[1].data(), soa[2].data(), soa[3].data(), n};
    }
    layout3 lay;
    std::vector<float> storage;
    float* base;
    std::vector<float> soa[4];
};

class strided3 : public per_isa {};

TEST_P(strided3, every_layout_matches_the_soa_reference_for_every_solid)
{
    for_each_kind([](auto tag) {
        using Shape = typename decltype(tag)::type;
        if constexpr (is_solid_v<Shape>) {
            for (const auto& s : few_samples<Shape>()) {
                const seed_cube cube = cube_around(s.seeds);
                std::vector<ball> balls = balls_around(s.seeds, cube.center, cube.half, s.distance, 256);
                for (vec3 p : with_ulp_neighbours(std::vector<vec3>(s.seeds.begin(), s.seeds.begin() + std::min<std::size_t>(s.seeds.size(), 40))))
                    balls.push_back({p.x, p.y, p.z, 0.f});
                for (const layout3& l : layouts3) {
                    for (std::size_t offset : {0, 1, 3}) {
                        const struct_array3 a(l, balls, offset);
                        const std::string what = s.name + " " + l.name + " offset " + std::to_string(offset);
                        ASSERT_TRUE(same_as_soa(a.points(balls.size()), a.soa_points(balls.size()), s.shape, what + " points"));
                        ASSERT_TRUE(same_as_soa(a.spheres(balls.size()), a.soa_spheres(balls.size()), s.shape, what + " spheres"));
                    }
                    const struct_array3 a(l, balls, 2);
                    for (std::size_t n = 0; n <= 130; ++n) {
                        const std::string what = s.name + " " + l.name + " n=" + std::to_string(n);
                        ASSERT_TRUE(same_as_soa(a.points(n), a.soa_points(n), s.shape, what + " points"));
                        ASSERT_TRUE(same_as_soa(a.spheres(n), a.soa_spheres(n), s.shape, what + " spheres"));
                    }
                }
            }
        }
    });
}

TEST(strided3_helpers, the_struct_helpers_point_at_the_fields)
{
    struct object {
        float id, x, y, z, r;
    };
    const std::vector<object> objects = {{0, 1, 2, 3, 4}, {1, 5, 6, 7, 8}};
    const auto p = hitmask::strided_points3(objects, &object::x, &object::y, &object::z);
    EXPECT_EQ(p.size, 2u);
    EXPECT_EQ(p.stride, sizeof(object));
    EXPECT_EQ(*p.z, 3.f);
    const auto s = hitmask::strided_spheres(objects, &object::x, &object::y, &object::z, &object::r);
    EXPECT_EQ(*s.r, 4.f);
    // the second is at the centre; the first, 6.93 away, reaches it with 3 + 4
    EXPECT_EQ(hitmask::count(s, hitmask::sphere::make({5, 6, 7}, 3)), 2u);
    EXPECT_EQ(hitmask::count(p, hitmask::sphere::make({5, 6, 7}, 3)), 1u);
    const auto empty = hitmask::strided_spheres<object>(nullptr, 0, &object::x, &object::y, &object::z, &object::r);
    EXPECT_EQ(hitmask::count(empty, hitmask::sphere::make({0, 0, 0}, 1)), 0u);
}

HITMASK_INSTANTIATE_PER_ISA(strided3);

} // namespace
