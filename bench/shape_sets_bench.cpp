// Google Benchmark for many shapes at once (issue 8): hitmask's shape sets on the best ISA, on
// the automatic broad phase and on each forced path (a warmed workspace per benchmark), against
// Box2D 2.4's dynamic tree and Chipmunk2D 7's spatial hash and BB tree in the same run; then
// test_each against separate test() calls, and every form for every shape kind. In 3D, spheres
// against spheres (U3) against Bullet 3's btDbvtBroadphase, and 200 view cones' test_each
// against 200 test() calls (cones200). Names are scenario/variant/elements. A ratio table
// against the targets at the end.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "frame/frame.hpp" // the demo's scene (frame/, target hitmask_frame)
#include "sets3d_field.hpp"
#include "sets_field.hpp"
#include "sets_peers.hpp"
#include "sets_tables.hpp"

namespace {

using hitmask::broad_phase;
using hitmask::hit_pair;

const char* path_name(broad_phase p)
{
    return p == broad_phase::grid ? "grid" : p == broad_phase::brute_force ? "brute_force" : "automatic";
}

/// Elements against a circle set, with the pairs the scalar reference gives.
struct scenario {
    sets::elements e;
    sets::circles c;
    std::vector<hit_pair> expected;

    scenario(sets::elements elements, sets::circles circles) : e(std::move(elements)), c(std::move(circles))
    {
        if (e.r.empty())
            hitmask::reference::pairs(e.points(), c.set, expected);
        else
            hitmask::reference::pairs(e.circles(), c.set, expected);
    }
};

/// U, S, the small set and the clustered case, built on first use.
const scenario& scenario_of(const std::string& name)
{
    static std::map<std::string, std::unique_ptr<scenario>> all;
    auto& s = all[name];
    if (!s) {
        if (name == "U")
            s = std::make_unique<scenario>(sets::uniform(100000, 1), sets::uniform_circles(1000, 4.f, 32.f, 2));
        else if (name == "S")
            s = std::make_unique<scenario>(sets::danmaku(2000, 3), sets::uniform_circles(300, 16.f, 48.f, 4));
        else if (name == "small")
            s = std::make_unique<scenario>(sets::uniform(100000, 1), sets::uniform_circles(16, 4.f, 32.f, 5));
        else
            s = std::make_unique<scenario>(sets::ring_clusters(100000, 18, 6), sets::uniform_circles(1000, 4.f, 32.f, 2));
    }
    return *s;
}

/// Whether `got` (sorted by element then shape, or not: sorted here) equals `expected`.
bool agrees(const std::vector<hit_pair>& got, const std::vector<hit_pair>& expected, bool sorted)
{
    std::vector<hit_pair> mine;
    const std::vector<hit_pair>* g = &got;
    if (!sorted) {
        mine = got;
        std::sort(mine.begin(), mine.end(), [](hit_pair a, hit_pair b) {
            return a.element != b.element ? a.element < b.element : a.shape < b.shape;
        });
        g = &mine;
    }
    return *g == expected;
}

void check(benchmark::State& state, const std::vector<hit_pair>& got, const std::vector<hit_pair>& expected,
           bool sorted)
{
    state.counters["pairs"] = static_cast<double>(got.size());
    state.counters["agree"] = agrees(got, expected, sorted) ? 1 : 0;
}

void bench_pairs(benchmark::State& state, const std::string& name, broad_phase path)
{
    const scenario& sc = scenario_of(name);
    hitmask::workspace ws;
    ws.force(path);
    std::vector<hit_pair> out;
    const auto run = [&] {
        return sc.e.r.empty() ? hitmask::pairs(sc.e.points(), sc.c.set, out, ws)
                              : hitmask::pairs(sc.e.circles(), sc.c.set, out, ws);
    };
    run(); // warm: the workspace and `out` reach their sizes
    for (auto _ : state) {
        benchmark::DoNotOptimize(run());
        benchmark::ClobberMemory();
    }
    state.SetLabel(path_name(ws.last_path()));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sc.e.p.size()));
    state.counters["shapes"] = static_cast<double>(sc.c.set.size());
    check(state, out, sc.expected, true);
}

