// Google Benchmark: sweeps (issue 33). Names are query/variant/elements:
//   sweep_points_aabb, sweep_points_octagon, sweep_discs_aabb, sweep_discs_octagon
//                 hitmask::sweep of 4,096 moving points (segments_view) or round bullets
//                 (capsules_view read as discs moving from p0 to p1) against a 240 x 160 box and
//                 a regular octagon (sweep_field.hpp), hit bits and fractions. Variants:
//     avx2, sse4_2, scalar     every ISA this CPU runs (force_isa)
//     reference                hitmask::reference::sweep
//     plain_x86_64, plain_native  the loop a user writes over an array of structs (the slab
//                              test, the grown box and its corner circles, Cyrus-Beck, the
//                              pushed-out edges and vertex circles: peers/plain_sweeps.hpp),
//                              -O3 for baseline x86-64 and for -march=native
//     box2d_toi                Box2D 2.4's b2TimeOfImpact per element (peers/toi_peer.hpp)
//   sweep_discs_obb, sweep_discs_capsule
//                 the round bullets against the box turned by 0.5 rad and against a laser
//                 (a capsule of radius 24) across it: every ISA and the reference, no peers
//   sweep_first_walls         hitmask::sweep_first of 1,000 sight lines (enemy to player) through
//                              a level of 500 walls (shape_set<aabb>), automatic ISA:
//     grid, brute_force        the workspace forced to each broad phase
//     reference                hitmask::reference::sweep_first
//     box2d                    b2World::RayCast per line, closest-hit callback, the walls as
//                              static bodies (a b2PolygonShape box each; peers/ray_peers.hpp)
//     chipmunk                 cpSpaceSegmentQueryFirst per line over static box shapes
//   sweep_first_walls3        the same level standing in 3D: segments3_view against 500 aabb3
//                              (grid, brute_force, reference) and bullet: btCollisionWorld::rayTest
//                              with a ClosestRayResultCallback per line over static btBoxShapes
//   crossover_walls           1,000 sight lines against the level's first N walls (the size in
//                              the name is N; elements/s counts lines): grid and brute_force, where
//                              the paths cross (sweep_first.cpp's grid_from_shapes)
//   crossover_bullets         the same for 4,096 bullets moving up to 64 px anywhere in the level
//                              (short paths: the grid's other case)
// Before timing every answer is checked and the check printed: each ISA against the reference
// bit for bit; sweep_first's grid against brute force and the reference bit for bit; the plain
// loops, Box2D, Chipmunk and Bullet up to their own rounding (how many differ, and why). The
// tables at the end (sweep_tables.hpp) give the ratios.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "machine_context.hpp"
#include "bench_rows.hpp"
#include "peers/plain_sweeps.hpp"
#include "peers/ray_peers.hpp"
#include "peers/toi_peer.hpp"
#include "sweep_field.hpp"
#include "sweep_tables.hpp"

