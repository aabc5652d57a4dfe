// hitmask internal: how the drivers load one batch of a column. SoA columns are plain loads;
// strided views (arrays of structs) gather element k of a batch from byte offset k * stride;
// interleaved x, y (stride 8) loads two batches of pairs and de-interleaves them with shuffles.
// Every load reads only the fields of elements that exist: nothing past the last element's
// last field, nothing between fields.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include <xsimd/xsimd.hpp>

namespace hitmask {
namespace detail {

/// load<Batch, C>(col, j): elements j .. j + Batch::size of column C.
struct soa_loads {
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        return Batch::load_unaligned(col[C] + j);
    }
};

/// The field of element k of a strided column.
inline float strided_at(const float* column, std::size_t k, std::size_t stride) noexcept
{
    float v;
    std::memcpy(&v, reinterpret_cast<const unsigned char*>(column) + k * stride, sizeof v);
    return v;
}

/// Strided columns, one scalar load per lane: the ISAs without a gather (SSE4.2, NEON), and
/// strides too large for 32-bit gather offsets.
template <class Arch>
struct strided_scalar_loads {
    std::size_t stride;
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        alignas(64) float lanes[Batch::size];
        for (std::size_t k = 0; k < Batch::size; ++k)
            lanes[k] = strided_at(col[C], j + k, stride);
        return Batch::load_aligned(lanes);
    }
};

/// Strided columns on Arch: a hardware gather where the ISA has one. A template per Arch (as
/// lane_bits), so each ISA's translation unit owns its code.
template <class Arch>
struct strided_loads : strided_scalar_loads<Arch> {
    explicit strided_loads(std::size_t s) noexcept : strided_scalar_loads<Arch>{s} {}
};

/// Whether `stride` times a batch's last lane fits the gathers' 32-bit offsets (in floats).
inline bool gather_fits(std::size_t stride, std::size_t lanes) noexcept
{
    return stride / 4 <= std::size_t{0x7FFFFFFF} / lanes;
}

#if XSIMD_WITH_AVX2
template <>
struct strided_loads<xsimd::avx2> {
    explicit strided_loads(std::size_t s) noexcept
        : stride(s), gather(gather_fits(s, 8)),
          offsets(_mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7),
                                     _mm256_set1_epi32(static_cast<int>(gather ? s / 4 : 0))))
    {
    }
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        if (!gather) return strided_scalar_loads<xsimd::avx2>{stride}.load<Batch, C>(col, j);
        const float* base = col[C] + j * (stride / 4);
        return Batch(_mm256_mask_i32gather_ps(_mm256_setzero_ps(), base, offsets,
                                              _mm256_castsi256_ps(_mm256_set1_epi32(-1)), 4));
    }
    std::size_t stride;
    bool gather;
    __m256i offsets;
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct strided_loads<xsimd::avx512bw> {
    explicit strided_loads(std::size_t s) noexcept
        : stride(s), gather(gather_fits(s, 16)),
          offsets(_mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
                                     _mm512_set1_epi32(static_cast<int>(gather ? s / 4 : 0))))
    {
    }
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        if (!gather) return strided_scalar_loads<xsimd::avx512bw>{stride}.load<Batch, C>(col, j);
        const float* base = col[C] + j * (stride / 4);
        // the masked form from zero: the plain one starts from an undefined register, which GCC 12
        // reports as maybe-uninitialized
        return Batch(_mm512_mask_i32gather_ps(_mm512_setzero_ps(), __mmask16{0xFFFF}, offsets, base, 4));
    }
    std::size_t stride;
    bool gather;
    __m512i offsets;
};
#endif

/// Interleaved x, y (stride 8, y right after x): col[0] points at x0 y0 x1 y1 ...; two loads
/// of whole pairs, de-interleaved. Specialised per ISA.
template <class Arch>
struct interleaved_loads;

#if XSIMD_WITH_SSE4_2
template <>
struct interleaved_loads<xsimd::sse4_2> {
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        const __m128 a = _mm_loadu_ps(col[0] + 2 * j);     // x0 y0 x1 y1
        const __m128 b = _mm_loadu_ps(col[0] + 2 * j + 4); // x2 y2 x3 y3
        if constexpr (C == 0)
            return Batch(_mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
        else
            return Batch(_mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
    }
};
#endif
#if XSIMD_WITH_AVX2
template <>
struct interleaved_loads<xsimd::avx2> {
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        const __m256 a = _mm256_loadu_ps(col[0] + 2 * j);     // x0 y0 .. x3 y3
        const __m256 b = _mm256_loadu_ps(col[0] + 2 * j + 8); // x4 y4 .. x7 y7
        // per 128-bit half: x0 x1 x4 x5 | x2 x3 x6 x7, then the 64-bit quarters in order
        const __m256 half = C == 0 ? _mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0))
                                   : _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
        return Batch(_mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(half), _MM_SHUFFLE(3, 1, 2, 0))));
    }
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct interleaved_loads<xsimd::avx512bw> {
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        const __m512 a = _mm512_loadu_ps(col[0] + 2 * j);      // x0 y0 .. x7 y7
        const __m512 b = _mm512_loadu_ps(col[0] + 2 * j + 16); // x8 y8 .. x15 y15
        const __m512i lanes = C == 0 ? _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30)
                                     : _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
        return Batch(_mm512_permutex2var_ps(a, lanes, b));
    }
};
#endif
#if XSIMD_WITH_NEON64
template <>
struct interleaved_loads<xsimd::neon64> {
    template <class Batch, std::size_t C>
    Batch load(const float* const* col, std::size_t j) const noexcept
    {
        return Batch(vld2q_f32(col[0] + 2 * j).val[C]);
    }
};
#endif

} // namespace detail
} // namespace hitmask
