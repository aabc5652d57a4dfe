// hitmask_act_bench's compaction data: 8 float columns of n elements (64-byte aligned, as
// point_buffer allocates), a pristine copy of them, the same elements as an array of 32-byte
// structs (the std::remove_if peer) with its pristine copy, and keep masks of a given percentage
// drawn at random (a fixed seed; bit i set with probability percent / 100). Built on first use,
// so a filtered run never allocates the 16 M case (4 x 512 MB).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <random>
#include <vector>

#include <hitmask/bitmask.hpp>

#include "aligned_column.hpp"
#include "bench_rows.hpp"
#include "peers/plain_compact.hpp"

namespace act_field {

constexpr std::size_t columns = plain_compact::columns;
constexpr std::int64_t compact_sizes[] = {1 << 20, 1 << 24};
constexpr int percents[] = {50, 1, 99}; // 50 % is the case; 1 % and 99 % only at 1 M, for context
constexpr std::int64_t nearest_sizes[] = {4096, 100000};

using column = bench_memory::aligned_column;

/// The columns a compaction works on, and what restore() puts back before each run.
struct table {
    std::size_t n;
    std::vector<std::unique_ptr<column>> work, pristine;
    float* cols[columns];
    std::vector<plain_compact::bullet8> aos, aos_pristine;

    explicit table(std::size_t count) : n(count)
    {
        std::mt19937 rng(7);
        std::uniform_real_distribution<float> value(-1000.f, 1000.f);
        for (std::size_t c = 0; c < columns; ++c) {
            work.push_back(std::make_unique<column>(n));
            pristine.push_back(std::make_unique<column>(n));
            cols[c] = work[c]->data();
            for (std::size_t i = 0; i < n; ++i)
                pristine[c]->data()[i] = value(rng);
        }
        restore();
    }
    /// The columns as they were (a memcpy per column).
    void restore()
    {
        for (std::size_t c = 0; c < columns; ++c)
            std::memcpy(work[c]->data(), pristine[c]->data(), n * sizeof(float));
    }
    /// The array of structs as it was (made on first use).
    plain_compact::bullet8* restore_aos()
    {
        if (aos_pristine.empty()) {
            aos_pristine.resize(n);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t c = 0; c < columns; ++c)
                    aos_pristine[i].v[c] = pristine[c]->data()[i];
            aos = aos_pristine;
        }
        std::memcpy(aos.data(), aos_pristine.data(), n * sizeof(plain_compact::bullet8));
        return aos.data();
    }
};

inline table& table_of(std::size_t n)
{
    return bench_rows::made_once<table>([n](const table& t) { return t.n == n; }, n);
}

/// n random bits, each set with probability percent / 100 (seed 42 + percent).
inline const hitmask::bitmask& keep_of(std::size_t n, int percent)
{
    struct entry {
        std::size_t n;
        int percent;
        hitmask::bitmask keep;
    };
    static std::vector<std::unique_ptr<entry>> all;
    for (auto& e : all)
        if (e->n == n && e->percent == percent) return e->keep;
    auto e = std::make_unique<entry>(entry{n, percent, hitmask::bitmask(n)});
    std::mt19937 rng(42 + static_cast<unsigned>(percent));
    std::bernoulli_distribution kept(percent / 100.0);
    for (std::size_t i = 0; i < n; ++i)
        if (kept(rng)) e->keep.words()[i / 64] |= std::uint64_t{1} << (i % 64);
    all.push_back(std::move(e));
    return all.back()->keep;
}

} // namespace act_field
