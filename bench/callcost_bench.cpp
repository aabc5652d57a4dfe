// The cost of ONE call, as a game's frame makes it. A frame calls each query once or twice: the
// player against the bullets, a laser, the homing shot's target. Between two such calls the
// frame draws, runs scripts, mixes audio; by the time hitmask is called again its code, its
// dispatch tables and the bullets may all have left the caches. Throughput benchmarks
// (hitmask_bench) repeat a call millions of times and never see that cost. This one times each
// call by itself (UseManualTime: one steady_clock interval around exactly one call per
// iteration) in three cache states, the third path of the row name:
//   warm       the same call repeated back to back: the best case, what hitmask_bench sees
//   code_cold  code cold, data warm: before each timed call (untimed) a walk over a buffer of
//              twice the last-level cache (cpu_caches::read().l3; 64 MiB when unknown, at most
//              128 MiB: see llc_cap) reads one byte per 64-byte line and writes it back, so the
//              library's code and tables (and the plain loop's code) leave every cache, and the
//              TLBs with them; then every line of the call's inputs (the columns, the shape,
//              the view) is read again, so only the code is cold. A frame's first call after
//              drawing, scripts and audio evicted the library, with the bullets just moved.
//   both_cold  the same walk, no touching: the code and the bullets come from memory. The
//              frame's first call when the bullets were last written a frame ago.
// The output buffers are allocated (and written) once outside the timing and never touched in
// between: cold in both cold states, as a game's result buffer is. The plain loops write a byte
// per element (what a game writes), hitmask a bit (a bitmask; the C API its words).
//
// Calls, at N = 16 .. 65,536 points (or round bullets, radius 2 to 8) spread over an 800x600
// field (fixed seed), the player at (400, 500):
//   points_circle      hitmask::test(points_view, circle r 64, bitmask)
//   circles_circle     hitmask::test(circles_view, circle r 64, bitmask)
//   hit_graze          hitmask::test_hit_graze(points_view, player, 3, 24, hit, graze)
//   raycast_closest    hitmask::raycast_closest(circles_view, a 600-long laser straight up)
//   nearest            hitmask::nearest(points_view, player)
//   hm_test            the C API's hm_test, the points_circle call
//   hm_test_hit_graze  the C API's hm_test_hit_graze, the hit_graze call
// each on every ISA of hitmask::available_isas() but the scalar reference (force_isa before the
// row), and against the plain loop a game writes for the same answer, built -O2 as the user's
// code for baseline x86-64 (plain_baseline) and -march=native (plain_native): plain_loops.cpp's
// circle test, plain_callcost.cpp's discs-vs-circle and hit-and-graze loops, plain_rays.cpp's
// Box2D-formula closest hit over bullet structs, plain_nearest.cpp's squared-distance scan. The C
// API rows share the C++ rows' plain loops (the answer is the same): compare hm_test with
// points_circle/<state>/plain_*, hm_test_hit_graze with hit_graze/<state>/plain_*.
//
// Rows: callcost/<call>/<state>/<isa|plain_baseline|plain_native>/n:<N>, to which Google
// Benchmark appends /iterations:<K>/manual_time (it always does for fixed iteration counts and
// manual time, and matches --benchmark_filter against the whole name: end a size filter with
// a '/', not '$'):
//   --benchmark_filter='/n:(16|1024)/'               two sizes
//   --benchmark_filter='^callcost/nearest/both_cold/' one call in one state
//   --benchmark_filter='/(avx2|plain_native)/'        one ISA against the native plain loop
// Statistics: no repetitions. Time is Google Benchmark's manual-time average, the mean of the
// K one-call intervals; the counters median_ns and min_ns are the median and the least of the
// same K intervals (the mean shows the rare slow call, the median the typical one). Each
// interval includes one steady_clock::now() (the program prints the cost of a back-to-back
// pair before the rows). The CPU column counts the whole iteration, the untimed walk too:
// ignore it.
// Iterations: warm rows 2,000 (after 3 untimed calls), cold rows 21 (each cold iteration walks
// the buffer first: 12 ms for 256 MiB, 3 ms for 64 MiB on a Zen 5 EPYC). With AVX-512, 651
// rows (3 states x 7 sizes x 31 variants: 3 ISAs for each of the 7 calls, 2 plain loops for each
// of the 5 C++ ones), 434 of them cold: the whole program takes about 2 minutes on a 2-core AMD EPYC VM (Zen 5, 32 MiB CCDs,
// reported as 508 MiB, so the capped 256 MiB walk), under the 3-minute budget; a CPU whose L3
// is 32 MiB walks 64 MiB and finishes in well under a minute.
//   build/dev/bench/hitmask_callcost [--benchmark_filter=...]
#include <benchmark/benchmark.h>
#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "aligned_column.hpp"
#include "bench_rows.hpp"
#include "cache_evictor.hpp"
#include "cpu_caches.hpp"
#include "machine_context.hpp"
#include "peers/plain_loops.hpp"
#include "peers/plain_nearest.hpp"
#include "peers/plain_rays.hpp"

