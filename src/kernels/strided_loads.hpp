// hitmask internal: how a batch of a column is loaded. SoA columns are plain loads (what every
// driver runs on); strided views (arrays of structs) are copied to SoA blocks first
// (strided_gather.hpp) by the loads here and in pair_loads.hpp and tree_loads.hpp: interleaved
// x, y (stride 8) loads two batches of pairs and de-interleaves them; AVX-512 windows permute
// whole structs. Each load gives the batch's elements in order and reads only the fields of
// elements that exist, nothing past the last element's last field, unless it says
// `whole_window`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#include <xsimd/xsimd.hpp>

namespace hitmask {
namespace detail {

/// The loads interface: load<Batch, Columns>(col, j, out) fills out[c] with elements
/// j .. j + Batch::size of column c, in order. `whole_window`: the loads read whole structs, so
/// strided_blocks must not use them on the last
/// block (past the last element's last field there may be nothing).
struct soa_loads {
    static constexpr bool whole_window = false;
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        for (std::size_t c = 0; c < Columns; ++c)
            out[c] = Batch::load_unaligned(col[c] + j);
    }
    /// Field c of element k.
    static float at(const float* const* col, std::size_t c, std::size_t k) noexcept { return col[c][k]; }
};

/// The field of element k of a strided column.
inline float strided_at(const float* column, std::size_t k, std::size_t stride) noexcept
{
    float v;
    std::memcpy(&v, reinterpret_cast<const unsigned char*>(column) + k * stride, sizeof v);
    return v;
}

/// Interleaved x, y (stride 8, y right after x): col[0] points at x0 y0 x1 y1 ...; two loads
/// of whole pairs, de-interleaved. Specialised per ISA.
/// What every ISA's interleaved loads share: field c of element k (y right after x).
struct interleaved_fields {
    static constexpr bool available = true;
    static constexpr bool whole_window = false;
    static float at(const float* const* col, std::size_t c, std::size_t k) noexcept { return col[c][2 * k]; }
};

/// Interleaved x, y loads of Arch; an arch without them (xsimd's default arch of a build's
/// tests) copies such views a field at a time.
template <class Arch>
struct interleaved_loads : interleaved_fields {
    static constexpr bool available = false;
};

#if XSIMD_WITH_SSE4_2
template <>
struct interleaved_loads<xsimd::sse4_2> : interleaved_fields {
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        static_assert(Columns == 2, "interleaved views are points");
        const __m128 a = _mm_loadu_ps(col[0] + 2 * j);     // x0 y0 x1 y1
        const __m128 b = _mm_loadu_ps(col[0] + 2 * j + 4); // x2 y2 x3 y3
        out[0] = Batch(_mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
        out[1] = Batch(_mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
    }
};
#endif
#if XSIMD_WITH_AVX2
template <>
struct interleaved_loads<xsimd::avx2> : interleaved_fields {
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        static_assert(Columns == 2, "interleaved views are points");
        const __m256 a = _mm256_loadu_ps(col[0] + 2 * j);     // x0 y0 .. x3 y3
        const __m256 b = _mm256_loadu_ps(col[0] + 2 * j + 8); // x4 y4 .. x7 y7
        // in-lane shuffles leave elements 0 1 4 5 2 3 6 7; one permute of 64-bit pairs puts
        // them in order
        const __m256 x = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));
        const __m256 y = _mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
        out[0] = Batch(_mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(x), _MM_SHUFFLE(3, 1, 2, 0))));
        out[1] = Batch(_mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(y), _MM_SHUFFLE(3, 1, 2, 0))));
    }
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct interleaved_loads<xsimd::avx512bw> : interleaved_fields {
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        static_assert(Columns == 2, "interleaved views are points");
        const __m512 a = _mm512_loadu_ps(col[0] + 2 * j);      // x0 y0 .. x7 y7
        const __m512 b = _mm512_loadu_ps(col[0] + 2 * j + 16); // x8 y8 .. x15 y15
        // one two-source permute per field: the even floats of a:b are x, the odd ones y
        const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
        const __m512i odd = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
        out[0] = Batch(_mm512_permutex2var_ps(a, even, b));
        out[1] = Batch(_mm512_permutex2var_ps(a, odd, b));
    }
};
#endif
#if XSIMD_WITH_NEON64
template <>
struct interleaved_loads<xsimd::neon64> : interleaved_fields {
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        static_assert(Columns == 2, "interleaved views are points");
        const float32x4x2_t xy = vld2q_f32(col[0] + 2 * j);
        out[0] = Batch(xy.val[0]);
        out[1] = Batch(xy.val[1]);
    }
};
#endif

