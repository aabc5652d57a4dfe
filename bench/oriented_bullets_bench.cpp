// Google Benchmark for oriented bullets (issue 12): the player's point or disc against every
// kunai (obbs_view), rice (ellipses_view) and capsule (capsules_view), on every available ISA,
// the scalar reference and, in the same run, the peers a game uses today: a danmaku engine's
// loop (engine_loop.cpp), Box2D 2.4 (box2d_peer.cpp) and the memory floor of the columns read.
// Then a bent laser's `any` by first hit segment. A ratio table at the end.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "box2d_peer.hpp"
#include "engine_loop.hpp"
#include "bench_rows.hpp"
#include "oriented_field.hpp"
#include "oriented_tables.hpp"

namespace {

using oriented::family;

const std::size_t sizes[] = {4096, 100000};
const family families[] = {family::obbs, family::ellipses, family::capsules};

const oriented::field& field_of(family f, std::size_t n)
{
    return bench_rows::made_once<oriented::field>([f, n](const oriented::field& each) { return each.fam == f && each.n == n; },
                                                    f, n);
}

template <class View>
void query(const View& v, bool disc, bool reference, hitmask::bitmask& out)
{
    static const hitmask::circle player = hitmask::circle::make(oriented::player, oriented::player_radius);
    if (disc)
        reference ? hitmask::reference::test(v, player, out) : hitmask::test(v, player, out);
    else
        reference ? hitmask::reference::test(v, oriented::player, out) : hitmask::test(v, oriented::player, out);
}

void query(const oriented::field& f, bool disc, bool reference, hitmask::bitmask& out)
{
    switch (f.fam) {
    case family::obbs:
        return query(f.obbs(), disc, reference, out);
    case family::ellipses:
        return query(f.ellipses(), disc, reference, out);
    case family::capsules:
        return query(f.capsules(), disc, reference, out);
    }
}

enum class variant { isa, reference, engine, box2d };

void bench_query(benchmark::State& state, family fam, bool disc, variant how, hitmask::isa target)
{
    if (how == variant::isa) hitmask::force_isa(target);
    const oriented::field& f = field_of(fam, static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask out(f.n);
    const float pr = disc ? oriented::player_radius : 0.f;
    std::shared_ptr<const box2d_peer::shapes> boxes;
    if (how == variant::box2d)
        boxes = fam == family::obbs ? box2d_peer::make_boxes(f.col[0].data(), f.col[1].data(), f.col[2].data(),
                                                             f.col[3].data(), f.col[4].data(), f.col[5].data(), f.n)
                                    : box2d_peer::make_capsules(f.col[0].data(), f.col[1].data(), f.col[2].data(),
                                                                f.col[3].data(), f.col[4].data(), f.n);
    for (auto _ : state) {
        switch (how) {
        case variant::isa:
        case variant::reference:
            query(f, disc, how == variant::reference, out);
            break;
        case variant::engine:
            engine::collide(f.aos.data(), f.n, {oriented::player.x, oriented::player.y, pr}, out.words());
            break;
        case variant::box2d:
            box2d_peer::overlap(*boxes, oriented::player.x, oriented::player.y, pr, out.words());
            break;
        }
        benchmark::DoNotOptimize(out.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.counters["hits"] = static_cast<double>(out.count());
}

// The memory floor: read C columns once per bullet (an integer sum of the bit patterns, which
// the compiler vectorises), with the widest loads this CPU has. No query reading those columns
// can be faster on data that has left the core's caches.
template <std::size_t C>
inline __attribute__((always_inline)) std::uint32_t sum_columns(const float* const* col, std::size_t n)
{
    std::uint32_t sum = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t c = 0; c < C; ++c) {
            std::uint32_t bits;
            std::memcpy(&bits, col[c] + i, 4);
            sum += bits;
        }
    return sum;
}

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
template <std::size_t C>
__attribute__((target("avx512f,avx512bw,prefer-vector-width=512"))) std::uint32_t sum_avx512(const float* const* col,
                                                                                             std::size_t n)
{
    return sum_columns<C>(col, n);
}
template <std::size_t C>
__attribute__((target("avx2"))) std::uint32_t sum_avx2(const float* const* col, std::size_t n)
{
    return sum_columns<C>(col, n);
}
#endif

template <std::size_t C>
std::uint32_t sum_widest(const float* const* col, std::size_t n)
{
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
    if (__builtin_cpu_supports("avx512bw")) return sum_avx512<C>(col, n);
    if (__builtin_cpu_supports("avx2")) return sum_avx2<C>(col, n);
#endif
    return sum_columns<C>(col, n);
}

template <std::size_t C>
void bench_memory_floor(benchmark::State& state)
{
    const oriented::field& f = field_of(C == 5 ? family::capsules : family::obbs, static_cast<std::size_t>(state.range(0)));
    const float* col[C];
    for (std::size_t c = 0; c < C; ++c)
        col[c] = f.col[c].data();
    for (auto _ : state)
        benchmark::DoNotOptimize(sum_widest<C>(col, f.n));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_unit_axes(benchmark::State& state)
{
    const oriented::field& f = field_of(family::obbs, static_cast<std::size_t>(state.range(0)));
    std::vector<float> ux(f.n), uy(f.n);
    for (auto _ : state) {
        hitmask::unit_axes(f.rot.data(), ux.data(), uy.data(), f.n);
        benchmark::DoNotOptimize(ux.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// A bent laser of 256 nodes spiralling around the field's centre, 2 wide (radius), and for
/// each first-hit segment k the player's disc at the middle of segment k: nodes are 15 to 70
/// apart and turns 125 apart, so no segment before k comes within reach (checked).
struct bent_laser {
    static constexpr std::size_t nodes = 256;
    std::vector<float> x, y, w;
    bent_laser() : x(nodes), y(nodes), w(nodes - 1, 2.f)
    {
        for (std::size_t j = 0; j < nodes; ++j) {
            const double a = 0.1 * static_cast<double>(j), r = 150.0 + 2.0 * static_cast<double>(j);
            x[j] = static_cast<float>(960.0 + r * std::cos(a));
            y[j] = static_cast<float>(540.0 + r * std::sin(a));
        }
    }
    hitmask::capsules_view view() const { return {x.data(), y.data(), x.data() + 1, y.data() + 1, w.data(), nodes - 1}; }
    hitmask::circle player_at(std::size_t k) const
    {
        return hitmask::circle::make({(x[k] + x[k + 1]) / 2, (y[k] + y[k + 1]) / 2}, oriented::player_radius);
    }
};

const bent_laser& laser()
{
    static const bent_laser l;
    return l;
}

void bench_laser_any(benchmark::State& state, bool reference, hitmask::isa target)
{
    if (!reference) hitmask::force_isa(target);
    const std::size_t k = static_cast<std::size_t>(state.range(0));
    const hitmask::capsules_view v = laser().view();
    const hitmask::circle player = laser().player_at(k);
    std::uint32_t first = 0;
    if (hitmask::reference::indices(v, player, &first, 1) == 0 || first != k)
        state.SkipWithError("the laser's first hit is not the segment asked for");
    for (auto _ : state)
        benchmark::DoNotOptimize(reference ? hitmask::reference::any(v, player) : hitmask::any(v, player));
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    if (!box2d_peer::available())
        std::printf("Box2D was not found when this benchmark was built: the Box2D rows are skipped\n");
    benchmark::RegisterBenchmark("memory_floor/cols6", bench_memory_floor<6>)->Arg(100000);
    benchmark::RegisterBenchmark("memory_floor/cols5", bench_memory_floor<5>)->Arg(100000);
    for (std::size_t n : sizes)
        benchmark::RegisterBenchmark("unit_axes/auto", bench_unit_axes)->Arg(static_cast<std::int64_t>(n));
    for (family fam : families)
        for (bool disc : {false, true}) {
            const std::string q = std::string(oriented::name(fam)) + (disc ? "_disc/" : "_point/");
            for (std::size_t n : sizes) {
                const auto arg = static_cast<std::int64_t>(n);
                for (hitmask::isa target : hitmask::available_isas())
                    benchmark::RegisterBenchmark((q + hitmask::to_string(target)).c_str(),
                                                 [=](benchmark::State& s) { bench_query(s, fam, disc, variant::isa, target); })
                        ->Arg(arg);
                for (const auto& [label, how] : {std::pair<const char*, variant>{"reference", variant::reference},
                                                 {"engine", variant::engine},
                                                 {"box2d", variant::box2d}}) {
                    if (how == variant::box2d && (!box2d_peer::available() || fam == family::ellipses)) continue;
                    benchmark::RegisterBenchmark((q + label).c_str(), [=, how = how](benchmark::State& s) {
                        bench_query(s, fam, disc, how, hitmask::isa::scalar);
                    })->Arg(arg);
                }
            }
        }
    for (std::int64_t k : {0, 64, 128, 192, 250}) {
        for (hitmask::isa target : hitmask::available_isas())
            benchmark::RegisterBenchmark((std::string("bent_laser_any/") + hitmask::to_string(target)).c_str(),
                                         [=](benchmark::State& s) { bench_laser_any(s, false, target); })
                ->Arg(k);
        benchmark::RegisterBenchmark("bent_laser_any/reference", [](benchmark::State& s) {
            bench_laser_any(s, true, hitmask::isa::scalar);
        })->Arg(k);
    }
    bench_tables::reporter reporter(print_oriented_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