enum class peer { box2d, chipmunk_hash, chipmunk_bbtree };

void bench_peer(benchmark::State& state, const std::string& name, peer which)
{
    const scenario& sc = scenario_of(name);
    std::vector<hit_pair> out;
    std::shared_ptr<const sets_peer::box2d::tree> tree;
    std::shared_ptr<const sets_peer::chipmunk::index> index;
    if (which == peer::box2d)
        tree = sets_peer::box2d::build(sc.c.discs());
    else
        index = sets_peer::chipmunk::build(
            which == peer::chipmunk_hash ? sets_peer::chipmunk::kind::space_hash : sets_peer::chipmunk::kind::bb_tree,
            sc.c.discs());
    const auto run = [&] {
        return tree ? sets_peer::box2d::pairs(*tree, sc.e.discs(), out)
                    : sets_peer::chipmunk::pairs(*index, sc.e.discs(), out);
    };
    run();
    for (auto _ : state) {
        benchmark::DoNotOptimize(run());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sc.e.p.size()));
    state.counters["shapes"] = static_cast<double>(sc.c.set.size());
    check(state, out, sc.expected, false);
}

/// The demo's frame (its bullet patterns and its 8 enemies' view cones) at n bullets.
const demo::frame& frame_of(std::size_t n)
{
    static std::map<std::size_t, std::unique_ptr<demo::frame>> frames;
    auto& f = frames[n];
    if (!f) f = std::make_unique<demo::frame>(demo::make_frame(n, 1));
    return *f;
}

/// The 8 cones with one test_each (on `path`), or with 8 test() calls (separate).
void bench_cones(benchmark::State& state, broad_phase path, bool separate)
{
    const demo::frame& f = frame_of(static_cast<std::size_t>(state.range(0)));
    const hitmask::points_view v = f.bullets.view();
    hitmask::shape_set<hitmask::sector> cones;
    for (const auto& s : f.sectors)
        cones.push_back(s.shape);
    std::vector<hitmask::bitmask> masks(cones.size(), hitmask::bitmask(v.size));
    hitmask::workspace ws;
    ws.force(path);
    const auto run = [&] {
        if (separate)
            for (std::size_t j = 0; j < cones.size(); ++j)
                hitmask::test(v, cones[j], masks[j]);
        else
            hitmask::test_each(v, cones, masks.data(), masks.size(), ws);
    };
    run();
    for (auto _ : state) {
        run();
        benchmark::DoNotOptimize(masks.data());
        benchmark::ClobberMemory();
    }
    if (!separate) state.SetLabel(path_name(ws.last_path()));
    std::size_t hits = 0;
    for (const auto& m : masks)
        hits += m.count();
    state.counters["hits"] = static_cast<double>(hits);
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

const sets::elements& form_elements(bool round)
{
    static const sets::elements points = sets::uniform(100000, 7), bullets = sets::uniform(100000, 7, 2.f, 8.f);
    return round ? bullets : points;
}

const sets::form_sets& form_shapes()
{
    static const sets::form_sets s(300, 8);
    return s;
}

enum class form { test_any, test_each, first_hit, count_per_shape, pairs };
const char* form_name(form f)
{
    switch (f) {
    case form::test_any:
        return "test_any";
    case form::test_each:
        return "test_each";
    case form::first_hit:
        return "first_hit";
    case form::count_per_shape:
        return "count_per_shape";
    case form::pairs:
        return "pairs";
    }
    return "";
}

template <class View, class Shape>
void bench_form(benchmark::State& state, const View& v, const hitmask::shape_set<Shape>& set, form f)
{
    hitmask::workspace ws;
    hitmask::bitmask any(v.size);
    std::vector<hitmask::bitmask> masks(f == form::test_each ? set.size() : 0, hitmask::bitmask(v.size));
    std::vector<std::int32_t> first(v.size);
    std::vector<std::uint32_t> counts(set.size());
    std::vector<hit_pair> out;
    const auto run = [&] {
        switch (f) {
        case form::test_any:
            return hitmask::test_any(v, set, any, ws);
        case form::test_each:
            return hitmask::test_each(v, set, masks.data(), masks.size(), ws);
        case form::first_hit:
            return hitmask::first_hit(v, set, first.data(), first.size(), ws);
        case form::count_per_shape:
            return hitmask::count_per_shape(v, set, counts.data(), counts.size(), ws);
        case form::pairs:
            hitmask::pairs(v, set, out, ws);
            return;
        }
    };
    run();
    for (auto _ : state) {
        run();
        benchmark::ClobberMemory();
    }
    state.SetLabel(path_name(ws.last_path()));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(v.size));
}

