// hitmask_bench's table, printed after the console output: G elements/s per variant and the
// best ISA's ratios to the scalar reference, the plain loops, Box2D and the memory floor.
#pragma once

#include "table_reporter.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

inline void print_ratio_tables(const bench_tables::results& results)
{
    using namespace bench_tables;
    std::printf("\nG elements/s per variant, and the best ISA's ratios, all from this run "
                "(plain: the faster of bytes out and count):\n\n");
    const auto table = results.by_query_and_size();
    const std::vector<std::string> isas = bench_tables::results::isas_in(table);
    print_header({"query", "elements", "naive", "reference"}, isas,
                 {"best / reference", "best / plain x86-64", "best / plain native", "best / Box2D", "best / floor"});
    for (const auto& [key, variants] : table) {
        if (key.first.rfind("floor_", 0) == 0) continue;
        double best = 0;
        const double ref = rate_of(variants, "reference");
        std::printf("| %s | %ld | %.3g | %.3g |", key.first.c_str(), key.second, rate_of(variants, "naive") / 1e9, ref / 1e9);
        for (const std::string& isa : isas) {
            best = std::max(best, rate_of(variants, isa));
            std::printf(" %.3g |", rate_of(variants, isa) / 1e9);
        }
        const double baseline = std::max(rate_of(variants, "plain_x86_64"), rate_of(variants, "plain_x86_64_count"));
        const double native = std::max(rate_of(variants, "plain_native"), rate_of(variants, "plain_native_count"));
        // the floor of the same columns, the fastest ISA's: round bullets read 3, swept bullets 4
        const char* floor_kind = key.first.rfind("circles_", 0) == 0    ? "floor_circles"
                                 : key.first.rfind("segments_", 0) == 0 ? "floor_segments"
                                                                        : "floor_points";
        double floor = 0;
        const auto floor_row = table.find({floor_kind, key.second});
        if (floor_row != table.end())
            for (const auto& each : floor_row->second)
                floor = std::max(floor, each.second->rate);
        std::printf(" %s | %s | %s | %s | %s |\n", ratio(best, ref).c_str(), ratio(best, baseline).c_str(),
                    ratio(best, native).c_str(), ratio(best, rate_of(variants, "box2d")).c_str(),
                    percent(best, floor).c_str());
    }
}
