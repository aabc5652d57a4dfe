// Kernels never read or write past the caller's arrays: inputs and outputs are placed right
// before a PROT_NONE page, so a stray access is a crash, not a silent pass.
#include <algorithm>
#include <cstdint>
#include <cstring>

#include "../../src/dispatch/kernel_table.hpp"
#include "../support/guarded_memory.hpp"
#include "../support/isa_test.hpp"
#include "../support/kind_samples.hpp"

namespace {

using namespace hitmask_test;

class kernel_bounds : public per_isa {};

using hitmask::detail::query_args;
using hitmask::detail::two_mask_args;

using hitmask::detail::hit_graze_queries;
using hitmask::detail::kernel_of;
using hitmask::detail::shape_queries;

/// The first sample of a kind (tests/support/kind_samples.hpp).
template <class Shape>
const Shape& first_sample()
{
    static const Shape shape = kind_samples<Shape>::samples().front().shape;
    return shape;
}

constexpr std::size_t guarded_columns = hitmask::detail::max_columns;

/// Every result form of one query over columns that end at a guard page.
template <class Params>
void run_all_modes(std::size_t (*entry)(const query_args&, const Params&) noexcept, const float* const* col,
                   std::size_t n, const Params& p, std::uint64_t* words, std::uint32_t* idx, std::size_t stride = 0)
{
    using hitmask::detail::query_mode;
    for (query_mode mode : {query_mode::mask, query_mode::count, query_mode::any, query_mode::indices}) {
        query_args q{{col[0], col[1], col[2], col[3], col[4], col[5]}, n, mode, words, idx, n};
        q.stride = stride;
        entry(q, p);
    }
}

TEST_P(kernel_bounds, no_access_past_inputs_or_outputs)
{
    const hitmask::detail::kernel_table* table = hitmask::detail::table_for(GetParam());
    ASSERT_NE(table, nullptr);
    guarded gc[guarded_columns] = {guarded(200 * 4), guarded(200 * 4), guarded(200 * 4),
                           guarded(200 * 4), guarded(200 * 4), guarded(200 * 4)};
    guarded gw(8 * 8), gw2(8 * 8), gi(200 * 4);
    for (std::size_t n = 0; n <= 200; ++n) {
        const float* col[guarded_columns];
        for (std::size_t k = 0; k < guarded_columns; ++k) {
            float* values = gc[k].last<float>(n);
            for (std::size_t i = 0; i < n; ++i)
                values[i] = static_cast<float>((i * (k + 3)) % 7);
            col[k] = values;
        }
        std::uint64_t* words = gw.last<std::uint64_t>((n + 63) / 64);
        std::uint64_t* words2 = gw2.last<std::uint64_t>((n + 63) / 64);
        std::uint32_t* idx = gi.last<std::uint32_t>(n);
        // every pair of the registry, on this ISA's table
        for_each_pair<shape_queries>([&](auto pair) {
            using Pair = typename decltype(pair)::type;
            const auto& shape = first_sample<typename Pair::shape>();
            run_all_modes(kernel_of<Pair, shape_queries>(table->one), col, n, hitmask::detail::params_of(shape), words,
                          idx);
        });
        const two_mask_args two{{col[0], col[1], col[2], col[3], col[4], col[5]}, n, words, words2};
        for_each_pair<hit_graze_queries>([&](auto pair) {
            using Pair = typename decltype(pair)::type;
            const auto& shape = first_sample<typename Pair::shape>();
            kernel_of<Pair, hit_graze_queries>(table->two)(two, shape.params(), shape.params());
        });
    }
    SUCCEED();
}

/// Strided views (arrays of structs) whose last element's last field ends at the guard page:
/// {x, y} (interleaved, stride 8), {r, x, y} (12 bytes), a 32-byte struct with y its last
/// field read, 16-, 20-, 24- and 32-byte structs whose fields come first (the AVX-512 trees and
/// windows load whole structs), 80- and 96-byte structs (pairs, scalar loads), and stride 4 (one
/// array for x, y and r).
TEST_P(kernel_bounds, strided_views_read_nothing_past_the_last_field)
{
    const hitmask::detail::kernel_table* table = hitmask::detail::table_for(GetParam());
    ASSERT_NE(table, nullptr);
    struct layout {
        std::size_t stride, x, y, r, w; // in floats; w: the fourth field (a sphere's radius; z is r's)
    };
    const layout layouts[] = {{2, 0, 1, 0, 1},     {3, 1, 2, 0, 0},     {8, 2, 5, 3, 7},   {4, 0, 1, 2, 3},
                              {8, 0, 1, 2, 3},     {5, 4, 0, 2, 1},     {6, 0, 1, 2, 5},   {24, 10, 11, 20, 21},
                              {20, 3, 17, 9, 12},  {1, 0, 0, 0, 0}};
    guarded g(200 * 96), gw(8 * 8), gw2(8 * 8), gi(200 * 4);
    for (const layout& l : layouts) {
        for (std::size_t n = 0; n <= 200; ++n) {
            // the structs end right after the last element's last field a view names
            const std::size_t last = std::max({l.x, l.y, l.r, l.w});
            const std::size_t floats = n == 0 ? 0 : (n - 1) * l.stride + last + 1;
            float* mem = g.last<float>(floats);
            for (std::size_t i = 0; i < floats; ++i)
                mem[i] = static_cast<float>(i % 7);
            const float* col[guarded_columns] = {mem + l.x, mem + l.y, mem + l.r, mem + l.w, nullptr, nullptr};
            if (n == 0) col[0] = col[1] = col[2] = col[3] = nullptr;
            std::uint64_t* words = gw.last<std::uint64_t>((n + 63) / 64);
            std::uint64_t* words2 = gw2.last<std::uint64_t>((n + 63) / 64);
            std::uint32_t* idx = gi.last<std::uint32_t>(n);
            const std::size_t stride = l.stride * sizeof(float);
            // every pair whose view has a strided twin, on this ISA's table
            for_each_pair<shape_queries>([&](auto pair) {
                using Pair = typename decltype(pair)::type;
                if constexpr (hitmask::detail::has_strided_twin<typename Pair::view>) {
                    const auto& shape = first_sample<typename Pair::shape>();
                    run_all_modes(kernel_of<Pair, shape_queries>(table->one), col, n, hitmask::detail::params_of(shape),
                                  words, idx, stride);
                }
            });
            two_mask_args two{{col[0], col[1], col[2], nullptr, nullptr, nullptr}, n, words, words2};
            two.stride = stride;
            for_each_pair<hit_graze_queries>([&](auto pair) {
                using Pair = typename decltype(pair)::type;
                if constexpr (hitmask::detail::has_strided_twin<typename Pair::view>) {
                    const auto& shape = first_sample<typename Pair::shape>();
                    kernel_of<Pair, hit_graze_queries>(table->two)(two, shape.params(), shape.params());
                }
            });
        }
    }
    SUCCEED();
}

HITMASK_INSTANTIATE_PER_ISA(kernel_bounds);

} // namespace
