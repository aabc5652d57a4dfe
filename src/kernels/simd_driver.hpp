// hitmask internal: the one loop every SIMD kernel runs. A kernel supplies a predicate on
// batches of x and y; this evaluates it 64 points at a time into one word of hits.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include <xsimd/xsimd.hpp>

#include "result_sink.hpp"

namespace hitmask {
namespace detail {

/// One bit per lane of a comparison result, lane 0 in bit 0. xsimd 8.1 has no
/// batch_bool::mask(), so each base ISA says how. A template per Arch, so each ISA's
/// translation unit owns its copy.
template <class Arch>
struct lane_bits;

#if XSIMD_WITH_SSE4_2
template <>
struct lane_bits<xsimd::sse4_2> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::sse4_2>& m) noexcept
    {
        return static_cast<std::uint32_t>(_mm_movemask_ps(m.data));
    }
};
#endif
#if XSIMD_WITH_AVX2
template <>
struct lane_bits<xsimd::avx2> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::avx2>& m) noexcept
    {
        return static_cast<std::uint32_t>(_mm256_movemask_ps(m.data));
    }
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct lane_bits<xsimd::avx512bw> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::avx512bw>& m) noexcept
    {
        return static_cast<std::uint16_t>(m.data);
    }
};
#endif
#if XSIMD_WITH_NEON64
template <>
struct lane_bits<xsimd::neon64> {
    static std::uint64_t get(const xsimd::batch_bool<float, xsimd::neon64>& m) noexcept
    {
        // Each lane is all-ones or zero: keep bit k in lane k, then add the lanes.
        static const uint32_t weights[4] = {1, 2, 4, 8};
        return vaddvq_u32(vandq_u32(m.data, vld1q_u32(weights)));
    }
};
#endif

/// Calls `hit` on one batch from each of the first `Columns` columns, at element j.
template <class Batch, std::size_t Columns, class Predicate>
inline auto call_on_columns(const Predicate& hit, const float* const* col, std::size_t j) noexcept
{
    static_assert(Columns >= 2 && Columns <= 4, "views have 2 to 4 columns");
    if constexpr (Columns == 2) {
        return hit(Batch::load_unaligned(col[0] + j), Batch::load_unaligned(col[1] + j));
    } else if constexpr (Columns == 3) {
        return hit(Batch::load_unaligned(col[0] + j), Batch::load_unaligned(col[1] + j),
                   Batch::load_unaligned(col[2] + j));
    } else {
        return hit(Batch::load_unaligned(col[0] + j), Batch::load_unaligned(col[1] + j),
                   Batch::load_unaligned(col[2] + j), Batch::load_unaligned(col[3] + j));
    }
}

/// Visits the view 64 elements at a time: visit(block, columns, valid) with `valid` the bits
/// of elements that exist. Whole blocks read the caller's arrays directly (any alignment); the
/// last partial block is copied to a zero-padded stack block, so no load reads past the
/// arrays. Stops early when visit returns false.
template <std::size_t Columns, class Visit>
inline void for_each_block(const query_args& q, const Visit& visit) noexcept
{
    const std::size_t blocks = q.n / 64;
    for (std::size_t b = 0; b < blocks; ++b) {
        const float* col[4] = {};
        for (std::size_t c = 0; c < Columns; ++c)
            col[c] = q.col[c] + b * 64;
        if (!visit(b, col, ~std::uint64_t{0})) return;
    }
    const std::size_t tail = q.n % 64;
    if (tail != 0) {
        alignas(64) float copy[Columns][64] = {};
        const float* col[4] = {};
        for (std::size_t c = 0; c < Columns; ++c) {
            std::memcpy(copy[c], q.col[c] + blocks * 64, tail * sizeof(float));
            col[c] = copy[c];
        }
        visit(blocks, col, (std::uint64_t{1} << tail) - 1);
    }
}

/// Runs `hit` (a predicate on one batch per column) over every element, into any of the four
/// result forms.
template <class Arch, std::size_t Columns, class Predicate>
std::size_t drive_simd(const query_args& q, const Predicate& hit) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    result_sink<Arch> sink(q);
    for_each_block<Columns>(q, [&](std::size_t b, const float* const* col, std::uint64_t valid) {
        std::uint64_t bits = 0;
        for (std::size_t j = 0; j < 64; j += batch::size)
            bits |= lane_bits<Arch>::get(call_on_columns<batch, Columns>(hit, col, j)) << j;
        return sink.put(b, bits & valid);
    });
    return sink.result();
}

/// Like drive_simd for points, but hands `hit_group` Group batches of x and y at once
/// (hit_group(xs, ys, masks) fills masks[0..Group)). Shapes that loop over many edges use it to
/// load each edge's constants once per group instead of once per batch.
template <class Arch, std::size_t Group, class GroupPredicate>
std::size_t drive_simd_grouped(const query_args& q, const GroupPredicate& hit_group) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    static_assert(64 % (batch::size * Group) == 0, "a group must divide the 64-element block");
    result_sink<Arch> sink(q);
    for_each_block<2>(q, [&](std::size_t b, const float* const* col, std::uint64_t valid) {
        std::uint64_t bits = 0;
        for (std::size_t j = 0; j < 64; j += batch::size * Group) {
            batch xs[Group], ys[Group];
            mask masks[Group];
            for (std::size_t g = 0; g < Group; ++g) {
                xs[g] = batch::load_unaligned(col[0] + j + g * batch::size);
                ys[g] = batch::load_unaligned(col[1] + j + g * batch::size);
            }
            hit_group(xs, ys, masks);
            for (std::size_t g = 0; g < Group; ++g)
                bits |= lane_bits<Arch>::get(masks[g]) << (j + g * batch::size);
        }
        return sink.put(b, bits & valid);
    });
    return sink.result();
}

/// Runs `hit`, which returns two masks per batch (a std::pair), filling q.words with the first
/// and q.words2 with the second less the first (graze = within the graze ring and not a hit):
/// two results in one pass over the view. The "less" is done on whole 64-bit words, which
/// costs one instruction per 64 elements instead of a mask operation per batch.
template <class Arch, std::size_t Columns, class Predicate>
void drive_simd_two_masks(const query_args& q, const Predicate& hit) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    for_each_block<Columns>(q, [&](std::size_t b, const float* const* col, std::uint64_t valid) {
        std::uint64_t first = 0, second = 0;
        for (std::size_t j = 0; j < 64; j += batch::size) {
            const auto masks = call_on_columns<batch, Columns>(hit, col, j);
            first |= lane_bits<Arch>::get(masks.first) << j;
            second |= lane_bits<Arch>::get(masks.second) << j;
        }
        q.words[b] = first & valid;
        q.words2[b] = second & ~first & valid;
        return true;
    });
}

} // namespace detail
} // namespace hitmask
