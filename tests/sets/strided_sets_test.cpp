// The many-shape forms over strided views (arrays of structs): on every ISA and broad-phase
// path every form equals the reference forms on the same strided view, and those equal the
// reference forms on the same elements as SoA columns (shape_set_test.cpp ties those to a loop
// of single-shape reference tests). Layouts: a 32-byte game struct with the fields not first,
// and interleaved x, y (stride 8).
#include "../support/isa_test.hpp"
#include "../support/refusal.hpp"
#include "../support/set_cases.hpp"
#include "../support/slow_platform.hpp"

namespace {

using namespace hitmask_test;
using hitmask::broad_phase;

struct game_bullet { // 32 bytes, x, y and r not at the start
    float vx, x, y, r;
    float vy, age;
    int kind, flags;
};
static_assert(sizeof(game_bullet) == 32, "a 32-byte game struct");

/// The elements as game_bullets, and as the SoA columns a strided view must equal.
struct game_bullets {
    explicit game_bullets(const std::vector<vec2>& pts)
    {
        for (const vec2& p : pts) {
            items.push_back({1.f, p.x, p.y, 0.f, 2.f, 0.f, 3, 0});
            xy.push_back(p);
            xs.push_back(p.x);
            ys.push_back(p.y);
        }
    }
    explicit game_bullets(const std::vector<disc>& discs)
    {
        for (const disc& d : discs) {
            items.push_back({1.f, d.x, d.y, d.r, 2.f, 0.f, 3, 0});
            xs.push_back(d.x);
            ys.push_back(d.y);
            rs.push_back(d.r);
        }
    }
    hitmask::strided_points_view points() const { return hitmask::strided(items, &game_bullet::x, &game_bullet::y); }
    hitmask::strided_circles_view circles() const
    {
        return hitmask::strided(items, &game_bullet::x, &game_bullet::y, &game_bullet::r);
    }
    hitmask::strided_points_view interleaved() const { return hitmask::strided(xy, &vec2::x, &vec2::y); }
    hitmask::points_view soa_points() const { return {xs.data(), ys.data(), xs.size()}; }
    hitmask::circles_view soa_circles() const { return {xs.data(), ys.data(), rs.data(), xs.size()}; }