// The loops of peers/plain_callcost.cpp (its only user declares them here).
#define HITMASK_DECLARE_PLAIN_CALLCOST(ns)                                                                            \
    namespace plain_callcost::ns {                                                                                    \
    void circles_circle(const float* x, const float* y, const float* r, std::size_t n, float cx, float cy,            \
                        float radius, std::uint8_t* out);                                                             \
    void hit_graze(const float* x, const float* y, std::size_t n, float cx, float cy, float hit_r, float graze_r,     \
                   std::uint8_t* hit, std::uint8_t* graze);                                                           \
    }
HITMASK_DECLARE_PLAIN_CALLCOST(baseline)
HITMASK_DECLARE_PLAIN_CALLCOST(native)

namespace {

using bench_cold::evictor;
using clock_type = std::chrono::steady_clock;

const std::int64_t sizes[] = {16, 64, 256, 1024, 4096, 16384, 65536};
constexpr benchmark::IterationCount warm_iterations = 2000;
constexpr benchmark::IterationCount cold_iterations = 21;

// The scene: the player near the bottom of an 800x600 field.
constexpr float field_width = 800.f, field_height = 600.f;
constexpr float player_x = 400.f, player_y = 500.f;
constexpr float bomb_radius = 64.f; // points_circle, circles_circle
constexpr float hit_radius = 3.f, graze_radius = 24.f;
constexpr float laser_length = 600.f; // from (400, 590) straight up (-y)
constexpr float laser_x = 400.f, laser_y = 590.f;

enum class cache_state { warm, code_cold, both_cold };
const cache_state all_states[] = {cache_state::warm, cache_state::code_cold, cache_state::both_cold};

const char* name_of(cache_state s)
{
    switch (s) {
    case cache_state::warm: return "warm";
    case cache_state::code_cold: return "code_cold";
    case cache_state::both_cold: return "both_cold";
    }
    return "?";
}

/// Memory a call reads.
struct span {
    const void* data;
    std::size_t bytes;
};

/// Reads every 64-byte line of each span.
void touch(const std::vector<span>& spans)
{
    unsigned sum = 0;
    for (const span& s : spans) {
        const volatile unsigned char* b = static_cast<const volatile unsigned char*>(s.data);
        if (s.bytes == 0) continue;
        sum += b[0];
        for (std::size_t i = (64 - reinterpret_cast<std::uintptr_t>(s.data) % 64) % 64; i < s.bytes; i += 64)
            sum += b[i];
    }
    benchmark::DoNotOptimize(sum);
}

/// The bullets: SoA columns (hitmask's views, the plain SoA loops) and, for the plain ray cast,
/// the array of structs a game keeps.
struct field {
    std::size_t n;
    bench_memory::aligned_column x, y, r;
    std::vector<plain_ray::bullet> bullets;
    explicit field(std::size_t count) : n(count), x(count), y(count), r(count), bullets(count)
    {
        std::mt19937 rng(31);
        std::uniform_real_distribution<float> px(0.f, field_width), py(0.f, field_height), pr(2.f, 8.f);
        for (std::size_t i = 0; i < count; ++i) {
            x[i] = px(rng);
            y[i] = py(rng);
            r[i] = pr(rng);
            bullets[i] = {x[i], y[i], r[i]};
        }
    }
    hitmask::points_view points() const { return {x.data(), y.data(), n}; }
    hitmask::circles_view circles() const { return {x.data(), y.data(), r.data(), n}; }
};

field& field_of(std::int64_t n)
{
    const std::size_t count = static_cast<std::size_t>(n);
    return bench_rows::made_once<field>([count](const field& f) { return f.n == count; }, count);
}

/// Which of the field's arrays a call reads.
enum class columns { points, circles, bullets };

std::vector<span> spans_of(const field& f, columns c)
{
    const std::size_t column = f.n * sizeof(float);
    switch (c) {
    case columns::points: return {{f.x.data(), column}, {f.y.data(), column}};
    case columns::circles: return {{f.x.data(), column}, {f.y.data(), column}, {f.r.data(), column}};
    case columns::bullets: return {{f.bullets.data(), f.n * sizeof(plain_ray::bullet)}};
    }
    return {};
}

/// Every output a call may write, allocated and zeroed once per row, outside the timing.
struct outputs {
    hitmask::bitmask hit, graze;
    std::vector<std::uint64_t> hit_words, graze_words;
    std::vector<std::uint8_t> hit_bytes, graze_bytes;
    explicit outputs(std::size_t n)
        : hit(n), graze(n), hit_words((n + 63) / 64), graze_words((n + 63) / 64), hit_bytes(n), graze_bytes(n)
    {
    }
};

/// Times `call` once per iteration in state `st`; `inputs` are what code_cold warms.
template <class Call>
void time_calls(benchmark::State& s, cache_state st, const std::vector<span>& inputs, Call& call)
{
    std::vector<double> ns;
    ns.reserve(static_cast<std::size_t>(s.max_iterations));
    evictor& cache = evictor::get();
    for (auto _ : s) {
        if (st != cache_state::warm) {
            cache.walk();
            if (st == cache_state::code_cold) touch(inputs);
        }
        const clock_type::time_point t0 = clock_type::now();
        call();
        const clock_type::time_point t1 = clock_type::now();
        const double seconds = std::chrono::duration<double>(t1 - t0).count();
        s.SetIterationTime(seconds);
        ns.push_back(seconds * 1e9);
    }
    if (ns.empty()) return;
    std::sort(ns.begin(), ns.end());
    const std::size_t mid = ns.size() / 2;
    s.counters["median_ns"] = ns.size() % 2 ? ns[mid] : (ns[mid - 1] + ns[mid]) / 2;
    s.counters["min_ns"] = ns.front();
}

/// One row: the field of size n, fresh outputs, the call bind(field, outputs) makes (a lambda
/// calling the library or the plain loop directly), `target` forced first when given.
template <class Bind>
void run_row(benchmark::State& s, cache_state st, std::optional<hitmask::isa> target, columns c, std::int64_t n,
             const Bind& bind)
{
    field& f = field_of(n);
    outputs out(f.n);
    if (target) hitmask::force_isa(*target);
    auto call = bind(f, out);
    std::vector<span> inputs = spans_of(f, c);
    inputs.push_back({&call, sizeof call}); // the shape, the view, the output pointers
    for (int i = 0; i < 3; ++i) // untimed: first-use set-up, and the check below
        call();
    if (target && hitmask::detail::last_query_isa() != *target) {
        s.SkipWithError("the forced ISA did not serve the call");
        return;
    }
    time_calls(s, st, inputs, call);
}

/// Registers the row of one call and variant in state st at size n.
using registrar = std::function<void(cache_state, std::int64_t)>;

template <class Bind>
registrar row(const std::string& call_name, const std::string& variant, std::optional<hitmask::isa> target, columns c,
              Bind bind)
{
    return [=](cache_state st, std::int64_t n) {
        const std::string name = "callcost/" + call_name + "/" + name_of(st) + "/" + variant;
        benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& s) { run_row(s, st, target, c, n, bind); })
            ->ArgNames({"n"})
            ->Arg(n)
            ->UseManualTime()
            ->Iterations(st == cache_state::warm ? warm_iterations : cold_iterations);
    };
}

