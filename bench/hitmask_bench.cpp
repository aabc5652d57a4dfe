// Google Benchmark: every shape x every available ISA x size, plus three baselines measured
// in the same run (the scalar reference, a naive tutorial loop, the memory-read floor), and a
// ratio table at the end. Names are shape/variant/points.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "naive_baselines.hpp"
#include "ratio_reporter.hpp"

namespace {

const std::int64_t sizes[] = {4096, 65536, 16777216};

/// A bullet field: points spread over a 1000x1000 arena, about a third hitting each shape.
struct field {
    hitmask::point_buffer soa;
    std::vector<naive::bullet> aos;
    explicit field(std::size_t n)
    {
        std::mt19937 rng(42);
        std::uniform_real_distribution<float> d(0.f, 1000.f);
        soa.reserve(n);
        aos.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            const float x = d(rng), y = d(rng);
            soa.push_back({x, y});
            aos.push_back({x, y, 1.f, 0.f, false});
        }
    }
};

field& field_of(std::size_t n)
{
    static std::vector<std::unique_ptr<field>> fields;
    for (auto& f : fields)
        if (f->soa.size() == n) return *f;
    fields.push_back(std::make_unique<field>(n));
    return *fields.back();
}

const hitmask::vec2 apex{500, 500};
const hitmask::circle circle_shape = hitmask::circle::make(apex, 320);
const hitmask::aabb rect_shape = hitmask::aabb::make({200, 300}, {800, 800});
const hitmask::sector cone_shape = hitmask::sector::facing(apex, {1, 1}, hitmask::radians(90), 600);
const hitmask::sector arc_shape = hitmask::sector::between(apex, hitmask::radians(-10), hitmask::radians(260), 600);

template <class Shape>
void bench_isa(benchmark::State& state, hitmask::isa target, const Shape& shape)
{
    hitmask::force_isa(target);
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask hits(f.soa.size());
    for (auto _ : state) {
        hitmask::test(f.soa.view(), shape, hits);
        benchmark::DoNotOptimize(hits.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

template <class Shape>
void bench_reference(benchmark::State& state, const Shape& shape)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask hits(f.soa.size());
    for (auto _ : state) {
        hitmask::reference::test(f.soa.view(), shape, hits);
        benchmark::DoNotOptimize(hits.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

template <class Naive>
void bench_naive(benchmark::State& state, Naive run)
{
    field& f = field_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        run(f.aos);
        benchmark::DoNotOptimize(f.aos.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// Reads every x and y once (integer sum of the bit patterns, which the compiler vectorises):
/// no hit test can be faster than this on data that is not in cache.
void bench_memory_floor(benchmark::State& state)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    const std::size_t n = f.soa.size();
    for (auto _ : state) {
        std::uint32_t sum = 0;
        const float* x = f.soa.x();
        const float* y = f.soa.y();
        for (std::size_t i = 0; i < n; ++i) {
            std::uint32_t a, b;
            std::memcpy(&a, x + i, 4);
            std::memcpy(&b, y + i, 4);
            sum += a + b;
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

template <class Shape, class Naive>
void register_shape(const std::string& name, const Shape& shape, Naive naive_run)
{
    for (std::int64_t n : sizes) {
        for (hitmask::isa target : hitmask::available_isas()) {
            benchmark::RegisterBenchmark((name + "/" + hitmask::to_string(target)).c_str(), [target, &shape](
                                                                                                benchmark::State& s) {
                bench_isa(s, target, shape);
            })->Arg(n);
        }
        benchmark::RegisterBenchmark((name + "/reference").c_str(), [&shape](benchmark::State& s) {
            bench_reference(s, shape);
        })->Arg(n);
        benchmark::RegisterBenchmark((name + "/naive").c_str(), [naive_run](benchmark::State& s) {
            bench_naive(s, naive_run);
        })->Arg(n);
    }
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    for (std::int64_t n : sizes)
        benchmark::RegisterBenchmark("memory_floor/read", bench_memory_floor)->Arg(n);
    register_shape("circle", circle_shape,
                   [](std::vector<naive::bullet>& b) { naive::circle(b, apex.x, apex.y, 320); });
    register_shape("aabb", rect_shape, [](std::vector<naive::bullet>& b) { naive::rect(b, 200, 300, 800, 800); });
    register_shape("sector_facing", cone_shape, [](std::vector<naive::bullet>& b) {
        naive::cone(b, apex.x, apex.y, 1, 1, hitmask::radians(90), 600);
    });
    register_shape("sector_between", arc_shape, [](std::vector<naive::bullet>& b) {
        naive::arc(b, apex.x, apex.y, hitmask::radians(-10), hitmask::radians(260), 600);
    });
    ratio_reporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
