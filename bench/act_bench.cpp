// Google Benchmark: acting on the answers, compaction and nearest (the issue after 4b462b7).
// Names are query/variant/elements.
//
//   compact8_50   hitmask::compact of 8 float columns, 50 % of the elements kept at random, at
//                 1 M and 16 M elements; compact8_1 and compact8_99 (1 % and 99 % kept) at 1 M for
//                 context. Variants:
//     avx2, sse4_2, scalar   hitmask::compact on each ISA this CPU runs (force_isa)
//     reference              hitmask::reference::compact
//     remove_if_x86_64/_native  std::remove_if over the same elements as an array of 32-byte
//                 structs, built -O2 for baseline x86-64 and for -march=native (peers/plain_compact.hpp)
//     soa_loop_x86_64/_native   the branch-free SoA loop a user writes (x[w] = x[i] ...; w += keep)
//     highway     Highway's CompressBitsStore, static dispatch built for AVX2 (peers/act_peers.hpp)
//     highway_clang  the same source built by clang++ (g++ 12 copies a 1 KB table per call in hwy 1.0.3)
//     floor       the memory floor of a 50 % compaction (compact_floor.hpp): compact8_50 only
//   Compaction is destructive: every iteration puts the pristine columns back (a memcpy per
//   column) with the timing paused, then compacts. A call takes milliseconds at these sizes, a
//   pause and resume a microsecond or less, so the pause costs under 0.1 %; every variant,
//   the floor included, starts from the same just-restored state (part of it in the L3 at 1 M,
//   none of it at 16 M). Timing the restore and subtracting it would add the copy's noise to
//   every figure instead.
//
//   mask_indices_P  hitmask::indices of a 1 M-bit mask with P % of its bits set (1, 10, 50, 90)
//                 on each ISA, the reference, and the bit scan a C programmer writes (while (w)
//                 { out[k++] = base + ctz(w); w &= w - 1; }), -O2 for baseline x86-64 and -march=native
//   nearest_circles   hitmask::nearest(circles_view, p) over 4,096 and 100,000 round bullets (the
//                 ray-cast benchmark's field: 1920 x 1080, radii 2-8, raycast_field.hpp), p the
//                 player at (960, 1000): every ISA, the reference, and the strict-< scan an engine
//                 writes (d = sqrt(dx*dx+dy*dy) - r; if (d < best) ...), -O2 baseline x86-64 and
//                 -march=native (peers/plain_nearest.hpp)
//   nearest_points    the same over the centres as points_view, with the engine's scan on squared
//                 distances and nanoflann's KD-tree (libnanoflann-dev): nanoflann_query (the tree
//                 built before the timing) and nanoflann_build (buildIndex every call, as bullets
//                 move every frame, then the query). nanoflann finds the nearest centre, so it is
//                 compared on points only, not on round bullets.
//   nearest_k8_circles  hitmask::nearest_k with k = 8 (best ISA), the reference, and every
//                 distance into a scratch array then std::partial_sort of 8 (-O2, both builds)
// Before timing, every answer is checked: each ISA against the reference bit for bit, each peer
// up to ties under hitmask's formula (inside discs an engine's negative distance picks the
// deepest disc where hitmask says 0 for all of them, lowest index first). The tables at the end
// (act_tables.hpp) give the ratios.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "act_field.hpp"
#include "act_tables.hpp"
#include "compact_floor.hpp"
#include "machine_context.hpp"
#include "bench_rows.hpp"
#include "peers/act_peers.hpp"
#include "peers/plain_compact.hpp"
#include "peers/plain_nearest.hpp"
#include "raycast_field.hpp"

