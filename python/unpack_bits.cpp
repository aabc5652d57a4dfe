// Bits to bools, three ways: AVX-512BW (one masked byte broadcast per 64 bits), AVX2 (a byte
// shuffle and compare per 32 bits) and portable code (a multiply spreads 7 bits over 7 bytes).
// The SIMD versions are compiled with target attributes rather than -m flags, so the module
// stays one file that loads on any x86-64; the library's ISA choice decides which one runs,
// and it only picks ISAs the CPU and OS support.
#include "unpack_bits.hpp"

#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HITMASK_PY_X86 1
#endif

namespace hitmask_python {
namespace {

/// The 8 bits of b as 8 bytes of 0 or 1, bit 0 in the lowest byte. Multiplying by the sum of
/// 2^(7k) moves bit k to bit 8k; only 7 bits fit without carries, so bit 7 goes in by itself.
inline std::uint64_t spread_byte(std::uint64_t b) noexcept
{
    return (((b & 0x7F) * 0x0002040810204081ULL) & 0x0101010101010101ULL) | ((b >> 7) << 56);
}

/// Bits [from, n) of words, portably. `from` is a multiple of 8.
void unpack_portable(const std::uint64_t* words, std::size_t from, std::size_t n, bool* out) noexcept
{
    std::size_t i = from;
    for (; i + 8 <= n; i += 8) {
        const std::uint64_t bytes = spread_byte((words[i / 64] >> (i % 64)) & 0xFF);
        // bool is one byte holding 0 or 1 with GCC and Clang on every target the module builds for
        std::memcpy(out + i, &bytes, 8);
    }
    for (; i < n; ++i)
        out[i] = (words[i / 64] >> (i % 64)) & 1u;
}

#ifdef HITMASK_PY_X86
/// Whole words with AVX-512BW; returns how many bits it did.
__attribute__((target("avx512f,avx512bw"))) std::size_t unpack_avx512(const std::uint64_t* words, std::size_t n,
                                                                        bool* out) noexcept
{
    const __m512i one = _mm512_set1_epi8(1);
    std::size_t w = 0;
    for (; (w + 1) * 64 <= n; ++w)
        _mm512_storeu_si512(out + w * 64, _mm512_maskz_mov_epi8(static_cast<__mmask64>(words[w]), one));
    return w * 64;
}

/// Whole 32-bit halves with AVX2: byte k of the result gets byte k/8 of the half-word, then
/// keeps bit k%8 of it; returns how many bits it did.
__attribute__((target("avx2"))) std::size_t unpack_avx2(const std::uint64_t* words, std::size_t n, bool* out) noexcept
{
    const __m256i pick = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, //
                                          2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bit = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ULL));
    const __m256i one = _mm256_set1_epi8(1);
    const auto* halves = reinterpret_cast<const unsigned char*>(words);
    std::size_t i = 0;
    for (; i + 32 <= n; i += 32) {
        std::uint32_t half;
        std::memcpy(&half, halves + i / 8, 4);
        const __m256i spread = _mm256_shuffle_epi8(_mm256_set1_epi32(static_cast<int>(half)), pick);
        const __m256i set = _mm256_cmpeq_epi8(_mm256_and_si256(spread, bit), bit);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i), _mm256_and_si256(set, one));
    }
    return i;
}
#endif

} // namespace

void unpack_bits(const std::uint64_t* words, std::size_t n, bool* out, hitmask::isa isa) noexcept
{
    std::size_t done = 0;
#ifdef HITMASK_PY_X86
    if (isa == hitmask::isa::avx512) done = unpack_avx512(words, n, out);
    else if (isa == hitmask::isa::avx2) done = unpack_avx2(words, n, out);
#else
    (void)isa;
#endif
    unpack_portable(words, done, n, out);
}

} // namespace hitmask_python