    std::vector<game_bullet> items;
    std::vector<vec2> xy;
    std::vector<float> xs, ys, rs;
};

/// The reference forms on the strided view equal those on the same elements in SoA columns.
template <class Strided, class Soa, class Shape>
void expect_reference_as_soa(const Strided& strided, const Soa& soa, const hitmask::shape_set<Shape>& set,
                             const std::string& what)
{
    const std::size_t n = soa.size, s = set.size();
    std::vector<hitmask::hit_pair> a, b;
    hitmask::reference::pairs(strided, set, a);
    hitmask::reference::pairs(soa, set, b);
    ASSERT_TRUE(a == b) << what << ": pairs";
    hitmask::bitmask any_a(n), any_b(n);
    hitmask::reference::test_any(strided, set, any_a);
    hitmask::reference::test_any(soa, set, any_b);
    ASSERT_TRUE(any_a == any_b) << what << ": test_any";
    std::vector<hitmask::bitmask> each_a(s, hitmask::bitmask(n)), each_b(s, hitmask::bitmask(n));
    hitmask::reference::test_each(strided, set, each_a.data(), s);
    hitmask::reference::test_each(soa, set, each_b.data(), s);
    for (std::size_t j = 0; j < s; ++j)
        ASSERT_TRUE(each_a[j] == each_b[j]) << what << ": test_each shape " << j;
    std::vector<std::int32_t> first_a(n), first_b(n);
    hitmask::reference::first_hit(strided, set, first_a.data(), n);
    hitmask::reference::first_hit(soa, set, first_b.data(), n);
    ASSERT_EQ(first_a, first_b) << what << ": first_hit";
    std::vector<std::uint32_t> counts_a(s), counts_b(s);
    hitmask::reference::count_per_shape(strided, set, counts_a.data(), s);
    hitmask::reference::count_per_shape(soa, set, counts_b.data(), s);
    ASSERT_EQ(counts_a, counts_b) << what << ": count_per_shape";
}

template <class Shape, class Strided, class Soa>
void check_view(const Strided& strided, const Soa& soa, const std::string& name, std::size_t grid_shapes = 300)
{
    grid_shapes = scaled(grid_shapes, 48); // under qemu and the sanitizers, still past the grid's threshold
    const std::vector<hitmask::shape_set<Shape>> sets = {
        random_set<Shape>(grid_shapes, field_centre, 500.f, 60.f, 1), // the grid's size
        random_set<Shape>(30, field_centre, 50.f, 3000.f, 3), // whole-field shapes
        random_set<Shape>(5, field_centre, 500.f, 200.f, 4),  // brute force's size
        {}};
    for (const auto& set : sets) {
        const std::string what = name + " " + std::to_string(set.size()) + " shapes";
        expect_reference_as_soa(strided, soa, set, what);
        expect_forms_match_reference(strided, set, {broad_phase::brute_force, broad_phase::grid, broad_phase::automatic},
                                     what);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

/// The view sizes: empty, one, past a 64-element block, past a 1,024-element tile, and 3,000
/// random elements but under qemu and the sanitizers (the tile's size covers the grid there).
std::vector<std::size_t> element_counts()
{
    std::vector<std::size_t> n = {0, 1, 65, 1025};
    if (!cut_random_bulk()) n.push_back(3000);
    return n;
}

template <class Shape>
void check_points(const std::string& name)
{
    for (std::size_t n : element_counts()) {
        const game_bullets b(stress_elements<vec2>(n, field_centre, 500.f, 11));
        const std::string what = name + " n=" + std::to_string(n);
        check_view<Shape>(b.points(), b.soa_points(), what + " struct32");
        check_view<Shape>(b.interleaved(), b.soa_points(), what + " interleaved");
    }
}

template <class Shape>
void check_circles(const std::string& name)
{
    for (std::size_t n : element_counts()) {
        const game_bullets b(stress_elements<disc>(n, field_centre, 500.f, 12));
        check_view<Shape>(b.circles(), b.soa_circles(), name + " n=" + std::to_string(n) + " struct32");
    }
}

/// A 3D object of 24 bytes, its fields not at the start; as strided views and as SoA columns.
struct object3 {
    float id, x, y, z, r, age;
};
struct objects3 {
    explicit objects3(const std::vector<ball>& balls)
    {
        for (const ball& b : balls) {
            items.push_back({1.f, b.x, b.y, b.z, b.r, 0.f});
            for (std::size_t c = 0; c < 4; ++c)
                soa[c].push_back(c == 0 ? b.x : c == 1 ? b.y : c == 2 ? b.z : b.r);
        }
    }
    hitmask::strided_points3_view points() const
    {
        return hitmask::strided_points3(items, &object3::x, &object3::y, &object3::z);
    }
    hitmask::strided_spheres_view spheres() const
    {
        return hitmask::strided_spheres(items, &object3::x, &object3::y, &object3::z, &object3::r);
    }
    hitmask::points3_view soa_points() const { return {soa[0].data(), soa[1].data(), soa[2].data(), items.size()}; }
    hitmask::spheres_view soa_spheres() const
    {
        return {soa[0].data(), soa[1].data(), soa[2].data(), soa[3].data(), items.size()};
    }
    std::vector<object3> items;
    std::vector<float> soa[4];
};

template <class Shape, bool Spheres>
void check_solids(const std::string& name)
{
    for (std::size_t n : {0u, 65u, 1025u}) {
        const objects3 o(stress_elements<ball>(n, field_centre, 500.f, 13));
        const std::string what = name + " n=" + std::to_string(n) + " struct24";
        // 100 shapes: past the grid's threshold, and what the 3D kernels' cost allows under the
        // sanitizers and qemu
        if constexpr (Spheres)
            check_view<Shape>(o.spheres(), o.soa_spheres(), what, 100);
        else
            check_view<Shape>(o.points(), o.soa_points(), what, 100);
    }
}

class strided_sets : public per_isa {};

TEST_P(strided_sets, every_pair_of_the_registry)
{
    hitmask::detail::for_each_type(hitmask::detail::set_queries{}, [](auto tag, std::size_t) {
        using pair = typename decltype(tag)::type;
        using view = typename pair::view;
        const std::string name =
            std::string(hitmask::detail::shape_name<typename pair::shape>()) + "/" + hitmask::detail::view_traits<view>::name;
        if constexpr (std::is_same_v<view, hitmask::points_view>)
            check_points<typename pair::shape>(name);
        else if constexpr (std::is_same_v<view, hitmask::circles_view>)
            check_circles<typename pair::shape>(name);
        else if constexpr (std::is_same_v<view, hitmask::points3_view>)
            check_solids<typename pair::shape, false>(name);
        else if constexpr (std::is_same_v<view, hitmask::spheres_view>)
            check_solids<typename pair::shape, true>(name);
        else if constexpr (hitmask::detail::has_strided_twin_in<view, hitmask::detail::all_views>::value)
            static_assert(sizeof(view) == 0, "a set pair for another view needs its strided check here");
        // views with no strided twin (obbs_view, capsules_view): nothing to check here
    });
}

HITMASK_INSTANTIATE_PER_ISA(strided_sets);

TEST(strided_sets, bad_views_and_outputs_are_refused)
{
    const float xy[8] = {};
    const auto set = random_set<hitmask::circle>(3, field_centre, 10.f, 5.f, 1);
    hitmask::bitmask out(4);
    expect_invalid(
        [&] {
            hitmask::test_any(hitmask::strided_points_view{xy, xy + 1, 4, 6}, set, out);
        },
        "test_any: strided_points.stride must be a multiple of 4 bytes and >= 4, got 6");
    expect_invalid(
        [&] {
            hitmask::reference::test_any(hitmask::strided_points_view{nullptr, xy + 1, 4, 8}, set, out);
        },
        "reference::test_any: strided_points.x is null but the view's size is 4");
    std::vector<hitmask::hit_pair> pairs;
    expect_invalid(
        [&] {
            hitmask::pairs(hitmask::strided_circles_view{xy, xy + 1, nullptr, 2, 12}, set, pairs);
        },
        "pairs: strided_circles.r is null but the view's size is 2");
    hitmask::bitmask small(3);
    expect_invalid(
        [&] {
            hitmask::test_any(hitmask::strided_points_view{xy, xy + 1, 4, 8}, set, small);
        },
        "test_any: the result bitmask holds 3 bits but the view's size is 4");
    std::uint32_t counts[2];
    expect_invalid(
        [&] {
            hitmask::count_per_shape(hitmask::strided_points_view{xy, xy + 1, 4, 8}, set, counts, 2);
        },
        "count_per_shape: counts_size 2 is smaller than the set's 3 shapes");
}

} // namespace
