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

/// Hits of the 64 points at x[0..64), y[0..64) as one word, point j in bit j.
template <class Arch, class Predicate>
inline std::uint64_t eval_block(const float* x, const float* y, const Predicate& hit) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t lanes = batch::size;
    std::uint64_t bits = 0;
    for (std::size_t j = 0; j < 64; j += lanes) {
        const auto m = hit(batch::load_unaligned(x + j), batch::load_unaligned(y + j));
        bits |= lane_bits<Arch>::get(m) << j;
    }
    return bits;
}

/// Runs `hit` over every point of the query. Whole blocks read the caller's arrays directly
/// (any alignment); the last partial block is copied to a zero-padded stack block so no load
/// reads past the arrays, and its unused bits are cleared.
template <class Arch, class Predicate>
std::size_t drive_simd(const query_args& q, const Predicate& hit) noexcept
{
    result_sink<Arch> sink(q);
    const std::size_t blocks = q.n / 64;
    for (std::size_t b = 0; b < blocks; ++b) {
        if (!sink.put(b, eval_block<Arch>(q.x + b * 64, q.y + b * 64, hit))) return sink.result();
    }
    const std::size_t tail = q.n % 64;
    if (tail != 0) {
        alignas(64) float tx[64] = {};
        alignas(64) float ty[64] = {};
        std::memcpy(tx, q.x + blocks * 64, tail * sizeof(float));
        std::memcpy(ty, q.y + blocks * 64, tail * sizeof(float));
        sink.put(blocks, eval_block<Arch>(tx, ty, hit) & ((std::uint64_t{1} << tail) - 1));
    }
    return sink.result();
}

} // namespace detail
} // namespace hitmask
