// Google Benchmark for the pair matrix's new pairs (issue 34): round bullets against a rotated
// box, a convex octagon, a concave star and an ellipse; bullet boxes (kunai) against a
// rectangle and a rotated box; capsules against a rectangle, a rotated box and the octagon. At
// 4,096 and 100,000 bullets (pair_field.hpp: oriented_field.hpp's scatter, 30 % aimed at the
// centre where the target sits), on every ISA this CPU has, against the scalar reference, the
// plain loop a user writes over structs (peers/plain_pairs.cpp, -O3 -march=native) and Box2D
// 2.4's b2TestOverlap per bullet (box2d_peer.cpp: b2CircleShape, b2PolygonShape boxes or
// b2EdgeShape with a radius against one b2PolygonShape; Box2D has no concave polygon and no
// ellipse, so those two pairs have no Box2D row). Before timing, every ISA must give the
// reference's bits and the peers' hit bits are compared (they differ only at the rim, within
// their own rounding or Box2D's 10 epsilon). A ratio table and the target at the end.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "box2d_peer.hpp"
#include "machine_context.hpp"
#include "pair_field.hpp"
#include "peers/plain_pairs.hpp"
#include "table_reporter.hpp"

namespace {

using oriented::family;

const std::size_t sizes[] = {4096, 100000};

enum class pair_id {
    circles_obb,
    circles_convex_polygon,
    circles_polygon,
    circles_ellipse,
    obbs_aabb,
    obbs_obb,
    capsules_aabb,
    capsules_obb,
    capsules_convex_polygon
};

struct pair_case {
    const char* name;
    pair_id id;
    bool box2d; ///< Box2D 2.4 has both shapes
};

const pair_case pairs[] = {{"circles_obb", pair_id::circles_obb, true},
                           {"circles_convex_polygon", pair_id::circles_convex_polygon, true},
                           {"circles_polygon", pair_id::circles_polygon, false},
                           {"circles_ellipse", pair_id::circles_ellipse, false},
                           {"obbs_aabb", pair_id::obbs_aabb, true},
                           {"obbs_obb", pair_id::obbs_obb, true},
                           {"capsules_aabb", pair_id::capsules_aabb, true},
                           {"capsules_obb", pair_id::capsules_obb, true},
                           {"capsules_convex_polygon", pair_id::capsules_convex_polygon, true}};

const pair_field::targets& the_targets()
{
    static const pair_field::targets t;
    return t;
}

/// The targets as Box2D polygons.
struct box2d_targets {
    std::shared_ptr<const box2d_peer::target> obb, octagon, rect;
    box2d_targets()
    {
        const pair_field::targets& t = the_targets();
        obb = box2d_peer::make_polygon(t.box_x.data(), t.box_y.data(), 4);
        octagon = box2d_peer::make_polygon(t.octagon_x.data(), t.octagon_y.data(), t.octagon_x.size());
        rect = box2d_peer::make_polygon(t.rect_x.data(), t.rect_y.data(), 4);
    }
};

const box2d_targets& the_box2d_targets()
{
    static const box2d_targets t;
    return t;
}

/// Every bullet family at one size, in each form its peers take.
struct world {
    std::size_t n;
    pair_field::discs discs;
    oriented::field boxes, capsules;
    std::vector<plain_pair::box_bullet> box_structs;
    std::vector<plain_pair::capsule> capsule_structs;
    std::shared_ptr<const box2d_peer::shapes> box2d_discs, box2d_boxes, box2d_capsules;

