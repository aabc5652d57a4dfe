// The one reporter of every hitmask benchmark program: Google Benchmark's console output as
// usual, then tables computed from this run alone by the program's own function. On a shared,
// noisy machine, ratios from one run mean more than absolute figures. Names are
// query/variant/size (more /-separated arguments allowed); a run's value is its median over
// repetitions, or the single run when there are none.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <hitmask/isa.hpp>

namespace bench_tables {

/// What one benchmark case measured.
struct run {
    double rate = 0;   ///< items_per_second, or 0
    double cpu_us = 0; ///< CPU time per iteration in µs
    std::string label;
    std::map<std::string, double> counters;
    double counter(const std::string& key) const
    {
        const auto it = counters.find(key);
        return it == counters.end() ? 0 : it->second;
    }
};

/// Every case of the run, by name.
class results {
public:
    using row = std::map<std::string, const run*>; ///< variant -> case
    using grid = std::map<std::pair<std::string, long>, row>;

    void add(const std::string& name, run r) { all_[name] = std::move(r); }
    const std::map<std::string, run>& all() const { return all_; }

    /// The case named exactly `name`, or nullptr.
    const run* find(const std::string& name) const
    {
        const auto it = all_.find(name);
        return it == all_.end() ? nullptr : &it->second;
    }
    /// The first case named `name/args` or `name/args/...` (trailing arguments such as a thread
    /// count left open), or nullptr.
    const run* find_args(const std::string& name, const std::string& args) const
    {
        const std::string key = name + "/" + args;
        for (auto it = all_.lower_bound(key); it != all_.end() && it->first.rfind(key, 0) == 0; ++it)
            if (it->first.size() == key.size() || it->first[key.size()] == '/') return &it->second;
        return nullptr;
    }
    double rate(const std::string& name) const { return find(name) ? find(name)->rate : 0; }
    double us(const std::string& name) const { return find(name) ? find(name)->cpu_us : 0; }

    /// query/variant/size names as a table: (query, size) -> variant -> case.
    grid by_query_and_size() const
    {
        grid g;
        for (const auto& [name, r] : all_) {
            const auto a = name.find('/'), b = name.rfind('/');
            if (a == std::string::npos || a == b) continue;
            g[{name.substr(0, a), std::stol(name.substr(b + 1))}][name.substr(a + 1, b - a - 1)] = &r;
        }
        return g;
    }
    /// The ISAs that appear as a variant, in hitmask's order.
    static std::vector<std::string> isas_in(const grid& g)
    {
        std::vector<std::string> isas;
        for (const char* isa : {"scalar", "sse4_2", "avx2", "avx512", "neon"})
            for (const auto& entry : g)
                if (entry.second.count(isa)) {
                    isas.push_back(isa);
                    break;
                }
        return isas;
    }

private:
    std::map<std::string, run> all_;
};

/// The run's rows by (query, size) and the ISAs they ran on.
struct rows_by_size {
    results::grid table;
    std::vector<std::string> isas;
};

/// rows_by_size of the run, with dispatch back on the automatic ISA (the rows forced each ISA in
/// turn), so that a table can name the one hitmask picks here.
inline rows_by_size by_size(const results& all)
{
    rows_by_size out{all.by_query_and_size(), {}};
    out.isas = results::isas_in(out.table);
    hitmask::use_automatic_isa();
    return out;
}

/// A case's rate in a row, 0 when the row lacks it.
inline double rate_of(const results::row& r, const std::string& variant)
{
    const auto it = r.find(variant);
    return it == r.end() ? 0 : it->second->rate;
}

/// `v` printed with `format`, or "-" when there is no value.
/// The fastest of a row's ISA variants (0 when none ran).
inline double best_of(const results::row& r, const std::vector<std::string>& isas)
{
    double best = 0;
    for (const std::string& isa : isas)
        best = std::max(best, rate_of(r, isa));
    return best;
}

inline std::string num(double v, const char* format = "%.3g")
{
    if (!(v > 0)) return "-";
    char text[32];
    std::snprintf(text, sizeof text, format, v);
    return text;
}

/// a / b as "12.3x", or "-" when either is missing.
inline std::string ratio(double a, double b, const char* format = "%.1fx")
{
    return a > 0 && b > 0 ? num(a / b, format) : "-";
}

/// a / b as "87 %", or "-".
inline std::string percent(double a, double b)
{
    return a > 0 && b > 0 ? num(100 * a / b, "%.0f %%") : "-";
}

/// A markdown header row and its alignment row.
inline void print_header(const std::vector<std::string>& cells)
{
    std::string head = "|", rule = "|";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        head += " " + cells[i] + " |";
        rule += i == 0 ? "---|" : "---:|";
    }
    std::printf("%s\n%s\n", head.c_str(), rule.c_str());
}

