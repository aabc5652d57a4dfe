// Engine data as it is (issue 11): strided views over arrays of structs against the SoA query,
// the reference on the same structs, and a copy into a point_buffer plus the SoA query; and one
// query split across threads with hitmask::parallel. One circle (the player's hitbox ring) on
// the best ISA; after the console output, the ratio table from this run alone.
//   build/native/bench/hitmask_strided_bench
#include <benchmark/benchmark.h>
#include <hitmask/hitmask.hpp>
#include <hitmask/parallel.hpp>

#include "table_reporter.hpp"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace {

struct bullet { // a game's 32-byte bullet
    float x, y, vx, vy;
    float angle, age;
    int kind, flags;
};
static_assert(sizeof(bullet) == 32, "32-byte struct");

std::vector<bullet> make_bullets(std::size_t n)
{
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> x(0.f, 1920.f), y(0.f, 1080.f);
    std::vector<bullet> b(n);
    for (bullet& e : b)
        e = {x(rng), y(rng), 1.f, 2.f, 0.f, 0.f, 1, 0};
    return b;
}

const hitmask::circle ring = hitmask::circle::make({960.f, 540.f}, 200.f);

void finish(benchmark::State& state, const hitmask::bitmask& out)
{
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * state.range(0));
    state.counters["hits"] = static_cast<double>(out.count());
}

/// The SoA query (or, with `reference`, the scalar reference on SoA columns: next to the
/// reference on the struct, it shows that the reference's speed hardly depends on the layout,
/// as it loads one float at a time either way).
void soa_query(benchmark::State& state, bool reference)
{
    const auto b = make_bullets(static_cast<std::size_t>(state.range(0)));
    hitmask::point_buffer pts;
    for (const bullet& e : b)
        pts.push_back({e.x, e.y});
    hitmask::bitmask out(b.size());
    for (auto _ : state) {
        reference ? hitmask::reference::test(pts.view(), ring, out) : hitmask::test(pts.view(), ring, out);
        benchmark::DoNotOptimize(out.words());
    }
    finish(state, out);
}
void soa(benchmark::State& state) { soa_query(state, false); }

void interleaved(benchmark::State& state)
{
    const auto b = make_bullets(static_cast<std::size_t>(state.range(0)));
    std::vector<hitmask::vec2> xy;
    for (const bullet& e : b)
        xy.push_back({e.x, e.y});
    const auto view = hitmask::strided(xy, &hitmask::vec2::x, &hitmask::vec2::y);
    hitmask::bitmask out(b.size());
    for (auto _ : state) {
        hitmask::test(view, ring, out);
        benchmark::DoNotOptimize(out.words());
    }
    finish(state, out);
}

struct particle { // a 24-byte struct: one of the sizes the AVX-512 loads unroll for
    float x, y, vx, vy, life;
    int kind;
};
static_assert(sizeof(particle) == 24, "24-byte struct");

std::vector<particle> make_particles(std::size_t n)
{
    std::vector<particle> p;
    for (const bullet& b : make_bullets(n))
        p.push_back({b.x, b.y, b.vx, b.vy, 0.f, 1});
    return p;
}

struct apart { // 32 bytes with x and y apart: no pair or tree of pairs serves it on AVX2
    float x, vx, y, vy, angle, age;
    int kind, flags;
};

std::vector<apart> make_apart(std::size_t n)
{
    std::vector<apart> p;
    for (const bullet& b : make_bullets(n))
        p.push_back({b.x, b.vx, b.y, b.vy, 0.f, 0.f, 1, 0});
    return p;
}

/// The strided query over the structs `make` builds, on the best ISA or the reference.
template <class Struct, std::vector<Struct> (*Make)(std::size_t), bool Reference>
void on_structs(benchmark::State& state)
{
    const auto b = Make(static_cast<std::size_t>(state.range(0)));
    const auto view = hitmask::strided(b, &Struct::x, &Struct::y);
    hitmask::bitmask out(b.size());
    for (auto _ : state) {
        if constexpr (Reference)
            hitmask::reference::test(view, ring, out);
        else
            hitmask::test(view, ring, out);
        benchmark::DoNotOptimize(out.words());
    }
    finish(state, out);
}

void soa_reference(benchmark::State& state) { soa_query(state, true); }

/// The memory floor for the struct: every 64-byte line of the array read once (one 8-byte load
/// per line, four independent sums, the kernels' software prefetch 4 KB ahead), nothing tested.
/// A line holds x and y of two structs, so any query over the struct must bring in at least
/// these lines; at 4,096 elements (128 KB) they come from L2, at 1 M (32 MB) from L3 and memory.
void struct32_floor(benchmark::State& state)
{
    const auto b = make_bullets(static_cast<std::size_t>(state.range(0)));
    const auto* bytes = reinterpret_cast<const unsigned char*>(b.data());
    const std::size_t size = b.size() * sizeof(bullet);
    for (auto _ : state) {
        std::uint64_t sum[4] = {};
        for (std::size_t at = 0; at + 256 <= size; at += 256)
            for (std::size_t k = 0; k < 4; ++k) {
                __builtin_prefetch(bytes + at + 64 * k + 4096); // a hint: never faults
                std::uint64_t word;
                std::memcpy(&word, bytes + at + 64 * k, sizeof word);
                sum[k] += word;
            }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * state.range(0));
}

