// The C API's own cost over the C++ API it wraps, on the best ISA: hm_count against a circle
// (a plain shape: bytes), a convex octagon and a polygon (handles: a table look-up under a lock
// per call) at 16 to 65,536 points, each beside the C++ hitmask::count on the same data. The
// ratio C / C++ at small N shows the per-call cost of the translation and of the handle check
// (issue 51: the check must not show).
//   build/native/bench/hitmask_c_api_bench
#include <benchmark/benchmark.h>
#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace {

struct field {
    explicit field(std::size_t n) : x(n), y(n)
    {
        std::mt19937 rng(11);
        std::uniform_real_distribution<float> d(-60.f, 60.f);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = d(rng);
            y[i] = d(rng);
        }
    }
    std::vector<float> x, y;
};

std::vector<hm_vec2> octagon()
{
    std::vector<hm_vec2> v;
    for (int i = 0; i < 8; ++i)
        v.push_back({30.f * std::cos(0.785398f * static_cast<float>(i)), 30.f * std::sin(0.785398f * static_cast<float>(i))});
    return v;
}

const std::vector<std::int64_t> sizes = {16, 64, 256, 1024, 4096, 65536};

template <class Count>
void run(benchmark::State& state, Count count)
{
    const field f(static_cast<std::size_t>(state.range(0)));
    std::size_t hits = 0;
    for (auto _ : state) {
        hits = count(f);
        benchmark::DoNotOptimize(hits);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
    state.counters["hits"] = static_cast<double>(hits);
}

void register_pair(const std::string& name, const hm_shape* c_shape, std::function<std::size_t(const field&)> cpp)
{
    benchmark::RegisterBenchmark(("c_api/" + name).c_str(), [c_shape](benchmark::State& s) {
        run(s, [c_shape](const field& f) {
            std::size_t n = 0;
            if (hm_count(f.x.data(), f.y.data(), f.x.size(), c_shape, &n) != HM_OK) std::abort();
            return n;
        });
    })->ArgNames({"n"})->Apply([](benchmark::internal::Benchmark* b) {
        for (std::int64_t n : sizes)
            b->Args({n});
    });
    benchmark::RegisterBenchmark(("cpp/" + name).c_str(), [cpp](benchmark::State& s) { run(s, cpp); })
        ->ArgNames({"n"})
        ->Apply([](benchmark::internal::Benchmark* b) {
            for (std::int64_t n : sizes)
                b->Args({n});
        });
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    static hm_shape circle{}, convex{}, concave{};
    const std::vector<hm_vec2> outline = octagon();
    if (hm_circle({0.f, 0.f}, 30.f, &circle) != HM_OK || hm_convex_polygon(outline.data(), outline.size(), &convex) != HM_OK ||
        hm_polygon(outline.data(), outline.size(), HM_EVEN_ODD, &concave) != HM_OK)
        return 1;
    std::vector<hitmask::vec2> verts;
    for (const hm_vec2& v : outline)
        verts.push_back({v.x, v.y});
    static const hitmask::circle cpp_circle = hitmask::circle::make({0.f, 0.f}, 30.f);
    static const hitmask::convex_polygon cpp_convex = hitmask::convex_polygon::make(verts.data(), verts.size());
    static const hitmask::polygon cpp_concave = hitmask::polygon::make(verts.data(), verts.size(), hitmask::fill_rule::even_odd);
    const auto cpp = [](const auto& shape) {
        return [&shape](const field& f) { return hitmask::count(hitmask::points_view{f.x.data(), f.y.data(), f.x.size()}, shape); };
    };
    register_pair("circle", &circle, cpp(cpp_circle));
    register_pair("convex_polygon", &convex, cpp(cpp_convex));
    register_pair("polygon", &concave, cpp(cpp_concave));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    hm_shape_free(&convex);
    hm_shape_free(&concave);
    return 0;
}
