// Prints, after the console output of hitmask_oriented_bench, the ratio tables computed from
// this run alone (markdown): G bullets/s per ISA and peer with the best ISA's ratios to the
// reference, the engine loop, Box2D and the memory floor; and the bent laser's `any` times.
// Names are query/variant/size (size: bullets, or the laser's first hit segment).
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

class oriented_reporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override
    {
        for (const Run& run : runs) {
            const bool median = run.run_type == Run::RT_Aggregate && run.aggregate_name == "median";
            if (run.run_type == Run::RT_Aggregate && !median) continue;
            const std::string name = run.run_name.str();
            const auto rate = run.counters.find("items_per_second");
            if (rate != run.counters.end()) rate_[name] = rate->second.value;
            const auto hits = run.counters.find("hits");
            if (hits != run.counters.end()) hits_[name] = hits->second.value;
            ns_[name] = run.GetAdjustedCPUTime() * to_ns(run.time_unit);
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override
    {
        ConsoleReporter::Finalize();
        using table = std::map<std::pair<std::string, long>, std::map<std::string, double>>;
        const table rates = split(rate_), hits = split(hits_), ns = split(ns_);
        std::vector<std::string> isas;
        for (const char* isa : {"scalar", "sse4_2", "avx2", "avx512", "neon"})
            for (const auto& r : rates)
                if (r.second.count(isa)) {
                    isas.push_back(isa);
                    break;
                }
        const double floor6 = get(rates, "memory_floor", 100000, "cols6"),
                     floor5 = get(rates, "memory_floor", 100000, "cols5");

        std::printf("\nG bullets/s per variant and the best ISA's ratios, all from this run:\n\n");
        std::printf("| query | bullets | hits | engine loop | Box2D | reference |");
        for (const std::string& isa : isas)
            std::printf(" %s |", isa.c_str());
        std::printf(" best / reference | best / engine | best / Box2D | best / memory floor |"
                    " best + unit_axes / engine |\n|---|---:|---:|---:|---:|---:|");
        for (std::size_t i = 0; i < isas.size(); ++i)
            std::printf("---:|");
        std::printf("---:|---:|---:|---:|---:|\n");
        for (const auto& [key, v] : rates) {
            if (key.first == "memory_floor" || key.first == "unit_axes" || key.first.rfind("bent_laser", 0) == 0)
                continue;
            const double ref = at(v, "reference"), eng = at(v, "engine"), box = at(v, "box2d");
            double best = 0;
            std::printf("| %s | %ld | %.0f | %.3g | %s | %.3g |", key.first.c_str(), key.second,
                        get(hits, key.first, key.second, "reference"), eng / 1e9, num(box / 1e9).c_str(), ref / 1e9);
            for (const std::string& isa : isas) {
                best = std::max(best, at(v, isa));
                std::printf(" %.3g |", at(v, isa) / 1e9);
            }
            const double fl = key.second == 100000 ? (key.first.rfind("capsules", 0) == 0 ? floor5 : floor6) : 0;
            // a game that rotates its bullets refills ux, uy each frame: unit_axes, then the query
            const double axes = get(rates, "unit_axes", key.second, "auto");
            const bool rotated = key.first.rfind("capsules", 0) != 0 && axes > 0 && best > 0;
            const double with_axes = rotated ? 1 / (1 / best + 1 / axes) : 0;
            std::printf(" %s | %s | %s | %s | %s |\n", ratio(best, ref).c_str(), ratio(best, eng).c_str(),
                        ratio(best, box).c_str(), fl > 0 ? (std::to_string(static_cast<int>(100 * best / fl + 0.5)) + "%").c_str() : "-",
                        ratio(with_axes, eng).c_str());
        }
        std::printf("\nmemory floor at 100000, G bullets/s: 6 columns (obbs, ellipses) %.3g, 5 columns (capsules) %.3g\n",
                    floor6 / 1e9, floor5 / 1e9);
        std::printf("unit_axes, G angles/s: 4096: %.3g, 100000: %.3g\n", get(rates, "unit_axes", 4096, "auto") / 1e9,
                    get(rates, "unit_axes", 100000, "auto") / 1e9);

        std::printf("\nbent laser of 256 nodes, `any` against the player's disc, CPU ns per call by first hit segment (segments 192-254 are the last block):\n\n");
        std::printf("| first hit at segment | reference |");
        for (const std::string& isa : isas)
            std::printf(" %s |", isa.c_str());
        std::printf("\n|---:|---:|");
        for (std::size_t i = 0; i < isas.size(); ++i)
            std::printf("---:|");
        std::printf("\n");
        for (const auto& [key, v] : ns) {
            if (key.first != "bent_laser_any") continue;
            std::printf("| %ld | %.1f |", key.second, at(v, "reference"));
            for (const std::string& isa : isas)
                std::printf(" %.1f |", at(v, isa));
            std::printf("\n");
        }
    }

private:
    using row = std::map<std::string, double>;
    static double to_ns(benchmark::TimeUnit u)
    {
        return u == benchmark::kNanosecond ? 1 : u == benchmark::kMicrosecond ? 1e3 : u == benchmark::kMillisecond ? 1e6 : 1e9;
    }
    static std::map<std::pair<std::string, long>, row> split(const std::map<std::string, double>& flat)
    {
        std::map<std::pair<std::string, long>, row> t;
        for (const auto& [name, value] : flat) {
            const auto a = name.find('/'), b = name.rfind('/');
            if (a == std::string::npos || a == b) continue;
            t[{name.substr(0, a), std::stol(name.substr(b + 1))}][name.substr(a + 1, b - a - 1)] = value;
        }
        return t;
    }
    static double at(const row& m, const std::string& key)
    {
        const auto it = m.find(key);
        return it == m.end() ? 0 : it->second;
    }
    static double get(const std::map<std::pair<std::string, long>, row>& t, const std::string& q, long size,
                      const char* variant)
    {
        const auto it = t.find({q, size});
        return it == t.end() ? 0 : at(it->second, variant);
    }
    static std::string num(double v)
    {
        if (v <= 0) return "-";
        char s[32];
        std::snprintf(s, sizeof s, "%.3g", v);
        return s;
    }
    static std::string ratio(double a, double b)
    {
        if (a <= 0 || b <= 0) return "-";
        char s[32];
        std::snprintf(s, sizeof s, "%.1fx", a / b);
        return s;
    }
    std::map<std::string, double> rate_, hits_, ns_;
};
