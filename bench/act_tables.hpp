// hitmask_act_bench's tables, printed after the console output: every case's time per call and
// the best ISA's ratio over it, then the targets as measured in this run. Every case of
// a row processes the same n elements per call, so ratios of rates are inverse ratios of times.
#pragma once

#include "table_reporter.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace act_tables {

/// One target: the best ISA of (query, n) over the faster of `against` and `or_against` (the
/// peer's two builds; "" when it has one), at least `at_least`; 0: reported, no target.
struct target {
    const char* query;
    long n;
    const char* against;
    const char* or_against;
    double at_least;
};

inline const std::vector<target>& targets()
{
    static const std::vector<target> t = {
        {"compact8_50", 1 << 20, "remove_if_x86_64", "remove_if_native", 3},
        {"compact8_50", 1 << 20, "soa_loop_x86_64", "soa_loop_native", 2},
        {"compact8_50", 1 << 20, "highway", "highway_clang", 0.9},
        {"compact8_50", 1 << 24, "floor", "", 0.8},
        {"nearest_circles", 4096, "reference", "", 8},
        {"nearest_circles", 4096, "scan_x86_64", "scan_native", 4},
        {"mask_indices_10", 1 << 20, "bit_scan_x86_64", "bit_scan_native", 2},
        {"mask_indices_50", 1 << 20, "bit_scan_x86_64", "bit_scan_native", 4},
        {"mask_indices_1", 1 << 20, "bit_scan_x86_64", "bit_scan_native", 0},
        {"mask_indices_90", 1 << 20, "bit_scan_x86_64", "bit_scan_native", 0},
        {"compact8_50", 1 << 20, "reference", "", 0},
        {"compact8_50", 1 << 20, "floor", "", 0},
        {"compact8_50", 1 << 24, "remove_if_x86_64", "remove_if_native", 0},
        {"compact8_50", 1 << 24, "soa_loop_x86_64", "soa_loop_native", 0},
        {"compact8_50", 1 << 24, "highway", "highway_clang", 0},
        {"nearest_circles", 100000, "reference", "", 0},
        {"nearest_circles", 100000, "scan_x86_64", "scan_native", 0},
        {"nearest_points", 4096, "scan_x86_64", "scan_native", 0},
        {"nearest_points", 4096, "nanoflann_query", "", 0},
        {"nearest_points", 4096, "nanoflann_build", "", 0},
        {"nearest_points", 100000, "nanoflann_query", "", 0},
        {"nearest_points", 100000, "nanoflann_build", "", 0},
        {"nearest_k8_circles", 4096, "partial_sort_x86_64", "partial_sort_native", 0},
        {"nearest_k8_circles", 100000, "partial_sort_x86_64", "partial_sort_native", 0},
    };
    return t;
}

inline void print(const bench_tables::results& all)
{
    using namespace bench_tables;
    const rows_by_size run = print_times_per_call_table(all);

    std::printf("\nThe issue's ratios (the best ISA / the peer; a peer with two builds: the faster), as measured in "
                "this run:\n\n");
    target_rows rows;
    for_each_target_row(run, targets(), [&](const target& t, const results::row& row, double best) {
        const double base = std::max(rate_of(row, t.against), rate_of(row, t.or_against));
        if (!(best > 0 && base > 0)) return;
        const std::string name = *t.or_against ? std::string(t.against) + " or " + t.or_against : t.against;
        rows.row(std::string(t.query) + "/" + std::to_string(t.n) + ": best ISA / " + name, best / base, t.at_least);
    });
    rows.summary();
}

} // namespace act_tables

inline void print_act_tables(const bench_tables::results& all)
{
    act_tables::print(all);
}
