// hitmask internal: compaction of one column of 4-byte elements in place, per ISA. Each group
// of a vector's lanes is loaded, its kept lanes shuffled to the front by a table indexed by
// the group's bits (Lemire's simdprune tables; AVX-512 compresses into a register, never to
// memory: vcompressps to memory is microcoded on Zen 4), and the whole vector stored at the
// write position. The write position never passes the group being read, so a full store
// only ever overwrites lanes already loaded: in place is safe, and nothing past the last
// whole group is written by a vector store (the tail goes one element at a time).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include <xsimd/xsimd.hpp>

namespace hitmask {
namespace detail {

/// For each pattern of `Lanes` bits, the byte offsets (4 per lane, little-endian) of its set
/// lanes in order, then lane 0's for the rest: a pshufb / tbl / swizzle control.
template <std::size_t Lanes>
constexpr std::array<std::array<std::uint8_t, Lanes * 4>, (std::size_t{1} << Lanes)> byte_shuffles() noexcept
{
    std::array<std::array<std::uint8_t, Lanes * 4>, (std::size_t{1} << Lanes)> table{};
    for (std::size_t bits = 0; bits < table.size(); ++bits) {
        std::size_t out = 0;
        for (std::size_t lane = 0; lane < Lanes; ++lane)
            if ((bits >> lane) & 1u) {
                for (std::size_t byte = 0; byte < 4; ++byte)
                    table[bits][out * 4 + byte] = static_cast<std::uint8_t>(lane * 4 + byte);
                ++out;
            }
        for (; out < Lanes; ++out)
            for (std::size_t byte = 0; byte < 4; ++byte)
                table[bits][out * 4 + byte] = static_cast<std::uint8_t>(byte);
    }
    return table;
}

/// For each pattern of 8 bits, the lane indices of its set lanes in order, one byte each
/// (AVX2's vpermd takes them widened to 32 bits).
constexpr std::array<std::uint64_t, 256> lane_shuffles8() noexcept
{
    std::array<std::uint64_t, 256> table{};
    for (std::size_t bits = 0; bits < 256; ++bits) {
        std::uint64_t packed = 0;
        std::size_t out = 0;
        for (std::size_t lane = 0; lane < 8; ++lane)
            if ((bits >> lane) & 1u) packed |= std::uint64_t{lane} << (8 * out++);
        table[bits] = packed;
    }
    return table;
}

inline constexpr auto shuffles4 = byte_shuffles<4>();
inline constexpr auto shuffles8 = lane_shuffles8();

/// One group of lanes of Arch: compress_group<Arch>::step(in, out, bits) stores the lanes of
/// in[0, size) whose bit is set, in order, to out[0, popcount) and writes out[popcount, size)
/// with anything. `size` is 0 where the ISA has no such step.
template <class Arch, class = void>
struct compress_group {
    static constexpr std::size_t size = 0;
};

#if XSIMD_WITH_SSE4_2
// also the WebAssembly build's, through Emscripten's SSE headers (pshufb is i8x16.swizzle)
template <>
struct compress_group<xsimd::sse4_2> {
    static constexpr std::size_t size = 4;
    static void step(const unsigned char* in, unsigned char* out, unsigned bits) noexcept
    {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in));
        const __m128i control = _mm_loadu_si128(reinterpret_cast<const __m128i*>(shuffles4[bits].data()));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_shuffle_epi8(v, control));
    }
};
#endif
#if XSIMD_WITH_AVX2
template <>
struct compress_group<xsimd::avx2> {
    static constexpr std::size_t size = 8;
    static void step(const unsigned char* in, unsigned char* out, unsigned bits) noexcept
    {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in));
        const __m256i lanes = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(&shuffles8[bits])));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), _mm256_permutevar8x32_epi32(v, lanes));
    }
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct compress_group<xsimd::avx512bw> {
    static constexpr std::size_t size = 16;
    static void step(const unsigned char* in, unsigned char* out, unsigned bits) noexcept
    {
        const __m512i v = _mm512_loadu_si512(in);
        _mm512_storeu_si512(out, _mm512_maskz_compress_epi32(static_cast<__mmask16>(bits), v));
    }
};
#endif
#if XSIMD_WITH_NEON64
template <>
struct compress_group<xsimd::neon64> {
    static constexpr std::size_t size = 4;
    static void step(const unsigned char* in, unsigned char* out, unsigned bits) noexcept
    {
        vst1q_u8(out, vqtbl1q_u8(vld1q_u8(in), vld1q_u8(shuffles4[bits].data())));
    }
};
#endif

/// Compacts the n 4-byte elements at `column` in place by the bits of `words`: the elements
/// whose bit is set, in order, to the front. Returns how many. Bytes, not uint32_t: the
/// elements are the caller's floats or ints, moved by vector loads and memcpy (no aliasing).
template <class Arch>
std::size_t compact4_simd(const std::uint64_t* words, std::size_t n, void* data) noexcept
{
    using group = compress_group<Arch>;
    auto* column = static_cast<unsigned char*>(data);
    std::size_t kept = 0, at = 0;
    if constexpr (group::size != 0) {
        constexpr std::uint64_t group_bits = (std::uint64_t{1} << group::size) - 1;
        // a word with at most this many kept elements copies them one by one (a bit scan)
        // instead of running all 64 / size group steps: dead-bullet masks are often sparse
        constexpr int sparse_word = 6;
        for (; at + 64 <= n; at += 64) {
            const std::uint64_t m = words[at / 64];
            if (m == 0) continue;
            if (m == ~std::uint64_t{0} && kept == at) { // nothing dropped yet: already in place
                kept += 64;
                continue;
            }
            if (__builtin_popcountll(m) <= sparse_word) { // few kept: copy each, skip the rest
                for (std::uint64_t left = m; left != 0; left &= left - 1) {
                    const std::size_t i = at + static_cast<std::size_t>(__builtin_ctzll(left));
                    std::memmove(column + kept * 4, column + i * 4, 4);
                    ++kept;
                }
                continue;
            }
            for (std::size_t j = 0; j < 64; j += group::size) {
                const unsigned bits = static_cast<unsigned>((m >> j) & group_bits);
                group::step(column + (at + j) * 4, column + kept * 4, bits);
                kept += static_cast<std::size_t>(__builtin_popcount(bits));
            }
        }
    }
    // the last partial word (or, without a group step, everything), one element at a time
    for (; at < n; ++at) {
        std::memmove(column + kept * 4, column + at * 4, 4); // kept <= at: copies down or onto itself
        kept += static_cast<std::size_t>((words[at / 64] >> (at % 64)) & 1u);
    }
    return kept;
}

} // namespace detail
} // namespace hitmask
