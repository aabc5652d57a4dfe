// Google Benchmark: the 3D queries (points3_view and spheres_view against sphere, aabb3,
// capsule3, cone, frustum and obb3) on every ISA this CPU runs, and in the same run what they are
// measured against (names are query/variant/elements, as in hitmask_bench):
//   reference              hitmask's scalar reference (the semantics)
//   plain_x86_64[_count]   the plain SoA loop a user writes (peers/plain_solids.hpp), -O3 for
//                          baseline x86-64, bytes out (or a count); plain_native[_count] the
//                          same at -O3 -march=native
//   naive                  the Unity/Godot loop over an array of structs {x, y, z, r}
//                          (naive_solids.hpp): sqrt distances, normalised vectors, acos, asin
//   six_plane              the frustum rows' engine loop: the six-plane test on that array
//   btdbvt                 the frustum rows' Bullet peer: btDbvt::collideKDOP over a tree of the
//                          elements' boxes built once (peers/bullet_dbvt_peer.hpp)
// and floor_points3 / floor_spheres: the memory floor of 3 and 4 columns (memory_floor.hpp).
// Every query runs at 4,096 and 65,536 elements; the sphere and aabb3 point queries also at
// 16 M, against the floor. The tables at the end (solids_tables.hpp) give the ratios and the targets.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "machine_context.hpp"
#include "bench_rows.hpp"
#include "memory_floor.hpp"
#include "naive_solids.hpp"
#include "peers/bullet_dbvt_peer.hpp"
#include "peers/plain_solids.hpp"
#include "solids_field.hpp"
#include "solids_tables.hpp"

namespace {

// 4,096 elements: in cache (3 columns are 48 KB, 4 are 64 KB: L1 or L2 by CPU), and few enough
// that a branch predictor learns a branchy loop's outcomes over the repetitions; 65,536: in L2 or
// L3, too many outcomes to learn, as with a game's data that moves every frame.
constexpr std::int64_t cached_size = 4096;
constexpr std::int64_t l2_size = 65536;
constexpr std::int64_t floor_size = 16777216; // far beyond L3: where everything waits for memory

/// One benchmarked query: hitmask's call, the plain loops, the engine loop and, for the
/// frustum, its planes for btDbvt.
struct query {
    std::string name;
    bool spheres = false;
    std::function<void(const solids::field&, hitmask::bitmask&, bool reference)> run;
    std::function<void(const plain3::columns&, std::uint8_t*)> baseline, native;
    std::function<std::size_t(const plain3::columns&)> baseline_count, native_count;
    std::string engine_variant; // "naive", or "six_plane" for the frustum
    std::function<void(const naive3::bodies&, std::uint8_t*)> engine;
    bool frustum = false;
    float planes[6][4] = {};
    bool at_floor_size = false;
};

/// A query of `shape` on the points or the spheres, with the plain loops of `args`.
template <class Shape, class Args>
query make_query(const std::string& name, bool spheres, Shape shape, Args args)
{
    query q;
    q.name = name;
    q.spheres = spheres;
    q.run = [shape, spheres](const solids::field& f, hitmask::bitmask& m, bool ref) {
        if (spheres)
            ref ? hitmask::reference::test(f.spheres(), shape, m) : hitmask::test(f.spheres(), shape, m);
        else
            ref ? hitmask::reference::test(f.points(), shape, m) : hitmask::test(f.points(), shape, m);
    };
    if (spheres) {
        q.baseline = [args](const plain3::columns& c, std::uint8_t* o) { plain3::baseline::spheres(c, args, o); };
        q.native = [args](const plain3::columns& c, std::uint8_t* o) { plain3::native::spheres(c, args, o); };
        q.baseline_count = [args](const plain3::columns& c) { return plain3::baseline::spheres_count(c, args); };
        q.native_count = [args](const plain3::columns& c) { return plain3::native::spheres_count(c, args); };
    } else {
        q.baseline = [args](const plain3::columns& c, std::uint8_t* o) { plain3::baseline::points(c, args, o); };
        q.native = [args](const plain3::columns& c, std::uint8_t* o) { plain3::native::points(c, args, o); };
        q.baseline_count = [args](const plain3::columns& c) { return plain3::baseline::points_count(c, args); };
        q.native_count = [args](const plain3::columns& c) { return plain3::native::points_count(c, args); };
    }
    q.engine_variant = "naive";
    return q;
}

/// The scene: every shape inside the 1000³ arena, each hitting a good share of it, so the
/// branchy engine loops see both outcomes.
std::vector<query> all_queries()
{
    using namespace hitmask;
    static const float lo[3] = {200, 300, 250}, hi[3] = {800, 800, 700};
    static const float cap_a[3] = {100, 200, 150}, cap_b[3] = {900, 700, 850};
    static const float apex[3] = {100, 120, 480}, dir[3] = {1, 1, 0.15f};
    const float fov = radians(60), range = 800, cap_r = 60, ball_r = 320;
    const sphere ball = sphere::make({500, 500, 500}, ball_r);
    const aabb3 box = aabb3::make({lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]});
    const capsule3 laser = capsule3::make({cap_a[0], cap_a[1], cap_a[2]}, {cap_b[0], cap_b[1], cap_b[2]}, cap_r);
    const cone guard = cone::make({apex[0], apex[1], apex[2]}, {dir[0], dir[1], dir[2]}, fov, range);
    const frustum camera =
        frustum::perspective({60, 500, 500}, {1, 0.05f, 0.02f}, {0, 0, 1}, radians(60), 16.f / 9.f, 1.f, 800.f);
    // a crate turned 0.6 rad about z, then tilted 0.4 rad about its own u axis
    static const float crate_c[3] = {500, 480, 520}, crate_h[3] = {300, 160, 120};
    static float crate_axes[3][3];
    {
        const float cz = std::cos(0.6f), sz = std::sin(0.6f), ct = std::cos(0.4f), st = std::sin(0.4f);
        const float rows[3][3] = {{cz, sz, 0}, {-sz * ct, cz * ct, st}, {sz * st, -cz * st, ct}};
        for (int i = 0; i < 3; ++i)
            for (int k = 0; k < 3; ++k)
                crate_axes[i][k] = rows[i][k];
    }
    const obb3 crate = obb3::make({crate_c[0], crate_c[1], crate_c[2]}, {crate_h[0], crate_h[1], crate_h[2]},
                                  {crate_axes[0][0], crate_axes[0][1], crate_axes[0][2]},
                                  {crate_axes[1][0], crate_axes[1][1], crate_axes[1][2]},
                                  {crate_axes[2][0], crate_axes[2][1], crate_axes[2][2]});