/// A call's rows: one per ISA (but scalar), then the plain loops.
struct call_rows {
    std::vector<registrar> variants;
};

template <class Bind>
void add_isa_rows(call_rows& rows, const std::string& call_name, columns c, Bind bind)
{
    for (hitmask::isa target : hitmask::available_isas())
        if (target != hitmask::isa::scalar) rows.variants.push_back(row(call_name, hitmask::to_string(target), target, c, bind));
}

template <class Baseline, class Native>
void add_plain_rows(call_rows& rows, const std::string& call_name, columns c, Baseline baseline, Native native)
{
    rows.variants.push_back(row(call_name, "plain_baseline", std::nullopt, c, baseline));
    rows.variants.push_back(row(call_name, "plain_native", std::nullopt, c, native));
}

// The plain loops, as template arguments so that each row calls its loop directly.
using circle_loop = void (*)(const float*, const float*, std::size_t, const plain::circle_args&, std::uint8_t*);
using discs_loop = void (*)(const float*, const float*, const float*, std::size_t, float, float, float, std::uint8_t*);
using graze_loop = void (*)(const float*, const float*, std::size_t, float, float, float, float, std::uint8_t*,
                            std::uint8_t*);
using ray_loop = plain_ray::first_hit (*)(const plain_ray::bullet*, std::size_t, const plain_ray::segment&);
using nearest_loop = plain_nearest::nearest (*)(const float*, const float*, std::size_t, float, float);

