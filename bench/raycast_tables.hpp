// hitmask_raycast_bench's tables, printed after the console output: every case's time per cast
// and its best ISA's ratio, then the targets (issue 31) as measured in this run. A ray
// cast is one call over all n elements, so a rate is n / time; ratios of rates at the same n are
// ratios of times per cast.
#pragma once

#include "table_reporter.hpp"

#include <cstdio>
#include <string>
#include <vector>

namespace raycast_tables {

/// One target: raycast_closest on the best ISA / `against` at n, at least `at_least` (or
/// strictly more, `strict`); at_least 0: reported, no target. `against` is a variant of the
/// same row, or "test": test(circles_view, circle) on the same columns, best ISA.
struct target {
    const char* query;
    long n;
    const char* against;
    double at_least;
    bool strict;
};

inline const std::vector<target>& targets()
{
    static const std::vector<target> t = {
        {"raycast_closest_discs", 4096, "reference", 8, false},
        {"raycast_closest_spheres", 4096, "reference", 8, false},
        {"raycast_closest_discs", 4096, "test", 0.5, false},
        {"raycast_closest_discs", 100000, "test", 0.5, false},
        {"raycast_closest_discs", 100000, "plain_native", 3, false},
        {"raycast_closest_discs", 100000, "box2d_moved", 1, true},
        {"raycast_closest_discs", 100000, "box2d_stepped", 0, false},
        {"raycast_closest_discs", 100000, "box2d_query", 0, false},
        {"raycast_closest_discs", 100000, "chipmunk", 0, false},
        {"raycast_closest_discs", 100000, "plain_x86_64", 0, false},
        {"raycast_closest_discs", 100000, "reference", 0, false},
        {"raycast_closest_discs", 4096, "plain_native", 0, false},
        {"raycast_closest_discs", 4096, "box2d_moved", 0, false},
        {"raycast_closest_discs", 4096, "box2d_query", 0, false},
        {"raycast_closest_spheres", 4096, "bullet", 0, false},
        {"raycast_closest_discs", 100000, "floor", 0, false},
    };
    return t;
}

inline void print(const bench_tables::results& all)
{
    using namespace bench_tables;
    const rows_by_size run = print_times_per_call_table(all, " (one ray over all elements)");

    std::printf("\nThe ray cast issue's ratios (raycast_closest on the best ISA / the peer), as measured in "
                "this run:\n\n");
    target_rows rows;
    for_each_target_row(run, targets(), [&](const target& t, const results::row& row, double best) {
        const std::string against = t.against;
        double base = 0;
        if (against == "test" || against == "floor") {
            const auto other = run.table.find({against == "test" ? "test_circles_circle" : "floor_circles", t.n});
            if (other != run.table.end()) base = best_of(other->second, run.isas);
        } else {
            base = rate_of(row, against);
        }
        if (!(best > 0 && base > 0)) return;
        const std::string name = against == "test" ? "test(circles_view, circle)" : against;
        rows.row(std::string(t.query) + "/" + std::to_string(t.n) + ": best ISA / " + name, best / base, t.at_least,
                 t.strict);
    });
    rows.summary();
}

} // namespace raycast_tables

inline void print_raycast_tables(const bench_tables::results& all)
{
    raycast_tables::print(all);
}
