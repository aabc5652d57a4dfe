// sweep_first against a whole shape set, for every pair of sweep_set_queries on every ISA and
// every broad-phase path (forced brute force, forced grid, automatic; last_path() says which
// ran): the shape index and fraction bits equal a loop of reference::sweep over the set's
// shapes (the least fraction, the lowest shape index on ties; no_shape and +inf when none), and
// so does reference::sweep_first. Hostile layouts: every wall in one cell, walls larger than
// the world, empty sets, one shape, every shape twice (ties), elements with NaN, infinities and
// bad radii, sight lines much longer than the grid, coordinates near 1e17; ranges
// (sweep_first_range) equal the whole and write only their own entries.
#include <algorithm>
#include <cstring>
#include <type_traits>

#include "../support/isa_test.hpp"
#include "../support/set_cases.hpp"
#include "../support/sweep_cases.hpp"

namespace {

using namespace hitmask_test;
using hitmask::broad_phase;

const vec2 world{960.f, 540.f};
const float nan_f = std::numeric_limits<float>::quiet_NaN();

/// Motions across a world of half width `spread` around `c`: random ones of every length, sight
/// lines fifty worlds long, static ones, and NaN or infinite ends.
std::vector<sweep> first_motions(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-spread, spread), len(0.f, 1.f);
    const float odd[] = {nan_f, sweep_inf, -sweep_inf};
    std::vector<sweep> out;
    for (std::size_t i = 0; i < n; ++i) {
        const float x = c.x + pos(rng), y = c.y + pos(rng);
        const float k = len(rng) * len(rng) * 2.f;
        switch (i % 10) {
        case 0: out.push_back({c.x - 50 * spread, y, c.x + 50 * spread, c.y + pos(rng)}); break;
        case 1: out.push_back({x, y, x, y}); break;
        case 2: out.push_back({odd[i / 10 % 3], y, x, y + 1.f}); break;
        case 3: out.push_back({x, y, x + pos(rng), odd[i / 10 % 3]}); break;
        case 4: out.push_back({x, c.y + 50 * spread, c.x + pos(rng), c.y - 50 * spread}); break;
        default: out.push_back({x, y, x + k * pos(rng), y + k * pos(rng)});
        }
    }
    return out;
}
std::vector<capsule_bullet> first_discs(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed + 3);
    std::uniform_real_distribution<float> r(0.f, spread / 20);
    const float odd_r[] = {nan_f, -1.f, 0.f, sweep_inf, 1e30f};
    std::vector<capsule_bullet> out;
    for (const sweep& s : first_motions(n, c, spread, seed))
        out.push_back({s.x0, s.y0, s.x1, s.y1, out.size() % 23 == 7 ? odd_r[out.size() / 23 % 5] : r(rng)});
    return out;
}
std::vector<sweep3> first_motions3(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed + 5);
    std::uniform_real_distribution<float> z(-spread / 2, spread / 2);
    std::vector<sweep3> out;
    for (const sweep& s : first_motions(n, c, spread, seed)) {
        const float z0 = out.size() % 31 == 9 ? nan_f : z(rng);
        out.push_back({s.x0, s.y0, z0, s.x1, s.y1, out.size() % 4 == 0 ? z0 : z(rng)});
    }
    return out;
}

template <class E>
std::vector<E> first_elements(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    if constexpr (std::is_same_v<E, sweep>)
        return first_motions(n, c, spread, seed);
    else if constexpr (std::is_same_v<E, capsule_bullet>)
        return first_discs(n, c, spread, seed);
    else
        return first_motions3(n, c, spread, seed);
}

/// The loop a user writes: reference::sweep over the shapes, the least fraction, the lowest
/// index on ties.
template <class View, class Shape>
std::size_t loop_of_sweeps(const View& v, const hitmask::shape_set<Shape>& set, std::vector<std::uint32_t>& index,
                           std::vector<float>& fraction)
{
    index.assign(v.size, hitmask::no_shape);
    fraction.assign(v.size, sweep_inf);
    std::vector<float> f(v.size + 1);
    hitmask::bitmask hits(v.size);
    for (std::size_t j = 0; j < set.size(); ++j) {
        hitmask::reference::sweep(v, set[j], hits, f.data());
        for (std::size_t i = 0; i < v.size; ++i)
            if (f[i] < fraction[i]) {
                fraction[i] = f[i];
                index[i] = static_cast<std::uint32_t>(j);
            }
    }
    return static_cast<std::size_t>(std::count_if(index.begin(), index.end(), [](std::uint32_t s) {
        return s != hitmask::no_shape;
    }));
}

