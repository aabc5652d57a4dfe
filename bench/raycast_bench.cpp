// Google Benchmark: ray casts (issue 31). One ray across a 1920x1080 field of round bullets
// (raycast_field.hpp), against 4,096 and 100,000 discs, and a ray3 against 4,096 spheres (the
// same discs given a z). Names are query/variant/elements:
//   raycast_closest_discs      hitmask::raycast_closest on every ISA this CPU runs, the scalar
//                              reference, and its peers:
//     plain_x86_64, plain_native   the loop a user writes: Box2D's circle ray cast per element of
//                              an array of structs, keeping the nearest (peers/plain_rays.hpp),
//                              -O3 for baseline x86-64 and for -march=native
//     box2d_query              b2World::RayCast, closest-hit callback, static bodies (the tree built)
//     box2d_moved              every (kinematic) body moved this frame by SetTransform, which
//                              moves its proxy in the tree, then the RayCast; the Step(0) that
//                              drains the broad phase's move buffer runs untimed
//     box2d_stepped            the same with that Step(0) timed: its pair search for every
//                              moved proxy is what a game stepping its world pays each frame
//     chipmunk                 cpSpaceSegmentQueryFirst over static circle shapes
//   raycast_discs              hitmask::raycast (every hit and distance): best ISA, reference
//   test_circles_circle        hitmask::test(circles_view, circle) on the same columns, best ISA:
//                              the overlap query as a yardstick
//   floor_circles              the memory floor of the x, y, r columns (memory_floor.hpp)
//   raycast_closest_spheres    every ISA, the reference, and bullet: btCollisionWorld::rayTest
//                              with a ClosestRayResultCallback (peers/ray_peers.hpp)
// The engines take segments: the unbounded ray is given to them (and to the plain loop) as a
// segment of length `reach`, beyond the field. Before timing, every peer's first hit is checked
// against hitmask's; the tables at the end (raycast_tables.hpp) give the ratios.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "machine_context.hpp"
#include "bench_rows.hpp"
#include "memory_floor.hpp"
#include "peers/plain_rays.hpp"
#include "peers/ray_peers.hpp"
#include "raycast_field.hpp"
#include "raycast_tables.hpp"