namespace {

using act_field::columns;

constexpr float px = 960.f, py = 1000.f; // the player
constexpr std::size_t k = 8;

// ---- compaction ----

/// One way to compact the table's 8 columns (or its array of structs) by `keep`.
using compactor = std::function<std::size_t(act_field::table&, const hitmask::bitmask&)>;

std::size_t run_hitmask(act_field::table& t, const hitmask::bitmask& keep, bool reference)
{
    float* const* c = t.cols;
    return reference ? hitmask::reference::compact(keep, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])
                     : hitmask::compact(keep, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
}

void bench_compact(benchmark::State& state, int percent, bool aos, const compactor& run)
{
    const auto n = static_cast<std::size_t>(state.range(0));
    act_field::table& t = act_field::table_of(n);
    const hitmask::bitmask& keep = act_field::keep_of(n, percent);
    for (auto _ : state) {
        state.PauseTiming();
        if (aos)
            t.restore_aos();
        else
            t.restore();
        state.ResumeTiming();
        benchmark::DoNotOptimize(run(t, keep));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

// ---- nearest ----

hitmask::circles_view discs_of(std::size_t n)
{
    return ray_field::field_of(n).discs();
}
hitmask::points_view points_of(std::size_t n)
{
    const ray_field::field& f = ray_field::field_of(n);
    return {f.x.data(), f.y.data(), n};
}

void bench_nearest(benchmark::State& state, bool points, bool reference, hitmask::isa target)
{
    if (!reference) hitmask::force_isa(target);
    const auto n = static_cast<std::size_t>(state.range(0));
    const hitmask::circles_view discs = discs_of(n);
    const hitmask::points_view pts = points_of(n);
    for (auto _ : state) {
        const hitmask::nearest_hit h = points ? (reference ? hitmask::reference::nearest(pts, {px, py})
                                                           : hitmask::nearest(pts, {px, py}))
                                              : (reference ? hitmask::reference::nearest(discs, {px, py})
                                                           : hitmask::nearest(discs, {px, py}));
        benchmark::DoNotOptimize(h);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

using scan_circles = plain_nearest::nearest (*)(const float*, const float*, const float*, std::size_t, float, float);
using scan_points = plain_nearest::nearest (*)(const float*, const float*, std::size_t, float, float);

void bench_scan(benchmark::State& state, scan_circles circles, scan_points points)
{
    const auto n = static_cast<std::size_t>(state.range(0));
    const ray_field::field& f = ray_field::field_of(n);
    for (auto _ : state) {
        if (circles)
            benchmark::DoNotOptimize(circles(f.x.data(), f.y.data(), f.r.data(), n, px, py));
        else
            benchmark::DoNotOptimize(points(f.x.data(), f.y.data(), n, px, py));
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

/// nanoflann's tree per size, over the field's centres, built once.
act_peer::nanoflann::tree& tree_of(std::size_t n)
{
    static std::vector<std::pair<std::size_t, std::shared_ptr<act_peer::nanoflann::tree>>> all;
    for (auto& [size, t] : all)
        if (size == n) return *t;
    const ray_field::field& f = ray_field::field_of(n);
    all.emplace_back(n, act_peer::nanoflann::make(f.x.data(), f.y.data(), n));
    return *all.back().second;
}

void bench_nanoflann(benchmark::State& state, bool build)
{
    act_peer::nanoflann::tree& t = tree_of(static_cast<std::size_t>(state.range(0)));
    for (auto _ : state) {
        if (build) act_peer::nanoflann::rebuild(t);
        float squared;
        benchmark::DoNotOptimize(act_peer::nanoflann::nearest(t, px, py, squared));
        benchmark::DoNotOptimize(squared);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void bench_nearest_k(benchmark::State& state, bool reference, hitmask::isa target)
{
    if (!reference) hitmask::force_isa(target);
    const auto n = static_cast<std::size_t>(state.range(0));
    const hitmask::circles_view discs = discs_of(n);
    std::uint32_t indices[k];
    float distances[k];
    for (auto _ : state) {
        benchmark::DoNotOptimize(reference ? hitmask::reference::nearest_k(discs, {px, py}, k, indices, distances)
                                           : hitmask::nearest_k(discs, {px, py}, k, indices, distances));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

using partial_sort_k = void (*)(const float*, const float*, const float*, std::size_t, float, float, std::size_t,
                                plain_nearest::scored*, std::uint32_t*);

void bench_partial_sort(benchmark::State& state, partial_sort_k run)
{
    const auto n = static_cast<std::size_t>(state.range(0));
    const ray_field::field& f = ray_field::field_of(n);
    std::vector<plain_nearest::scored> scratch(n); // kept by the caller, as a game keeps it
    std::uint32_t out[k];
    for (auto _ : state) {
        run(f.x.data(), f.y.data(), f.r.data(), n, px, py, k, scratch.data(), out);
        benchmark::DoNotOptimize(out);
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

// ---- the answers, checked before any timing ----

int failures = 0;

void disagree(const std::string& what)
{
    std::printf("DISAGREES: %s\n", what.c_str());
    ++failures;
}

/// hitmask's distance from p to element i (a point when r is null), written as the contract
/// states it, for judging a peer's answer up to ties.
float distance_to(const ray_field::field& f, std::size_t i, bool points)
{
    const float dx = f.x.data()[i] - px, dy = f.y.data()[i] - py;
    const float d = std::sqrt(dx * dx + dy * dy);
    return points ? d : std::max(d - f.r.data()[i], 0.f);
}

/// A peer's index passes when hitmask's formula puts it as near as the reference's answer.
void check_peer(const std::string& who, std::size_t n, bool points, std::size_t got, const hitmask::nearest_hit& ref)
{
    const ray_field::field& f = ray_field::field_of(n);
    if (got == ref.index) return;
    if (got < n && std::fabs(distance_to(f, got, points) - ref.distance) <= 1e-4f * (1.f + ref.distance)) {
        std::printf("  tie: %s %zu: %s says %zu, the reference %zu, both at %.4f\n", points ? "points" : "discs", n,
                    who.c_str(), got, ref.index, static_cast<double>(ref.distance));
        return;
    }
    disagree(who + " over " + std::to_string(n) + (points ? " points" : " discs") + " says " + std::to_string(got) +
             ", the reference " + std::to_string(ref.index));
}

void check_compaction(const std::vector<hitmask::isa>& isas)
{
    const std::size_t n = 100003; // not a multiple of any vector width: every tail path runs
    act_field::table t(n), expected(n);
    for (int percent : act_field::percents) {
        const hitmask::bitmask& keep = act_field::keep_of(n, percent);
        expected.restore();
        const std::size_t kept = run_hitmask(expected, keep, true);
        auto same = [&](const std::string& who, std::size_t got) {
            bool ok = got == kept;
            for (std::size_t c = 0; c < columns && ok; ++c)
                ok = std::memcmp(t.cols[c], expected.cols[c], kept * sizeof(float)) == 0;
            if (!ok) disagree(who + " at " + std::to_string(percent) + " % does not keep the reference's elements");
        };
        for (hitmask::isa target : isas) {
            hitmask::force_isa(target);
            t.restore();
            same(std::string("compact/") + hitmask::to_string(target), run_hitmask(t, keep, false));
        }
        for (const auto& [who, loop] : {std::pair{"soa_loop_x86_64", &plain_compact::baseline::soa_loop},
                                        {"soa_loop_native", &plain_compact::native::soa_loop}}) {
            t.restore();
            same(who, loop(keep.words(), t.cols, n));
        }
        for (const auto& [who, remove] : {std::pair{"remove_if_x86_64", &plain_compact::baseline::remove_if},
                                          {"remove_if_native", &plain_compact::native::remove_if}}) {
            plain_compact::bullet8* aos = t.restore_aos();
            const std::size_t got = remove(keep.words(), aos, n);
            for (std::size_t i = 0; i < got; ++i)
                for (std::size_t c = 0; c < columns; ++c)
                    t.cols[c][i] = aos[i].v[c];
            same(who, got);
        }
        if (act_peer::hwy::available()) {
            t.restore();
            same("highway", act_peer::hwy::compact(keep.words(), t.cols, columns, n));
        }
#if HITMASK_BENCH_HWY_CLANG
        if (act_peer::hwy_clang::available()) {
            t.restore();
            same("highway_clang", act_peer::hwy_clang::compact(keep.words(), t.cols, columns, n));
        }
#endif
    }
    std::printf("compaction (8 columns of %zu, 1 %%, 50 %% and 99 %% kept): every ISA and peer checked against the "
                "reference\n",
                n);
}

void check_nearest(const std::vector<hitmask::isa>& isas)
{
    for (std::int64_t size : act_field::nearest_sizes) {
        const auto n = static_cast<std::size_t>(size);
        const ray_field::field& f = ray_field::field_of(n);
        for (bool points : {false, true}) {
            const hitmask::nearest_hit ref = points ? hitmask::reference::nearest(points_of(n), {px, py})
                                                    : hitmask::reference::nearest(discs_of(n), {px, py});
            std::printf("  %-6s %6zu: reference: index %zu at %.4f\n", points ? "points" : "discs", n, ref.index,
                        static_cast<double>(ref.distance));
            for (hitmask::isa target : isas) {
                hitmask::force_isa(target);
                const hitmask::nearest_hit h =
                    points ? hitmask::nearest(points_of(n), {px, py}) : hitmask::nearest(discs_of(n), {px, py});
                if (h.index != ref.index || std::memcmp(&h.distance, &ref.distance, sizeof(float)) != 0)
                    disagree(std::string("nearest/") + hitmask::to_string(target) + " over " + std::to_string(n));
            }
            for (const auto& [who, scans] :
                 {std::pair{"scan_x86_64", std::pair{&plain_nearest::baseline::scan_circles, &plain_nearest::baseline::scan_points}},
                  {"scan_native", std::pair{&plain_nearest::native::scan_circles, &plain_nearest::native::scan_points}}}) {
                const plain_nearest::nearest got = points ? scans.second(f.x.data(), f.y.data(), n, px, py)
                                                          : scans.first(f.x.data(), f.y.data(), f.r.data(), n, px, py);
                check_peer(who, n, points, got.index, ref);
            }
            if (points && act_peer::nanoflann::available()) {
                float squared;
                check_peer("nanoflann", n, true, act_peer::nanoflann::nearest(tree_of(n), px, py, squared), ref);
            }
        }
        // nearest_k: every ISA's list is the reference's; a peer's list holds the same distances
        std::uint32_t ref_i[k], got_i[k];
        float ref_d[k], got_d[k];
        const std::size_t found = hitmask::reference::nearest_k(discs_of(n), {px, py}, k, ref_i, ref_d);
        for (hitmask::isa target : isas) {
            hitmask::force_isa(target);
            if (hitmask::nearest_k(discs_of(n), {px, py}, k, got_i, got_d) != found ||
                std::memcmp(got_i, ref_i, sizeof ref_i) != 0 || std::memcmp(got_d, ref_d, sizeof ref_d) != 0)
                disagree(std::string("nearest_k/") + hitmask::to_string(target) + " over " + std::to_string(n));
        }
        std::vector<plain_nearest::scored> scratch(n);
        for (const auto& [who, sorter] : {std::pair{"partial_sort_x86_64", &plain_nearest::baseline::partial_sort_k},
                                          {"partial_sort_native", &plain_nearest::native::partial_sort_k}}) {
            sorter(f.x.data(), f.y.data(), f.r.data(), n, px, py, k, scratch.data(), got_i);
            std::vector<float> theirs, ours(ref_d, ref_d + found);
            for (std::size_t i = 0; i < k; ++i)
                theirs.push_back(distance_to(f, got_i[i], false));
            std::sort(theirs.begin(), theirs.end());
            for (std::size_t i = 0; i < found; ++i)
                if (std::fabs(theirs[i] - ours[i]) > 1e-4f * (1.f + ours[i]))
                    disagree(std::string(who) + " over " + std::to_string(n) + ": not the 8 nearest");
        }
    }
    std::printf("nearest (discs and points) and nearest_k (k = 8): every ISA and peer checked against the reference\n");
}

void check_indices(const std::vector<hitmask::isa>& isas)
{
    const std::size_t n = static_cast<std::size_t>(act_field::compact_sizes[0]);
    for (int percent : {1, 10, 50, 90}) {
        const hitmask::bitmask& m = act_field::keep_of(n, percent);
        std::vector<std::uint32_t> want(n), got(n);
        const std::size_t count = plain_compact::baseline::bit_scan(m.words(), n, want.data());
        want.resize(count);
        for (hitmask::isa target : isas) {
            hitmask::force_isa(target);
            got.assign(n, 0);
            got.resize(hitmask::indices(m, got.data(), n));
            if (got != want) {
                std::printf("mask_indices_%d on %s differs from the bit scan\n", percent, hitmask::to_string(target));
                ++failures;
            }
        }
    }
    std::printf("mask indices (1 M bits at 1, 10, 50 and 90 %%): every ISA equals the bit scan\n");
}

bool answers_agree()
{
    const std::vector<hitmask::isa> isas = hitmask::available_isas();
    check_compaction(isas);
    check_indices(isas);
    check_nearest(isas);
    hitmask::use_automatic_isa();
    std::printf("peers agree: %s\n\n", failures ? "NO" : "yes");
    return failures == 0;
}

// ---- registration ----

using bench_rows::add;

void register_compaction(const std::vector<hitmask::isa>& isas)
{
    for (int percent : act_field::percents) {
        const std::string q = "compact8_" + std::to_string(percent) + "/";
        for (std::int64_t n : act_field::compact_sizes) {
            if (percent != 50 && n != act_field::compact_sizes[0]) continue; // 1 % and 99 %: 1 M only
            auto compact = [&](const std::string& variant, bool aos, compactor run) {
                add(q + variant, n, [percent, aos, run](benchmark::State& s) { bench_compact(s, percent, aos, run); });
            };
            for (hitmask::isa target : isas)
                compact(hitmask::to_string(target), false, [target](act_field::table& t, const hitmask::bitmask& keep) {
                    hitmask::force_isa(target);
                    return run_hitmask(t, keep, false);
                });
            compact("reference", false,
                    [](act_field::table& t, const hitmask::bitmask& keep) { return run_hitmask(t, keep, true); });
            compact("remove_if_x86_64", true, [](act_field::table& t, const hitmask::bitmask& keep) {
                return plain_compact::baseline::remove_if(keep.words(), t.aos.data(), t.n);
            });
            compact("remove_if_native", true, [](act_field::table& t, const hitmask::bitmask& keep) {
                return plain_compact::native::remove_if(keep.words(), t.aos.data(), t.n);
            });
            compact("soa_loop_x86_64", false, [](act_field::table& t, const hitmask::bitmask& keep) {
                return plain_compact::baseline::soa_loop(keep.words(), t.cols, t.n);
            });
            compact("soa_loop_native", false, [](act_field::table& t, const hitmask::bitmask& keep) {
                return plain_compact::native::soa_loop(keep.words(), t.cols, t.n);
            });
            if (act_peer::hwy::available())
                compact("highway", false, [](act_field::table& t, const hitmask::bitmask& keep) {
                    return act_peer::hwy::compact(keep.words(), t.cols, columns, t.n);
                });
#if HITMASK_BENCH_HWY_CLANG
            if (act_peer::hwy_clang::available())
                compact("highway_clang", false, [](act_field::table& t, const hitmask::bitmask& keep) {
                    return act_peer::hwy_clang::compact(keep.words(), t.cols, columns, t.n);
                });
#endif
            if (percent == 50 && compact_floor::available())
                compact("floor", false, [](act_field::table& t, const hitmask::bitmask&) {
                    return static_cast<std::size_t>(compact_floor::halve(t.cols, columns, t.n));
                });
        }
    }
}

// ---- the indices of a mask's set bits ----

/// One way to list the set bits of the 1 M-bit mask of `percent` % density into a scratch array.
void bench_indices(benchmark::State& state, int percent,
                   const std::function<std::size_t(const hitmask::bitmask&, std::uint32_t*)>& run)
{
    const auto n = static_cast<std::size_t>(state.range(0));
    const hitmask::bitmask& mask = act_field::keep_of(n, percent);
    static std::vector<std::uint32_t> out;
    out.resize(n);
    for (auto _ : state) {
        benchmark::DoNotOptimize(run(mask, out.data()));
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void register_indices(const std::vector<hitmask::isa>& isas)
{
    const std::int64_t n = act_field::compact_sizes[0];
    for (int percent : {1, 10, 50, 90}) {
        const std::string q = "mask_indices_" + std::to_string(percent) + "/";
        auto row = [&](const std::string& variant, std::function<std::size_t(const hitmask::bitmask&, std::uint32_t*)> run) {
            add(q + variant, n, [percent, run](benchmark::State& s) { bench_indices(s, percent, run); });
        };
        for (hitmask::isa target : isas)
            row(hitmask::to_string(target), [target](const hitmask::bitmask& m, std::uint32_t* out) {
                hitmask::force_isa(target);
                return hitmask::indices(m, out, m.size());
            });
        row("reference", [](const hitmask::bitmask& m, std::uint32_t* out) {
            return hitmask::reference::indices(m, out, m.size());
        });
        row("bit_scan_x86_64", [](const hitmask::bitmask& m, std::uint32_t* out) {
            return plain_compact::baseline::bit_scan(m.words(), m.size(), out);
        });
        row("bit_scan_native", [](const hitmask::bitmask& m, std::uint32_t* out) {
            return plain_compact::native::bit_scan(m.words(), m.size(), out);
        });
    }
}

void register_nearest(const std::vector<hitmask::isa>& isas)
{
    const hitmask::isa best = isas.front();
    for (std::int64_t n : act_field::nearest_sizes) {
        for (bool points : {false, true}) {
            const std::string q = points ? "nearest_points/" : "nearest_circles/";
            for (hitmask::isa target : isas)
                add(q + hitmask::to_string(target), n,
                    [points, target](benchmark::State& s) { bench_nearest(s, points, false, target); });
            add(q + "reference", n, [points](benchmark::State& s) { bench_nearest(s, points, true, hitmask::isa::scalar); });
            if (points) {
                add(q + "scan_x86_64", n, [](benchmark::State& s) { bench_scan(s, nullptr, plain_nearest::baseline::scan_points); });
                add(q + "scan_native", n, [](benchmark::State& s) { bench_scan(s, nullptr, plain_nearest::native::scan_points); });
                if (act_peer::nanoflann::available()) {
                    add(q + "nanoflann_query", n, [](benchmark::State& s) { bench_nanoflann(s, false); });
                    add(q + "nanoflann_build", n, [](benchmark::State& s) { bench_nanoflann(s, true); });
                }
            } else {
                add(q + "scan_x86_64", n, [](benchmark::State& s) { bench_scan(s, plain_nearest::baseline::scan_circles, nullptr); });
                add(q + "scan_native", n, [](benchmark::State& s) { bench_scan(s, plain_nearest::native::scan_circles, nullptr); });
            }
        }
        const std::string q = "nearest_k8_circles/";
        add(q + hitmask::to_string(best), n, [best](benchmark::State& s) { bench_nearest_k(s, false, best); });
        add(q + "reference", n, [](benchmark::State& s) { bench_nearest_k(s, true, hitmask::isa::scalar); });
        add(q + "partial_sort_x86_64", n, [](benchmark::State& s) { bench_partial_sort(s, plain_nearest::baseline::partial_sort_k); });
        add(q + "partial_sort_native", n, [](benchmark::State& s) { bench_partial_sort(s, plain_nearest::native::partial_sort_k); });
    }
}

} // namespace

int main(int argc, char** argv)
{
    if (!machine_context::start(argc, argv, "hitmask_act_bench")) return 1;
    if (!act_peer::hwy::available())
        std::printf("Highway (libhwy-dev) was not found when this program was built, or this CPU lacks AVX2: its rows "
                    "are skipped\n");
    if (!act_peer::nanoflann::available())
        std::printf("nanoflann (libnanoflann-dev) was not found when this program was built: its rows are skipped\n");
    if (!compact_floor::available()) std::printf("the compaction floor needs AVX2: its rows are skipped\n");
    if (!answers_agree()) {
        std::fprintf(stderr, "hitmask_act_bench: the answers disagree (above): nothing timed\n");
        return 1;
    }
    const std::vector<hitmask::isa> isas = hitmask::available_isas();
    register_compaction(isas);
    register_indices(isas);
    register_nearest(isas);
    bench_tables::reporter reporter(print_act_tables);
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