/// The first difference between two answers, or "" when they agree bit for bit.
template <class E>
std::string difference(const offset_columns<E>& c, const std::vector<std::uint32_t>& want_i,
                       const std::vector<float>& want_f, const std::uint32_t* got_i, const float* got_f)
{
    for (std::size_t i = 0; i < want_i.size(); ++i)
        if (want_i[i] != got_i[i] || (got_f != nullptr && !same_float_bits(want_f[i], got_f[i]))) {
            char text[160];
            std::snprintf(text, sizeof text, "element %zu: shape %u at %a, expected shape %u at %a", i, got_i[i],
                          got_f != nullptr ? static_cast<double>(got_f[i]) : 0.0, want_i[i],
                          static_cast<double>(want_f[i]));
            return describe(c, i) + ": " + text;
        }
    return "";
}

template <class E, class Shape>
void expect_first_matches_loop(const std::vector<E>& elements, const hitmask::shape_set<Shape>& set,
                               const std::string& what)
{
    const offset_columns<E> c(elements, 5);
    const auto v = c.view();
    const std::size_t n = v.size;
    std::vector<std::uint32_t> want_i;
    std::vector<float> want_f;
    const std::size_t want_count = loop_of_sweeps(v, set, want_i, want_f);
    const std::string isa = hitmask::to_string(hitmask::active_isa());
    std::vector<std::uint32_t> idx(n + 1, 7);
    std::vector<float> frac(n + 1, -7.f);
    EXPECT_EQ(hitmask::reference::sweep_first(v, set, idx.data(), frac.data()), want_count) << what;
    EXPECT_EQ(difference(c, want_i, want_f, idx.data(), frac.data()), "") << what << ": reference::sweep_first";
    hitmask::workspace ws;
    for (broad_phase path : {broad_phase::brute_force, broad_phase::grid, broad_phase::automatic}) {
        ws.force(path);
        // a second round proves the workspace's reuse; slow platforms take one (slow_platform.hpp)
        for (int round = 0; round < (cut_random_bulk() ? 1 : 2); ++round) {
            const std::string where = what + " on " + isa + " path " + std::to_string(static_cast<int>(path)) +
                                      " round " + std::to_string(round);
            std::fill(idx.begin(), idx.end(), 7u);
            std::fill(frac.begin(), frac.end(), -7.f);
            const std::size_t met = hitmask::sweep_first(v, set, idx.data(), frac.data(), ws);
            ASSERT_EQ(difference(c, want_i, want_f, idx.data(), frac.data()), "") << where;
            ASSERT_EQ(met, want_count) << where;
            ASSERT_TRUE(idx[n] == 7u && frac[n] == -7.f) << where << ": written past the view";
            if (path != broad_phase::automatic && set.size() > 0) {
                ASSERT_EQ(ws.last_path(), path) << where;
            } else {
                ASSERT_TRUE(ws.last_path() == broad_phase::brute_force || ws.last_path() == broad_phase::grid) << where;
            }
        }
        std::fill(idx.begin(), idx.end(), 7u);
        ASSERT_EQ(hitmask::sweep_first(v, set, idx.data(), nullptr, ws), want_count) << what;
        ASSERT_EQ(difference(c, want_i, want_f, idx.data(), nullptr), "") << what << ": without fractions";
    }
    std::fill(idx.begin(), idx.end(), 7u);
    ASSERT_EQ(hitmask::sweep_first(v, set, idx.data(), frac.data()), want_count) << what;
    ASSERT_EQ(difference(c, want_i, want_f, idx.data(), frac.data()), "") << what << ": thread workspace";
}

