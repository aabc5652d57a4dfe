// Google Benchmark: every query x every available ISA x size, plus three baselines measured
// in the same run (the scalar reference, a naive tutorial loop, the memory-read floor), and a
// ratio table at the end. Names are query/variant/elements.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "naive_baselines.hpp"
#include "ratio_reporter.hpp"

namespace {

const std::int64_t all_sizes[] = {4096, 65536, 16777216};
const std::int64_t small_sizes[] = {4096, 65536}; // shapes that cost one test per edge

/// A bullet field over a 1000x1000 arena, as SoA columns for hitmask and as an array of
/// structs for the naive loops. Each bullet also has a radius and last frame's position.
struct field {
    hitmask::point_buffer points;
    std::vector<float> r, px, py;
    naive::field aos;
    explicit field(std::size_t n)
    {
        std::mt19937 rng(42);
        std::uniform_real_distribution<float> pos(0.f, 1000.f), radius(1.f, 8.f), step(-12.f, 12.f);
        points.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            const float x = pos(rng), y = pos(rng);
            points.push_back({x, y});
            r.push_back(radius(rng));
            px.push_back(x + step(rng));
            py.push_back(y + step(rng));
            aos.push_back({x, y, px.back(), py.back(), r.back(), false, false});
        }
    }
    hitmask::points_view point_view() const { return points.view(); }
    hitmask::circles_view circles_view() const { return {points.x(), points.y(), r.data(), points.size()}; }
    hitmask::segments_view segments_view() const { return {px.data(), py.data(), points.x(), points.y(), points.size()}; }
};

field& field_of(std::size_t n)
{
    static std::vector<std::unique_ptr<field>> fields;
    for (auto& f : fields)
        if (f->points.size() == n) return *f;
    fields.push_back(std::make_unique<field>(n));
    return *fields.back();
}

/// One benchmarked query: hitmask's call (reference or not) and the naive loop.
struct query {
    std::string name;
    std::function<void(const field&, hitmask::bitmask&, hitmask::bitmask&, bool reference)> run;
    std::function<void(naive::field&)> naive_run;
    bool costly = false; // polygons: skip 16 M
};

