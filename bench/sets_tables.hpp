// hitmask_sets_bench's tables, printed after the console output (markdown): each scenario's
// hitmask paths and peers in µs per query with the ratios the issue targets, the 8 view cones'
// test_each against 8 test() calls, every form of every set, and the 3D rows (U3 against
// Bullet's btDbvtBroadphase, 200 cones' test_each) with their targets. Names are
// scenario/variant/elements; CPU time per iteration (the median of repetitions).
#pragma once

#include "table_reporter.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace sets_tables {

using bench_tables::results;
using entry = bench_tables::run;

/// µs figures: two decimals below 10, one below 1000, none above.
inline std::string num(double v)
{
    return bench_tables::num(v, v < 10 ? "%.2f" : v < 1000 ? "%.1f" : "%.0f");
}
inline std::string ratio(double slow, double fast) { return bench_tables::ratio(slow, fast, "%.2fx"); }

inline void scenarios(const results& all)
{
    const char* names[] = {"U", "S", "small", "clustered"};
    const char* peers[] = {"box2d", "chipmunk_hash", "chipmunk_bbtree"};
    std::printf("\nMany shapes at once, `pairs`, CPU µs per query, all from this run:\n\n");
    std::printf("| scenario | elements | shapes | pairs | automatic (path) | brute force | grid | Box2D tree |"
                " Chipmunk cpSpaceHash | Chipmunk cpBBTree |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    std::vector<std::string> disagree;
    for (const char* s : names) {
        const std::string p = std::string(s) + "_pairs/";
        const entry* a = nullptr;
        long n = 0;
        for (const auto& [name, e] : all.all())
            if (name.rfind(p + "automatic/", 0) == 0) {
                a = &e;
                n = std::stol(name.substr(name.rfind('/') + 1));
            }
        if (!a) continue;
        std::printf("| %s | %ld | %.0f | %.0f | %s (%s) | %s | %s |", s, n, a->counter("shapes"),
                    a->counter("pairs"), num(a->cpu_us).c_str(), a->label.c_str(),
                    num(all.us(p + "brute_force/" + std::to_string(n))).c_str(),
                    num(all.us(p + "grid/" + std::to_string(n))).c_str());
        for (const char* peer : peers)
            std::printf(" %s |", num(all.us(p + peer + "/" + std::to_string(n))).c_str());
        std::printf("\n");
        for (const auto& [name, e] : all.all())
            if (name.rfind(p, 0) == 0 && e.counters.count("agree") && e.counters.at("agree") != 1)
                disagree.push_back(name + " (" + num(e.counters.at("pairs")) + " pairs)");
    }
    std::printf("\nevery path's and every peer's pairs equal the scalar reference's: %s\n",
                disagree.empty() ? "yes" : "NO");
    for (const std::string& d : disagree)
        std::printf("  differs: %s\n", d.c_str());

    const auto t = [&all](const char* s, const char* v, long n) {
        return all.us(std::string(s) + "_pairs/" + v + "/" + std::to_string(n));
    };
    const auto best_chipmunk = [&](const char* s, long n) {
        const double h = t(s, "chipmunk_hash", n), b = t(s, "chipmunk_bbtree", n);
        return h > 0 && b > 0 ? std::min(h, b) : std::max(h, b);
    };
    const auto verdict = [](double r, double target) {
        return r <= 0 ? "-" : r >= target ? "met" : "MISSED";
    };
    std::printf("\nTargets (ratio = the other's time / hitmask automatic's time):\n\n"
                "| target | measured | |\n|---|---:|---|\n");
    const double u = t("U", "automatic", 100000), s = t("S", "automatic", 2000);
    std::printf("| U: >= 10x brute force | %s | %s |\n", ratio(t("U", "brute_force", 100000), u).c_str(),
                verdict(t("U", "brute_force", 100000) / u, 10));
    std::printf("| U: >= 40x Box2D tree | %s | %s |\n", ratio(t("U", "box2d", 100000), u).c_str(),
                verdict(t("U", "box2d", 100000) / u, 40));
    std::printf("| U: against Chipmunk (faster index) | %s | |\n", ratio(best_chipmunk("U", 100000), u).c_str());
    std::printf("| S: >= 20x Box2D tree | %s | %s |\n", ratio(t("S", "box2d", 2000), s).c_str(),
                verdict(t("S", "box2d", 2000) / s, 20));
    std::printf("| S: against Chipmunk (faster index) | %s | |\n", ratio(best_chipmunk("S", 2000), s).c_str());
    const double sa = t("small", "automatic", 100000);
    const double sf = std::min(t("small", "brute_force", 100000), t("small", "grid", 100000));
    std::printf("| small: automatic within 10%% of the faster forced path | automatic / faster = %s | %s |\n",
                ratio(sa, sf).c_str(), sa > 0 && sf > 0 ? (sa <= 1.1 * sf ? "met" : "MISSED") : "-");
    const double c = t("clustered", "automatic", 100000);
    std::printf("| clustered: no slower than brute force | %s | %s |\n",
                ratio(t("clustered", "brute_force", 100000), c).c_str(),
                verdict(t("clustered", "brute_force", 100000) / c, 1));
    std::printf("| clustered: >= 4x Box2D tree | %s | %s |\n", ratio(t("clustered", "box2d", 100000), c).c_str(),
                verdict(t("clustered", "box2d", 100000) / c, 4));
    for (long n : {100000L, 1000000L}) {
        const std::string k = "/" + std::to_string(n);
        const double each = all.us("cones8/test_each_automatic" + k), sep = all.us("cones8/separate_tests" + k);
        std::printf("| test_each, 8 cones, %ld points: faster than 8 test() calls | %s | %s |\n", n,
                    ratio(sep, each).c_str(), verdict(sep / each, 1));
    }
}

inline void cones(const results& all)
{
    std::printf("\nThe demo's 8 view cones, CPU µs: one test_each against 8 test() calls:\n\n"
                "| points | hits | test_each automatic (path) | test_each brute force | test_each grid |"
                " 8 x test() | 8 x test() / test_each |\n|---:|---:|---:|---:|---:|---:|---:|\n");
    for (long n : {100000L, 1000000L}) {
        const std::string k = "/" + std::to_string(n);
        const entry* a = all.find("cones8/test_each_automatic" + k);
        if (!a) continue;
        const double sep = all.us("cones8/separate_tests" + k);
        std::printf("| %ld | %.0f | %s (%s) | %s | %s | %s | %s |\n", n, a->counter("hits"), num(a->cpu_us).c_str(),
                    a->label.c_str(), num(all.us("cones8/test_each_brute_force" + k)).c_str(),
                    num(all.us("cones8/test_each_grid" + k)).c_str(), num(sep).c_str(), ratio(sep, a->cpu_us).c_str());
    }
}

inline void forms(const results& all)
{
    const char* forms[] = {"test_any", "test_each", "first_hit", "count_per_shape", "pairs"};
    std::printf("\nEvery form, 100000 elements against 300 shapes, automatic path, CPU µs:\n\n"
                "| view, shape | test_any | test_each | first_hit | count_per_shape | pairs | path |\n"
                "|---|---:|---:|---:|---:|---:|---|\n");
    std::map<std::string, bool> rows;
    for (const auto& [name, e] : all.all())
        if (name.rfind("forms_", 0) == 0) rows[name.substr(6, name.find('/') - 6)] = true;
    for (const auto& [row, unused] : rows) {
        std::printf("| %s |", row.c_str());
        std::string path;
        for (const char* f : forms) {
            const entry* e = all.find("forms_" + row + "/" + f + "/100000");
            std::printf(" %s |", e ? num(e->cpu_us).c_str() : "-");
            if (e && path.find(e->label) == std::string::npos) path += (path.empty() ? "" : ", ") + e->label;
        }
        std::printf(" %s |\n", path.c_str());
    }
}

/// The 3D rows, when the run has them: U3's paths and Bullet's two uses, the 200 cones, and
/// their targets (bench/report/make_report.py evaluates the same from the JSON).
inline void solids(const results& all)
{
    const std::string u3 = "U3_pairs/", n = "/100000";
    const entry* a = all.find(u3 + "automatic" + n);
    const entry* each = all.find("cones200/test_each_automatic/20000");
    if (!a && !each) return;
    std::vector<std::string> disagree;
    for (const auto& [name, e] : all.all())
        if ((name.rfind(u3, 0) == 0 || name.rfind("cones200/", 0) == 0) && e.counter("agree") != 1)
            disagree.push_back(name);
    if (a) {
        std::printf("\nMany 3D shapes at once, `pairs`: 100000 spheres (r in (0, 4]) against 1000 spheres (r in"
                    " [2, 30]) in a 2000 x 2000 x 500 box, CPU µs per query (Bullet: per frame), all from this"
                    " run:\n\n| scenario | elements | shapes | pairs | automatic (path) | brute force | grid |"
                    " Bullet btDbvtBroadphase: rebuilt | kept, all elements moved | set only, aabbTest per element |\n"
                    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        std::printf("| U3 | 100000 | %.0f | %.0f | %s (%s) | %s | %s | %s | %s | %s |\n", a->counter("shapes"),
                    a->counter("pairs"), num(a->cpu_us).c_str(), a->label.c_str(),
                    num(all.us(u3 + "brute_force" + n)).c_str(), num(all.us(u3 + "grid" + n)).c_str(),
                    num(all.us(u3 + "bullet_dbvt_rebuilt" + n)).c_str(),
                    num(all.us(u3 + "bullet_dbvt_moved" + n)).c_str(),
                    num(all.us(u3 + "bullet_dbvt_queried" + n)).c_str());
    }
    if (each) {
        const double sep = all.us("cones200/separate_tests/20000");
        std::printf("\n200 view cones (fov 30-120 degrees, range 50-300) against 20000 points in the same box,"
                    " CPU µs:\n\n| points | hits | test_each automatic (path) | 200 x test() |"
                    " 200 x test() / test_each |\n|---:|---:|---:|---:|---:|\n");
        std::printf("| 20000 | %.0f | %s (%s) | %s | %s |\n", each->counter("hits"), num(each->cpu_us).c_str(),
                    each->label.c_str(), num(sep).c_str(), ratio(sep, each->cpu_us).c_str());
    }
    std::printf("\nevery 3D path's, Bullet's and every cone mask's results equal the scalar reference's: %s\n",
                disagree.empty() ? "yes" : "NO");
    for (const std::string& d : disagree)
        std::printf("  differs: %s\n", d.c_str());

    const auto verdict = [](double r, double target) { return r <= 0 ? "-" : r >= target ? "met" : "MISSED"; };
    const double au = a ? a->cpu_us : 0, brute = all.us(u3 + "brute_force" + n);
    double bullet = 0; // the fastest of Bullet's uses that ran
    for (const char* use : {"rebuilt", "moved", "queried"}) {
        const double t = all.us(u3 + "bullet_dbvt_" + use + n);
        if (t > 0 && (bullet <= 0 || t < bullet)) bullet = t;
    }
    std::printf("\n3D targets (ratio = the other's time / hitmask's):\n\n| target | measured | |\n|---|---:|---|\n");
    std::printf("| U3: automatic >= 10x brute force | %s | %s |\n", ratio(brute, au).c_str(),
                au > 0 ? verdict(brute / au, 10) : "-");
    std::printf("| U3: automatic >= 20x Bullet btDbvtBroadphase (its fastest use) | %s | %s |\n",
                ratio(bullet, au).c_str(), au > 0 ? verdict(bullet / au, 20) : "-");
    const double e = each ? each->cpu_us : 0, sep = all.us("cones200/separate_tests/20000");
    std::printf("| test_each, 200 cones, 20000 points: faster than 200 test() calls | %s | %s |\n",
                ratio(sep, e).c_str(), e > 0 ? verdict(sep / e, 1) : "-");
}

} // namespace sets_tables

inline void print_sets_tables(const bench_tables::results& all)
{
    sets_tables::scenarios(all);
    sets_tables::cones(all);
    sets_tables::forms(all);
    sets_tables::solids(all);
}
