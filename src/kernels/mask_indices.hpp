// hitmask internal: the indices of a mask's set bits (hitmask::indices on a bitmask), per ISA.
// A script host walks hits as a list of indices, not as bits. The plain way is a bit scan per
// set bit (`while (w) { out[k++] = base + ctz(w); w &= w - 1; }`), whose loop exit mispredicts
// once a word and whose chain is one bit long. Here each group of a word's bits writes all its
// lanes at once: the indices of its set bits, in order, from a table of lane numbers
// (shuffles8's bytes, or lanes8's 32-bit rows) added to the group's first index, or AVX2's
// word_lanes8 (bit numbers in the word) added to the word's (AVX-512 uses AVX2's groups: its
// compress was slower). The write position then moves on by the group's
// popcount, so the lanes past it are overwritten by the next group: a vector store is issued
// only while all its lanes fit the caller's capacity, and the rest goes one bit at a time.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <xsimd/xsimd.hpp>

#include "compact.hpp" // shuffles8: the lane numbers of each 8-bit pattern, a byte each

namespace hitmask {
namespace detail {

/// Each 8-bit pattern's set lanes, in order, as 32-bit numbers (8 KB; compaction's shuffles8 holds
/// them as bytes). SSE4.2's groups (WebAssembly's too) add their row's two halves to the base
/// straight from memory: widening the byte row took three shuffles a group, and the step is bound
/// by its micro-ops (1 M bits at 10 %: 100-114 -> 85-89 us).
struct alignas(32) lane_row {
    std::uint32_t lane[8];
};
constexpr std::array<lane_row, 256> lane_rows8() noexcept
{
    std::array<lane_row, 256> table{};
    for (std::size_t bits = 0; bits < 256; ++bits) {
        std::size_t out = 0;
        for (std::uint32_t lane = 0; lane < 8; ++lane)
            if ((bits >> lane) & 1u) table[bits].lane[out++] = lane;
    }
    return table;
}
inline constexpr auto lanes8 = lane_rows8();

/// shuffles8 once for each group of a word: row [g][bits] holds the bit numbers in the word
/// (8g + lane, a byte each), so AVX2's group adds only the word's first index (16 KB).
constexpr std::array<std::array<std::uint64_t, 256>, 8> word_shuffles8() noexcept
{
    std::array<std::array<std::uint64_t, 256>, 8> table{};
    for (std::size_t g = 0; g < 8; ++g)
        for (std::size_t bits = 0; bits < 256; ++bits)
            table[g][bits] = shuffles8[bits] + 0x0808080808080808ull * g;
    return table;
}
inline constexpr auto word_lanes8 = word_shuffles8();

// The x86 groups read the word's bytes from memory, byte g holding bits 8g to 8g + 7: one load a
// group instead of a shift and a mask of the word in a register (NEON, not measured here, keeps
// the word in a register).
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "index_word reads a word's bytes in little-endian order"
#endif

/// One word of Arch: index_word<Arch>::write(base, word, out) stores base + i for every set bit
/// i of the 64-bit *word, in order, to out[0, popcount(*word)), and anything to
/// out[popcount(*word), 64) (a group's lanes past its set bits, overwritten by the next group or
/// left). `available` is false where the ISA has no such step. The group's first index lives in
/// a register that moves on by the group's width (AVX2's rows hold the bit's place in the word
/// instead, so its base is the word's), so a group is its bits, its row of lane numbers, an add
/// and a store per vector of the row (two on SSE4.2 and NEON), and a popcount.
template <class Arch, class = void>
struct index_word {
    static constexpr bool available = false;
};

#if XSIMD_WITH_SSE4_2
// also the WebAssembly build's, through Emscripten's SSE headers: 8 bits a group, two stores
template <>
struct index_word<xsimd::sse4_2> {
    static constexpr bool available = true;
    static void write(std::uint32_t base, const std::uint64_t* word, std::uint32_t* out) noexcept
    {
        const auto* bytes = reinterpret_cast<const unsigned char*>(word);
        __m128i b = _mm_set1_epi32(static_cast<int>(base));
        const __m128i eight = _mm_set1_epi32(8);
        for (int g = 0; g < 8; ++g) {
            const unsigned bits = bytes[g];
            const auto* row = reinterpret_cast<const __m128i*>(lanes8[bits].lane);
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_add_epi32(b, _mm_load_si128(row)));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 4), _mm_add_epi32(b, _mm_load_si128(row + 1)));
            out += __builtin_popcount(bits);
            b = _mm_add_epi32(b, eight);
        }
    }
};
#endif
#if XSIMD_WITH_AVX2
template <>
struct index_word<xsimd::avx2> {
    static constexpr bool available = true;
    static void write(std::uint32_t base, const std::uint64_t* word, std::uint32_t* out) noexcept
    {
        const auto* bytes = reinterpret_cast<const unsigned char*>(word);
        const __m256i b = _mm256_set1_epi32(static_cast<int>(base));
        for (int g = 0; g < 8; ++g) {
            const unsigned bits = bytes[g];
            // the byte table widened in the load (vpmovzxbd): lanes8's 32-byte rows were 5-10 % slower
            // here (1 M bits at 10 % and 50 %), unlike SSE4.2's two 16-byte halves
            const __m256i row =
                _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(&word_lanes8[g][bits])));
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), _mm256_add_epi32(b, row));
            out += __builtin_popcount(bits);
        }
    }
};
#endif
#if XSIMD_WITH_AVX512BW
// AVX-512 takes AVX2's word: vpcompressd into a register, 16 bits a group, measured slower
// (97 against 73 us for 1 M bits at 10 %, 103 against 70 at 50 %, on a Zen 5): its compress
// costs more than two byte-table groups
template <>
struct index_word<xsimd::avx512bw> : index_word<xsimd::avx2> {};
#endif
#if XSIMD_WITH_NEON64
template <>
struct index_word<xsimd::neon64> {
    static constexpr bool available = true;
    static void write(std::uint32_t base, const std::uint64_t* word, std::uint32_t* out) noexcept
    {
        const std::uint64_t m = *word;
        uint32x4_t b = vdupq_n_u32(base);
        const uint32x4_t eight = vdupq_n_u32(8);
        for (int j = 0; j < 64; j += 8) {
            const unsigned bits = static_cast<unsigned>(m >> j) & 0xFFu;
            const uint16x8_t lanes = vmovl_u8(vld1_u8(reinterpret_cast<const std::uint8_t*>(&shuffles8[bits])));
            vst1q_u32(out, vaddq_u32(b, vmovl_u16(vget_low_u16(lanes))));
            vst1q_u32(out + 4, vaddq_u32(b, vmovl_high_u16(lanes)));
            out += __builtin_popcount(bits);
            b = vaddq_u32(b, eight);
        }
    }
};
#endif

