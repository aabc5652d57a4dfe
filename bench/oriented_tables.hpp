// hitmask_oriented_bench's tables, printed after the console output (markdown): G bullets/s
// per ISA and peer with the best ISA's ratios to the reference, the engine loop, Box2D and the
// memory floor; and the bent laser's `any` times. Names are query/variant/size (size: bullets,
// or the laser's first hit segment).
#pragma once

#include "table_reporter.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

inline void print_oriented_tables(const bench_tables::results& results)
{
    using bench_tables::ratio;
    using bench_tables::rate_of;
    const auto table = results.by_query_and_size();
    const std::vector<std::string> isas = bench_tables::results::isas_in(table);
    const auto rate = [&](const char* query, long size, const char* variant) {
        const auto row = table.find({query, size});
        return row == table.end() ? 0.0 : rate_of(row->second, variant);
    };
    const double floor6 = rate("memory_floor", 100000, "cols6"), floor5 = rate("memory_floor", 100000, "cols5");

    std::printf("\nG bullets/s per variant and the best ISA's ratios, all from this run:\n\n");
    bench_tables::print_header({"query", "bullets", "hits", "engine loop", "Box2D", "reference"}, isas,
                               {"best / reference", "best / engine", "best / Box2D", "best / memory floor",
                                "best + unit_axes / engine"});
    for (const auto& [key, v] : table) {
        if (key.first == "memory_floor" || key.first == "unit_axes" || key.first.rfind("bent_laser", 0) == 0) continue;
        const double ref = rate_of(v, "reference"), eng = rate_of(v, "engine"), box = rate_of(v, "box2d");
        const auto reference = v.find("reference");
        const double hits = reference == v.end() ? 0 : reference->second->counter("hits");
        double best = 0;
        std::printf("| %s | %ld | %.0f | %.3g | %s | %.3g |", key.first.c_str(), key.second, hits, eng / 1e9,
                    bench_tables::num(box / 1e9).c_str(), ref / 1e9);
        for (const std::string& isa : isas) {
            best = std::max(best, rate_of(v, isa));
            std::printf(" %.3g |", rate_of(v, isa) / 1e9);
        }
        const double fl = key.second == 100000 ? (key.first.rfind("capsules", 0) == 0 ? floor5 : floor6) : 0;
        // a game that rotates its bullets refills ux, uy each frame: unit_axes, then the query
        const double axes = rate("unit_axes", key.second, "auto");
        const bool rotated = key.first.rfind("capsules", 0) != 0 && axes > 0 && best > 0;
        const double with_axes = rotated ? 1 / (1 / best + 1 / axes) : 0;
        std::printf(" %s | %s | %s | %s | %s |\n", ratio(best, ref).c_str(), ratio(best, eng).c_str(),
                    ratio(best, box).c_str(), bench_tables::percent(best, fl).c_str(), ratio(with_axes, eng).c_str());
    }
    std::printf("\nmemory floor at 100000, G bullets/s: 6 columns (obbs, ellipses) %.3g, 5 columns (capsules) %.3g\n",
                floor6 / 1e9, floor5 / 1e9);
    std::printf("unit_axes, G angles/s: 4096: %.3g, 100000: %.3g\n", rate("unit_axes", 4096, "auto") / 1e9,
                rate("unit_axes", 100000, "auto") / 1e9);

    std::printf("\nbent laser of 256 nodes, `any` against the player's disc, CPU ns per call by first hit segment "
                "(segments 192-254 are the last block):\n\n");
    bench_tables::print_header({"first hit at segment", "reference"}, isas);
    for (const auto& [key, v] : table) {
        if (key.first != "bent_laser_any") continue;
        const auto ns = [&](const std::string& variant) {
            const auto it = v.find(variant);
            return it == v.end() ? 0.0 : 1e3 * it->second->cpu_us;
        };
        std::printf("| %ld | %.1f |", key.second, ns("reference"));
        for (const std::string& isa : isas)
            std::printf(" %.1f |", ns(isa));
        std::printf("\n");
    }
}