template <class Shape>
void register_forms(const char* shape, const hitmask::shape_set<Shape>& set, bool round)
{
    const sets::elements& e = form_elements(round);
    for (form f : {form::test_any, form::test_each, form::first_hit, form::count_per_shape, form::pairs}) {
        const std::string name = std::string(round ? "forms_circles_" : "forms_points_") + shape + "/" + form_name(f);
        if (round) {
            if constexpr (hitmask::detail::is_set_supported<hitmask::circles_view, Shape>::value)
                benchmark::RegisterBenchmark(name.c_str(), [&set, &e, f](benchmark::State& s) {
                    bench_form(s, e.circles(), set, f);
                })->Arg(100000)->Unit(benchmark::kMicrosecond);
        } else {
            benchmark::RegisterBenchmark(name.c_str(), [&set, &e, f](benchmark::State& s) {
                bench_form(s, e.points(), set, f);
            })->Arg(100000)->Unit(benchmark::kMicrosecond);
        }
    }
}

/// U3: 100,000 spheres (r uniform in (0, 4]) against 1,000 spheres (r uniform in [2, 30]),
/// both uniform in the 2000 x 2000 x 500 box, with the pairs the scalar reference gives; and
/// the elements one frame later (each moved 1 to 8 units), for Bullet's kept broadphase.
struct scenario3d {
    sets3d::balls elements = sets3d::uniform(100000, 0.f, 4.f, true, 31);
    sets3d::balls elsewhere = sets3d::moved(elements, 32);
    sets3d::balls shapes = sets3d::uniform(1000, 2.f, std::nextafter(30.f, 31.f), false, 33);
    hitmask::shape_set<hitmask::sphere> set = sets3d::sphere_set(shapes);
    std::vector<hit_pair> expected;

    scenario3d() { hitmask::reference::pairs(elements.spheres(), set, expected); }
};

const scenario3d& u3()
{
    static const scenario3d s;
    return s;
}

/// U3 on one of hitmask's paths; the pairs are checked against the reference's before timing.
void bench_pairs3d(benchmark::State& state, broad_phase path)
{
    const scenario3d& sc = u3();
    hitmask::workspace ws;
    ws.force(path);
    std::vector<hit_pair> out;
    const auto run = [&] { return hitmask::pairs(sc.elements.spheres(), sc.set, out, ws); };
    run(); // warm: the workspace and `out` reach their sizes
    check(state, out, sc.expected, true);
    for (auto _ : state) {
        benchmark::DoNotOptimize(run());
        benchmark::ClobberMemory();
    }
    state.SetLabel(path_name(ws.last_path()));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sc.elements.x.size()));
    state.counters["shapes"] = static_cast<double>(sc.set.size());
}

/// One of Bullet's uses of U3, built and checked once and kept for every run of its benchmark
/// (a kept broadphase stays warm, and setting it up again would cost a second per run).
struct bullet_use {
    std::shared_ptr<sets_peer::bullet::broadphase> bp;
    std::vector<hit_pair> out;
    bool agree = false;
    std::size_t pairs = 0;
};

