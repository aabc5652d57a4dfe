// What a cold call pays per code page and per code line, with no library in the way: k tiny
// functions, each alone on its own 4 KiB page (pages/k), or each on its own 64-byte line of one
// page (lines/k), called once in a row after hitmask_callcost's cold walk (bench/cache_evictor.hpp)
// evicted them. A library call's first cost is the code it fetches; this tells apart the two
// ways that code is spread (docs/architecture.md, "The cost of a cold call"). Manual time, one
// steady_clock interval around the k calls; the counter median_ns is the median of the 21 cold
// samples (as hitmask_callcost's cold rows).
//   build/dev/bench/hitmask_code_pages
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

#include "cache_evictor.hpp"

namespace {

using fn = int (*)(int);
constexpr int most = 16;

// GCC and Clang align a function's entry; each instance below then starts its own page or line.
template <int I>
__attribute__((noinline, aligned(4096))) int on_its_page(int x)
{
    return x * (I + 3) + I;
}
template <int I>
__attribute__((noinline, aligned(64))) int on_its_line(int x)
{
    return x * (I + 3) + I;
}
template <int... I>
constexpr std::pair<std::array<fn, most>, std::array<fn, most>> tables(std::integer_sequence<int, I...>)
{
    return {{&on_its_page<I>...}, {&on_its_line<I>...}};
}
const auto functions = tables(std::make_integer_sequence<int, most>{});

void cold_calls(benchmark::State& s, const std::array<fn, most>& f)
{
    bench_cold::evictor& cache = bench_cold::evictor::get();
    const int k = static_cast<int>(s.range(0));
    std::vector<double> ns;
    int acc = 0;
    for (auto _ : s) {
        cache.walk();
        const auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < k; ++i)
            acc = f[static_cast<std::size_t>(i)](acc);
        const auto t1 = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(acc);
        const double seconds = std::chrono::duration<double>(t1 - t0).count();
        s.SetIterationTime(seconds);
        ns.push_back(seconds * 1e9);
    }
    std::sort(ns.begin(), ns.end());
    s.counters["median_ns"] = ns[ns.size() / 2];
}

void pages(benchmark::State& s)
{
    cold_calls(s, functions.first);
}
void lines(benchmark::State& s)
{
    cold_calls(s, functions.second);
}
BENCHMARK(pages)->DenseRange(0, 4)->Arg(8)->Arg(16)->Iterations(21)->UseManualTime();
BENCHMARK(lines)->DenseRange(0, 4)->Arg(8)->Arg(16)->Iterations(21)->UseManualTime();

} // namespace

BENCHMARK_MAIN();