/// What users do today: copy x and y into a point_buffer every frame, then the SoA query.
void struct32_copy_soa(benchmark::State& state)
{
    const auto b = make_bullets(static_cast<std::size_t>(state.range(0)));
    hitmask::point_buffer pts(b.size());
    hitmask::bitmask out(b.size());
    for (auto _ : state) {
        float* x = pts.x();
        float* y = pts.y();
        for (std::size_t i = 0; i < b.size(); ++i) {
            x[i] = b[i].x;
            y[i] = b[i].y;
        }
        hitmask::test(pts.view(), ring, out);
        benchmark::DoNotOptimize(out.words());
    }
    finish(state, out);
}

/// test_any against 16 circles (enemies), over the 32-byte structs (copied once per query into
/// the workspace's SoA scratch) or over the same points in a point_buffer: the copy's cost.
template <bool Strided>
void set_any(benchmark::State& state)
{
    const auto b = make_bullets(static_cast<std::size_t>(state.range(0)));
    hitmask::point_buffer pts;
    for (const bullet& e : b)
        pts.push_back({e.x, e.y});
    hitmask::shape_set<hitmask::circle> enemies;
    for (int i = 0; i < 16; ++i)
        enemies.push_back(hitmask::circle::make({120.f * static_cast<float>(i), 540.f}, 40.f));
    hitmask::workspace ws;
    hitmask::bitmask out(b.size());
    for (auto _ : state) {
        if constexpr (Strided)
            hitmask::test_any(hitmask::strided(b, &bullet::x, &bullet::y), enemies, out, ws);
        else
            hitmask::test_any(pts.view(), enemies, out, ws);
        benchmark::DoNotOptimize(out.words());
    }
    finish(state, out);
}

hitmask::parallel::thread_pool& pool(unsigned threads)
{
    static hitmask::parallel::thread_pool one(1), two(2);
    return threads == 1 ? one : two;
}

/// parallel::test over SoA points, range(1) threads, chunks of n / (4 * threads) elements:
/// the circle (memory- and load-bound), or a 64-point star polygon (compute-bound: 64 edges per
/// point), which tells a memory limit from a second core that is not there.
template <bool Polygon>
void parallel_soa(benchmark::State& state)
{
    const auto n = static_cast<std::size_t>(state.range(0));
    const auto threads = static_cast<unsigned>(state.range(1));
    hitmask::point_buffer pts(n);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> x(0.f, 1920.f), y(0.f, 1080.f);
    for (std::size_t i = 0; i < n; ++i)
        pts.set(i, {x(rng), y(rng)});
    hitmask::bitmask out(n);
    hitmask::parallel::thread_pool& p = pool(threads);
    const std::size_t chunk = n / (4 * threads);
    // counts the tasks the pool's worker ran, to tell a busy machine from a memory bound
    const std::thread::id caller = std::this_thread::get_id();
    std::atomic<std::size_t> tasks{0}, by_worker{0};
    const auto counted = [&](std::size_t count, const auto& task) {
        p(count, [&](std::size_t i) {
            tasks.fetch_add(1, std::memory_order_relaxed);
            if (std::this_thread::get_id() != caller) by_worker.fetch_add(1, std::memory_order_relaxed);
            task(i);
        });
    };
    std::vector<hitmask::vec2> star;
    for (int i = 0; i < 64; ++i) {
        const double a = 2 * 3.141592653589793 * i / 64, radius = i % 2 ? 200 : 500;
        star.push_back({static_cast<float>(960 + radius * std::cos(a)), static_cast<float>(540 + radius * std::sin(a))});
    }
    const auto rock = hitmask::polygon::make(star.data(), star.size(), hitmask::fill_rule::even_odd);
    for (auto _ : state) {
        if constexpr (Polygon)
            hitmask::parallel::test(pts.view(), rock, out, counted, chunk);
        else
            hitmask::parallel::test(pts.view(), ring, out, counted, chunk);
        benchmark::DoNotOptimize(out.words());
    }
    finish(state, out);
    state.counters["worker_share"] = static_cast<double>(by_worker.load()) / static_cast<double>(tasks.load());
}

