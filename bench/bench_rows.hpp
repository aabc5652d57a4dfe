// What the benchmark programs share to set up their rows: the inputs, made once and kept for
// the run whatever the number of rows that read them (the first call for a size, or a size and
// a family, makes it; the others find it), and the registration of a row at one size.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <benchmark/benchmark.h>
#include <hitmask/isa.hpp>

namespace bench_rows {

/// Every T made so far (never freed: the rows hold references).
template <class T>
std::vector<std::unique_ptr<T>>& kept()
{
    static std::vector<std::unique_ptr<T>> all;
    return all;
}

/// The T for which same(t) holds, made from `args` on first use.
template <class T, class Same, class... Args>
T& made_once(const Same& same, Args&&... args)
{
    std::vector<std::unique_ptr<T>>& all = kept<T>();
    for (auto& t : all)
        if (same(*t)) return *t;
    all.push_back(std::make_unique<T>(std::forward<Args>(args)...));
    return *all.back();
}

/// Registers `name`/n (Google Benchmark appends the size).
template <class Fn>
void add(const std::string& name, std::int64_t n, Fn fn)
{
    benchmark::RegisterBenchmark(name.c_str(), fn)->Arg(n);
}

/// A query's hitmask rows: `name`/<isa> for every ISA this CPU runs and `name`/reference, each
/// timed by run(state, target, reference).
template <class Run>
void add_hitmask_rows(const std::string& name, std::int64_t n, Run run)
{
    for (hitmask::isa target : hitmask::available_isas())
        add(name + "/" + hitmask::to_string(target), n,
            [run, target](benchmark::State& s) { run(s, target, false); });
    add(name + "/reference", n, [run](benchmark::State& s) { run(s, hitmask::isa::scalar, true); });
}

} // namespace bench_rows