/// The indices of the set bits among the first n bits of `words` (bits past n ignored), in
/// increasing order, into out[0, min(count, capacity)); returns the count. Nothing is written
/// at or past out[capacity].
template <class Arch>
std::size_t mask_indices_simd(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                              std::size_t capacity) noexcept
{
    using word = index_word<Arch>;
    std::size_t k = 0, w = 0;
    const std::size_t full = n / 64;
    if constexpr (word::available) {
        // a word writes below out + k + 64 (its last group starts at most 64 - width lanes on):
        // while that fits the capacity, whole words go to the groups. A word of at most two set
        // bits writes two slots instead (sparse masks skip the groups' stores; a loop over its
        // bits mispredicted on most words at 1 %: 1 M bits 51 -> 20 us on AVX2); the cut sits far
        // from the usual densities' counts, so the branch rarely mispredicts.
        for (; w < full && k + 64 <= capacity; ++w) {
            const std::uint64_t m = words[w];
            const auto base = static_cast<std::uint32_t>(w * 64);
            const auto set = static_cast<std::size_t>(__builtin_popcountll(m));
            if (set <= 2) {
                // both slots written, whatever the count (no loop to mispredict on): bit 63 or'ed
                // in keeps ctz defined for an empty word, and a slot past the count is scratch
                constexpr std::uint64_t top = std::uint64_t{1} << 63;
                out[k] = base + static_cast<std::uint32_t>(__builtin_ctzll(m | top));
                out[k + 1] = base + static_cast<std::uint32_t>(__builtin_ctzll((m & (m - 1)) | top));
                k += set;
                continue;
            }
            word::write(base, words + w, out + k);
            k += set;
        }
    }
    // near the capacity, the last partial word, or an ISA without a word step: bit by bit,
    // counting every set bit and writing those that fit
    const std::size_t word_count = n / 64 + (n % 64 != 0);
    for (; w < word_count; ++w) {
        std::uint64_t m = words[w];
        if (w == full) m &= (std::uint64_t{1} << (n % 64)) - 1; // bits past n
        for (; m != 0; m &= m - 1) {
            if (k < capacity) out[k] = static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(__builtin_ctzll(m)));
            ++k;
        }
    }
    return k;
}

} // namespace detail
} // namespace hitmask
