// hitmask_solids_bench's tables, printed after the console output: G elements/s per variant,
// the best ISA's ratios to each baseline, then the 3D targets as measured in this run.
#pragma once

#include "table_reporter.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <hitmask/isa.hpp>

namespace solids_tables {

using bench_tables::best_of;
using bench_tables::rate_of;
using bench_tables::results;


/// The faster of a plain loop's two forms (bytes out, count): the honest peer.
inline double plain_of(const results::row& r, const std::string& build)
{
    return std::max(rate_of(r, "plain_" + build), rate_of(r, "plain_" + build + "_count"));
}

/// The fastest ISA's floor of the query's columns (points3: 3, spheres: 4) at size n.
inline double floor_of(const results::grid& g, const std::string& query, long n)
{
    const auto row = g.find({query.rfind("spheres_", 0) == 0 ? "floor_spheres" : "floor_points3", n});
    double floor = 0;
    if (row != g.end())
        for (const auto& each : row->second)
            floor = std::max(floor, each.second->rate);
    return floor;
}

/// One target of the 3D issue: best ISA / `against` >= at_least for query at n.
struct target {
    const char* query;
    long n;
    const char* against; ///< reference, plain_native, naive, six_plane or floor
    double at_least;
};

inline const std::vector<target>& targets()
{
    static const std::vector<target> t = {
        {"points3_sphere", 4096, "reference", 8},        {"points3_sphere", 4096, "plain_native", 0.9},
        {"points3_frustum", 4096, "reference", 6},       {"spheres_cone", 4096, "reference", 4},
        {"spheres_cone", 4096, "naive", 10},             {"spheres_frustum", 4096, "reference", 4},
        {"spheres_frustum", 4096, "six_plane", 10},      {"points3_sphere", 16777216, "floor", 0.9},
        {"points3_aabb3", 16777216, "floor", 0.9},       {"points3_obb3", 4096, "reference", 8},
        {"spheres_obb3", 4096, "reference", 8},
    };
    return t;
}

inline void print(const results& all)
{
    using namespace bench_tables;
    const auto [table, isas] = by_size(all); // dispatch back on the automatic ISA
    std::printf("\nG elements/s per variant, and the best ISA's ratios, all from this run (plain: the faster of "
                "bytes out and count; naive: the Unity/Godot loop on an array of structs; six-plane: the "
                "frustum's; automatic ISA here: %s):\n\n",
                hitmask::to_string(hitmask::active_isa()));
    print_header({"query", "elements", "naive", "six-plane", "btDbvt", "reference"}, isas,
                 {"best / reference", "best / plain x86-64", "best / plain native", "best / naive",
                  "best / six-plane", "best / btDbvt", "best / floor"});
    for (const auto& [key, row] : table) {
        if (key.first.rfind("floor_", 0) == 0) continue;
        const double best = best_of(row, isas), ref = rate_of(row, "reference");
        std::printf("| %s | %ld | %s | %s | %s | %s |", key.first.c_str(), key.second,
                    num(rate_of(row, "naive") / 1e9).c_str(), num(rate_of(row, "six_plane") / 1e9).c_str(),
                    num(rate_of(row, "btdbvt") / 1e9).c_str(), num(ref / 1e9).c_str());
        for (const std::string& isa : isas)
            std::printf(" %s |", num(rate_of(row, isa) / 1e9).c_str());
        std::printf(" %s | %s | %s | %s | %s | %s | %s |\n", ratio(best, ref).c_str(),
                    ratio(best, plain_of(row, "x86_64")).c_str(), ratio(best, plain_of(row, "native")).c_str(),
                    ratio(best, rate_of(row, "naive")).c_str(), ratio(best, rate_of(row, "six_plane")).c_str(),
                    ratio(best, rate_of(row, "btdbvt")).c_str(), percent(best, floor_of(table, key.first, key.second)).c_str());
    }

    std::printf("\nThe 3D issue's targets, as measured in this run:\n\n");
    target_rows rows("target");
    for (const target& t : targets()) {
        const auto row = table.find({t.query, t.n});
        if (row == table.end()) continue;
        const double best = best_of(row->second, isas);
        const std::string against = t.against;
        const double base = against == "floor"          ? floor_of(table, t.query, t.n)
                            : against == "plain_native" ? plain_of(row->second, "native")
                                                        : rate_of(row->second, against);
        if (!(best > 0 && base > 0)) continue;
        rows.row(std::string(t.query) + "/" + std::to_string(t.n) + ": best ISA / " + t.against, best / base, t.at_least);
    }
    rows.summary();
}

} // namespace solids_tables

inline void print_solids_tables(const bench_tables::results& all)
{
    solids_tables::print(all);
}
