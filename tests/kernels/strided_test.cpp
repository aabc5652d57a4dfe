// Strided views (arrays of structs) on every ISA: the same bits as the reference on the same
// structs, and as the same elements in SoA columns, for every result form, hit + graze, every
// tail length and several start offsets. Layouts: interleaved x, y (stride 8), structs of 12 to
// 96 bytes with the fields first, last, adjacent or apart, and stride 4 (x and y the same array):
// between them they take every path of src/kernels/strided_loads.hpp, tree_loads.hpp and
// pair_loads.hpp (in-lane de-interleave, permute trees, windows, pairs, scalar loads).
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/kind_samples.hpp"
#include "../support/points.hpp"
#include "../support/refusal.hpp"
#include "../support/shape_cases.hpp"
#include "../support/slow_platform.hpp"
#include "../support/strided_check.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::bitmask;
using hitmask_test::inf;
using hitmask_test::nan;

/// Where the fields sit in one struct, in floats; the struct is `stride` floats.
struct layout {
    const char* name;
    std::size_t stride; ///< floats
    std::size_t x, y, r;
};
const layout layouts[] = {
    {"interleaved_xy", 2, 0, 1, 0}, // r shares x: a circles view needs a third field
    {"struct12_rxy", 3, 1, 2, 0},
    {"struct32", 8, 1, 3, 5},
    {"struct16_xyr", 4, 0, 1, 2}, // 16 and 32 bytes: the AVX-512 trees of tree_loads.hpp
    {"struct32_fields_last", 8, 6, 7, 5},
    {"struct24", 6, 2, 3, 4},
    {"struct20_yx_reversed", 5, 4, 0, 2},
    {"struct96_xy_adjacent", 24, 10, 11, 20}, // past AVX-512's windows: x, y read as pairs
    {"struct80_fields_apart", 20, 3, 17, 9},  // past the windows, x and y apart
    {"stride4_same_array", 1, 0, 0, 0},
};

/// Elements laid out as structs in a float array, `offset` floats in (any alignment), fields
/// not in the view filled with NaN; and the same elements as SoA columns.
struct struct_array {
    struct_array(const layout& l, const std::vector<hitmask::vec2>& pts, const std::vector<float>& radii,
                 std::size_t offset)
        : lay(l), n(pts.size()), storage(offset + pts.size() * l.stride + 1, std::numeric_limits<float>::quiet_NaN()),
          base(storage.data() + offset)
    {
        for (std::size_t i = 0; i < n; ++i) {
            float* s = base + i * l.stride;
            s[l.r] = radii[i];
            s[l.y] = pts[i].y;
            s[l.x] = pts[i].x;
        }
        for (std::size_t i = 0; i < n; ++i) { // what the view reads, as columns
            xs.push_back(base[i * l.stride + l.x]);
            ys.push_back(base[i * l.stride + l.y]);
            rs.push_back(base[i * l.stride + l.r]);
        }
    }
    hitmask::strided_points_view points(std::size_t count) const
    {
        return {base + lay.x, base + lay.y, count, lay.stride * sizeof(float)};
    }
    hitmask::strided_circles_view circles(std::size_t count) const
    {
        return {base + lay.x, base + lay.y, base + lay.r, count, lay.stride * sizeof(float)};
    }
    hitmask::points_view soa_points(std::size_t count) const { return {xs.data(), ys.data(), count}; }
    hitmask::circles_view soa_circles(std::size_t count) const { return {xs.data(), ys.data(), rs.data(), count}; }

    layout lay;
    std::size_t n;
    std::vector<float> storage;
    float* base;
    std::vector<float> xs, ys, rs;
};

/// Hit and graze of the strided view (ISA and reference) against the SoA view's.
template <class View, class SoaView>
bool same_hit_graze(const View& v, const SoaView& soa, hitmask::vec2 c, float hit_r, float graze_r,
                    const std::string& what)
{
    bitmask h0(soa.size), g0(soa.size), h1(v.size), g1(v.size), h2(v.size), g2(v.size);
    hitmask::reference::test_hit_graze(soa, c, hit_r, graze_r, h0, g0);
    hitmask::test_hit_graze(v, c, hit_r, graze_r, h1, g1);
    hitmask::reference::test_hit_graze(v, c, hit_r, graze_r, h2, g2);
    if (!(h1 == h0) || !(g1 == g0) || !(h2 == h0) || !(g2 == g0)) {
        ADD_FAILURE() << what << ": hit/graze differ from the SoA reference";
        return false;
    }
    return true;
}

