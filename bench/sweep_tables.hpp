// hitmask_sweep_bench's tables, printed after the console output: every case's time per call and
// the best ISA's ratio over it, then the targets (issue 33) as measured in this run. Every
// case of a row processes the same elements per call, so ratios of rates are inverse ratios of
// times. sweep_first's rows have no ISA variants: their targets take the grid row as hitmask's.
#pragma once

#include "table_reporter.hpp"

#include <cstdio>
#include <string>
#include <vector>

namespace sweep_tables {

/// One ratio: `ours` (an ISA name: the row's best ISA) over `theirs` in the row (query, n), at
/// least `at_least` (0: reported, no target).
struct target {
    const char* query;
    long n;
    const char* ours;
    const char* theirs;
    double at_least;
};

inline const std::vector<target>& targets()
{
    static const std::vector<target> t = [] {
        std::vector<target> all;
        for (const char* q : {"sweep_points_aabb", "sweep_points_octagon", "sweep_discs_aabb", "sweep_discs_octagon"}) {
            all.push_back({q, 4096, "best ISA", "reference", 8});
            all.push_back({q, 4096, "best ISA", "box2d_toi", 20});
            all.push_back({q, 4096, "best ISA", "plain_native", 0});
            all.push_back({q, 4096, "best ISA", "plain_x86_64", 0});
        }
        all.push_back({"sweep_first_walls", 1000, "grid", "box2d", 10});
        all.push_back({"sweep_first_walls", 1000, "grid", "brute_force", 5});
        all.push_back({"sweep_first_walls", 1000, "grid", "chipmunk", 0});
        all.push_back({"sweep_first_walls", 1000, "grid", "reference", 0});
        all.push_back({"sweep_first_walls3", 1000, "grid", "bullet", 0});
        all.push_back({"sweep_first_walls3", 1000, "grid", "brute_force", 0});
        return all;
    }();
    return t;
}

inline void print(const bench_tables::results& all)
{
    using namespace bench_tables;
    const rows_by_size run = print_times_per_call_table(
        all, "", " (crossover rows: the size is the wall count; 1,000 lines or 4,096 bullets each)");

    std::printf("\nThe sweep issue's ratios, as measured in this run:\n\n");
    target_rows rows;
    for_each_target_row(run, targets(), [&](const target& t, const results::row& row, double best) {
        const std::string ours = t.ours;
        const double mine = ours == "best ISA" ? best : rate_of(row, ours);
        const double base = rate_of(row, t.theirs);
        if (mine > 0 && base > 0)
            rows.row(std::string(t.query) + "/" + std::to_string(t.n) + ": " + ours + " / " + t.theirs, mine / base,
                     t.at_least);
    });
    rows.summary();

    // where the grid overtakes brute force (sweep_first.cpp's grid_from_shapes)
    for (const char* family : {"crossover_walls", "crossover_bullets"}) {
        bool any = false;
        for (const auto& [key, row] : run.table) {
            const auto grid = row.find("grid"), brute = row.find("brute_force");
            if (key.first != family || grid == row.end() || brute == row.end()) continue;
            if (!any) {
                std::printf("\n%s: sweep_first against the level's first N walls, grid / brute force\n\n", family);
                print_header({"walls", "grid µs", "brute force µs", "grid / brute force"});
                any = true;
            }
            std::printf("| %ld | %s | %s | %s |\n", key.second, num(grid->second->cpu_us, "%.1f").c_str(),
                        num(brute->second->cpu_us, "%.1f").c_str(),
                        ratio(grid->second->rate, brute->second->rate, "%.2fx").c_str());
        }
    }
}

} // namespace sweep_tables

inline void print_sweep_tables(const bench_tables::results& all)
{
    sweep_tables::print(all);
}