    const plain3::sphere_args ball_args{500, 500, 500, ball_r};
    const plain3::aabb3_args box_args{lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]};
    const plain3::capsule3_args cap_args{cap_a[0], cap_a[1], cap_a[2], cap_b[0], cap_b[1], cap_b[2], cap_r};
    const vec3 u = guard.direction();
    const plain3::cone_args cone_args{apex[0], apex[1], apex[2], u.x, u.y, u.z, std::cos(fov / 2), std::sin(fov / 2), range};
    plain3::frustum_args frustum_args{};
    naive3::plane engine_planes[6];
    for (int i = 0; i < 6; ++i) {
        const plane p = camera.plane_at(i);
        const float row[4] = {p.normal.x, p.normal.y, p.normal.z, p.d};
        for (int k = 0; k < 4; ++k)
            frustum_args.plane[i][k] = row[k];
        engine_planes[i] = {row[0], row[1], row[2], row[3]};
    }
    plain3::obb3_args crate_args{};
    for (int i = 0; i < 3; ++i) {
        crate_args.c[i] = crate_c[i];
        crate_args.h[i] = crate_h[i];
    }
    const vec3 stored[3] = {crate.u(), crate.v(), crate.w()};
    for (int i = 0; i < 3; ++i) {
        crate_args.axis[i][0] = stored[i].x;
        crate_args.axis[i][1] = stored[i].y;
        crate_args.axis[i][2] = stored[i].z;
    }

    std::vector<query> q;
    for (bool spheres : {false, true}) {
        const std::string view = spheres ? "spheres_" : "points3_";
        query s = make_query(view + "sphere", spheres, ball, ball_args);
        s.engine = [=](const naive3::bodies& b, std::uint8_t* o) {
            spheres ? naive3::spheres_sphere(b, 500, 500, 500, ball_r, o) : naive3::sphere(b, 500, 500, 500, ball_r, o);
        };
        query a = make_query(view + "aabb3", spheres, box, box_args);
        a.engine = [=](const naive3::bodies& b, std::uint8_t* o) {
            spheres ? naive3::spheres_aabb3(b, lo, hi, o) : naive3::aabb3(b, lo, hi, o);
        };
        query c = make_query(view + "capsule3", spheres, laser, cap_args);
        c.engine = [=](const naive3::bodies& b, std::uint8_t* o) {
            spheres ? naive3::spheres_capsule3(b, cap_a, cap_b, cap_r, o) : naive3::capsule3(b, cap_a, cap_b, cap_r, o);
        };
        query k = make_query(view + "cone", spheres, guard, cone_args);
        k.engine = [=](const naive3::bodies& b, std::uint8_t* o) {
            spheres ? naive3::spheres_cone(b, apex, dir, fov, range, o) : naive3::cone(b, apex, dir, fov, range, o);
        };
        query fr = make_query(view + "frustum", spheres, camera, frustum_args);
        fr.engine_variant = "six_plane";
        fr.engine = [=](const naive3::bodies& b, std::uint8_t* o) {
            spheres ? naive3::spheres_six_plane(b, engine_planes, o) : naive3::six_plane(b, engine_planes, o);
        };
        fr.frustum = true;
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 4; ++j)
                fr.planes[i][j] = frustum_args.plane[i][j];
        query o = make_query(view + "obb3", spheres, crate, crate_args);
        o.engine = [=](const naive3::bodies& b, std::uint8_t* out) {
            spheres ? naive3::spheres_obb3(b, crate_c, crate_axes, crate_h, out)
                    : naive3::obb3(b, crate_c, crate_axes, crate_h, out);
        };
        // the floor comparison: the two shapes whose kernels cost less than the loads
        s.at_floor_size = a.at_floor_size = !spheres;
        for (query* each : {&s, &a, &c, &k, &fr, &o})
            q.push_back(std::move(*each));
    }
    return q;
}

