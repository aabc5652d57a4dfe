// Many shapes at once: every form (test_any, test_each, first_hit, count_per_shape, pairs) for
// every shape kind and view, on every ISA and every broad-phase path, equals the reference
// forms, which equal a loop of single-shape reference tests. Sets and elements that stress a
// grid: random, all in one cell, whole-field shapes, zero sizes, lattice points on cell-like
// boundaries, NaN, inf and ±1e30, empty views and sets, duplicates, sizes around 64 and 1,024.
// Forcing each ISA and path runs every ISA's set kernels (src/kernels/set_blocks.hpp under the
// tiles and runs drivers of src/sets/set_drivers.hpp) against the reference's.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "../support/isa_test.hpp"
#include "../support/set_cases.hpp"
#include "../support/refusal.hpp"
#include "../support/slow_platform.hpp"

namespace {

using namespace hitmask_test;
using hitmask::broad_phase;

template <class E>
struct view_of;
template <>
struct view_of<vec2> {
    static hitmask::points_view make(const offset_columns<vec2>& c) { return c.view(); }
};
template <>
struct view_of<disc> {
    static hitmask::circles_view make(const offset_columns<disc>& c) { return c.view(); }
};

/// The reference forms are the loop a user would write over reference::test.
template <class E, class Shape>
void expect_reference_is_the_loop(const std::vector<E>& elements, const hitmask::shape_set<Shape>& set)
{
    const offset_columns<E> c(elements, 1);
    const auto view = c.view();
    std::vector<hitmask::hit_pair> pairs;
    hitmask::reference::pairs(view, set, pairs);
    std::vector<hitmask::hit_pair> loop;
    std::vector<hitmask::bitmask> masks;
    for (std::size_t j = 0; j < set.size(); ++j) {
        masks.emplace_back(view.size);
        hitmask::reference::test(view, set[j], masks.back());
    }
    for (std::size_t i = 0; i < view.size; ++i)
        for (std::size_t j = 0; j < set.size(); ++j)
            if (masks[j].test(i)) loop.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
    ASSERT_TRUE(pairs == loop);
    std::vector<std::int32_t> first(view.size);
    hitmask::reference::first_hit(view, set, first.data(), first.size());
    for (std::size_t i = 0; i < view.size; ++i) {
        std::int32_t lowest = -1;
        for (std::size_t j = 0; j < set.size() && lowest < 0; ++j)
            if (masks[j].test(i)) lowest = static_cast<std::int32_t>(j);
        ASSERT_EQ(first[i], lowest) << i;
    }
}

template <class Shape, class E>
void check_kind(const std::string& name, std::vector<E> (*make_elements)(std::size_t, vec2, float, std::uint32_t))
{
    // 3D kinds and shots: fewer elements (their kernels cost more, the sanitizer and qemu stages multiply
    // that); still over a 1,024-element tile, so automatic can pick the grid. Under qemu and the
    // sanitizers the random bulk is cut (elements and the large sets), never below the tile or
    // the grid's 48 shapes.
    constexpr bool costly = std::is_same_v<E, vec3> || std::is_same_v<E, ball> || std::is_same_v<E, box_bullet> ||
                            std::is_same_v<E, capsule_bullet>;
    const std::size_t count = scaled(costly ? 1500 : 3000, 1025);
    const std::vector<E> elements = make_elements(count, field_centre, 500.f, 11);
    const offset_columns<E> c(elements, 3);
    const auto view = c.view();
    struct scenario {
        std::string name;
        hitmask::shape_set<Shape> set;
    };
    std::vector<scenario> sets;
    sets.push_back({"random " + std::to_string(scaled(300, 48)), random_set<Shape>(scaled(300, 48), field_centre, 500.f, 60.f, 1)});
    sets.push_back({"tiny 100 (zero sizes)", random_set<Shape>(100, field_centre, 500.f, 0.f, 2)});
    sets.push_back({"whole field 30", random_set<Shape>(30, field_centre, 50.f, 3000.f, 3)});
    sets.push_back({"one", random_set<Shape>(1, field_centre, 10.f, 200.f, 4)});
    sets.push_back({"empty", {}});
    auto dup = random_set<Shape>(40, field_centre, 500.f, 80.f, 5);
    for (std::size_t i = 0; i < 40; ++i)
        dup.push_back(dup[i]);
    sets.push_back({"duplicates 80", dup});
    auto one_cell = random_set<Shape>(50, field_centre, 0.f, 5.f, 6); // all shapes where all the "one cell" elements are
    sets.push_back({"one cell 50", one_cell});
    for (const scenario& s : sets) {
        expect_forms_match_reference(view, s.set, {broad_phase::brute_force, broad_phase::grid, broad_phase::automatic},
                                     name + " " + s.name);
        if (::testing::Test::HasFatalFailure()) return;
    }
    // sizes around a 64-element block and a 1,024-element tile, and the empty view
    const auto set = random_set<Shape>(scaled(200, 48), field_centre, 500.f, 60.f, 7);
    for (std::size_t n : {0u, 1u, 63u, 64u, 65u, 1023u, 1024u, 1025u}) {
        const std::vector<E> part(elements.begin(), elements.begin() + static_cast<std::ptrdiff_t>(n));
        const offset_columns<E> pc(part, 5);
        expect_forms_match_reference(pc.view(), set, {broad_phase::brute_force, broad_phase::grid},
                                     name + " n=" + std::to_string(n));
    }
}

class shape_sets : public per_isa {};

TEST_P(shape_sets, every_pair_of_the_registry)
{
    hitmask::detail::for_each_type(hitmask::detail::set_queries{}, [](auto tag, std::size_t) {
        using pair = typename decltype(tag)::type;
        using view = typename pair::view;
        using element = element_of_view<view>;
        if (!::testing::Test::HasFatalFailure())
            check_kind<typename pair::shape, element>(std::string(hitmask::detail::shape_name<typename pair::shape>()) +
                                                          "/" + hitmask::detail::view_traits<view>::name,
                                                      &stress_elements<element>);
    });
}

/// Shots whose reach (how far a box or capsule extends from its first two columns) stays short:
/// the stress set with every element that reaches past 200 units (infinite, 1e30, the lasers
/// across the field) made a 2-unit shot at the same place, NaN and negative values kept. In the
/// stress set those long ones widen every enemy's range to the whole field, so the grid hands
/// every shape to brute force; here the grid's runs and its reach padding do the work.
template <class E>
std::vector<E> short_shots(std::size_t n, vec2 centre, float spread, std::uint32_t seed)
{
    std::vector<E> out = stress_elements<E>(n, centre, spread, seed);
    for (E& e : out) {
        if constexpr (std::is_same_v<E, box_bullet>) {
            const float reach = (e.hx + e.hy) * (std::fabs(e.ux) + std::fabs(e.uy));
            if (reach > 200.f) e.ux = 1.f, e.uy = 0.f, e.hx = 1.f, e.hy = 1.f;
        } else {
            const float reach = std::max(std::fabs(e.x1 - e.x0), std::fabs(e.y1 - e.y0)) + e.r;
            if (reach > 200.f) e.x1 = e.x0 + 1.f, e.y1 = e.y0, e.r = 1.f;
        }
    }
    return out;
}

TEST_P(shape_sets, shots_of_short_reach_on_the_grid)
{
    hitmask::detail::for_each_type(hitmask::detail::set_queries{}, [](auto tag, std::size_t) {
        using pair = typename decltype(tag)::type;
        using view = typename pair::view;
        using element = element_of_view<view>;
        if constexpr (std::is_same_v<element, box_bullet> || std::is_same_v<element, capsule_bullet>) {
            if (!::testing::Test::HasFatalFailure())
                check_kind<typename pair::shape, element>(std::string(hitmask::detail::shape_name<typename pair::shape>()) +
                                                              "/" + hitmask::detail::view_traits<view>::name + " short",
                                                          &short_shots<element>);
        }
    });
}

TEST_P(shape_sets, unbounded_sectors_and_far_elements)
{
    hitmask::shape_set<hitmask::sector> set = random_set<hitmask::sector>(60, field_centre, 500.f, 50.f, 8);
    set.push_back(hitmask::sector::facing({0, 0}, {1, 1}, 1.f, std::numeric_limits<float>::infinity()));
    set.push_back(hitmask::sector::between({5, 5}, 0, 0, std::numeric_limits<float>::infinity()));
    std::vector<vec2> far = stress_elements<vec2>(2000, field_centre, 600.f, 9);
    for (float v : {1e30f, -1e30f, 3e38f, 1e20f})
        far.push_back({v, v / 2});
    const offset_columns<vec2> c(far, 0);
    expect_forms_match_reference(c.view(), set, {broad_phase::brute_force, broad_phase::grid}, "unbounded sectors");
}

TEST_P(shape_sets, unbounded_cones_and_far_solids)
{
    hitmask::shape_set<hitmask::cone> set = random_set<hitmask::cone>(60, field_centre, 500.f, 50.f, 8);
    set.push_back(hitmask::cone::make({0, 0, 0}, {1, 1, 0}, 1.f, std::numeric_limits<float>::infinity()));
    set.push_back(hitmask::cone::make({5, 5, 5}, {0, 0, 1}, hitmask::radians(360), std::numeric_limits<float>::infinity()));
    std::vector<ball> far = stress_elements<ball>(2000, field_centre, 600.f, 9);
    for (float v : {1e30f, -1e30f, 3e38f, 1e20f})
        far.push_back({v, v / 2, -v, 1.f});
    const offset_columns<ball> c(far, 0);
    expect_forms_match_reference(c.view(), set, {broad_phase::brute_force, broad_phase::grid}, "unbounded cones");
    hitmask::shape_set<hitmask::frustum> cameras = random_set<hitmask::frustum>(60, field_centre, 500.f, 2000.f, 10);
    expect_forms_match_reference(c.view(), cameras, {broad_phase::brute_force, broad_phase::grid},
                                 "frusta larger than the world");
}

HITMASK_INSTANTIATE_PER_ISA(shape_sets);

TEST(shape_set_reference, forms_equal_a_loop_of_single_shape_tests)
{
    const std::vector<vec2> points = stress_elements<vec2>(700, field_centre, 300.f, 21);
    const std::vector<disc> discs = stress_elements<disc>(700, field_centre, 300.f, 22);
    expect_reference_is_the_loop(points, random_set<hitmask::circle>(50, field_centre, 300.f, 60.f, 1));
    expect_reference_is_the_loop(discs, random_set<hitmask::aabb>(50, field_centre, 300.f, 60.f, 2));
    expect_reference_is_the_loop(points, random_set<hitmask::sector>(50, field_centre, 300.f, 60.f, 3));
    expect_reference_is_the_loop(discs, random_set<hitmask::capsule>(50, field_centre, 300.f, 60.f, 4));
    expect_reference_is_the_loop(points, random_set<hitmask::obb>(50, field_centre, 300.f, 60.f, 5));
}

TEST(shape_set, holds_shapes_and_reuses_its_memory)
{
    hitmask::shape_set<hitmask::circle> set;
    set.reserve(3);
    set.push_back(hitmask::circle::make({1, 2}, 3));
    set.push_back(hitmask::circle::make({4, 5}, 6));
    ASSERT_EQ(set.size(), 2u);
    EXPECT_EQ(set[1].center().x, 4.f);
    EXPECT_EQ(set[1].radius(), 6.f);
    const hitmask::detail::circle_params* before = set.params();
    set.clear();
    EXPECT_TRUE(set.empty());
    set.push_back(hitmask::circle::make({7, 8}, 9));
    EXPECT_EQ(set.params(), before);
}

/// set[i] is the shape as pushed: the same kernel parameters, bit for bit where they have no
/// padding, and the same hits on a grid of points.
template <class Shape>
void expect_round_trip(const Shape& shape)
{
    hitmask::shape_set<Shape> set;
    set.push_back(Shape{});
    set.push_back(shape);
    const Shape back = set[1];
    using params = std::decay_t<decltype(shape.params())>;
    if constexpr (std::has_unique_object_representations_v<params>) {
        EXPECT_EQ(std::memcmp(&shape.params(), &back.params(), sizeof(params)), 0);
        EXPECT_EQ(std::memcmp(&shape.params(), set.params() + 1, sizeof(params)), 0);
    }
    std::vector<float> xs, ys;
    for (int i = -20; i <= 20; ++i)
        for (int j = -20; j <= 20; ++j) {
            xs.push_back(2.5f * static_cast<float>(i));
            ys.push_back(2.5f * static_cast<float>(j));
        }
    const hitmask::points_view pts{xs.data(), ys.data(), xs.size()};
    hitmask::bitmask want(pts.size), got(pts.size);
    hitmask::reference::test(pts, shape, want);
    hitmask::reference::test(pts, back, got);
    EXPECT_EQ(got, want);
    EXPECT_GT(want.count(), 0u);
}

TEST(shape_set, gives_back_every_kind_of_shape_as_pushed)
{
    expect_round_trip(hitmask::circle::make({1, 2}, 3));
    expect_round_trip(hitmask::aabb::make({-1, -2}, {3, 4}));
    expect_round_trip(hitmask::sector::facing({5, 6}, {1, 1}, 1.2f, 40));
    expect_round_trip(hitmask::sector::between({5, 6}, -0.5f, 4.f, INFINITY));
    expect_round_trip(hitmask::capsule::make({0, 0}, {10, 3}, 2));
    const hitmask::obb box = hitmask::obb::make({1, 2}, {3, 4}, 0.7f);
    expect_round_trip(box);
    hitmask::shape_set<hitmask::obb> boxes;
    boxes.push_back(box);
    EXPECT_EQ(boxes[0].rotation(), 0.7f); // kept beside the parameters, which hold only its cos and sin
}

TEST(shape_set, automatic_picks_brute_force_for_small_sets_and_the_grid_for_large_ones)
{
    const std::vector<vec2> points = stress_elements<vec2>(5000, field_centre, 500.f, 31);
    const offset_columns<vec2> c(points, 0);
    hitmask::workspace ws;
    hitmask::bitmask out(points.size());
    hitmask::test_any(c.view(), random_set<hitmask::circle>(8, field_centre, 500.f, 30.f, 1), out, ws);
    EXPECT_EQ(ws.last_path(), broad_phase::brute_force);
    hitmask::test_any(c.view(), random_set<hitmask::circle>(500, field_centre, 500.f, 30.f, 1), out, ws);
    EXPECT_EQ(ws.last_path(), broad_phase::grid);
    EXPECT_EQ(ws.forced(), broad_phase::automatic);
}

TEST(shape_set, bad_queries_are_refused_and_nothing_is_written)
{
    const float xs[3] = {0, 1, 2}, ys[3] = {0, 1, 2};
    const hitmask::points_view pts{xs, ys, 3};
    const auto set = random_set<hitmask::circle>(4, {0, 0}, 2.f, 2.f, 1);
    hitmask::bitmask small(2), ok(3);
    std::vector<hitmask::bitmask> masks(4, hitmask::bitmask(3));
    std::vector<std::int32_t> first(3, 7);
    std::vector<std::uint32_t> counts(3, 7);
    expect_invalid([&] { hitmask::test_any(pts, set, small); },
                   "test_any: the result bitmask holds 2 bits but the view's size is 3");
    expect_invalid([&] { hitmask::test_any(hitmask::points_view{xs, nullptr, 3}, set, ok); },
                   "test_any: points.y is null but the view's size is 3");
    expect_invalid([&] { hitmask::test_each(pts, set, nullptr, 0); }, "test_each: masks is null but the set holds 4 shapes");
    expect_invalid([&] { hitmask::test_each(pts, set, masks.data(), 3); },
                   "test_each: mask_count 3 is smaller than the set's 4 shapes");
    masks[2] = hitmask::bitmask(2);
    expect_invalid([&] { hitmask::test_each(pts, set, masks.data(), 4); },
                   "test_each: masks[2] holds 2 bits but the view's size is 3");
    expect_invalid([&] { hitmask::first_hit(pts, set, first.data(), 2); },
                   "first_hit: out_size 2 is smaller than the view's size 3");
    expect_invalid([&] { hitmask::first_hit(pts, set, nullptr, 3); }, "first_hit: out is null but the view's size is 3");
    EXPECT_EQ(first, std::vector<std::int32_t>(3, 7)); // nothing written
    expect_invalid([&] { hitmask::count_per_shape(pts, set, counts.data(), 3); },
                   "count_per_shape: counts_size 3 is smaller than the set's 4 shapes");
    expect_invalid([&] { hitmask::count_per_shape(pts, set, nullptr, 4); },
                   "count_per_shape: counts is null but the set holds 4 shapes");
    EXPECT_EQ(counts, std::vector<std::uint32_t>(3, 7));
    expect_invalid([&] {
        std::vector<hitmask::hit_pair> out;
        hitmask::reference::pairs(hitmask::circles_view{xs, ys, nullptr, 3}, random_set<hitmask::aabb>(2, {0, 0}, 1.f, 1.f, 2), out);
    }, "reference::pairs: circles.r is null but the view's size is 3");
}

} // namespace