/// Small structs (stride <= 64 bytes, every field within one struct): load the 16 structs of
/// a batch as whole vectors and pick each field's lanes with two-source permutes, one per
/// pair of vectors, blended. Faster than a gather on the CPUs measured (Zen 4); AVX-512 only.
/// `Fixed`: the struct's size in floats as a compile-time constant (the loops unrolled, for the
/// common sizes picked at dispatch), or 0 for any size up to 16 floats.
template <class Arch, std::size_t Fixed = 0>
struct window_loads {
    static constexpr bool available = false;
    window_loads(const float* const*, std::size_t, std::size_t) noexcept {}
    bool usable() const noexcept { return false; }
};

#if XSIMD_WITH_AVX512BW
template <std::size_t Fixed>
struct window_loads<xsimd::avx512bw, Fixed> {
    static constexpr bool available = true;
    static constexpr bool whole_window = true;
    static constexpr std::size_t max_columns = 3;

    window_loads(const float* const* columns, std::size_t count, std::size_t stride) noexcept
        : floats(stride / sizeof(float)), pairs((floats + 1) / 2)
    {
        if (floats > 16 || count > max_columns || (Fixed != 0 && floats != Fixed)) return;
        std::uintptr_t low = UINTPTR_MAX, high = 0;
        for (std::size_t c = 0; c < count; ++c) {
            const auto a = reinterpret_cast<std::uintptr_t>(columns[c]);
            low = a < low ? a : low;
            high = a > high ? a : high;
        }
        if ((high - low) / sizeof(float) >= floats) return; // fields of different structs
        for (std::size_t c = 0; c < count; ++c) {
            const std::size_t d = (reinterpret_cast<std::uintptr_t>(columns[c]) - low) / sizeof(float);
            back[c] = d;
            alignas(64) std::int32_t idx[8][16] = {};
            std::uint32_t masks[8] = {};
            for (std::size_t k = 0; k < 16; ++k) {
                const std::size_t p = k * floats + d; // the float of lane k in the window
                idx[p / 32][k] = static_cast<std::int32_t>(p % 32);
                masks[p / 32] |= 1u << k;
            }
            for (std::size_t m = 0; m < pairs; ++m) {
                lanes[c][m] = _mm512_load_si512(idx[m]);
                pick[c][m] = static_cast<__mmask16>(masks[m]);
            }
        }
        ok = true;
    }
    bool usable() const noexcept { return ok; }

    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        const std::size_t size = Fixed != 0 ? Fixed : floats;
        const float* window = col[0] - back[0] + j * size; // the first field of element j
        __m512 acc[Columns];
        for (std::size_t c = 0; c < Columns; ++c)
            acc[c] = _mm512_setzero_ps();
        for (std::size_t m = 0; m < (size + 1) / 2; ++m) {
            _mm_prefetch(reinterpret_cast<const char*>(window + 32 * m + prefetch_ahead), _MM_HINT_T0);
            _mm_prefetch(reinterpret_cast<const char*>(window + 32 * m + 16 + prefetch_ahead), _MM_HINT_T0);
            const __m512 a = _mm512_loadu_ps(window + 32 * m);
            // an odd last vector has no partner: nothing is read past the window
            const __m512 b = 2 * m + 1 < size ? _mm512_loadu_ps(window + 32 * m + 16) : a;
            for (std::size_t c = 0; c < Columns; ++c)
                acc[c] = _mm512_mask_mov_ps(acc[c], pick[c][m], _mm512_permutex2var_ps(a, lanes[c][m], b));
        }
        for (std::size_t c = 0; c < Columns; ++c)
            out[c] = Batch(acc[c]);
    }

    std::size_t floats;
    std::size_t pairs;
    std::size_t prefetch_ahead = std::size_t{8} * 16 * floats; ///< 8 batches ahead (a hint: never faults)
    bool ok = false;
    std::size_t back[max_columns] = {};
    __m512i lanes[max_columns][8];
    __mmask16 pick[max_columns][8] = {};
};
#endif

} // namespace detail
} // namespace hitmask