void bench_hitmask(benchmark::State& state, const query& q, bool reference, hitmask::isa target)
{
    if (!reference) hitmask::force_isa(target);
    const solids::field& f = solids::field_of(static_cast<std::size_t>(state.range(0)));
    hitmask::bitmask m(f.n);
    for (auto _ : state) {
        q.run(f, m, reference);
        benchmark::DoNotOptimize(m.words());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_plain(benchmark::State& state, const query& q,
                 const std::function<void(const plain3::columns&, std::uint8_t*)>& run)
{
    solids::field& f = solids::field_of(static_cast<std::size_t>(state.range(0)));
    const plain3::columns c = f.columns(q.spheres);
    for (auto _ : state) {
        run(c, f.bytes.data());
        benchmark::DoNotOptimize(f.bytes.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_plain_count(benchmark::State& state, const query& q,
                       const std::function<std::size_t(const plain3::columns&)>& run)
{
    const solids::field& f = solids::field_of(static_cast<std::size_t>(state.range(0)));
    const plain3::columns c = f.columns(q.spheres);
    for (auto _ : state)
        benchmark::DoNotOptimize(run(c));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_engine(benchmark::State& state, const query& q)
{
    solids::field& f = solids::field_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        q.engine(f.aos, f.bytes.data());
        benchmark::DoNotOptimize(f.bytes.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// btDbvt: the tree is built here, before the timed loop, as a game keeps it between frames.
void bench_dbvt(benchmark::State& state, const query& q)
{
    solids::field& f = solids::field_of(static_cast<std::size_t>(state.range(0)));
    const auto tree = dbvt_peer::build(f.x.data(), f.y.data(), f.z.data(), q.spheres ? f.r.data() : nullptr, f.n);
    for (auto _ : state) {
        dbvt_peer::cull(*tree, q.planes, f.bytes.data());
        benchmark::DoNotOptimize(f.bytes.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

using floor_reader = memory_floor::reader;

/// Reads x, y, z (and r for spheres) once.
void bench_memory_floor(benchmark::State& state, std::size_t columns, floor_reader read)
{
    const solids::field& f = solids::field_of(static_cast<std::size_t>(state.range(0)));
    const float* col[4] = {f.x.data(), f.y.data(), f.z.data(), f.r.data()};
    for (auto _ : state)
        benchmark::DoNotOptimize(read(col, columns, f.n));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// Hits at 4,096 per variant: the peers answer (nearly) the same question, so a peer with far
/// fewer hits would be measuring less work. The approximations differ only near the surface.
void print_hit_counts(const std::vector<query>& queries)
{
    solids::field& f = solids::field_of(cached_size);
    const auto hits = [&f] { return static_cast<std::size_t>(std::count(f.bytes.begin(), f.bytes.end(), 1)); };
    std::printf("hits of %lld elements: hitmask, plain x86-64, plain native, engine loop, btDbvt\n",
                static_cast<long long>(cached_size));
    for (const query& q : queries) {
        hitmask::bitmask m(f.n);
        q.run(f, m, false);
        q.baseline(f.columns(q.spheres), f.bytes.data());
        const std::size_t baseline = hits();
        q.native(f.columns(q.spheres), f.bytes.data());
        const std::size_t native = hits();
        q.engine(f.aos, f.bytes.data());
        const std::size_t engine = hits();
        std::string dbvt = "-";
        if (q.frustum)
            if (const auto tree = dbvt_peer::build(f.x.data(), f.y.data(), f.z.data(), q.spheres ? f.r.data() : nullptr, f.n)) {
                dbvt_peer::cull(*tree, q.planes, f.bytes.data());
                dbvt = std::to_string(hits());
            }
        std::printf("  %-18s %6zu %6zu %6zu %6zu %6s\n", q.name.c_str(), m.count(), baseline, native, engine, dbvt.c_str());
    }
    std::printf("\n");
}

using bench_rows::add;

void register_query(const query& q, std::int64_t n)
{
    bench_rows::add_hitmask_rows(q.name, n, [&q](benchmark::State& s, hitmask::isa target, bool reference) {
        bench_hitmask(s, q, reference, target);
    });
    add(q.name + "/plain_x86_64", n, [&q](benchmark::State& s) { bench_plain(s, q, q.baseline); });
    add(q.name + "/plain_x86_64_count", n, [&q](benchmark::State& s) { bench_plain_count(s, q, q.baseline_count); });
    add(q.name + "/plain_native", n, [&q](benchmark::State& s) { bench_plain(s, q, q.native); });
    add(q.name + "/plain_native_count", n, [&q](benchmark::State& s) { bench_plain_count(s, q, q.native_count); });
    if (static_cast<std::size_t>(n) > solids::largest_aos) return; // seconds per iteration, and no array of structs
    add(q.name + "/" + q.engine_variant, n, [&q](benchmark::State& s) { bench_engine(s, q); });
    if (q.frustum && dbvt_peer::available()) add(q.name + "/btdbvt", n, [&q](benchmark::State& s) { bench_dbvt(s, q); });
}

} // namespace

int main(int argc, char** argv)
{
    if (!machine_context::start(argc, argv, "hitmask_solids_bench")) return 1;
    static const std::vector<query> queries = all_queries();
    print_hit_counts(queries);
    if (!dbvt_peer::available())
        std::printf("Bullet (libbullet-dev) was not found when this program was built: no btdbvt rows\n\n");
    for (std::int64_t n : {cached_size, l2_size, floor_size})
        for (hitmask::isa target : hitmask::available_isas()) {
            const floor_reader read = memory_floor::reader_of(target);
            if (!read) continue;
            for (const auto& [view, columns] : {std::pair<const char*, std::size_t>{"points3", 3}, {"spheres", 4}})
                add(std::string("floor_") + view + "/" + hitmask::to_string(target), n,
                    [columns = columns, read](benchmark::State& s) { bench_memory_floor(s, columns, read); });
        }
    for (const query& q : queries) {
        register_query(q, cached_size);
        register_query(q, l2_size);
        if (q.at_floor_size) register_query(q, floor_size);
    }
    bench_tables::reporter reporter(print_solids_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
