// Google Benchmark: every single-shape query x every ISA this CPU runs x size, and in the same
// run what it is measured against (names are query/variant/elements):
//   reference              hitmask's scalar reference (the semantics)
//   naive                  the tutorial loop over an array of bullet structs (naive_baselines.hpp)
//   plain_x86_64[_count]   the plain SoA loop a user writes, -O3 for baseline x86-64, bytes out
//                          (or a count); plain_native[_count] the same at -O3 -march=native
//   box2d, chipmunk        Box2D 2.4 b2Shape::TestPoint / Chipmunk2D cpShapePointQuery per point
// and floor_<view>/<isa>/N: the honest memory floor, reading the very columns the kernels read
// with that ISA's widest loads (memory_floor.hpp). scripts/run-bench.sh turns the JSON of a run
// into a report; the console table at the end is the quick look.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <new>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "aligned_column.hpp"
#include "machine_context.hpp"
#include "bench_rows.hpp"
#include "memory_floor.hpp"
#include "naive_baselines.hpp"
#include "peers/physics_point_peers.hpp"
#include "peers/plain_loops.hpp"
#include "ratio_tables.hpp"

namespace {

/// Every query runs at these sizes; circle and sector_facing (and the floors) also at the
/// sweep's, 64 to 16 M in powers of 4. Shapes that cost a test per edge skip 16 M.
const std::int64_t common_sizes[] = {4096, 65536, 16777216};
const std::int64_t largest_peer_size = 1 << 20; // Box2D, Chipmunk and the naive loop stop here
std::vector<std::int64_t> sweep_sizes()
{
    std::vector<std::int64_t> s;
    for (std::int64_t n = 64; n <= 16777216; n *= 4)
        s.push_back(n);
    return s;
}

using column = bench_memory::aligned_column;

/// A bullet field over a 1000x1000 arena, as SoA columns for hitmask and the plain loops, and
/// as an array of structs for the naive loops. Each bullet also has a radius and last frame's
/// position.
struct field {
    hitmask::point_buffer points;
    column r, px, py;
    naive::field aos;
    std::vector<std::uint8_t> bytes; // the plain loops' and physics peers' output
    explicit field(std::size_t n) : r(n), px(n), py(n), bytes(n)
    {
        std::mt19937 rng(42);
        std::uniform_real_distribution<float> pos(0.f, 1000.f), radius(1.f, 8.f), step(-12.f, 12.f);
        points.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            const float x = pos(rng), y = pos(rng);
            points.push_back({x, y});
            r.data()[i] = radius(rng);
            px.data()[i] = x + step(rng);
            py.data()[i] = y + step(rng);
        }
        if (static_cast<std::int64_t>(n) <= largest_peer_size)
            for (std::size_t i = 0; i < n; ++i)
                aos.push_back({points.x()[i], points.y()[i], px.data()[i], py.data()[i], r.data()[i], false, false});
    }
    hitmask::points_view point_view() const { return points.view(); }
    hitmask::circles_view circles_view() const { return {points.x(), points.y(), r.data(), points.size()}; }
    hitmask::segments_view segments_view() const
    {
        return {px.data(), py.data(), points.x(), points.y(), points.size()};
    }
};

field& field_of(std::size_t n)
{
    return bench_rows::made_once<field>([n](const field& f) { return f.points.size() == n; }, n);
}

using plain_bytes = std::function<void(const float*, const float*, std::size_t, std::uint8_t*)>;
using plain_count = std::function<std::size_t(const float*, const float*, std::size_t)>;

/// The plain loops for one shape, both builds.
struct plain_peer {
    plain_bytes baseline, native;
    plain_count baseline_count, native_count;
};

template <class Args>
plain_peer plain_of(Args a)
{
    return {[a](const float* x, const float* y, std::size_t n, std::uint8_t* o) { plain::baseline::test(x, y, n, a, o); },
            [a](const float* x, const float* y, std::size_t n, std::uint8_t* o) { plain::native::test(x, y, n, a, o); },
            [a](const float* x, const float* y, std::size_t n) { return plain::baseline::count(x, y, n, a); },
            [a](const float* x, const float* y, std::size_t n) { return plain::native::count(x, y, n, a); }};
}

plain_peer plain_polygon_of(plain::polygon_args a, bool convex)
{
    if (convex)
        return {[a](const float* x, const float* y, std::size_t n, std::uint8_t* o) { plain::baseline::test_convex(x, y, n, a, o); },
                [a](const float* x, const float* y, std::size_t n, std::uint8_t* o) { plain::native::test_convex(x, y, n, a, o); },
                [a](const float* x, const float* y, std::size_t n) { return plain::baseline::count_convex(x, y, n, a); },
                [a](const float* x, const float* y, std::size_t n) { return plain::native::count_convex(x, y, n, a); }};
    return {[a](const float* x, const float* y, std::size_t n, std::uint8_t* o) { plain::baseline::test_polygon(x, y, n, a, o); },
            [a](const float* x, const float* y, std::size_t n, std::uint8_t* o) { plain::native::test_polygon(x, y, n, a, o); },
            [a](const float* x, const float* y, std::size_t n) { return plain::baseline::count_polygon(x, y, n, a); },
            [a](const float* x, const float* y, std::size_t n) { return plain::native::count_polygon(x, y, n, a); }};
}