bullet_use& bullet_of(sets_peer::bullet::use how)
{
    static std::map<sets_peer::bullet::use, std::unique_ptr<bullet_use>> all;
    auto& u = all[how];
    if (!u) {
        const scenario3d& sc = u3();
        u = std::make_unique<bullet_use>();
        u->bp = sets_peer::bullet::build(how, sc.shapes.columns(), sc.elements.columns(), sc.elsewhere.columns());
        // moved: this first frame takes the elements to where the reference saw them
        u->pairs = sets_peer::bullet::pairs(*u->bp, u->out);
        u->agree = agrees(u->out, sc.expected, false);
    }
    return *u;
}

/// U3 through Bullet's btDbvtBroadphase, rebuilt each frame, kept with every element moving, or
/// kept with the set's spheres only and queried per element (see sets_peers.hpp); its pairs,
/// sorted, are checked against the reference's before timing (by bullet_of, once).
void bench_bullet3d(benchmark::State& state, sets_peer::bullet::use how)
{
    const scenario3d& sc = u3();
    bullet_use& u = bullet_of(how);
    state.counters["pairs"] = static_cast<double>(u.pairs);
    state.counters["agree"] = u.agree ? 1 : 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(sets_peer::bullet::pairs(*u.bp, u.out));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(sc.elements.x.size()));
    state.counters["shapes"] = static_cast<double>(sc.set.size());
}

/// cones200: 200 view cones (apex in the box, any direction, fov in [30, 120] degrees, range in
/// [50, 300]) against 20,000 points uniform in the box, with each cone's mask from the reference.
struct cones3d {
    sets3d::balls points = sets3d::uniform(20000, 0.f, 0.f, false, 41);
    hitmask::shape_set<hitmask::cone> set = sets3d::cones(200, 42);
    std::vector<hitmask::cone> each; ///< the same cones as the game holds them
    std::vector<hitmask::bitmask> expected;

    cones3d()
    {
        for (std::size_t j = 0; j < set.size(); ++j) {
            each.push_back(set[j]);
            expected.emplace_back(points.x.size());
            hitmask::reference::test(points.points(), each[j], expected[j]);
        }
    }
};

const cones3d& cones200()
{
    static const cones3d c;
    return c;
}

/// The 200 cones with one test_each (automatic path), or with 200 test() calls (separate); the
/// masks are checked against the reference's before timing.
void bench_cones3d(benchmark::State& state, bool separate)
{
    const cones3d& c = cones200();
    const hitmask::points3_view v = c.points.points();
    std::vector<hitmask::bitmask> masks(c.set.size(), hitmask::bitmask(v.size));
    hitmask::workspace ws;
    const auto run = [&] {
        if (separate)
            for (std::size_t j = 0; j < c.each.size(); ++j)
                hitmask::test(v, c.each[j], masks[j]);
        else
            hitmask::test_each(v, c.set, masks.data(), masks.size(), ws);
    };
    run();
    std::size_t hits = 0;
    for (const auto& m : masks)
        hits += m.count();
    state.counters["hits"] = static_cast<double>(hits);
    state.counters["agree"] = masks == c.expected ? 1 : 0;
    for (auto _ : state) {
        run();
        benchmark::DoNotOptimize(masks.data());
        benchmark::ClobberMemory();
    }
    if (!separate) state.SetLabel(path_name(ws.last_path()));
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(v.size));
}

} // namespace

