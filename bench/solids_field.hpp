// The 3D rows' data (hitmask_solids_bench): n elements uniform in a 1000³ arena with radii 2 to
// 16, as SoA columns for hitmask and the plain loops, and as an array of structs {x, y, z, r}
// for the engine-style loops (up to largest_aos elements: the slow loops stop there).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "aligned_column.hpp"
#include "bench_rows.hpp"
#include "naive_solids.hpp"
#include "peers/plain_solids.hpp"

namespace solids {

constexpr std::size_t largest_aos = 1 << 20;

using column = bench_memory::aligned_column;

struct field {
    std::size_t n;
    column x, y, z, r;
    naive3::bodies aos;
    std::vector<std::uint8_t> bytes; // the peers' output

    explicit field(std::size_t count) : n(count), x(count), y(count), z(count), r(count), bytes(count)
    {
        std::mt19937 rng(42);
        std::uniform_real_distribution<float> pos(0.f, 1000.f), radius(2.f, 16.f);
        for (std::size_t i = 0; i < n; ++i) {
            x.data()[i] = pos(rng);
            y.data()[i] = pos(rng);
            z.data()[i] = pos(rng);
            r.data()[i] = radius(rng);
        }
        if (n <= largest_aos)
            for (std::size_t i = 0; i < n; ++i)
                aos.push_back({x.data()[i], y.data()[i], z.data()[i], r.data()[i]});
    }
    hitmask::points3_view points() const { return {x.data(), y.data(), z.data(), n}; }
    hitmask::spheres_view spheres() const { return {x.data(), y.data(), z.data(), r.data(), n}; }
    /// The plain loops' columns: r for spheres, null for points.
    plain3::columns columns(bool with_radius) const
    {
        return {x.data(), y.data(), z.data(), with_radius ? r.data() : nullptr, n};
    }
};

/// The field of n elements, made on first use and kept for the run.
inline field& field_of(std::size_t n)
{
    return bench_rows::made_once<field>([n](const field& f) { return f.n == n; }, n);
}

} // namespace solids