/// The ranges of 192 elements equal the whole, on the active ISA and the reference.
template <class E, class Shape>
void expect_first_ranges_equal_whole(const std::vector<E>& elements, const hitmask::shape_set<Shape>& set,
                                     const std::string& what)
{
    const offset_columns<E> c(elements, 2);
    const auto v = c.view();
    std::vector<std::uint32_t> want_i;
    std::vector<float> want_f;
    const std::size_t want_count = loop_of_sweeps(v, set, want_i, want_f);
    std::vector<std::uint32_t> idx(v.size + 1, 7), ref_idx(v.size + 1, 7);
    std::vector<float> frac(v.size + 1, -7.f), ref_frac(v.size + 1, -7.f);
    std::size_t sum = 0, ref_sum = 0;
    for (std::size_t begin = 0; begin < v.size; begin += 192) {
        const std::size_t end = std::min(v.size, begin + 192);
        std::vector<std::uint32_t> alone(v.size + 1, 9);
        hitmask::sweep_first_range(v, set, alone.data(), nullptr, begin, end);
        for (std::size_t i = 0; i <= v.size; ++i)
            if ((i < begin || i >= end) && alone[i] != 9u) {
                ADD_FAILURE() << what << ": sweep_first_range(" << begin << ", " << end << ") wrote entry " << i;
                return;
            }
        sum += hitmask::sweep_first_range(v, set, idx.data(), frac.data(), begin, end);
        ref_sum += hitmask::reference::sweep_first_range(v, set, ref_idx.data(), ref_frac.data(), begin, end);
    }
    EXPECT_EQ(sum, want_count) << what;
    EXPECT_EQ(ref_sum, want_count) << what;
    EXPECT_EQ(difference(c, want_i, want_f, idx.data(), frac.data()), "") << what << ": ranges";
    EXPECT_EQ(difference(c, want_i, want_f, ref_idx.data(), ref_frac.data()), "") << what << ": reference ranges";
}

template <class Shape>
hitmask::shape_set<Shape> twice(const hitmask::shape_set<Shape>& set)
{
    hitmask::shape_set<Shape> out;
    for (std::size_t j = 0; j < set.size(); ++j) {
        out.push_back(set[j]);
        out.push_back(set[j]);
    }
    return out;
}

template <class E, class Shape>
void check_pair(bool scalar)
{
    constexpr bool solid = std::is_same_v<E, sweep3>;
    // slow platforms: the random motions cut, never under one tile of 1,024 (slow_platform.hpp)
    const std::size_t count = scaled(scalar ? 300 : solid ? 800 : 1500, 1025);
    const std::vector<E> elements = first_elements<E>(count, world, 500.f, 11);
    struct scenario {
        std::string name;
        hitmask::shape_set<Shape> set;
    };
    std::vector<scenario> sets;
    sets.push_back({"random 300", random_set<Shape>(300, world, 500.f, 60.f, 1)});
    sets.push_back({"one cell 40", random_set<Shape>(40, world, 0.01f, 8.f, 2)});
    hitmask::shape_set<Shape> huge = random_set<Shape>(30, world, 500.f, 40.f, 3);
    const hitmask::shape_set<Shape> giants = random_set<Shape>(2, world, 1.f, 1e6f, 4);
    for (std::size_t j = 0; j < giants.size(); ++j)
        huge.push_back(giants[j]);
    sets.push_back({"walls larger than the world", huge});
    sets.push_back({"empty", hitmask::shape_set<Shape>{}});
    sets.push_back({"one shape", random_set<Shape>(1, world, 100.f, 200.f, 5)});
    sets.push_back({"every shape twice", twice(random_set<Shape>(30, world, 300.f, 80.f, 6))});
    for (const scenario& s : sets)
        expect_first_matches_loop(elements, s.set, s.name);
    // coordinates near 1e17: the world and every motion far from the origin
    const vec2 far{1e17f, -1e17f};
    // (capsules: r² |b - a|² must stay finite for the factory)
    const float far_size = std::is_same_v<Shape, hitmask::capsule> ? 4e9f : 1e14f;
    expect_first_matches_loop(first_elements<E>(scalar ? 200 : 600, far, 1e15f, 12),
                              random_set<Shape>(100, far, 1e15f, far_size, 7), "near 1e17");
    // sight lines much longer than the grid: the world is small, the motions cross it
    std::vector<E> long_lines = first_elements<E>(scalar ? 100 : 400, world, 5e5f, 13);
    expect_first_matches_loop(long_lines, random_set<Shape>(60, world, 50.f, 10.f, 8), "long sight lines");
    expect_first_ranges_equal_whole(elements, sets[0].set, "ranges");
}