/// One benchmarked query: hitmask's call (reference or not), the naive loop, and the peers
/// that exist for it (point queries only).
struct query {
    std::string name;
    std::function<void(const field&, hitmask::bitmask&, hitmask::bitmask&, bool reference)> run;
    std::function<void(naive::field&)> naive_run;
    plain_peer plain;
    std::shared_ptr<const point_peer::shape> box2d, chipmunk;
    bool sweep = false;  // measured at every size of the sweep
    bool costly = false; // a test per edge: skip 16 M
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

/// A peer that writes one byte per point (plain loops, Box2D, Chipmunk).
void bench_bytes(benchmark::State& state, const plain_bytes& run)
{
    field& f = field_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        run(f.points.x(), f.points.y(), f.points.size(), f.bytes.data());
        benchmark::DoNotOptimize(f.bytes.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_count(benchmark::State& state, const plain_count& run)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(run(f.points.x(), f.points.y(), f.points.size()));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

using floor_reader = memory_floor::reader;

/// Reads the view's columns (points: x, y; circles: x, y, r; segments: x0, y0, x1, y1) once.
void bench_memory_floor(benchmark::State& state, std::size_t columns, floor_reader read)
{
    const field& f = field_of(static_cast<std::size_t>(state.range(0)));
    const float* col[4] = {f.points.x(), f.points.y(), f.r.data(), nullptr};
    if (columns == 4) {
        col[0] = f.px.data();
        col[1] = f.py.data();
        col[2] = f.points.x();
        col[3] = f.points.y();
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(read(col, columns, f.points.size()));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// A test() query of `shape` on the view `view_of` picks from the field (points, circles or
/// segments), with its naive counterpart.
template <class Shape, class ViewOf>
query view_query(const std::string& name, Shape shape, ViewOf view_of, std::function<void(naive::field&)> naive_run)
{
    query q;
    q.name = name;
    q.run = [shape, view_of](const field& f, hitmask::bitmask& m, hitmask::bitmask&, bool ref) {
        const auto view = (f.*view_of)();
        ref ? hitmask::reference::test(view, shape, m) : hitmask::test(view, shape, m);
    };
    q.naive_run = std::move(naive_run);
    return q;
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

query with_peers(query q, plain_peer plain, std::shared_ptr<const point_peer::shape> box2d,
                 std::shared_ptr<const point_peer::shape> chipmunk)
{
    q.plain = std::move(plain);
    q.box2d = std::move(box2d);
    q.chipmunk = std::move(chipmunk);
    return q;
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

/// A polygon's vertices as the plain loops' columns (kept alive by the caller).
struct polygon_columns {
    std::vector<float> x, y;
    explicit polygon_columns(const std::vector<hitmask::vec2>& v)
    {
        for (const hitmask::vec2& p : v) {
            x.push_back(p.x);
            y.push_back(p.y);
        }
    }
    plain::polygon_args args() const { return {x.data(), y.data(), x.size()}; }
};

std::vector<query> all_queries()
{
    using namespace hitmask;
    namespace b2 = point_peer::box2d;
    namespace cp = point_peer::chipmunk;
    const vec2 o{500, 500};
    const float fov = radians(90), start = radians(-10), end = radians(260);
    static const auto octagon = star(8, 300, 300), star64 = star(64, 400, 160), wavy = wavy_outline(1000);
    static const polygon_columns octagon_cols(octagon), star64_cols(star64), wavy_cols(wavy);
    const float diag = std::sqrt(0.5f);
    std::vector<query> q = {
        with_peers(points_query("circle", circle::make(o, 320), [=](naive::field& f) { naive::circle(f, o.x, o.y, 320); }),
                   plain_of(plain::circle_args{o.x, o.y, 320}), b2::circle(o.x, o.y, 320), cp::circle(o.x, o.y, 320)),
        with_peers(points_query("aabb", aabb::make({200, 300}, {800, 800}),
                                [](naive::field& f) { naive::rect(f, 200, 300, 800, 800); }),
                   plain_of(plain::aabb_args{200, 300, 800, 800}), b2::aabb(200, 300, 800, 800),
                   cp::aabb(200, 300, 800, 800)),
        with_peers(points_query("sector_facing", sector::facing(o, {1, 1}, fov, 600),
                                [=](naive::field& f) { naive::cone(f, o.x, o.y, 1, 1, fov, 600); }),
                   plain_of(plain::facing_args{o.x, o.y, diag, diag, std::cos(fov / 2), 600}), nullptr, nullptr),
        with_peers(points_query("sector_between", sector::between(o, start, end, 600),
                                [=](naive::field& f) { naive::arc(f, o.x, o.y, start, end, 600); }),
                   plain_of(plain::between_args{o.x, o.y, std::cos(start), std::sin(start), std::cos(end),
                                                std::sin(end), 600, end - start > radians(180)}),
                   nullptr, nullptr),
        with_peers(points_query("convex_polygon_8", convex_polygon::make(octagon.data(), octagon.size()),
                                [=](naive::field& f) { naive::poly(f, octagon); }),
                   plain_polygon_of(octagon_cols.args(), true),
                   b2::convex(octagon_cols.x.data(), octagon_cols.y.data(), octagon.size()),
                   cp::convex(octagon_cols.x.data(), octagon_cols.y.data(), octagon.size())),
        with_peers(points_query("polygon_star64", polygon::make(star64.data(), star64.size(), fill_rule::even_odd),
                                [=](naive::field& f) { naive::poly(f, star64); }),
                   plain_polygon_of(star64_cols.args(), false), nullptr, nullptr),
        with_peers(points_query("polygon_outline1000", polygon::make(wavy.data(), wavy.size(), fill_rule::non_zero),
                                [=](naive::field& f) { naive::poly(f, wavy); }),
                   plain_polygon_of(wavy_cols.args(), false), nullptr, nullptr),
        with_peers(points_query("capsule", capsule::make({100, 200}, {900, 700}, 40),
                                [](naive::field& f) { naive::capsule(f, 100, 200, 900, 700, 40); }),
                   plain_of(plain::capsule_args{100, 200, 900, 700, 40}), b2::capsule(100, 200, 900, 700, 40),
                   cp::capsule(100, 200, 900, 700, 40)),
        with_peers(points_query("obb", obb::make(o, {400, 30}, 0.6f),
                                [=](naive::field& f) { naive::obb(f, o.x, o.y, 400, 30, 0.6f); }),
                   {}, b2::obb(o.x, o.y, 400, 30, 0.6f), cp::obb(o.x, o.y, 400, 30, 0.6f)),
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
    };
    query graze;
    graze.name = "hit_graze";
    graze.run = [=](const field& f, bitmask& hit, bitmask& graze_mask, bool ref) {
        ref ? reference::test_hit_graze(f.point_view(), o, 320, 360, hit, graze_mask)
            : test_hit_graze(f.point_view(), o, 320, 360, hit, graze_mask);
    };
    graze.naive_run = [=](naive::field& f) { naive::hit_graze(f, o.x, o.y, 320, 360); };
    q.push_back(graze);
    for (query& each : q) {
        each.costly = each.name.rfind("polygon_", 0) == 0;
        each.sweep = each.name == "circle" || each.name == "sector_facing";
    }
    return q;
}

using bench_rows::add;

void register_query(const query& q, std::int64_t n)
{
    bench_rows::add_hitmask_rows(q.name, n, [&q](benchmark::State& s, hitmask::isa target, bool reference) {
        bench_hitmask(s, q, reference, target);
    });
    if (q.plain.baseline) {
        add(q.name + "/plain_x86_64", n, [&q](benchmark::State& s) { bench_bytes(s, q.plain.baseline); });
        add(q.name + "/plain_x86_64_count", n, [&q](benchmark::State& s) { bench_count(s, q.plain.baseline_count); });
        add(q.name + "/plain_native", n, [&q](benchmark::State& s) { bench_bytes(s, q.plain.native); });
        add(q.name + "/plain_native_count", n, [&q](benchmark::State& s) { bench_count(s, q.plain.native_count); });
    }
    if (n > largest_peer_size) return; // the slow peers would take seconds per iteration
    add(q.name + "/naive", n, [&q](benchmark::State& s) { bench_naive(s, q); });
    for (const auto& [peer, shape, test] :
         {std::tuple{"box2d", q.box2d.get(), &point_peer::box2d::test},
          std::tuple{"chipmunk", q.chipmunk.get(), &point_peer::chipmunk::test}})
        if (shape)
            add(q.name + "/" + peer, n, [shape = shape, test = test](benchmark::State& s) {
                bench_bytes(s, [shape, test](const float* x, const float* y, std::size_t m, std::uint8_t* o) {
                    test(*shape, x, y, m, o);
                });
            });
}

} // namespace

int main(int argc, char** argv)
{
    if (!machine_context::start(argc, argv, "hitmask_bench")) return 1;
    static const std::vector<query> queries = all_queries();
    for (std::int64_t n : sweep_sizes())
        for (hitmask::isa target : hitmask::available_isas()) {
            const floor_reader read = memory_floor::reader_of(target);
            if (!read) continue;
            for (const auto& [view, columns] : {std::pair<const char*, std::size_t>{"points", 2}, {"circles", 3}, {"segments", 4}})
                add(std::string("floor_") + view + "/" + hitmask::to_string(target), n,
                    [columns = columns, read](benchmark::State& s) { bench_memory_floor(s, columns, read); });
        }
    for (const query& q : queries) {
        std::vector<std::int64_t> sizes(std::begin(common_sizes), std::end(common_sizes));
        if (q.sweep) sizes = sweep_sizes();
        // the size of the WebAssembly comparison (web/bench.js), measured there with the same shapes
        if (q.name == "circle" || q.name == "sector_facing" || q.name == "convex_polygon_8") sizes.push_back(100000);
        for (std::int64_t n : sizes)
            if (!(q.costly && n > 65536)) register_query(q, n);
    }
    bench_tables::reporter reporter(print_ratio_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