/// The usual header: the `lead` columns, a column per ISA, then the `ratios` columns.
inline void print_header(std::vector<std::string> lead, const std::vector<std::string>& isas,
                         std::initializer_list<const char*> ratios = {})
{
    lead.insert(lead.end(), isas.begin(), isas.end());
    lead.insert(lead.end(), ratios.begin(), ratios.end());
    print_header(lead);
}

/// Every row of every (query, size) as time per call, rate and the row's best ISA over it: the
/// first table of the programs whose rows are one call over all elements (ray casts, nearest,
/// compaction).
template <class Grid>
void print_times_per_call(const Grid& table, const std::vector<std::string>& isas)
{
    print_header({"query", "elements", "variant", "µs per call", "G elements/s", "best ISA / this"});
    for (const auto& [key, row] : table) {
        const double best = best_of(row, isas);
        for (const auto& [variant, r] : row)
            std::printf("| %s | %ld | %s | %s | %s | %s |\n", key.first.c_str(), key.second, variant.c_str(),
                        num(r->cpu_us, "%.2f").c_str(), num(r->rate / 1e9).c_str(),
                        ratio(best, r->rate, "%.2fx").c_str());
    }
}

/// The first table of the programs whose rows are one call over all elements, under its title:
/// `call` says what one call is when "call" alone would not (" (one ray over all elements)"),
/// `note` reads on after the title. Returns the run's rows for the target tables that follow, with
/// dispatch back on the automatic ISA (by_size), so that the title names the one hitmask picks.
inline rows_by_size print_times_per_call_table(const results& all, const char* call = "", const char* note = "")
{
    rows_by_size run = by_size(all);
    std::printf("\nTime per call%s, all from this run (automatic ISA here: %s); x: how many times faster the row's "
                "best ISA is%s:\n\n",
                call, hitmask::to_string(hitmask::active_isa()), note);
    print_times_per_call(run.table, run.isas);
    return run;
}

/// each(target, row, best ISA's rate) for every target whose row (target.query, target.n) is in
/// the run: a target whose row did not run (--benchmark_filter) is left out of the table rather
/// than reported as missed.
template <class Target, class Each>
void for_each_target_row(const rows_by_size& run, const std::vector<Target>& targets, Each each)
{
    for (const Target& t : targets) {
        const auto row = run.table.find({t.query, t.n});
        if (row != run.table.end()) each(t, row->second, best_of(row->second, run.isas));
    }
}

/// A table of targets: one row per ratio (measured, the bound, met), then how many were met.
/// A bound of 0 reports the ratio without a target.
class target_rows {
public:
    explicit target_rows(const char* first_column = "ratio") { print_header({first_column, "measured", "at least", "met"}); }
    void row(const std::string& name, double r, double at_least, bool strict = false)
    {
        if (!(r > 0)) return;
        std::string verdict = "-", bound = "-";
        if (at_least > 0) {
            ++measured_;
            const bool ok = strict ? r > at_least : r >= at_least;
            met_ += ok;
            verdict = ok ? "yes" : "**no**";
            bound = (strict ? "> " : "") + num(at_least, "%g");
        }
        std::printf("| %s | %s | %s | %s |\n", name.c_str(), num(r, "%.2f").c_str(), bound.c_str(), verdict.c_str());
    }
    void summary() const { std::printf("\n%d of %d measured targets met.\n", met_, measured_); }

private:
    int met_ = 0, measured_ = 0;
};

class reporter : public benchmark::ConsoleReporter {
public:
    using tables = void (*)(const results&);
    explicit reporter(tables print) : print_(print) {}

    void ReportRuns(const std::vector<Run>& runs) override
    {
        for (const Run& r : runs) {
            if (r.run_type == Run::RT_Aggregate && r.aggregate_name != "median") continue;
            run out;
            out.cpu_us = r.GetAdjustedCPUTime() * to_us(r.time_unit);
            out.label = r.report_label;
            for (const auto& [name, counter] : r.counters)
                out.counters[name] = counter.value;
            out.rate = out.counter("items_per_second");
            results_.add(r.run_name.str(), std::move(out));
        }
        ConsoleReporter::ReportRuns(runs);
    }

    void Finalize() override
    {
        ConsoleReporter::Finalize();
        print_(results_);
    }

private:
    static double to_us(benchmark::TimeUnit u)
    {
        return u == benchmark::kNanosecond    ? 1e-3
               : u == benchmark::kMicrosecond ? 1
               : u == benchmark::kMillisecond ? 1e3
                                              : 1e6;
    }
    tables print_;
    results results_;
};

} // namespace bench_tables