/// A frame's rebuild of the U scenario's 1,000-circle set from shapes the game already holds:
/// clear, then push_back each (the set keeps its memory, so this allocates nothing). Compare
/// with U_pairs: the issue asks that it cost far less than one query.
void bench_rebuild(benchmark::State& state)
{
    const sets::circles source = sets::uniform_circles(1000, 4.f, 32.f, 7);
    std::vector<hitmask::circle> shapes;
    for (std::size_t j = 0; j < source.set.size(); ++j)
        shapes.push_back(source.set[j]);
    hitmask::shape_set<hitmask::circle> set;
    for (auto _ : state) {
        set.clear();
        for (const hitmask::circle& c : shapes)
            set.push_back(c);
        benchmark::DoNotOptimize(set.params());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(shapes.size()));
}

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    std::printf("hitmask shape sets on %s (the best ISA here)\n", hitmask::to_string(hitmask::active_isa()));
    if (!sets_peer::box2d::available())
        std::printf("Box2D was not found when this benchmark was built: the Box2D rows are skipped\n");
    if (!sets_peer::chipmunk::available())
        std::printf("Chipmunk2D was not found when this benchmark was built: the Chipmunk rows are skipped\n");
    if (!sets_peer::bullet::available())
        std::printf("Bullet was not found when this benchmark was built: the Bullet rows are skipped\n");

    const std::pair<const char*, std::int64_t> scenarios[] = {{"U", 100000}, {"S", 2000}, {"small", 100000}, {"clustered", 100000}};
    for (const auto& [name, n] : scenarios) {
        const std::string scenario_name = name;
        const std::string prefix = scenario_name + "_pairs/";
        for (broad_phase p : {broad_phase::automatic, broad_phase::brute_force, broad_phase::grid})
            benchmark::RegisterBenchmark((prefix + path_name(p)).c_str(), [scenario_name, p](benchmark::State& s) {
                bench_pairs(s, scenario_name, p);
            })->Arg(n)->Unit(benchmark::kMicrosecond);
        if (scenario_name == "small") continue; // 16 circles: hitmask's paths against each other
        for (const auto& [label, which] : {std::pair<const char*, peer>{"box2d", peer::box2d},
                                           {"chipmunk_hash", peer::chipmunk_hash},
                                           {"chipmunk_bbtree", peer::chipmunk_bbtree}}) {
            if (which == peer::box2d ? !sets_peer::box2d::available() : !sets_peer::chipmunk::available()) continue;
            benchmark::RegisterBenchmark((prefix + label).c_str(), [scenario_name, which = which](benchmark::State& s) {
                bench_peer(s, scenario_name, which);
            })->Arg(n)->Unit(benchmark::kMicrosecond);
        }
    }
    for (std::int64_t n : {100000, 1000000}) {
        for (broad_phase p : {broad_phase::automatic, broad_phase::brute_force, broad_phase::grid})
            benchmark::RegisterBenchmark((std::string("cones8/test_each_") + path_name(p)).c_str(),
                                         [p](benchmark::State& s) { bench_cones(s, p, false); })
                ->Arg(n)->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark("cones8/separate_tests", [](benchmark::State& s) {
            bench_cones(s, broad_phase::automatic, true);
        })->Arg(n)->Unit(benchmark::kMicrosecond);
    }
    for (broad_phase p : {broad_phase::automatic, broad_phase::brute_force, broad_phase::grid})
        benchmark::RegisterBenchmark((std::string("U3_pairs/") + path_name(p)).c_str(), [p](benchmark::State& s) {
            bench_pairs3d(s, p);
        })->Arg(100000)->Unit(benchmark::kMicrosecond);
    using bullet_way = sets_peer::bullet::use;
    if (sets_peer::bullet::available())
        for (const auto& [label, how] : {std::pair<const char*, bullet_way>{"bullet_dbvt_rebuilt", bullet_way::rebuilt},
                                         {"bullet_dbvt_moved", bullet_way::moved},
                                         {"bullet_dbvt_queried", bullet_way::queried}})
            benchmark::RegisterBenchmark((std::string("U3_pairs/") + label).c_str(),
                                         [how = how](benchmark::State& s) { bench_bullet3d(s, how); })
                ->Arg(100000)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("cones200/test_each_automatic", [](benchmark::State& s) {
        bench_cones3d(s, false);
    })->Arg(20000)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("cones200/separate_tests", [](benchmark::State& s) {
        bench_cones3d(s, true);
    })->Arg(20000)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("rebuild_1000_circles", bench_rebuild)->Unit(benchmark::kMicrosecond);
    const sets::form_sets& shapes = form_shapes();
    for (bool round : {false, true}) {
        register_forms("circle", shapes.circles, round);
        register_forms("aabb", shapes.aabbs, round);
        register_forms("sector", shapes.sectors, round);
        register_forms("capsule", shapes.capsules, round);
        register_forms("obb", shapes.obbs, round);
    }
    bench_tables::reporter reporter(print_sets_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