    explicit world(std::size_t count)
        : n(count), discs(count), boxes(family::obbs, count), capsules(family::capsules, count),
          box_structs(pair_field::box_structs(boxes)), capsule_structs(pair_field::capsule_structs(capsules))
    {
        if (!box2d_peer::available()) return;
        box2d_discs = box2d_peer::make_discs(discs.x.data(), discs.y.data(), discs.r.data(), n);
        const auto& b = boxes.col;
        box2d_boxes = box2d_peer::make_boxes(b[0].data(), b[1].data(), b[2].data(), b[3].data(), b[4].data(), b[5].data(), n);
        const auto& c = capsules.col;
        box2d_capsules = box2d_peer::make_capsules(c[0].data(), c[1].data(), c[2].data(), c[3].data(), c[4].data(), n);
    }
};

const world& world_of(std::size_t n)
{
    static std::vector<std::unique_ptr<world>> worlds;
    for (auto& each : worlds)
        if (each->n == n) return *each;
    worlds.push_back(std::make_unique<world>(n));
    return *worlds.back();
}

enum class variant { isa, reference, plain, box2d };

template <class View, class Shape>
void query(const View& v, const Shape& s, bool reference, hitmask::bitmask& out)
{
    if (reference)
        hitmask::reference::test(v, s, out);
    else
        hitmask::test(v, s, out);
}

/// One pass of `how` over the bullets of `p` in `w`; the hit bits in `out`.
void run(const pair_case& p, variant how, const world& w, hitmask::bitmask& out)
{
    const pair_field::targets& t = the_targets();
    std::uint64_t* bits = out.words();
    if (how == variant::box2d) {
        const box2d_targets& b = the_box2d_targets();
        switch (p.id) {
        case pair_id::circles_obb: return box2d_peer::overlap(*w.box2d_discs, *b.obb, bits);
        case pair_id::circles_convex_polygon: return box2d_peer::overlap(*w.box2d_discs, *b.octagon, bits);
        case pair_id::obbs_aabb: return box2d_peer::overlap(*w.box2d_boxes, *b.rect, bits);
        case pair_id::obbs_obb: return box2d_peer::overlap(*w.box2d_boxes, *b.obb, bits);
        case pair_id::capsules_aabb: return box2d_peer::overlap(*w.box2d_capsules, *b.rect, bits);
        case pair_id::capsules_obb: return box2d_peer::overlap(*w.box2d_capsules, *b.obb, bits);
        case pair_id::capsules_convex_polygon: return box2d_peer::overlap(*w.box2d_capsules, *b.octagon, bits);
        default: return;
        }
    }
    if (how == variant::plain) {
        namespace plain = plain_pair::native;
        const std::size_t n = w.n;
        switch (p.id) {
        case pair_id::circles_obb: plain::discs(w.discs.aos.data(), n, t.plain_obb, bits); return;
        case pair_id::circles_convex_polygon: plain::discs_convex(w.discs.aos.data(), n, t.plain_octagon, bits); return;
        case pair_id::circles_polygon: plain::discs_polygon(w.discs.aos.data(), n, t.plain_star, bits); return;
        case pair_id::circles_ellipse: plain::discs(w.discs.aos.data(), n, t.plain_oval, bits); return;
        case pair_id::obbs_aabb: plain::boxes(w.box_structs.data(), n, t.plain_rect, bits); return;
        case pair_id::obbs_obb: plain::boxes(w.box_structs.data(), n, t.plain_obb, bits); return;
        case pair_id::capsules_aabb: plain::capsules_convex(w.capsule_structs.data(), n, t.plain_rect_outline, bits); return;
        case pair_id::capsules_obb: plain::capsules_convex(w.capsule_structs.data(), n, t.plain_box_outline, bits); return;
        case pair_id::capsules_convex_polygon:
            plain::capsules_convex(w.capsule_structs.data(), n, t.plain_octagon, bits);
            return;
        }
    }
    const bool ref = how == variant::reference;
    switch (p.id) {
    case pair_id::circles_obb: return query(w.discs.view(), t.obb, ref, out);
    case pair_id::circles_convex_polygon: return query(w.discs.view(), t.octagon, ref, out);
    case pair_id::circles_polygon: return query(w.discs.view(), t.star, ref, out);
    case pair_id::circles_ellipse: return query(w.discs.view(), t.oval, ref, out);
    case pair_id::obbs_aabb: return query(w.boxes.obbs(), t.rect, ref, out);
    case pair_id::obbs_obb: return query(w.boxes.obbs(), t.obb, ref, out);
    case pair_id::capsules_aabb: return query(w.capsules.capsules(), t.rect, ref, out);
    case pair_id::capsules_obb: return query(w.capsules.capsules(), t.obb, ref, out);
    case pair_id::capsules_convex_polygon: return query(w.capsules.capsules(), t.octagon, ref, out);
    }
}

void bench_pair(benchmark::State& state, const pair_case& p, variant how, hitmask::isa target)
{
    if (how == variant::isa) hitmask::force_isa(target);
    const world& w = world_of(static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask out(w.n);
    for (auto _ : state) {
        run(p, how, w, out);
        benchmark::DoNotOptimize(out.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.counters["hits"] = static_cast<double>(out.count());
}

int failures = 0;

void fail(const std::string& what)
{
    std::printf("  DISAGREES: %s\n", what.c_str());
    ++failures;
}

/// Bits set in `theirs` alone and in `ours` alone.
std::pair<std::size_t, std::size_t> differences(const hitmask::bitmask& theirs, const hitmask::bitmask& ours)
{
    std::size_t only_theirs = 0, only_ours = 0;
    for (std::size_t i = 0; i < ours.size(); ++i) {
        only_theirs += theirs.test(i) && !ours.test(i);
        only_ours += ours.test(i) && !theirs.test(i);
    }
    return {only_theirs, only_ours};
}

void check_answers()
{
    std::printf("hit bits per pair (every ISA bit for bit against the reference; peers: bits that differ):\n");
    for (std::size_t n : sizes) {
        const world& w = world_of(n);
        for (const pair_case& p : pairs) {
            hitmask::bitmask ours(n), theirs(n);
            run(p, variant::reference, w, ours);
            for (hitmask::isa target : hitmask::available_isas()) {
                hitmask::force_isa(target);
                theirs.clear_all();
                run(p, variant::isa, w, theirs);
                if (!(theirs == ours)) fail(std::string(p.name) + "/" + hitmask::to_string(target) + ": not the reference's bits");
            }
            std::printf("  %-24s %6zu bullets: %5zu hit (reference, every ISA)", p.name, n, ours.count());
            std::vector<std::string> wrong;
            for (const auto& [who, how] : {std::pair{"plain", variant::plain}, {"Box2D", variant::box2d}}) {
                if (how == variant::box2d && (!p.box2d || !box2d_peer::available())) continue;
                theirs.clear_all();
                run(p, how, w, theirs);
                const auto [only_theirs, only_ours] = differences(theirs, ours);
                std::printf("; %s: only it %zu, only hitmask %zu", who, only_theirs, only_ours);
                // a bit on one side alone is a graze at the rim (the peer's rounding, Box2D's
                // 10 epsilon); more than 1 % of the bullets is a wrong peer
                if ((only_theirs + only_ours) * 100 > n) wrong.push_back(std::string(p.name) + " " + who + ": too many hit bits differ");
            }
            std::printf("\n");
            for (const std::string& each : wrong)
                fail(each);
        }
    }
    hitmask::use_automatic_isa();
}

void print_pair_tables(const bench_tables::results& results)
{
    using namespace bench_tables;
    const auto table = results.by_query_and_size();
    const std::vector<std::string> isas = results::isas_in(table);
    std::printf("\nG bullets/s per variant and the best ISA's ratios, all from this run:\n\n");
    print_header({"pair", "bullets", "hits", "reference", "plain native", "Box2D"}, isas,
                 {"best / reference", "best / plain native", "best / Box2D"});
    for (const auto& [key, v] : table) {
        const auto reference = v.find("reference");
        const double hits = reference == v.end() ? 0 : reference->second->counter("hits");
        const double best = best_of(v, isas);
        std::printf("| %s | %ld | %.0f | %s | %s | %s |", key.first.c_str(), key.second, hits,
                    num(rate_of(v, "reference") / 1e9).c_str(), num(rate_of(v, "plain_native") / 1e9).c_str(),
                    num(rate_of(v, "box2d") / 1e9).c_str());
        for (const std::string& isa : isas)
            std::printf(" %s |", num(rate_of(v, isa) / 1e9).c_str());
        std::printf(" %s | %s | %s |\n", ratio(best, rate_of(v, "reference")).c_str(),
                    ratio(best, rate_of(v, "plain_native")).c_str(), ratio(best, rate_of(v, "box2d")).c_str());
    }
    std::printf("\nThe pair matrix's target (issue 34), best ISA / reference at 4,096, as measured in this run:\n\n");
    target_rows rows;
    for (const pair_case& p : pairs) {
        const auto row = table.find({p.name, 4096});
        if (row == table.end()) continue;
        rows.row(std::string(p.name) + "/4096: best ISA / reference", best_of(row->second, isas) / rate_of(row->second, "reference"), 8);
    }
    rows.summary();
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    machine_context::add_to_benchmark_context();
    if (machine_context::emulated())
        std::fprintf(stderr, "hitmask_pair_bench: running under emulation: the timings below mean nothing\n");
    if (!box2d_peer::available())
        std::printf("Box2D was not found when this benchmark was built: the Box2D rows are skipped\n");
    check_answers();
    std::printf("answers agree: %s\n\n", failures ? "NO" : "yes");
    if (failures) {
        std::fprintf(stderr, "hitmask_pair_bench: the answers disagree (above): nothing timed\n");
        return 1;
    }
    for (const pair_case& p : pairs)
        for (std::size_t n : sizes) {
            const auto arg = static_cast<std::int64_t>(n);
            const std::string q = std::string(p.name) + "/";
            for (hitmask::isa target : hitmask::available_isas())
                benchmark::RegisterBenchmark((q + hitmask::to_string(target)).c_str(),
                                             [&p, target](benchmark::State& s) { bench_pair(s, p, variant::isa, target); })
                    ->Arg(arg);
            for (const auto& [label, how] : {std::pair{"reference", variant::reference},
                                             {"plain_native", variant::plain},
                                             {"box2d", variant::box2d}}) {
                if (how == variant::box2d && (!p.box2d || !box2d_peer::available())) continue;
                benchmark::RegisterBenchmark((q + label).c_str(), [&p, how = how](benchmark::State& s) {
                    bench_pair(s, p, how, hitmask::isa::scalar);
                })->Arg(arg);
            }
        }
    bench_tables::reporter reporter(print_pair_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
