// Prints, after the usual console output, a table of speed ratios computed from this run
// alone: best ISA vs the scalar reference, the plain loops, Box2D and the memory floor. On a
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
        std::printf("\nG elements/s per variant, and the best ISA's ratios, all from this run "
                    "(plain: the faster of bytes out and count):\n\n");
        std::printf("| query | elements | naive | reference |");
        for (const std::string& isa : isas)
            std::printf(" %s |", isa.c_str());
        std::printf(" best / reference | best / plain x86-64 | best / plain native | best / Box2D | best / floor |\n"
                    "|---|---:|---:|---:|");
        for (std::size_t i = 0; i < isas.size(); ++i)
            std::printf("---:|");
        std::printf("---:|---:|---:|---:|---:|\n");
        for (const auto& [key, variants] : table) {
            if (key.first.rfind("floor_", 0) == 0) continue;
            double best = 0;
            const double ref = lookup(variants, "reference"), naive = lookup(variants, "naive");
            std::printf("| %s | %ld | %.3g | %.3g |", key.first.c_str(), key.second, naive / 1e9, ref / 1e9);
            for (const std::string& isa : isas) {
                const double rate = lookup(variants, isa.c_str());
                best = std::max(best, rate);
                std::printf(" %.3g |", rate / 1e9);
            }
            const double baseline = std::max(lookup(variants, "plain_x86_64"), lookup(variants, "plain_x86_64_count"));
            const double native = std::max(lookup(variants, "plain_native"), lookup(variants, "plain_native_count"));
            // the floor of the same columns, the fastest ISA's: round bullets read 3, swept bullets 4
            const char* floor_kind = key.first.rfind("circles_", 0) == 0    ? "floor_circles"
                                     : key.first.rfind("segments_", 0) == 0 ? "floor_segments"
                                                                            : "floor_points";
            double floor = 0;
            const auto floor_it = table.find({floor_kind, key.second});
            if (floor_it != table.end())
                for (const auto& each : floor_it->second)
                    floor = std::max(floor, each.second);
            std::printf(" %s | %s | %s | %s | %s |\n", ratio(best, ref).c_str(), ratio(best, baseline).c_str(),
                        ratio(best, native).c_str(), ratio(best, lookup(variants, "box2d")).c_str(),
                        floor > 0 ? (std::to_string(static_cast<int>(100 * best / floor + 0.5)) + "%").c_str() : "-");
        }
    }

private:
    static std::string ratio(double a, double b)
    {
        if (a <= 0 || b <= 0) return "-";
        char text[32];
        std::snprintf(text, sizeof text, "%.1fx", a / b);
        return text;
    }
    static double lookup(const std::map<std::string, double>& m, const char* key)
    {
        const auto it = m.find(key);
        return it == m.end() ? 0 : it->second;
    }
    std::map<std::string, double> rate_;
};