class sweep_first_paths : public per_isa {};

TEST_P(sweep_first_paths, segments_equal_the_loop)
{
    check_pair<sweep, hitmask::aabb>(runs_the_reference());
    check_pair<sweep, hitmask::circle>(runs_the_reference());
    check_pair<sweep, hitmask::capsule>(runs_the_reference());
    check_pair<sweep, hitmask::obb>(runs_the_reference());
}

TEST_P(sweep_first_paths, moving_discs_equal_the_loop)
{
    check_pair<capsule_bullet, hitmask::aabb>(runs_the_reference());
    check_pair<capsule_bullet, hitmask::circle>(runs_the_reference());
    check_pair<capsule_bullet, hitmask::capsule>(runs_the_reference());
    check_pair<capsule_bullet, hitmask::obb>(runs_the_reference());
}

TEST_P(sweep_first_paths, segments3_equal_the_loop)
{
    check_pair<sweep3, hitmask::aabb3>(runs_the_reference());
    check_pair<sweep3, hitmask::sphere>(runs_the_reference());
}

// Paths moving so little that the formulas' d·d is subnormal or their h²/d·d overflows hit
// beyond any padded box (path_box::fragile, sweep_test's fragile_motions_match_reference): the
// grid tests them against every shape.
TEST_P(sweep_first_paths, fragile_motions_equal_the_loop)
{
    // at scale s: a box whose corner is 5 % of r beyond the discs (d·d subnormal at s = 2^-54),
    // or 1/16 r beyond (h²/d·d overflows at s = 2^25); 40 more boxes of the same size in a row,
    // so that the grid holds them all
    for (const float s : {0x1p-54f, 0x1p25f}) {
        const bool tiny = s < 1.f;
        hitmask::shape_set<hitmask::aabb> boxes;
        boxes.push_back(tiny ? hitmask::aabb::make({-s, -s}, {0.f, 0.f}) : hitmask::aabb::make({-4 * s, -4 * s}, {-0x1.1p0f * s, 0.f}));
        for (int k = 1; k <= 40; ++k)
            boxes.push_back(hitmask::aabb::make({8 * s * float(k), 0.f}, {8 * s * float(k) + s, s}));
        const capsule_bullet fragile = tiny ? capsule_bullet{0x1.0cccccp-54f, 0.f, 0x1.0cccc2p-54f, 0.f, s}
                                            : capsule_bullet{0.f, 0.f, -0x1p-40f, 0.f, s};
        std::vector<capsule_bullet> discs;
        for (int k = 0; k < 20; ++k) {
            discs.push_back(fragile);
            discs.push_back({7 * s, 0.5f * s, 200 * s, 0.5f * s, 0.5f * s}); // through the row
        }
        expect_first_matches_loop(discs, boxes, tiny ? "fragile motions at 2^-54" : "fragile motions at 2^25");
    }
}

// Equal fractions: the lowest shape index, within a tile, across tiles and on both paths.
TEST_P(sweep_first_paths, ties_go_to_the_lowest_shape)
{
    hitmask::shape_set<hitmask::aabb> walls;
    for (int k = 0; k < 50; ++k)
        walls.push_back(hitmask::aabb::make({10.f, static_cast<float>(k % 5) - 100.f}, {12.f, 100.f}));
    std::vector<sweep> shots(1100, sweep{0.f, 0.f, 20.f, 0.f});
    shots[3] = {0.f, 0.f, 5.f, 0.f}; // short: meets nothing
    const offset_columns<sweep> c(shots, 0);
    hitmask::workspace ws;
    for (broad_phase path : {broad_phase::brute_force, broad_phase::grid}) {
        ws.force(path);
        std::vector<std::uint32_t> idx(shots.size());
        std::vector<float> frac(shots.size());
        EXPECT_EQ(hitmask::sweep_first(c.view(), walls, idx.data(), frac.data(), ws), shots.size() - 1);
        EXPECT_EQ(idx[0], 0u);
        EXPECT_EQ(frac[0], 0.5f);
        EXPECT_EQ(idx[1099], 0u);
        EXPECT_EQ(idx[3], hitmask::no_shape);
        EXPECT_EQ(frac[3], sweep_inf);
    }
}