template <circle_loop Loop>
auto plain_points_circle(const field& f, outputs& o)
{
    return [x = f.x.data(), y = f.y.data(), count = f.n, bytes = o.hit_bytes.data()] {
        Loop(x, y, count, plain::circle_args{player_x, player_y, bomb_radius}, bytes);
    };
}
template <discs_loop Loop>
auto plain_circles_circle(const field& f, outputs& o)
{
    return [x = f.x.data(), y = f.y.data(), r = f.r.data(), count = f.n, bytes = o.hit_bytes.data()] {
        Loop(x, y, r, count, player_x, player_y, bomb_radius, bytes);
    };
}
template <graze_loop Loop>
auto plain_hit_graze(const field& f, outputs& o)
{
    return [x = f.x.data(), y = f.y.data(), count = f.n, hit = o.hit_bytes.data(), graze = o.graze_bytes.data()] {
        Loop(x, y, count, player_x, player_y, hit_radius, graze_radius, hit, graze);
    };
}
template <ray_loop Loop>
auto plain_raycast(const field& f, outputs&)
{
    return [bullets = f.bullets.data(), count = f.n] {
        const plain_ray::first_hit h =
            Loop(bullets, count, plain_ray::segment{laser_x, laser_y, laser_x, laser_y - laser_length});
        benchmark::DoNotOptimize(h);
    };
}
template <nearest_loop Loop>
auto plain_nearest_scan(const field& f, outputs&)
{
    return [x = f.x.data(), y = f.y.data(), count = f.n] {
        const plain_nearest::nearest h = Loop(x, y, count, player_x, player_y);
        benchmark::DoNotOptimize(h);
    };
}