void bench_hitmask(benchmark::State& state, const query& q, bool reference, hitmask::isa target)
{
    if (!reference) hitmask::force_isa(target);
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask a(f.points.size()), b(f.points.size());
    for (auto _ : state) {
        q.run(f, a, b, reference);
        benchmark::DoNotOptimize(a.words());
        benchmark::DoNotOptimize(b.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_naive(benchmark::State& state, const query& q)
{
    field& f = field_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        q.naive_run(f.aos);
        benchmark::DoNotOptimize(f.aos.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// Reads every element of the view's columns once (integer sum of the bit patterns, which the
/// compiler vectorises): no test of that view can be faster on data that is not in cache.
/// points read x, y; circles x, y, r; segments x0, y0, x1, y1.
void bench_memory_floor(benchmark::State& state, std::size_t columns)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    const std::size_t n = f.points.size();
    const float* col[4] = {f.points.x(), f.points.y(), columns == 3 ? f.r.data() : f.px.data(), f.py.data()};
    for (auto _ : state) {
        std::uint32_t sum = 0;
        for (std::size_t c = 0; c < columns; ++c) {
            const float* p = col[c];
            for (std::size_t i = 0; i < n; ++i) {
                std::uint32_t bits;
                std::memcpy(&bits, p + i, 4);
                sum += bits;
            }
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// A test() query of `shape` on the view `view_of` picks from the field (points, circles or
/// segments), with its naive counterpart.
template <class Shape, class ViewOf>
query view_query(const std::string& name, Shape shape, ViewOf view_of, std::function<void(naive::field&)> naive_run)
{
    return {name,
            [shape, view_of](const field& f, hitmask::bitmask& m, hitmask::bitmask&, bool ref) {
                const auto view = (f.*view_of)();
                ref ? hitmask::reference::test(view, shape, m) : hitmask::test(view, shape, m);
            },
            std::move(naive_run)};
}

template <class Shape>
query points_query(const std::string& name, Shape shape, std::function<void(naive::field&)> naive_run)
{
    return view_query(name, shape, &field::point_view, std::move(naive_run));
}
template <class Shape>
query circles_query(const std::string& name, Shape shape, std::function<void(naive::field&)> naive_run)
{
    return view_query(name, shape, &field::circles_view, std::move(naive_run));
}
template <class Shape>
query segments_query(const std::string& name, Shape shape, std::function<void(naive::field&)> naive_run)
{
    return view_query(name, shape, &field::segments_view, std::move(naive_run));
}

std::vector<hitmask::vec2> star(int points, float outer, float inner)
{
    std::vector<hitmask::vec2> v;
    for (int i = 0; i < points; ++i) {
        const float a = 6.2831853f * static_cast<float>(i) / static_cast<float>(points);
        const float r = (i % 2) ? inner : outer;
        v.push_back({500 + r * std::cos(a), 500 + r * std::sin(a)});
    }
    return v;
}

std::vector<hitmask::vec2> wavy_outline(int n)
{
    std::vector<hitmask::vec2> v;
    for (int i = 0; i < n; ++i) {
        const float a = 6.2831853f * static_cast<float>(i) / static_cast<float>(n);
        const float r = 300 + 40 * std::sin(7 * a) + 15 * std::cos(23 * a);
        v.push_back({500 + r * std::cos(a), 500 + r * std::sin(a)});
    }
    return v;
}

std::vector<query> all_queries()
{
    using namespace hitmask;
    const vec2 o{500, 500};
    const float fov = radians(90), start = radians(-10), end = radians(260);
    const auto octagon = star(8, 300, 300), star64 = star(64, 400, 160), wavy = wavy_outline(1000);
    std::vector<query> q = {
        points_query("circle", circle::make(o, 320), [=](naive::field& f) { naive::circle(f, o.x, o.y, 320); }),
        points_query("aabb", aabb::make({200, 300}, {800, 800}),
                     [](naive::field& f) { naive::rect(f, 200, 300, 800, 800); }),
        points_query("sector_facing", sector::facing(o, {1, 1}, fov, 600),
                     [=](naive::field& f) { naive::cone(f, o.x, o.y, 1, 1, fov, 600); }),
        points_query("sector_between", sector::between(o, start, end, 600),
                     [=](naive::field& f) { naive::arc(f, o.x, o.y, start, end, 600); }),
        points_query("convex_polygon_8", convex_polygon::make(octagon.data(), octagon.size()),
                     [=](naive::field& f) { naive::poly(f, octagon); }),
        points_query("polygon_star64", polygon::make(star64.data(), star64.size(), fill_rule::even_odd),
                     [=](naive::field& f) { naive::poly(f, star64); }),
        points_query("polygon_outline1000", polygon::make(wavy.data(), wavy.size(), fill_rule::non_zero),
                     [=](naive::field& f) { naive::poly(f, wavy); }),
        points_query("capsule", capsule::make({100, 200}, {900, 700}, 40),
                     [](naive::field& f) { naive::capsule(f, 100, 200, 900, 700, 40); }),
        points_query("obb", obb::make(o, {400, 30}, 0.6f),
                     [=](naive::field& f) { naive::obb(f, o.x, o.y, 400, 30, 0.6f); }),
        points_query("ellipse", ellipse::make(o, {400, 150}, 0.6f),
                     [=](naive::field& f) { naive::ellipse(f, o.x, o.y, 400, 150, 0.6f); }),
        circles_query("circles_circle", circle::make(o, 320), [=](naive::field& f) { naive::circles_circle(f, o.x, o.y, 320); }),
        circles_query("circles_aabb", aabb::make({200, 300}, {800, 800}),
                   [](naive::field& f) { naive::circles_rect(f, 200, 300, 800, 800); }),
        circles_query("circles_sector_facing", sector::facing(o, {1, 1}, fov, 600),
                   [=](naive::field& f) { naive::circles_cone(f, o.x, o.y, 1, 1, fov, 600); }),
        circles_query("circles_sector_between", sector::between(o, start, end, 600),
                   [=](naive::field& f) { naive::circles_arc(f, o.x, o.y, start, end, 600); }),
        circles_query("circles_capsule", capsule::make({100, 200}, {900, 700}, 40),
                   [](naive::field& f) { naive::circles_capsule(f, 100, 200, 900, 700, 40); }),
        segments_query("segments_circle", circle::make(o, 320),
                    [=](naive::field& f) { naive::segments_circle(f, o.x, o.y, 320); }),
        segments_query("segments_segment", segment::make({100, 900}, {900, 100}),
                    [](naive::field& f) { naive::segments_segment(f, 100, 900, 900, 100); }),
        {"hit_graze",
         [=](const field& f, bitmask& hit, bitmask& graze, bool ref) {
             ref ? reference::test_hit_graze(f.point_view(), o, 320, 360, hit, graze)
                 : test_hit_graze(f.point_view(), o, 320, 360, hit, graze);
         },
         [=](naive::field& f) { naive::hit_graze(f, o.x, o.y, 320, 360); }},
    };
    for (query& each : q)
        each.costly = each.name.rfind("polygon_", 0) == 0;
    return q;
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    static const std::vector<query> queries = all_queries();
    for (std::int64_t n : all_sizes) {
        for (const auto& [name, columns] : {std::pair<const char*, std::size_t>{"memory_floor/points", 2},
                                            {"memory_floor/circles", 3},
                                            {"memory_floor/segments", 4}})
            benchmark::RegisterBenchmark(name, [columns = columns](benchmark::State& s) {
                bench_memory_floor(s, columns);
            })->Arg(n);
    }
    for (const query& q : queries) {
        for (std::int64_t n : all_sizes) {
            if (q.costly && n > small_sizes[1]) continue;
            for (hitmask::isa target : hitmask::available_isas())
                benchmark::RegisterBenchmark((q.name + "/" + hitmask::to_string(target)).c_str(),
                                             [&q, target](benchmark::State& s) { bench_hitmask(s, q, false, target); })
                    ->Arg(n);
            benchmark::RegisterBenchmark((q.name + "/reference").c_str(), [&q](benchmark::State& s) {
                bench_hitmask(s, q, true, hitmask::isa::scalar);
            })->Arg(n);
            benchmark::RegisterBenchmark((q.name + "/naive").c_str(), [&q](benchmark::State& s) {
                bench_naive(s, q);
            })->Arg(n);
        }
    }
    ratio_reporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