/// The shapes every pair of the registry whose view is View meets: a few samples of each kind
/// (tests/support/kind_samples.hpp), as (name, shape) for check(shape, name).
template <class View, class Check>
void for_each_shape(const Check& check)
{
    for_each_pair<hitmask::detail::shape_queries>([&](auto pair) {
        using Pair = typename decltype(pair)::type;
        if constexpr (std::is_same_v<typename Pair::view, View>) {
            for (const auto& s : few_samples<typename Pair::shape>())
                check(s.shape, s.name.c_str());
        }
    });
}

/// Boundary points of the shapes above, their ulp neighbours, special values and random points.
std::vector<hitmask::vec2> test_points()
{
    std::vector<hitmask::vec2> seeds;
    for_each_kind([&](auto kind) {
        using Shape = typename decltype(kind)::type;
        if constexpr (!is_solid_v<Shape>) // the 3D kinds' points are test_points3()
            for (const auto& s : few_samples<Shape>())
                append(seeds, s.seeds);
    });
    std::vector<hitmask::vec2> pts = with_ulp_neighbours(seeds);
    append(pts, special_points({10.f, -5.f, 30.f, -20.f}));
    append(pts, random_points(scaled(700), {20, 0}, 120, 77)); // the bulk: cut under qemu and the sanitizers
    return pts;
}

std::vector<float> test_radii(std::size_t n)
{
    std::vector<float> r(n);
    const float specials[] = {nan, inf, -1.f, -0.f, 0.f, 1e-45f};
    for (std::size_t i = 0; i < n; ++i)
        r[i] = i % 17 == 0 ? specials[(i / 17) % 6] : static_cast<float>(i % 13) * 0.75f;
    return r;
}

/// A circle, a polygon and a capsule, for the tail lengths (the cheapest kernel, the most complex
/// one, and one of round bullets).
struct tail_shapes {
    hitmask::circle circle = hitmask::circle::make({10, -5}, 40);
    std::vector<hitmask::vec2> pentagram = polygon_cases()[3].vertices;
    hitmask::polygon even_odd =
        hitmask::polygon::make(pentagram.data(), pentagram.size(), hitmask::fill_rule::even_odd);
    hitmask::capsule capsule = hitmask::capsule::make({3.3f, -7.1f}, {250.7f, 80.2f}, 2.5f);
};

class strided_views : public per_isa {};

/// Every shape the SoA view meets, in every form, and hit + graze: the strided view against
/// the SoA view.
template <class View, class SoaView>
void expect_every_form(const View& v, const SoaView& soa, const std::string& what)
{
    for_each_shape<SoaView>([&](const auto& shape, const char* name) {
        EXPECT_TRUE(same_as_soa(v, soa, shape, what + " " + name));
    });
    EXPECT_TRUE(same_hit_graze(v, soa, {10, -5}, 20, 40, what + " hit_graze"));
}

TEST_P(strided_views, points_match_the_soa_reference_for_every_layout_and_form)
{
    std::vector<hitmask::vec2> pts = test_points();
    // the scalar ISA reads strided columns as the reference does: one start offset there; a
    // slow platform (qemu, the sanitizers) takes the aligned start and one unaligned
    const std::vector<std::size_t> offsets = runs_the_reference() ? std::vector<std::size_t>{1}
                                             : cut_random_bulk()  ? std::vector<std::size_t>{0, 3}
                                                                  : std::vector<std::size_t>{0, 1, 3};
    for (const layout& l : layouts) {
        std::vector<hitmask::vec2> p = pts;
        if (l.x == l.y) {
            for (auto& e : p)
                e.y = e.x; // one array: element i is (a[i], a[i])
        }
        for (std::size_t offset : offsets) {
            const struct_array a(l, p, test_radii(p.size()), offset);
            const std::string what = std::string(l.name) + " offset " + std::to_string(offset);
            expect_every_form(a.points(a.n), a.soa_points(a.n), what);
        }
    }
}

TEST_P(strided_views, circles_match_the_soa_reference_for_every_layout_and_form)
{
    const std::vector<hitmask::vec2> pts = test_points();
    for (const layout& l : layouts) {
        if (l.x == l.y) continue; // a disc needs its own x, y
        // one unaligned start on a slow platform: the aligned one is the points' above
        for (std::size_t offset : cut_random_bulk() ? std::vector<std::size_t>{2} : std::vector<std::size_t>{0, 2}) {
            const struct_array a(l, pts, test_radii(pts.size()), offset);
            const std::string what = std::string(l.name) + " circles offset " + std::to_string(offset);
            expect_every_form(a.circles(a.n), a.soa_circles(a.n), what);
        }
    }
}