std::vector<call_rows> all_calls()
{
    static const hitmask::circle bomb = hitmask::circle::make({player_x, player_y}, bomb_radius);
    static const hitmask::ray laser = hitmask::ray::make({laser_x, laser_y}, {0.f, -1.f}, laser_length);
    static hm_shape c_bomb{};
    if (hm_circle({player_x, player_y}, bomb_radius, &c_bomb) != HM_OK) std::abort();
    std::vector<call_rows> calls;

    call_rows points_circle;
    add_isa_rows(points_circle, "points_circle", columns::points, [](const field& f, outputs& o) {
        return [view = f.points(), shape = bomb, mask = &o.hit] { hitmask::test(view, shape, *mask); };
    });
    add_plain_rows(points_circle, "points_circle", columns::points, plain_points_circle<plain::baseline::test>,
                   plain_points_circle<plain::native::test>);
    calls.push_back(std::move(points_circle));

    call_rows circles_circle;
    add_isa_rows(circles_circle, "circles_circle", columns::circles, [](const field& f, outputs& o) {
        return [view = f.circles(), shape = bomb, mask = &o.hit] { hitmask::test(view, shape, *mask); };
    });
    add_plain_rows(circles_circle, "circles_circle", columns::circles,
                   plain_circles_circle<plain_callcost::baseline::circles_circle>,
                   plain_circles_circle<plain_callcost::native::circles_circle>);
    calls.push_back(std::move(circles_circle));

    call_rows hit_graze;
    add_isa_rows(hit_graze, "hit_graze", columns::points, [](const field& f, outputs& o) {
        return [view = f.points(), hit = &o.hit, graze = &o.graze] {
            hitmask::test_hit_graze(view, {player_x, player_y}, hit_radius, graze_radius, *hit, *graze);
        };
    });
    add_plain_rows(hit_graze, "hit_graze", columns::points, plain_hit_graze<plain_callcost::baseline::hit_graze>,
                   plain_hit_graze<plain_callcost::native::hit_graze>);
    calls.push_back(std::move(hit_graze));

    call_rows raycast;
    add_isa_rows(raycast, "raycast_closest", columns::circles, [](const field& f, outputs&) {
        return [view = f.circles(), ray = laser] {
            const hitmask::ray_hit h = hitmask::raycast_closest(view, ray);
            benchmark::DoNotOptimize(h);
        };
    });
    // the plain ray cast reads the game's array of bullet structs
    add_plain_rows(raycast, "raycast_closest", columns::bullets, plain_raycast<plain_ray::baseline::closest>,
                   plain_raycast<plain_ray::native::closest>);
    calls.push_back(std::move(raycast));

    call_rows nearest;
    add_isa_rows(nearest, "nearest", columns::points, [](const field& f, outputs&) {
        return [view = f.points()] {
            const hitmask::nearest_hit h = hitmask::nearest(view, hitmask::vec2{player_x, player_y});
            benchmark::DoNotOptimize(h);
        };
    });
    add_plain_rows(nearest, "nearest", columns::points, plain_nearest_scan<plain_nearest::baseline::scan_points>,
                   plain_nearest_scan<plain_nearest::native::scan_points>);
    calls.push_back(std::move(nearest));

    call_rows c_test; // its plain peers: points_circle's
    add_isa_rows(c_test, "hm_test", columns::points, [](const field& f, outputs& o) {
        return [x = f.x.data(), y = f.y.data(), count = f.n, shape = c_bomb, words = o.hit_words.data(),
                word_count = o.hit_words.size()] {
            if (hm_test(x, y, count, &shape, words, word_count) != HM_OK) std::abort();
        };
    });
    calls.push_back(std::move(c_test));

    call_rows c_graze; // its plain peers: hit_graze's
    add_isa_rows(c_graze, "hm_test_hit_graze", columns::points, [](const field& f, outputs& o) {
        hm_view view{};
        view.kind = HM_VIEW_POINTS;
        view.columns[0] = f.x.data();
        view.columns[1] = f.y.data();
        view.size = f.n;
        return [view, hit = o.hit_words.data(), graze = o.graze_words.data(), word_count = o.hit_words.size()] {
            if (hm_test_hit_graze(&view, hm_vec2{player_x, player_y}, hit_radius, graze_radius, hit, graze,
                                  word_count) != HM_OK)
                std::abort();
        };
    });
    calls.push_back(std::move(c_graze));
    return calls;
}

/// The median of 1,001 back-to-back steady_clock::now() pairs, in ns: the floor of every row.
double clock_pair_ns()
{
    std::vector<double> d;
    for (int i = 0; i < 1001; ++i) {
        const clock_type::time_point t0 = clock_type::now();
        const clock_type::time_point t1 = clock_type::now();
        d.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count());
    }
    std::nth_element(d.begin(), d.begin() + 500, d.end());
    return d[500];
}

} // namespace

int main(int argc, char** argv)
{
    if (!machine_context::start(argc, argv, "hitmask_callcost")) return 1;
    for (const call_rows& call : all_calls())
        for (cache_state st : all_states)
            for (const registrar& add : call.variants)
                for (std::int64_t n : sizes)
                    add(st, n);
    const evictor& cache = evictor::get(); // made before the rows: its allocation is not in the first one
    std::fprintf(stderr, "hitmask_callcost: cold states walk %.0f MiB (%s); a steady_clock::now() pair takes %.0f ns\n",
                 static_cast<double>(cache.bytes()) / (1 << 20), cache.source().c_str(), clock_pair_ns());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
