// These drive src/kernels/sweep_driver.hpp through the public API: drive_sweep's block walk
// (visit_blocks_in_order), the tail block's zero padding masked out (every length 0-130 at four
// offsets) and fractions written only within the view (ranges, and tests/sweep_api_test.cpp's
// guard pages); drive_sweep_tiles runs under sweep_first's brute-force path in
// tests/sets/sweep_first_test.cpp.
// Sweeps on every ISA against the reference, hit bits and fraction bits, for every pair of
// sweep_queries: motions that graze a face, an edge, a corner or a rim (through it, ending on
// it, starting on it) exactly and one ulp beside in every column, head-on motions ending
// exactly on the boundary, starting inside, not moving (p0 == p1), running parallel to a face;
// NaN, infinities, -1 (a negative radius), denormals and huge values in every column; random
// motions; every tail length 0-130 at four start offsets; ranges (sweep_range). Every case
// also holds the contract's invariants (support/sweep_cases.hpp): a fraction in [0, 1] or
// +inf, hits == (fraction < inf), and for segments against circles and walls and discs
// against circles, the bit of the overlap test (test()).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <tuple>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/sweep_cases.hpp"

namespace {

using namespace hitmask_test;

/// At most `limit` elements of `all`, spread over it (the boundary sets of big outlines).
template <class E>
std::vector<E> spread(const std::vector<E>& all, std::size_t limit)
{
    if (all.size() <= limit) return all;
    std::vector<E> out;
    const double step = static_cast<double>(all.size()) / static_cast<double>(limit);
    for (std::size_t k = 0; k < limit; ++k)
        out.push_back(all[static_cast<std::size_t>(static_cast<double>(k) * step)]);
    return out;
}

/// Every ISA's ranges equal its whole sweep, and write only their own fractions.
template <class E, class Shape>
void expect_ranges_equal_the_whole(const Shape& shape, const std::vector<E>& elements, const std::string& what)
{
    const offset_columns<E> c(elements, 3);
    const auto v = c.view();
    hitmask::bitmask whole(v.size), parts(v.size), ref_parts(v.size);
    std::vector<float> fw(v.size + 1), fp(v.size + 1, -1.f), fr(v.size + 1, -1.f);
    const std::size_t total = hitmask::sweep(v, shape, whole, fw.data());
    std::size_t sum = 0, ref_sum = 0;
    for (std::size_t begin = 0; begin < v.size; begin += 192) {
        const std::size_t end = std::min(v.size, begin + 192);
        std::vector<float> alone(v.size + 1, -3.f);
        hitmask::bitmask mask(v.size);
        hitmask::sweep_range(v, shape, mask, alone.data(), begin, end);
        for (std::size_t i = 0; i <= v.size; ++i)
            if ((i < begin || i >= end) && alone[i] != -3.f) {
                ADD_FAILURE() << what << ": sweep_range(" << begin << ", " << end << ") wrote fraction " << i;
                return;
            }
        sum += hitmask::sweep_range(v, shape, parts, fp.data(), begin, end);
        ref_sum += hitmask::reference::sweep_range(v, shape, ref_parts, fr.data(), begin, end);
    }
    EXPECT_EQ(sum, total) << what;
    EXPECT_EQ(ref_sum, total) << what;
    EXPECT_TRUE(parts == whole) << what;
    EXPECT_TRUE(ref_parts == whole) << what;
    EXPECT_EQ(0, std::memcmp(fw.data(), fp.data(), v.size * sizeof(float))) << what;
    EXPECT_EQ(0, std::memcmp(fw.data(), fr.data(), v.size * sizeof(float))) << what;
    EXPECT_EQ(fp[v.size], -1.f) << what;
}

/// Blocks of 64 with k elements of `near` (in turn) at shuffled places and the rest `near`'s
/// motions moved `away` in x, far from the shape, for k = 0 to 64: drive_sweep packs a block's
/// lanes that come near the shape into whole batches (packed_sweep_block) or, past 48, runs the
/// block in place, so every count of near lanes and every padding of the last packed batch.
template <class E>
std::vector<E> sparse_blocks(const std::vector<E>& near, float away)
{
    std::vector<E> out;
    std::mt19937 rng(47);
    std::size_t next = 0;
    for (std::size_t k = 0; k <= 64; ++k) {
        std::vector<E> block;
        for (std::size_t i = 0; i < 64; ++i) {
            E e = near[next++ % near.size()];
            if (i >= k) {
                e.x0 += away;
                e.x1 += away;
            }
            block.push_back(e);
        }
        std::shuffle(block.begin(), block.end(), rng);
        out.insert(out.end(), block.begin(), block.end());
    }
    return out;
}

/// Every case for one shape of a 2D pair: E is sweep (points) or capsule_bullet (discs).
template <class E, class Shape>
void check_target(const sweep_target& t, bool scalar, bool first)
{
    const Shape shape = make_target<Shape>(t);
    const std::vector<contact> contacts = contacts_of<Shape>(t);
    const float reach = 3.f;
    std::vector<E> motions;
    if constexpr (std::is_same_v<E, sweep>) {
        motions = contact_motions(contacts, 0.f, reach);
    } else {
        for (float r : {0.f, 0.75f, 2.5f}) {
            const std::vector<E> more = with_radius(contact_motions(contacts, r, reach), r);
            motions.insert(motions.end(), more.begin(), more.end());
        }
    }
    const std::size_t columns = element_traits<E>::columns;
    const std::vector<E> seeds = spread(motions, (scalar ? 1200 : 6000) / (1 + 2 * columns));
    const std::vector<E> boundary = with_column_neighbours(seeds);
    expect_sweep_same_as_reference(shape, boundary, t.name + " boundary", scalar ? 1 : 2);
    vec2 centre;
    float half;
    square_around(contacts, reach, centre, half);
    const std::size_t random_count = scalar ? 300 : 2000;
    std::vector<E> random;
    if constexpr (std::is_same_v<E, sweep>)
        random = random_sweeps(random_count, centre, half, 41);
    else
        random = random_bullets<capsule_bullet>(random_count, centre, half, 41);
    expect_sweep_same_as_reference(shape, random, t.name + " random", scalar ? 1 : 4);
    if (first && !scalar)
        expect_sweep_same_as_reference(shape, sparse_blocks(random, 8.f * half + 64.f), t.name + " sparse", 1);
    expect_sweep_same_as_reference(shape, with_special_columns(spread(motions, scalar ? 4 : 24)), t.name + " special",
                                   1);
    if (first) {
        expect_every_sweep_length_same_as_reference(shape, boundary, t.name + " tail");
        expect_ranges_equal_the_whole(shape, random, t.name + " ranges");
    }
}

template <class E, class... Shape>
void check_view(bool scalar)
{
    (
        [&] {
            const std::vector<sweep_target> targets = sweep_targets<Shape>();
            for (std::size_t k = 0; k < targets.size(); ++k)
                check_target<E, Shape>(targets[k], scalar, k == 0);
        }(),
        ...);
}

template <class... Shape>
void check_view3(bool scalar)
{
    (
        [&] {
            for (const sweep_target3& t : sweep_targets3<Shape>()) {
                const Shape shape = make_target<Shape>(t);
                const bool box = std::is_same_v<Shape, hitmask::aabb3>;
                const std::vector<sweep3> motions = contact_motions3(t, box, 2.5f);
                const std::vector<sweep3> boundary = with_column_neighbours(spread(motions, scalar ? 90 : 460));
                expect_sweep_same_as_reference(shape, boundary, t.name + " boundary", scalar ? 1 : 2);
                const vec3 c = t.points[0];
                const std::vector<sweep3> random = random_sweeps3(scalar ? 300 : 2000, c, 12.f, 43);
                expect_sweep_same_as_reference(shape, random, t.name + " random", scalar ? 1 : 4);
                if (!scalar) expect_sweep_same_as_reference(shape, sparse_blocks(random, 200.f), t.name + " sparse", 1);
                expect_sweep_same_as_reference(shape, with_special_columns(spread(motions, scalar ? 4 : 16)),
                                               t.name + " special", 1);
            }
            const sweep_target3 t = sweep_targets3<Shape>()[0];
            const Shape shape = make_target<Shape>(t);
            const std::vector<sweep3> motions = contact_motions3(t, std::is_same_v<Shape, hitmask::aabb3>, 2.5f);
            expect_every_sweep_length_same_as_reference(shape, with_column_neighbours(spread(motions, 12)),
                                                        t.name + " tail");
            expect_ranges_equal_the_whole(shape, random_sweeps3(700, t.points[0], 12.f, 44), t.name + " ranges");
        }(),
        ...);
}

class sweep_kernel : public per_isa {};

TEST_P(sweep_kernel, segments_match_reference)
{
    check_view<sweep, hitmask::circle, hitmask::aabb, hitmask::capsule, hitmask::obb, hitmask::segment,
               hitmask::convex_polygon, hitmask::polygon>(runs_the_reference());
}

TEST_P(sweep_kernel, moving_discs_match_reference)
{
    check_view<capsule_bullet, hitmask::circle, hitmask::aabb, hitmask::capsule, hitmask::obb, hitmask::segment,
               hitmask::convex_polygon>(runs_the_reference());
}

TEST_P(sweep_kernel, segments3_match_reference)
{
    check_view3<hitmask::sphere, hitmask::aabb3, hitmask::capsule3>(runs_the_reference());
}

// Far from the shape and near float's range: the same bits, and no touch out of overflow.
TEST_P(sweep_kernel, far_and_huge_motions_match_reference)
{
    std::vector<sweep> far;
    std::vector<capsule_bullet> far_discs;
    for (float d : {1e4f, 1e12f, 1e17f, 1e19f, 3e19f, 1e30f, 3.4e38f})
        for (float side : {0.f, 1.f, -1.f}) {
            far.push_back({-d, side * 4.f, d, side * 4.f});
            far.push_back({d, side * d, 0.f, 0.f});
            far.push_back({side * d, d, side * d, -d});
            far_discs.push_back({-d, side * 4.f, d, side * 4.f, 1.f});
            far_discs.push_back({d, d, 0.f, 0.f, d * 0.5f});
        }
    const auto box = hitmask::aabb::make({-4.f, -2.f}, {6.f, 3.f});
    const auto disc_shape = hitmask::circle::make({1e17f, 0.f}, 5.f);
    const auto far_box = hitmask::obb::make({1e17f, 1e17f}, {1e15f, 2e15f}, 0.3f);
    expect_sweep_same_as_reference(box, with_column_neighbours(far), "far segments vs box");
    expect_sweep_same_as_reference(disc_shape, with_column_neighbours(far), "far segments vs a far circle");
    expect_sweep_same_as_reference(far_box, far, "far segments vs a far obb");
    expect_sweep_same_as_reference(box, far_discs, "far discs vs box");
    expect_sweep_same_as_reference(far_box, far_discs, "far discs vs a far obb");
    expect_sweep_same_as_reference(hitmask::capsule::make({-5e18f, 0.f}, {5e18f, 0.f}, 1.f), far_discs,
                                   "far discs vs a long capsule");
}

// Motions so short that d·d is subnormal or zero, beside shapes of the motion's own scale: the
// reference's disc formula rounds d·d by up to a quarter there (a disc 5 % of r beyond a box's
// corner, moving 5·2^-77 toward it at 2^-54, hits in the reference), so the kernels' path-box
// reject (whole batches in sweep, lane by lane in the capsules' overlap screen) must leave such
// lanes to the formula. The shapes' right side is at x = 0 (the boxes' top right corner is the
// origin; the capsule's and the circle's end disc reaches x = 0 at y = 0); the elements start g
// scales to its right, the same g for 80 elements in a
// row so that whole batches lie beyond the reject's padding.
TEST_P(sweep_kernel, tiny_motions_match_reference)
{
    for (float s : {0x1p-40f, 0x1p-54f, 0x1p-66f, 0x1p-90f}) {
        std::vector<sweep> segments;
        std::vector<capsule_bullet> discs;
        for (float g : {0.9f, 1.f, 1.02f, 1.05f, 1.1f, 1.3f, 2.f, 2.05f, 2.1f, 3.f})
            for (float q : {0x1p-20f, 0x1p-22f, 5 * 0x1p-23f, 0x1p-26f, 0x1p-30f})
                for (float y : {0.f, 0.3f * s})
                    for (float slope : {0.f, 0.5f}) {
                        const float x0 = g * s, m = q * s;
                        segments.push_back({x0, y, x0 - m, y - slope * m});
                        for (float r : {0.f, s})
                            discs.push_back({x0, y, x0 - m, y - slope * m, r});
                    }
        const std::string at = " at " + std::to_string(std::log2(s));
        const auto box = hitmask::aabb::make({-s, -s}, {0.f, 0.f});
        const auto rotated = hitmask::obb::make({-0.5f * s, -0.5f * s}, {0.5f * s, 0.5f * s}, 0.f);
        const auto capsule = hitmask::capsule::make({-3 * s, 0.f}, {-s, 0.f}, s);
        const auto wall = hitmask::segment::make({0.f, -s}, {0.f, s});
        const auto disc = hitmask::circle::make({-s, 0.f}, s);
        // a diamond whose right vertex is the origin (its far pieces are skipped lane by lane; a
        // vertex inside the polygon's box is fragile_motions_match_reference's)
        const std::vector<hitmask::vec2> diamond = {{0.f, 0.f}, {-2 * s, 2 * s}, {-4 * s, 0.f}, {-2 * s, -2 * s}};
        const auto convex = hitmask::convex_polygon::make(diamond.data(), diamond.size());
        const auto sweeps = [&](const auto& shape, const std::string& name) {
            expect_sweep_same_as_reference(shape, segments, "segments vs " + name + at);
            expect_sweep_same_as_reference(shape, discs, "discs vs " + name + at);
        };
        sweeps(box, "box");
        sweeps(rotated, "obb");
        sweeps(capsule, "capsule");
        sweeps(wall, "wall");
        sweeps(disc, "circle");
        sweeps(convex, "diamond");
        // capsules_view's overlap with boxes: the screened predicate of pair_matrix_test
        expect_same_as_reference(box, discs, "capsules overlap box" + at, 2);
        expect_same_as_reference(rotated, discs, "capsules overlap obb" + at, 2);
        expect_same_as_reference(convex, discs, "capsules overlap diamond" + at, 2);
    }
}

// Motions tiny against the reach R + r: the reference's h²/d·d overflows and its entry tc - inf
// clips to 0, a hit, however far beyond the padding the disc is; and the convex polygon's pieces,
// skipped one by one by the lanes' padded boxes inside the polygon's own box. The inputs a
// review found, each 40 times in a row (whole batches of it) and once among near lanes.
TEST_P(sweep_kernel, fragile_motions_match_reference)
{
    const auto many = [](const capsule_bullet& b) {
        std::vector<capsule_bullet> out(40, b);
        out.push_back({0.f, 0.f, 0.f, 0.f, 0.f});
        out.push_back(b);
        return out;
    };
    const auto sweeps = [](const auto& shape, const std::vector<capsule_bullet>& discs, const std::string& name) {
        std::vector<sweep> points;
        for (const capsule_bullet& b : discs)
            points.push_back({b.x0, b.y0, b.x1, b.y1});
        expect_sweep_same_as_reference(shape, discs, "discs vs " + name);
        expect_sweep_same_as_reference(shape, points, "points vs " + name);
    };
    // and the capsules' overlap (the screened predicate) where the pair exists
    const auto all = [&](const auto& shape, const std::vector<capsule_bullet>& discs, const std::string& name) {
        sweeps(shape, discs, name);
        expect_same_as_reference(shape, discs, "capsules overlap " + name, 2);
    };
    // a box's corner 1/16 r beyond, r = 2^25, moving 2^-40 toward it
    const auto box = hitmask::aabb::make({-0x1p27f, -0x1p27f}, {-0x1.1p25f, 0.f});
    all(box, many({0.f, 0.f, -0x1p-40f, 0.f, 0x1p25f}), "a box, r = 2^25");
    all(box, many({0.f, 0.f, -0x1p-10f, 0.f, 0x1p60f}), "a box, r = 2^60");
    all(hitmask::obb::make({-0x1p31f, 0.f}, {0x1.ep29f, 0x1p30f}, 0.f),
        many({0.f, 0x1p30f, -0x1p-40f, 0x1p30f, 0x1p30f}), "an obb");
    // a capsule's end disc of radius 2^30, 2^26 beyond: the points' own grow is 0
    sweeps(hitmask::capsule::make({-0x1.1p30f, 0.f}, {-0x1p32f, 0.f}, 0x1p30f), many({0.f, 0.f, -0x1p-40f, 0.f, 0.f}),
           "a capsule of radius 2^30");
    // a vertex inside the polygon's box: subnormal d·d, then the overflow
    const std::vector<hitmask::vec2> thin = {{0.f, 0.f}, {0x1p-53f, 0x1.4p-50f}, {-0x1p-53f, 0x1.4p-50f}};
    all(hitmask::convex_polygon::make(thin.data(), thin.size()),
        many({0x1.0cccccp-54f, 0.f, 0x1.0cccc2p-54f, 0.f, 0x1p-54f}), "a thin triangle");
    const std::vector<hitmask::vec2> wide = {{-0x1.1p40f, 0.f}, {0x1.ep39f, 0x1.4p44f}, {-0x1.88p41f, 0x1.4p44f}};
    all(hitmask::convex_polygon::make(wide.data(), wide.size()), many({0.f, 0.f, -0x1p-40f, 0.f, 0x1p40f}),
        "a wide triangle");
}

HITMASK_INSTANTIATE_PER_ISA(sweep_kernel);

} // namespace