namespace {

using namespace ray_field;

/// The engines' worlds, built once per size outside the timing.
struct engines {
    std::shared_ptr<ray_peer::box2d::world> fixed, moving;
    int frame = 0; ///< the moving world's frame: odd frames shifted by (step_x, step_y)
    std::shared_ptr<const ray_peer::chipmunk::space> space;
    std::shared_ptr<ray_peer::bullet::world> bullet;
};

engines& engines_of(std::size_t n)
{
    static std::vector<std::pair<std::size_t, std::unique_ptr<engines>>> all;
    for (auto& [size, e] : all)
        if (size == n) return *e;
    const field& f = field_of(n);
    auto e = std::make_unique<engines>();
    e->fixed = ray_peer::box2d::build(ray_peer::box2d::kind::fixed, f.peer_discs());
    e->moving = ray_peer::box2d::build(ray_peer::box2d::kind::moving, f.peer_discs());
    e->space = ray_peer::chipmunk::build(f.peer_discs());
    if (n == static_cast<std::size_t>(spheres_size)) e->bullet = ray_peer::bullet::build(f.peer_balls());
    all.emplace_back(n, std::move(e));
    return *all.back().second;
}

/// Moves every body of the moving world to the next frame and casts the ray shifted with them
/// (the same geometry, so the same answer); `timed_step`: Step(0) inside the timing.
ray_peer::first_hit box2d_frame(engines& e, benchmark::State* state, bool timed_step)
{
    e.frame ^= 1;
    const float dx = e.frame ? step_x : 0.f, dy = e.frame ? step_y : 0.f;
    ray_peer::box2d::move_to(*e.moving, dx, dy);
    if (timed_step) ray_peer::box2d::step(*e.moving);
    const ray_peer::first_hit hit = ray_peer::box2d::cast(*e.moving, segment_of(dx, dy));
    if (!timed_step) {
        if (state) state->PauseTiming();
        ray_peer::box2d::step(*e.moving); // the move buffer would grow without bound otherwise
        if (state) state->ResumeTiming();
    }
    return hit;
}

// ---- the benchmarks; every one processes the field's n elements per iteration ----

void bench_closest(benchmark::State& state, bool reference, hitmask::isa target, bool spheres)
{
    if (!reference) hitmask::force_isa(target);
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        const hitmask::ray_hit h = spheres ? (reference ? hitmask::reference::raycast_closest(f.spheres(), the_ray3())
                                                        : hitmask::raycast_closest(f.spheres(), the_ray3()))
                                           : (reference ? hitmask::reference::raycast_closest(f.discs(), the_ray())
                                                        : hitmask::raycast_closest(f.discs(), the_ray()));
        benchmark::DoNotOptimize(h);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_all_hits(benchmark::State& state, bool reference, hitmask::isa target)
{
    if (!reference) hitmask::force_isa(target);
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask hits(f.n);
    std::vector<float> distances(f.n);
    for (auto _ : state) {
        reference ? hitmask::reference::raycast(f.discs(), the_ray(), hits, distances.data())
                  : hitmask::raycast(f.discs(), the_ray(), hits, distances.data());
        benchmark::DoNotOptimize(hits.words());
        benchmark::DoNotOptimize(distances.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// The yardstick: the player's hitbox against the same bullets.
void bench_overlap(benchmark::State& state, hitmask::isa target)
{
    hitmask::force_isa(target);
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    const hitmask::circle player = hitmask::circle::make({960.f, 540.f}, 16.f);
    hitmask::bitmask hits(f.n);
    for (auto _ : state) {
        hitmask::test(f.discs(), player, hits);
        benchmark::DoNotOptimize(hits.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

using plain_closest = plain_ray::first_hit (*)(const plain_ray::bullet*, std::size_t, const plain_ray::segment&);

void bench_plain(benchmark::State& state, plain_closest run)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    const plain_ray::segment s = plain_segment();
    for (auto _ : state)
        benchmark::DoNotOptimize(run(f.aos.data(), f.n, s));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

enum class box2d_use { query, moved, stepped };

void bench_box2d(benchmark::State& state, box2d_use how)
{
    engines& e = engines_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        if (how == box2d_use::query)
            benchmark::DoNotOptimize(ray_peer::box2d::cast(*e.fixed, segment_of()));
        else
            benchmark::DoNotOptimize(box2d_frame(e, &state, how == box2d_use::stepped));
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_chipmunk(benchmark::State& state)
{
    const engines& e = engines_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(ray_peer::chipmunk::cast(*e.space, segment_of()));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_bullet(benchmark::State& state)
{
    engines& e = engines_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(ray_peer::bullet::cast(*e.bullet, segment3_of()));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

using floor_reader = memory_floor::reader;

void bench_floor(benchmark::State& state, floor_reader read)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    const float* col[3] = {f.x.data(), f.y.data(), f.r.data()};
    for (auto _ : state)
        benchmark::DoNotOptimize(read(col, 3, f.n));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

// ---- the answers, checked before any timing ----

/// Compares answers with the reference's first hit; a different index passes only as a near
/// tie (the reference puts both elements within `tolerance` of each other), and is reported.
class checker {
public:
    checker(std::size_t n, const char* what, hitmask::ray_hit expected, std::vector<float> distances)
        : n_(n), what_(what), expected_(expected), distances_(std::move(distances))
    {
        std::printf("  %-8s %6zu elements: reference: index %zu at %.4f\n", what, n, expected.index, expected.distance);
        if (expected.index == hitmask::no_hit) note("the ray hits nothing: the check means little", false);
    }
    /// A hitmask ISA: the reference's bits exactly.
    void exact(const std::string& who, hitmask::ray_hit got)
    {
        if (got.index != expected_.index || std::memcmp(&got.distance, &expected_.distance, sizeof(float)) != 0)
            note(who + ": index " + std::to_string(got.index) + " at " + std::to_string(got.distance), true);
    }
    /// A hitmask ISA's every hit and distance: the reference's bits exactly.
    void exact(const std::string& who, const hitmask::bitmask& hits, const std::vector<float>& distances,
               const hitmask::bitmask& ref_hits)
    {
        const std::size_t words = hits.word_count() * sizeof(std::uint64_t);
        if (std::memcmp(hits.words(), ref_hits.words(), words) != 0 ||
            std::memcmp(distances.data(), distances_.data(), n_ * sizeof(float)) != 0)
            note(who + ": not the reference's hits and distances", true);
    }
    /// A peer: its index (n for none) and distance (fraction * reach).
    void peer(const std::string& who, ray_peer::first_hit got)
    {
        const float distance = got.fraction * reach;
        std::printf("  %-8s %6zu elements: %-15s index %zu at %.4f\n", what_, n_, who.c_str(), got.index, distance);
        if (got.index == expected_.index || (got.index >= n_ && expected_.index == hitmask::no_hit)) return;
        const std::string said = who + " says index " + std::to_string(got.index) + " at " + std::to_string(distance);
        const bool hit = got.index < n_ && expected_.index != hitmask::no_hit;
        const float theirs = hit ? distances_[got.index] : inf, ours = expected_.distance;
        if (hit && std::fabs(theirs - ours) <= 0.05f + 1e-4f * ours)
            note(said + ", a near tie: the reference puts it at " + std::to_string(theirs), false);
        else
            note(said + ", not a tie", true);
    }
    static bool failed() { return failures_ != 0; }
    static const std::vector<std::string>& notes() { return notes_; }

private:
    void note(const std::string& text, bool failure)
    {
        notes_.push_back(std::string(failure ? "DISAGREES: " : "near tie: ") + what_ + " " + std::to_string(n_) + ": " + text);
        failures_ += failure;
    }
    std::size_t n_;
    const char* what_;
    hitmask::ray_hit expected_;
    std::vector<float> distances_;
    static inline int failures_ = 0;
    static inline std::vector<std::string> notes_;
};

/// Every ISA, the plain loops and the engines against the reference, before any timing.
bool answers_agree()
{
    const std::vector<hitmask::isa> isas = hitmask::available_isas();
    std::printf("first hits (distances: the engines' fraction x %g):\n", static_cast<double>(reach));
    for (std::int64_t size : sizes) {
        const auto n = static_cast<std::size_t>(size);
        const field& f = field_of(n);
        hitmask::bitmask ref_hits(n), hits(n);
        std::vector<float> ref_d(n), d(n);
        hitmask::reference::raycast(f.discs(), the_ray(), ref_hits, ref_d.data());
        checker c(n, "discs", hitmask::reference::raycast_closest(f.discs(), the_ray()), ref_d);
        for (hitmask::isa target : isas) {
            hitmask::force_isa(target);
            c.exact(std::string("raycast_closest/") + hitmask::to_string(target), hitmask::raycast_closest(f.discs(), the_ray()));
            hitmask::raycast(f.discs(), the_ray(), hits, d.data());
            c.exact(std::string("raycast/") + hitmask::to_string(target), hits, d, ref_hits);
        }
        for (const auto& [who, closest] : {std::pair{"plain_x86_64", &plain_ray::baseline::closest},
                                           {"plain_native", &plain_ray::native::closest}}) {
            const plain_ray::first_hit h = closest(f.aos.data(), n, plain_segment());
            c.peer(who, {h.index, h.fraction});
        }
        engines& e = engines_of(n);
        if (e.fixed) {
            c.peer("box2d_query", ray_peer::box2d::cast(*e.fixed, segment_of()));
            // both frames of the moving world: the bodies (and the ray) shifted, then back
            c.peer("box2d_moved/1", box2d_frame(e, nullptr, false));
            c.peer("box2d_moved/2", box2d_frame(e, nullptr, false));
            c.peer("box2d_stepped/1", box2d_frame(e, nullptr, true));
            c.peer("box2d_stepped/2", box2d_frame(e, nullptr, true));
        }
        if (e.space) c.peer("chipmunk", ray_peer::chipmunk::cast(*e.space, segment_of()));
    }
    const field& f = field_of(spheres_size);
    hitmask::bitmask hits(f.n);
    std::vector<float> d(f.n);
    hitmask::reference::raycast(f.spheres(), the_ray3(), hits, d.data());
    checker c(f.n, "spheres", hitmask::reference::raycast_closest(f.spheres(), the_ray3()), d);
    for (hitmask::isa target : isas) {
        hitmask::force_isa(target);
        c.exact(std::string("raycast_closest/") + hitmask::to_string(target), hitmask::raycast_closest(f.spheres(), the_ray3()));
    }
    if (engines& e = engines_of(f.n); e.bullet) c.peer("bullet", ray_peer::bullet::cast(*e.bullet, segment3_of()));
    hitmask::use_automatic_isa();
    for (const std::string& line : checker::notes())
        std::printf("%s\n", line.c_str());
    std::printf("peers agree: %s\n\n", checker::failed() ? "NO" : checker::notes().empty() ? "yes" : "yes, but see the near ties above");
    return !checker::failed();
}

using bench_rows::add;

void register_all()
{
    const std::vector<hitmask::isa> isas = hitmask::available_isas();
    const hitmask::isa best = isas.front();
    const std::string best_name = hitmask::to_string(best);
    for (std::int64_t n : sizes) {
        const std::string closest = "raycast_closest_discs/";
        for (hitmask::isa target : isas)
            add(closest + hitmask::to_string(target), n, [target](benchmark::State& s) { bench_closest(s, false, target, false); });
        add(closest + "reference", n, [](benchmark::State& s) { bench_closest(s, true, hitmask::isa::scalar, false); });
        add(closest + "plain_x86_64", n, [](benchmark::State& s) { bench_plain(s, plain_ray::baseline::closest); });
        add(closest + "plain_native", n, [](benchmark::State& s) { bench_plain(s, plain_ray::native::closest); });
        if (ray_peer::box2d::available()) {
            add(closest + "box2d_query", n, [](benchmark::State& s) { bench_box2d(s, box2d_use::query); });
            add(closest + "box2d_moved", n, [](benchmark::State& s) { bench_box2d(s, box2d_use::moved); });
            add(closest + "box2d_stepped", n, [](benchmark::State& s) { bench_box2d(s, box2d_use::stepped); });
        }
        if (ray_peer::chipmunk::available()) add(closest + "chipmunk", n, bench_chipmunk);
        add("raycast_discs/" + best_name, n, [best](benchmark::State& s) { bench_all_hits(s, false, best); });
        add("raycast_discs/reference", n, [](benchmark::State& s) { bench_all_hits(s, true, hitmask::isa::scalar); });
        add("test_circles_circle/" + best_name, n, [best](benchmark::State& s) { bench_overlap(s, best); });
        if (const floor_reader read = memory_floor::reader_of(best))
            add("floor_circles/" + best_name, n, [read](benchmark::State& s) { bench_floor(s, read); });
    }
    const std::string spheres = "raycast_closest_spheres/";
    for (hitmask::isa target : isas)
        add(spheres + hitmask::to_string(target), spheres_size,
            [target](benchmark::State& s) { bench_closest(s, false, target, true); });
    add(spheres + "reference", spheres_size, [](benchmark::State& s) { bench_closest(s, true, hitmask::isa::scalar, true); });
    if (ray_peer::bullet::available()) add(spheres + "bullet", spheres_size, bench_bullet);
}

} // namespace

int main(int argc, char** argv)
{
    if (!machine_context::start(argc, argv, "hitmask_raycast_bench")) return 1;
    ray_peer::say_missing_engines();
    if (!answers_agree()) {
        std::fprintf(stderr, "hitmask_raycast_bench: the answers disagree (above): nothing timed\n");
        return 1;
    }
    register_all();
    bench_tables::reporter reporter(print_raycast_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