TEST_P(strided_views, every_tail_length)
{
    const tail_shapes shapes;
    const std::vector<hitmask::vec2> pts = with_ulp_neighbours(ring({10, -5}, 40, 64, 0.3));
    for (const layout& l : layouts) {
        for (std::size_t offset : {0, 1}) {
            const struct_array a(l, pts, test_radii(pts.size()), offset);
            for (std::size_t n = 0; n <= 130; ++n) {
                const std::string what = std::string(l.name) + " n=" + std::to_string(n);
                ASSERT_TRUE(same_as_soa(a.points(n), a.soa_points(n), shapes.circle, what));
                ASSERT_TRUE(same_as_soa(a.points(n), a.soa_points(n), shapes.even_odd, what + " polygon"));
                if (l.x != l.y) {
                    ASSERT_TRUE(same_as_soa(a.circles(n), a.soa_circles(n), shapes.capsule, what));
                }
            }
        }
    }
}

HITMASK_INSTANTIATE_PER_ISA(strided_views);

struct bullet {
    float vx, x, vy, y;
    int kind;
    float r;
    float spin, age;
};
static_assert(sizeof(bullet) == 32, "a 32-byte game struct");

TEST(strided_views, helpers_build_views_from_member_pointers)
{
    std::vector<bullet> bullets(3);
    for (int i = 0; i < 3; ++i)
        bullets[static_cast<std::size_t>(i)] = {0, float(i), 0, float(2 * i), i, 0.5f, 0, 0};
    const hitmask::strided_points_view p = hitmask::strided(bullets, &bullet::x, &bullet::y);
    EXPECT_EQ(p.x, &bullets[0].x);
    EXPECT_EQ(p.y, &bullets[0].y);
    EXPECT_EQ(p.size, 3u);
    EXPECT_EQ(p.stride, 32u);
    const hitmask::strided_circles_view c = hitmask::strided(bullets.data(), 2, &bullet::x, &bullet::y, &bullet::r);
    EXPECT_EQ(c.r, &bullets[0].r);
    EXPECT_EQ(c.size, 2u);
    EXPECT_EQ(hitmask::count(p, hitmask::circle::make({1, 2}, 0)), 1u);
    EXPECT_EQ(hitmask::count(c, hitmask::circle::make({1, 2}, 0)), 1u);
    const std::vector<bullet> none;
    EXPECT_EQ(hitmask::count(hitmask::strided(none, &bullet::x, &bullet::y), hitmask::circle::make({1, 2}, 0)), 0u);
    const hitmask::vec2 pairs[2] = {{1, 2}, {3, 4}}; // interleaved x, y
    EXPECT_EQ(hitmask::strided(pairs, 2, &hitmask::vec2::x, &hitmask::vec2::y).stride, 8u);
}

TEST(strided_views, bad_views_are_refused_with_the_field_and_value)
{
    const float xy[8] = {};
    const auto body = hitmask::circle::make({0, 0}, 1);
    bitmask out(4);
    EXPECT_EQ(refusal([&] {
                  hitmask::test(hitmask::strided_points_view{xy, xy + 1, 4, 0}, body, out);
              }),
              "test: strided_points.stride must be a multiple of 4 bytes and >= 4, got 0");
    EXPECT_EQ(refusal([&] {
                  hitmask::count(hitmask::strided_points_view{xy, xy + 1, 4, 6}, body);
              }),
              "count: strided_points.stride must be a multiple of 4 bytes and >= 4, got 6");
    EXPECT_EQ(refusal([&] {
                  hitmask::any(hitmask::strided_circles_view{xy, xy, xy, 4, 2}, body);
              }),
              "any: strided_circles.stride must be a multiple of 4 bytes and >= 4, got 2");
    const std::size_t huge = std::numeric_limits<std::size_t>::max() / 8 + 1;
    EXPECT_EQ(refusal([&] {
                  hitmask::reference::count(hitmask::strided_points_view{xy, xy + 1, huge, 8}, body);
              }),
              "reference::count: strided_points.size " + std::to_string(huge) + " times stride 8 overflows");
    EXPECT_EQ(refusal([&] {
                  hitmask::count(hitmask::strided_points_view{nullptr, xy + 1, 4, 8}, body);
              }),
              "count: strided_points.x is null but the view's size is 4");
    EXPECT_EQ(refusal([&] {
                  hitmask::count(hitmask::strided_circles_view{xy, xy, nullptr, 2, 12}, body);
              }),
              "count: strided_circles.r is null but the view's size is 2");
    bitmask small(3), g(4);
    EXPECT_EQ(refusal([&] {
                  hitmask::test(hitmask::strided_points_view{xy, xy + 1, 4, 8}, body, small);
              }),
              "test: the result bitmask holds 3 bits but the view's size is 4");
    EXPECT_EQ(refusal([&] {
                  hitmask::test_hit_graze(hitmask::strided_points_view{xy, xy + 1, 4, 8}, {0, 0}, 1, 2, out, g);
              }),
              "");
    EXPECT_EQ(refusal([&] { hitmask::count(hitmask::strided_points_view{nullptr, nullptr, 0, 8}, body); }), "");
}

} // namespace