/// The grid path of one workspace against the loop of sweeps: the grid it keeps between calls
/// (sweep_grid_state) must be the grid of the set and radii of this call.
template <class E, class Shape>
void expect_kept_grid_right(hitmask::workspace& ws, const std::vector<E>& elements,
                            const hitmask::shape_set<Shape>& set, const std::string& what)
{
    const offset_columns<E> c(elements, 1);
    const auto v = c.view();
    std::vector<std::uint32_t> want_i, idx(v.size);
    std::vector<float> want_f, frac(v.size);
    const std::size_t want = loop_of_sweeps(v, set, want_i, want_f);
    ws.force(broad_phase::grid);
    ASSERT_EQ(hitmask::sweep_first(v, set, idx.data(), frac.data(), ws), want) << what;
    ASSERT_EQ(difference(c, want_i, want_f, idx.data(), frac.data()), "") << what;
}

// sweep_first keeps its grid in the workspace for the next call with the same boxes: every
// change of the set (a wall moved, added, the same boxes with other shapes inside), of the
// elements' largest radius, and the other grid queries in between, still answer as the loop.
TEST_P(sweep_first_paths, a_kept_grid_follows_its_set)
{
    const std::size_t count = scaled(runs_the_reference() ? 200 : 800, 200);
    const std::vector<capsule_bullet> small = first_discs(count, world, 500.f, 21);
    std::vector<capsule_bullet> large = small;
    for (std::size_t i = 0; i < large.size(); i += 7)
        large[i].r = 40.f; // a larger reach grows every box
    const hitmask::shape_set<hitmask::capsule> walls = random_set<hitmask::capsule>(300, world, 500.f, 60.f, 22);
    hitmask::shape_set<hitmask::capsule> moved, more = walls, flipped;
    for (std::size_t j = 0; j < walls.size(); ++j) {
        const hitmask::capsule w = walls[j];
        const auto p = w.params();
        // one wall laid across the middle of the world; every wall drawn from b to a (the same boxes)
        if (j == 150)
            moved.push_back(hitmask::capsule::make({world.x - 200.f, world.y}, {world.x + 200.f, world.y + 30.f}, 6.f));
        else
            moved.push_back(w);
        flipped.push_back(hitmask::capsule::make({p.bx, p.by}, {p.ax, p.ay}, p.r));
    }
    more.push_back(hitmask::capsule::make({world.x - 300.f, world.y}, {world.x + 300.f, world.y}, 5.f));
    hitmask::workspace ws;
    expect_kept_grid_right(ws, small, walls, "the walls");
    expect_kept_grid_right(ws, small, walls, "the walls again");
    expect_kept_grid_right(ws, small, moved, "one wall moved");
    expect_kept_grid_right(ws, small, walls, "the walls after it");
    expect_kept_grid_right(ws, small, more, "one wall more");
    expect_kept_grid_right(ws, small, flipped, "every wall from its other end");
    expect_kept_grid_right(ws, large, flipped, "larger discs");
    expect_kept_grid_right(ws, small, flipped, "the small discs again");
    std::vector<float> xs, ys;
    for (const capsule_bullet& b : small) {
        xs.push_back(b.x0);
        ys.push_back(b.y0);
    }
    std::vector<hitmask::hit_pair> found;
    ws.force(broad_phase::grid);
    // the many-shape forms' own grid, in the same workspace
    hitmask::pairs(hitmask::points_view{xs.data(), ys.data(), xs.size()}, walls, found, ws);
    expect_kept_grid_right(ws, small, flipped, "after pairs()");
    expect_kept_grid_right(ws, small, hitmask::shape_set<hitmask::capsule>{}, "no walls");
    expect_kept_grid_right(ws, small, walls, "the walls once more");
}

HITMASK_INSTANTIATE_PER_ISA(sweep_first_paths);

} // namespace