/// The ratio tables, from this run alone.
void print_strided_tables(const bench_tables::results& results)
{
    // G elements/s of name/args (a trailing thread count left open)
    const auto get = [&](const std::string& name, const std::string& args) {
        const bench_tables::run* r = results.find_args(name, args);
        return r ? r->rate / 1e9 : 0.0;
    };
    std::printf("\nactive ISA: %s; G elements/s and ratios, all from this run\n\n",
                hitmask::to_string(hitmask::active_isa()));
    bench_tables::print_header({"n", "SoA", "interleaved", "interleaved / SoA", "struct32", "reference",
                                "struct32 / reference", "copy + SoA", "struct32 / (copy + SoA)"});
    for (const char* n : {"4096", "1048576"}) {
        const double s = get("soa", n), i = get("interleaved", n), st = get("struct32", n),
                     r = get("struct32_reference", n), c = get("struct32_copy_soa", n);
        std::printf("| %s | %.2f | %.2f | %s | %.2f | %.3f | %s | %.2f | %s |\n", n, s, i,
                    bench_tables::percent(i, s).c_str(), st, r, bench_tables::ratio(st, r).c_str(), c,
                    bench_tables::ratio(st, c, "%.2fx").c_str());
    }
    // the 4x target against what the hardware allows: the line-read floor over the reference
    // is the most any kernel over these structs can gain
    std::printf("\n");
    bench_tables::print_header({"n", "struct32", "floor (lines read)", "reference on struct32", "reference on SoA",
                                "struct32 / reference", "floor / reference", "struct32 / floor",
                                "struct24 / its reference"});
    for (const char* n : {"4096", "1048576"}) {
        const double st = get("struct32", n), f = get("struct32_floor", n), r = get("struct32_reference", n),
                     sr = get("soa_reference", n), s24 = get("struct24", n), r24 = get("struct24_reference", n);
        std::printf("| %s | %.2f | %.2f | %.3f | %.3f | %s | %s | %s | %s |\n", n, st, f, r, sr,
                    bench_tables::ratio(st, r).c_str(), bench_tables::ratio(f, r).c_str(),
                    bench_tables::percent(st, f).c_str(), bench_tables::ratio(s24, r24).c_str());
    }
    std::printf("\n");
    bench_tables::print_header({"n", "test_any, 16 circles: SoA", "the same over struct32", "struct32 / SoA"});
    for (const char* n : {"4096", "1048576"}) {
        const double a = get("set_any_soa", n), b = get("set_any_struct32", n);
        std::printf("| %s | %.2f | %.2f | %s |\n", n, a, b, bench_tables::percent(b, a).c_str());
    }
    std::printf("\n");
    bench_tables::print_header({"n", "1 thread", "2 threads", "speed-up", "tasks run by the worker"});
    for (const auto& [name, n] : {std::pair<const char*, const char*>{"parallel_soa", "1048576"},
                                  {"parallel_soa", "16777216"}, {"parallel_polygon", "1048576"}}) {
        const double one = get(name, std::string(n) + "/1"), two = get(name, std::string(n) + "/2");
        const bench_tables::run* both = results.find_args(name, std::string(n) + "/2");
        std::printf("| %s %s | %.3f | %.3f | %s | %.0f %% |\n", name + 9, n, one, two,
                    bench_tables::ratio(two, one, "%.2fx").c_str(), 100 * (both ? both->counter("worker_share") : 0));
    }
}

} // namespace

BENCHMARK(soa)->Arg(512)->Arg(4096)->Arg(1 << 20);
BENCHMARK(interleaved)->Arg(512)->Arg(4096)->Arg(1 << 20);
BENCHMARK(soa_reference)->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(on_structs, bullet, make_bullets, false)->Name("struct32")->Arg(512)->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(on_structs, bullet, make_bullets, true)
    ->Name("struct32_reference")
    ->Arg(512)
    ->Arg(4096)
    ->Arg(1 << 20);
BENCHMARK_TEMPLATE(on_structs, apart, make_apart, false)->Name("struct32_apart")->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(on_structs, particle, make_particles, false)->Name("struct24")->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(on_structs, particle, make_particles, true)->Name("struct24_reference")->Arg(4096)->Arg(1 << 20);
BENCHMARK(struct32_floor)->Arg(512)->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(set_any, false)->Name("set_any_soa")->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(set_any, true)->Name("set_any_struct32")->Arg(4096)->Arg(1 << 20);
BENCHMARK(struct32_copy_soa)->Arg(4096)->Arg(1 << 20);
BENCHMARK_TEMPLATE(parallel_soa, false)
    ->Name("parallel_soa")
    ->Args({1 << 20, 1})
    ->Args({1 << 20, 2})
    ->Args({1 << 24, 1})
    ->Args({1 << 24, 2})
    ->UseRealTime();
BENCHMARK_TEMPLATE(parallel_soa, true)->Name("parallel_polygon")->Args({1 << 20, 1})->Args({1 << 20, 2})->UseRealTime();

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    bench_tables::reporter reporter(print_strided_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
}
