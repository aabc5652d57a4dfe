// Bools to bits, three ways: AVX-512BW (a byte test into a 64-bit mask register), AVX2 and
// portable SSE2 (a byte compare and movemask, 32 or 16 bytes at a time). As in unpack_bits.cpp,
// the SIMD versions use target attributes, and the library's ISA choice picks one. NumPy bools
// are bytes: any non-zero byte counts as set (a bool view of other bytes may hold 2 or 255).
#include "pack_bits.hpp"

#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HITMASK_PY_X86 1
#endif

namespace hitmask_python {
namespace {

/// Bits [from, n) portably (from a multiple of 64); clears the rest of the last word.
void pack_portable(const bool* a, const bool* b, std::size_t from, std::size_t n, std::uint64_t* words) noexcept
{
    const auto* pa = reinterpret_cast<const unsigned char*>(a);
    const auto* pb = reinterpret_cast<const unsigned char*>(b);
    for (std::size_t w = from / 64; w * 64 < n; ++w) {
        std::uint64_t bits = 0;
        const std::size_t end = n - w * 64 < 64 ? n - w * 64 : 64;
        for (std::size_t k = 0; k < end; ++k) {
            const std::size_t i = w * 64 + k;
            bits |= std::uint64_t{pa[i] != 0 && (!pb || pb[i] == 0)} << k;
        }
        words[w] = bits;
    }
}

#ifdef HITMASK_PY_X86
/// Whole words with AVX-512BW; returns how many bits it did.
__attribute__((target("avx512f,avx512bw"))) std::size_t pack_avx512(const bool* a, const bool* b, std::size_t n,
                                                                      std::uint64_t* words) noexcept
{
    std::size_t w = 0;
    for (; (w + 1) * 64 <= n; ++w) {
        const __m512i va = _mm512_loadu_si512(a + w * 64);
        __mmask64 bits = _mm512_test_epi8_mask(va, va);
        if (b) {
            const __m512i vb = _mm512_loadu_si512(b + w * 64);
            bits = _mm512_mask_testn_epi8_mask(bits, vb, vb);
        }
        words[w] = bits;
    }
    return w * 64;
}

/// The zero bytes among the 64 at p as a word's bits (a compare with zero, then movemask,
/// which gathers the bytes' sign bits: the set bytes come out inverted), with AVX2 and with
/// SSE2, which every x86-64 has.
__attribute__((target("avx2"))) inline std::uint64_t zeros_avx2(const bool* p) noexcept
{
    const __m256i zero = _mm256_setzero_si256();
    const auto lo = static_cast<std::uint32_t>(
        _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)), zero)));
    const auto hi = static_cast<std::uint32_t>(
        _mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 32)), zero)));
    return std::uint64_t{lo} | std::uint64_t{hi} << 32;
}

inline std::uint64_t zeros_sse2(const bool* p) noexcept
{
    const __m128i zero = _mm_setzero_si128();
    std::uint64_t z = 0;
    for (int q = 0; q < 4; ++q)
        z |= std::uint64_t{static_cast<std::uint16_t>(
                 _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * q)), zero)))}
             << (16 * q);
    return z;
}

/// Whole words with AVX2, two 32-byte halves a word; returns how many bits it did.
__attribute__((target("avx2"))) std::size_t pack_avx2(const bool* a, const bool* b, std::size_t n,
                                                      std::uint64_t* words) noexcept
{
    std::size_t w = 0;
    for (; (w + 1) * 64 <= n; ++w)
        words[w] = ~zeros_avx2(a + w * 64) & (b ? zeros_avx2(b + w * 64) : ~std::uint64_t{0});
    return w * 64;
}

/// The same with SSE2, four 16-byte quarters a word.
std::size_t pack_sse2(const bool* a, const bool* b, std::size_t n, std::uint64_t* words) noexcept
{
    std::size_t w = 0;
    for (; (w + 1) * 64 <= n; ++w)
        words[w] = ~zeros_sse2(a + w * 64) & (b ? zeros_sse2(b + w * 64) : ~std::uint64_t{0});
    return w * 64;
}
#endif

} // namespace

void pack_bits(const bool* a, const bool* b, std::size_t n, std::uint64_t* words, hitmask::isa isa) noexcept
{
    std::size_t done = 0;
#ifdef HITMASK_PY_X86
    if (isa == hitmask::isa::avx512) done = pack_avx512(a, b, n, words);
    else if (isa == hitmask::isa::avx2) done = pack_avx2(a, b, n, words);
    else if (isa != hitmask::isa::scalar) done = pack_sse2(a, b, n, words);
#else
    (void)isa;
#endif
    pack_portable(a, b, done, n, words);
}

} // namespace hitmask_python