namespace {

using namespace sweep_field;

constexpr float inf = std::numeric_limits<float>::infinity();
constexpr std::int64_t crossover_sizes[] = {8, 16, 24, 32, 48, 64, 96, 128, 250, 500};

/// One of the four sweep rows: which elements, which shape.
struct pair_case {
    const char* name;
    bool discs;
    bool octagon;
};
constexpr pair_case pairs[] = {{"sweep_points_aabb", false, false},
                               {"sweep_points_octagon", false, true},
                               {"sweep_discs_aabb", true, false},
                               {"sweep_discs_octagon", true, true}};

/// The rows without peers (the packed lanes' other shapes): discs against the turned box and
/// the laser, hitmask's ISAs and the reference only.
struct own_case {
    const char* name;
    bool laser;
};
constexpr own_case own_rows[] = {{"sweep_discs_obb", false}, {"sweep_discs_capsule", true}};

std::size_t run_own(const own_case& p, bool reference, hitmask::bitmask& hits, float* fractions)
{
    const arena& a = the_arena();
    if (p.laser)
        return reference ? hitmask::reference::sweep(a.discs(), a.laser, hits, fractions)
                         : hitmask::sweep(a.discs(), a.laser, hits, fractions);
    return reference ? hitmask::reference::sweep(a.discs(), a.tilted, hits, fractions)
                     : hitmask::sweep(a.discs(), a.tilted, hits, fractions);
}

/// hitmask's sweep of a pair on the active ISA or the reference.
std::size_t run_sweep(const pair_case& p, bool reference, hitmask::bitmask& hits, float* fractions)
{
    const arena& a = the_arena();
    if (p.discs)
        return p.octagon ? (reference ? hitmask::reference::sweep(a.discs(), a.octagon, hits, fractions)
                                      : hitmask::sweep(a.discs(), a.octagon, hits, fractions))
                         : (reference ? hitmask::reference::sweep(a.discs(), a.box, hits, fractions)
                                      : hitmask::sweep(a.discs(), a.box, hits, fractions));
    return p.octagon ? (reference ? hitmask::reference::sweep(a.points(), a.octagon, hits, fractions)
                                  : hitmask::sweep(a.points(), a.octagon, hits, fractions))
                     : (reference ? hitmask::reference::sweep(a.points(), a.box, hits, fractions)
                                  : hitmask::sweep(a.points(), a.box, hits, fractions));
}

/// The plain loop's shapes, made once.
const plain_sweep::box& plain_box()
{
    static const plain_sweep::box b{840.f, 460.f, 1080.f, 620.f};
    return b;
}
const plain_sweep::convex& plain_octagon()
{
    static const plain_sweep::convex c = [] {
        const std::vector<float> x = the_arena().corners(true, false), y = the_arena().corners(true, true);
        return plain_sweep::make_convex(x.data(), y.data(), x.size());
    }();
    return c;
}

/// The plain loop of a pair, baseline or native build.
std::size_t run_plain(const pair_case& p, bool native, float* fractions)
{
    const arena& a = the_arena();
    if (native)
        return p.octagon ? (p.discs ? plain_sweep::native::discs(a.aos.data(), a.n, plain_octagon(), fractions)
                                    : plain_sweep::native::points(a.aos.data(), a.n, plain_octagon(), fractions))
                         : (p.discs ? plain_sweep::native::discs(a.aos.data(), a.n, plain_box(), fractions)
                                    : plain_sweep::native::points(a.aos.data(), a.n, plain_box(), fractions));
    return p.octagon ? (p.discs ? plain_sweep::baseline::discs(a.aos.data(), a.n, plain_octagon(), fractions)
                                : plain_sweep::baseline::points(a.aos.data(), a.n, plain_octagon(), fractions))
                     : (p.discs ? plain_sweep::baseline::discs(a.aos.data(), a.n, plain_box(), fractions)
                                : plain_sweep::baseline::points(a.aos.data(), a.n, plain_box(), fractions));
}

/// Box2D's polygon of a pair's shape, made once.
const toi_peer::shape* toi_shape(bool octagon)
{
    static const std::shared_ptr<const toi_peer::shape> shapes[2] = {
        toi_peer::make(the_arena().corners(false, false).data(), the_arena().corners(false, true).data(), 4),
        toi_peer::make(the_arena().corners(true, false).data(), the_arena().corners(true, true).data(), 8)};
    return shapes[octagon].get();
}

/// The engines' worlds of the level, built once outside the timing.
struct engines {
    std::shared_ptr<ray_peer::box2d::world> box2d = ray_peer::box2d::build(the_level().peer_walls());
    std::shared_ptr<const ray_peer::chipmunk::space> chipmunk = ray_peer::chipmunk::build(the_level().peer_walls());
    std::shared_ptr<ray_peer::bullet::world> bullet = ray_peer::bullet::build(the_level().peer_walls3());
};
engines& the_engines()
{
    static engines e;
    return e;
}

/// Every line through an engine: the first wall (walls for none) of each.
template <class Cast>
void engine_lines(std::vector<std::uint32_t>& first, const Cast& cast)
{
    const level& l = the_level();
    for (std::size_t i = 0; i < l.lines; ++i) {
        const ray_peer::first_hit h = cast(i);
        first[i] = h.index < l.walls ? static_cast<std::uint32_t>(h.index) : hitmask::no_shape;
    }
}

// ---- the benchmarks ----

/// One row's sweep on `target` or the reference: run(reference, hits, fractions) is run_sweep's
/// or run_own's.
template <class Run>
void bench_hitmask(benchmark::State& state, bool reference, hitmask::isa target, const Run& run)
{
    if (!reference) hitmask::force_isa(target);
    hitmask::bitmask hits(the_arena().n);
    std::vector<float> fractions(the_arena().n);
    for (auto _ : state) {
        benchmark::DoNotOptimize(run(reference, hits, fractions.data()));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * bullets);
}

void bench_sweep(benchmark::State& state, const pair_case& p, bool reference, hitmask::isa target)
{
    bench_hitmask(state, reference, target,
                  [&p](bool ref, hitmask::bitmask& hits, float* f) { return run_sweep(p, ref, hits, f); });
}

void bench_own(benchmark::State& state, const own_case& p, bool reference, hitmask::isa target)
{
    bench_hitmask(state, reference, target,
                  [&p](bool ref, hitmask::bitmask& hits, float* f) { return run_own(p, ref, hits, f); });
}

void bench_plain(benchmark::State& state, const pair_case& p, bool native)
{
    std::vector<float> fractions(the_arena().n);
    for (auto _ : state) {
        benchmark::DoNotOptimize(run_plain(p, native, fractions.data()));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * bullets);
}

void bench_toi(benchmark::State& state, const pair_case& p)
{
    std::vector<float> fractions(the_arena().n);
    const toi_peer::motions m = the_arena().motions(p.discs);
    for (auto _ : state) {
        benchmark::DoNotOptimize(toi_peer::sweep(*toi_shape(p.octagon), m, fractions.data()));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * bullets);
}

enum class path { grid, brute_force, reference };
/// What moves through the level: the sight lines, in 2D or 3D, or the fast bullets.
enum class movers { lines, lines3, shots };

std::size_t mover_count(movers m)
{
    return m == movers::shots ? the_level().shots : the_level().lines;
}

/// sweep_first of the movers against `walls` (2D) or the level in 3D, on one path.
std::size_t run_first(path how, movers m, const hitmask::shape_set<hitmask::aabb>& walls, std::uint32_t* first,
                      float* fractions)
{
    static hitmask::workspace scratch;
    const level& l = the_level();
    const hitmask::segments_view v = m == movers::shots ? l.shots_view() : l.sight();
    if (how == path::reference)
        return m == movers::lines3 ? hitmask::reference::sweep_first(l.sight3(), l.set3, first, fractions)
                                   : hitmask::reference::sweep_first(v, walls, first, fractions);
    scratch.force(how == path::grid ? hitmask::broad_phase::grid : hitmask::broad_phase::brute_force);
    return m == movers::lines3 ? hitmask::sweep_first(l.sight3(), l.set3, first, fractions, scratch)
                               : hitmask::sweep_first(v, walls, first, fractions, scratch);
}

void bench_first(benchmark::State& state, path how, movers m, std::size_t wall_count)
{
    hitmask::use_automatic_isa();
    const hitmask::shape_set<hitmask::aabb> walls = the_level().first(wall_count);
    std::vector<std::uint32_t> first(mover_count(m));
    std::vector<float> fractions(mover_count(m));
    for (auto _ : state) {
        benchmark::DoNotOptimize(run_first(how, m, walls, first.data(), fractions.data()));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(mover_count(m)));
}

enum class engine { box2d, chipmunk, bullet };

void bench_engine(benchmark::State& state, engine which)
{
    engines& e = the_engines();
    const level& l = the_level();
    std::vector<std::uint32_t> first(l.lines);
    for (auto _ : state) {
        switch (which) {
        case engine::box2d:
            engine_lines(first, [&](std::size_t i) { return ray_peer::box2d::cast(*e.box2d, l.line(i)); });
            break;
        case engine::chipmunk:
            engine_lines(first, [&](std::size_t i) { return ray_peer::chipmunk::cast(*e.chipmunk, l.line(i)); });
            break;
        case engine::bullet:
            engine_lines(first, [&](std::size_t i) { return ray_peer::bullet::cast(*e.bullet, l.line3(i)); });
            break;
        }
        benchmark::DoNotOptimize(first.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * sight_lines);
}

// ---- the answers, checked and printed before any timing ----

int failures = 0;

void fail(const std::string& what)
{
    std::printf("  DISAGREES: %s\n", what.c_str());
    ++failures;
}

/// A peer's sweep against the reference's: hit bits that differ, and the largest fraction gap
/// where both hit.
void compare_sweep(const char* pair, const char* who, const std::vector<float>& theirs, const std::vector<float>& ours,
                   std::size_t failed = 0)
{
    std::size_t hits = 0, only_theirs = 0, only_ours = 0;
    float gap = 0;
    std::string which; // the elements one side alone says touch: their motion's length and hitmask's fraction
    const arena& a = the_arena();
    for (std::size_t i = 0; i < ours.size(); ++i) {
        const bool t = theirs[i] < inf, o = ours[i] < inf;
        hits += t && o;
        only_theirs += t && !o;
        only_ours += o && !t;
        if (t && o) gap = std::max(gap, std::fabs(theirs[i] - ours[i]));
        if (t != o && only_theirs + only_ours <= 4) {
            char text[96];
            std::snprintf(text, sizeof text, "%s %zu (moves %.3g px, hitmask at %.4g)", which.empty() ? ":" : ";", i,
                          static_cast<double>(std::hypot(a.x1[i] - a.x0[i], a.y1[i] - a.y0[i])),
                          static_cast<double>(ours[i]));
            which += text;
        }
    }
    std::printf("  %-22s %-13s both hit %4zu, only it %zu, only hitmask %zu, largest fraction gap %.2g%s%s\n", pair,
                who, hits, only_theirs, only_ours, static_cast<double>(gap),
                failed ? (", " + std::to_string(failed) + " failed").c_str() : "", which.c_str());
    // a miss on one side is a graze (within the peer's rounding or Box2D's target separation);
    // more than 1 % of the elements is not
    if ((only_theirs + only_ours) * 100 > ours.size()) fail(std::string(pair) + " " + who + ": too many hit bits differ");
}

/// Every ISA's sweep of a row against the reference's, bit for bit (run(reference, hits,
/// fractions)); prints the row's line and returns the reference's fractions.
template <class Run>
std::vector<float> check_every_isa(const char* name, const Run& run)
{
    const std::size_t n = the_arena().n;
    hitmask::bitmask ref_hits(n), hits(n);
    std::vector<float> ours(n), theirs(n);
    run(true, ref_hits, ours.data());
    for (hitmask::isa target : hitmask::available_isas()) {
        hitmask::force_isa(target);
        run(false, hits, theirs.data());
        if (!(hits == ref_hits) || std::memcmp(theirs.data(), ours.data(), n * sizeof(float)) != 0)
            fail(std::string(name) + "/" + hitmask::to_string(target) + ": not the reference's bits");
    }
    hitmask::use_automatic_isa();
    std::printf("  %-22s hitmask      %zu of %zu touch; every ISA equals the reference\n", name, ref_hits.count(), n);
    return ours;
}

void check_sweeps()
{
    const std::size_t n = the_arena().n;
    std::printf("sweep, %zu moving elements (every ISA bit for bit against the reference; peers: hit bits and "
                "fractions):\n", n);
    for (const pair_case& p : pairs) {
        const std::vector<float> ours = check_every_isa(p.name, [&p](bool reference, hitmask::bitmask& hits, float* f) {
            return run_sweep(p, reference, hits, f);
        });
        std::vector<float> theirs(n);
        for (bool native : {false, true}) {
            run_plain(p, native, theirs.data());
            compare_sweep(p.name, native ? "plain_native" : "plain_x86_64", theirs, ours);
        }
        if (toi_peer::available()) {
            const toi_peer::counts c = toi_peer::sweep(*toi_shape(p.octagon), the_arena().motions(p.discs), theirs.data());
            compare_sweep(p.name, "box2d_toi", theirs, ours, c.failed);
        }
    }
    // the rows without peers
    for (const own_case& p : own_rows)
        check_every_isa(
            p.name, [&p](bool reference, hitmask::bitmask& hits, float* f) { return run_own(p, reference, hits, f); });
}

/// A peer's first walls against hitmask's: the same wall, or why not.
void compare_first(const char* who, const std::vector<std::uint32_t>& theirs, const std::vector<std::uint32_t>& ours,
                   const std::vector<float>& fractions, bool three_d)
{
    const level& l = the_level();
    std::size_t same = 0, ties = 0, other = 0;
    std::string examples;
    for (std::size_t i = 0; i < l.lines; ++i) {
        if (theirs[i] == ours[i]) {
            ++same;
            continue;
        }
        // hitmask's fraction for the peer's wall: a near tie when it is within 1e-4 of the first
        float at = inf;
        if (theirs[i] != hitmask::no_shape) {
            hitmask::bitmask hit(1);
            if (three_d) {
                const hitmask::segments3_view one{&l.x0[i], &l.y0[i], &l.z0[i], &l.x1[i], &l.y1[i], &l.z1[i], 1};
                hitmask::reference::sweep(one, l.set3[theirs[i]], hit, &at);
            } else {
                const hitmask::segments_view one{&l.x0[i], &l.y0[i], &l.x1[i], &l.y1[i], 1};
                hitmask::reference::sweep(one, l.set[theirs[i]], hit, &at);
            }
        }
        const bool tie = at < inf && fractions[i] < inf && std::fabs(at - fractions[i]) <= 1e-4f;
        (tie ? ties : other) += 1;
        if (!tie && other <= 3) {
            char text[160];
            std::snprintf(text, sizeof text, "line %zu: %s says wall %d, hitmask wall %d at %.6f (the peer's at %.6f); ",
                          i, who, static_cast<int>(theirs[i]), static_cast<int>(ours[i]),
                          static_cast<double>(fractions[i]), static_cast<double>(at));
            examples += text;
        }
    }
    std::printf("  %-9s the same first wall for %zu of %zu lines; %zu near ties (both walls within 1e-4 of the "
                "line), %zu others%s%s\n", who, same, l.lines, ties, other, other ? ": " : "", examples.c_str());
    if (other * 100 > l.lines) fail(std::string(who) + ": more than 1 % of the lines see another wall");
}

void check_first()
{
    const level& l = the_level();
    std::vector<std::uint32_t> grid(l.lines), brute(l.lines), ref(l.lines), theirs(l.lines);
    std::vector<float> fg(l.lines), fb(l.lines), fr(l.lines);
    hitmask::use_automatic_isa();
    for (bool three_d : {false, true}) {
        const movers m = three_d ? movers::lines3 : movers::lines;
        const std::size_t met = run_first(path::grid, m, l.set, grid.data(), fg.data());
        run_first(path::brute_force, m, l.set, brute.data(), fb.data());
        run_first(path::reference, m, l.set, ref.data(), fr.data());
        const bool exact = grid == brute && grid == ref && std::memcmp(fg.data(), fb.data(), l.lines * 4) == 0 &&
                           std::memcmp(fg.data(), fr.data(), l.lines * 4) == 0;
        std::printf("sweep_first, %zu sight lines through %zu walls%s: %zu blocked; grid == brute force == reference "
                    "(walls and fraction bits): %s\n", l.lines, l.walls, three_d ? " (3D)" : "", met,
                    exact ? "yes" : "NO");
        if (!exact) fail(std::string("sweep_first") + (three_d ? " 3D" : "") + ": the paths differ");
        engines& e = the_engines();
        if (!three_d && e.box2d) {
            engine_lines(theirs, [&](std::size_t i) { return ray_peer::box2d::cast(*e.box2d, l.line(i)); });
            compare_first("box2d", theirs, grid, fg, false);
        }
        if (!three_d && e.chipmunk) {
            engine_lines(theirs, [&](std::size_t i) { return ray_peer::chipmunk::cast(*e.chipmunk, l.line(i)); });
            compare_first("chipmunk", theirs, grid, fg, false);
        }
        if (three_d && e.bullet) {
            engine_lines(theirs, [&](std::size_t i) { return ray_peer::bullet::cast(*e.bullet, l.line3(i)); });
            compare_first("bullet", theirs, grid, fg, true);
        }
    }
    bool crossover_exact = true;
    for (const movers m : {movers::lines, movers::shots}) {
        const std::size_t n = mover_count(m);
        grid.resize(n), brute.resize(n), fg.resize(n), fb.resize(n);
        for (std::int64_t count : crossover_sizes) {
            const hitmask::shape_set<hitmask::aabb> walls = l.first(static_cast<std::size_t>(count));
            run_first(path::grid, m, walls, grid.data(), fg.data());
            run_first(path::brute_force, m, walls, brute.data(), fb.data());
            crossover_exact = crossover_exact && grid == brute && std::memcmp(fg.data(), fb.data(), n * 4) == 0;
        }
    }
    std::printf("crossover rows: grid == brute force for every wall count, lines and bullets: %s\n",
                crossover_exact ? "yes" : "NO");
    if (!crossover_exact) fail("crossover rows: the paths differ");
}

using bench_rows::add;

void register_all()
{
    for (const pair_case& p : pairs) {
        const std::string row = std::string(p.name) + "/";
        for (hitmask::isa target : hitmask::available_isas())
            add(row + hitmask::to_string(target), bullets, [&p, target](benchmark::State& s) { bench_sweep(s, p, false, target); });
        add(row + "reference", bullets, [&p](benchmark::State& s) { bench_sweep(s, p, true, hitmask::isa::scalar); });
        add(row + "plain_x86_64", bullets, [&p](benchmark::State& s) { bench_plain(s, p, false); });
        add(row + "plain_native", bullets, [&p](benchmark::State& s) { bench_plain(s, p, true); });
        if (toi_peer::available()) add(row + "box2d_toi", bullets, [&p](benchmark::State& s) { bench_toi(s, p); });
    }
    for (const own_case& p : own_rows) {
        const std::string row = std::string(p.name) + "/";
        for (hitmask::isa target : hitmask::available_isas())
            add(row + hitmask::to_string(target), bullets,
                [&p, target](benchmark::State& s) { bench_own(s, p, false, target); });
        add(row + "reference", bullets, [&p](benchmark::State& s) { bench_own(s, p, true, hitmask::isa::scalar); });
    }
    for (const movers m : {movers::lines, movers::lines3}) {
        const std::string row = m == movers::lines3 ? "sweep_first_walls3/" : "sweep_first_walls/";
        for (const auto& [variant, how] : {std::pair{"grid", path::grid}, {"brute_force", path::brute_force},
                                           {"reference", path::reference}})
            add(row + variant, sight_lines, [m, how = how](benchmark::State& s) { bench_first(s, how, m, level_walls); });
    }
    if (ray_peer::box2d::available())
        add("sweep_first_walls/box2d", sight_lines, [](benchmark::State& s) { bench_engine(s, engine::box2d); });
    if (ray_peer::chipmunk::available())
        add("sweep_first_walls/chipmunk", sight_lines, [](benchmark::State& s) { bench_engine(s, engine::chipmunk); });
    if (ray_peer::bullet::available())
        add("sweep_first_walls3/bullet", sight_lines, [](benchmark::State& s) { bench_engine(s, engine::bullet); });
    for (const auto& [row, m] : {std::pair{"crossover_walls/", movers::lines}, {"crossover_bullets/", movers::shots}})
        for (std::int64_t count : crossover_sizes) {
            const auto walls = static_cast<std::size_t>(count);
            for (const auto& [variant, how] : {std::pair{"grid", path::grid}, {"brute_force", path::brute_force}})
                add(std::string(row) + variant, count,
                    [m = m, how = how, walls](benchmark::State& s) { bench_first(s, how, m, walls); });
        }
}

} // namespace

int main(int argc, char** argv)
{
    if (!machine_context::start(argc, argv, "hitmask_sweep_bench")) return 1;
    ray_peer::say_missing_engines();
    if (!toi_peer::available()) std::printf("Box2D's b2TimeOfImpact rows are skipped as well\n");
    check_sweeps();
    check_first();
    std::printf("answers agree: %s\n\n", failures ? "NO" : "yes");
    if (failures) {
        std::fprintf(stderr, "hitmask_sweep_bench: the answers disagree (above): nothing timed\n");
        return 1;
    }
    register_all();
    bench_tables::reporter reporter(print_sweep_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
