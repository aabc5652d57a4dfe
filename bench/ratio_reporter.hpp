// Prints, after the usual console output, a table of speed ratios computed from this run
// alone: best ISA vs scalar reference, vs the naive loop, and vs the memory-read floor. On a
// shared, noisy machine ratios from one run mean more than absolute figures.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

class ratio_reporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override
    {
        for (const Run& run : runs) {
            const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
            if (run.run_type == Run::RT_Aggregate && !median) continue;
            const auto it = run.counters.find("items_per_second");
            if (it != run.counters.end()) rate_[run.run_name.str()] = it->second.value;
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override
    {
        ConsoleReporter::Finalize();
        // names are shape/variant/size
        std::map<std::pair<std::string, long>, std::map<std::string, double>> table;
        for (const auto& [name, rate] : rate_) {
            const auto a = name.find('/'), b = name.rfind('/');
            if (a == std::string::npos || a == b) continue;
            table[{name.substr(0, a), std::stol(name.substr(b + 1))}][name.substr(a + 1, b - a - 1)] = rate;
        }
        std::vector<std::string> isas;
        for (const char* isa : {"scalar", "sse4_2", "avx2", "avx512", "neon"})
            for (const auto& row : table)
                if (row.second.count(isa)) {
                    isas.push_back(isa);
                    break;
                }
        std::printf("\nG points/s per variant, and the best ISA's ratios, all from this run:\n\n");
        std::printf("| shape | points | naive loop | reference |");
        for (const std::string& isa : isas)
            std::printf(" %s |", isa.c_str());
        std::printf(" best / reference | best / naive | best / memory floor |\n|---|---:|---:|---:|");
        for (std::size_t i = 0; i < isas.size(); ++i)
            std::printf("---:|");
        std::printf("---:|---:|---:|\n");
        for (const auto& [key, variants] : table) {
            if (key.first == "memory_floor") continue;
            double best = 0;
            const double ref = lookup(variants, "reference"), naive = lookup(variants, "naive");
            std::printf("| %s | %ld | %.3g | %.3g |", key.first.c_str(), key.second, naive / 1e9, ref / 1e9);
            for (const std::string& isa : isas) {
                const double rate = lookup(variants, isa.c_str());
                best = rate > best ? rate : best;
                std::printf(" %.3g |", rate / 1e9);
            }
            // the floor of the same columns: round bullets read 3, swept bullets 4
            const char* floor_kind = key.first.rfind("circles_", 0) == 0  ? "circles"
                                     : key.first.rfind("segments_", 0) == 0 ? "segments"
                                                                         : "points";
            const auto floor_it = table.find({"memory_floor", key.second});
            const double floor = floor_it == table.end() ? 0 : lookup(floor_it->second, floor_kind);
            std::printf(" %.1fx | %.1fx | %.0f%% |\n", ref > 0 ? best / ref : 0, naive > 0 ? best / naive : 0,
                        floor > 0 ? 100 * best / floor : 0);
        }
        // hit + graze in one pass, as a multiple of one circle test, per size
        for (const auto& [key, variants] : table) {
            if (key.first != "hit_graze") continue;
            const auto circle_it = table.find({"circle", key.second});
            if (circle_it == table.end()) continue;
            double graze_best = 0, circle_best = 0;
            for (const char* isa : {"sse4_2", "avx2", "avx512", "neon"}) {
                graze_best = std::max(graze_best, lookup(variants, isa));
                circle_best = std::max(circle_best, lookup(circle_it->second, isa));
            }
            if (graze_best > 0)
                std::printf("\nhit + graze costs %.2fx one circle test at %ld points (best ISA each)",
                            circle_best / graze_best, key.second);
        }
        std::printf("\nmemory floor, G elements/s (points: x, y; circles: x, y, r; segments: x0, y0, x1, y1):\n");
        for (const auto& [key, variants] : table)
            if (key.first == "memory_floor")
                std::printf("  %ld: points %.2f, circles %.2f, segments %.2f\n", key.second,
                            lookup(variants, "points") / 1e9, lookup(variants, "circles") / 1e9,
                            lookup(variants, "segments") / 1e9);
    }

private:
    static double lookup(const std::map<std::string, double>& m, const char* key)
    {
        const auto it = m.find(key);
        return it == m.end() ? 0 : it->second;
    }
    std::map<std::string, double> rate_;
};
