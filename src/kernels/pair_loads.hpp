// hitmask internal: loads for structs whose x and y are adjacent (y 4 bytes after x, as in
// `float x, y;` or a vec2 member), at any stride: each element's x, y read as one 8-byte pair,
// two pairs to a 128-bit register, and the registers de-interleaved with one in-lane shuffle
// per field. A circles view's r is read a float at a time. They read only the view's fields, so
// they serve every block (no copied last block) and any stride. On Zen 4 (a 32-byte struct,
// AVX2) they ran at 3.7 G/s at 4,096 elements and 1.2 at 1 M, where the hardware gathers they
// replaced ran at 1.26 and 0.17, below the scalar reference's 1.45 and 1.04.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xsimd/xsimd.hpp>

namespace hitmask {
namespace detail {

/// pair_loads<Arch>: usable when the view's y column starts 4 bytes after its x column.
template <class Arch>
struct pair_loads {
    static constexpr bool available = false;
    pair_loads(const float* const*, std::size_t, std::size_t) noexcept {}
    bool usable() const noexcept { return false; }
};

#if XSIMD_WITH_SSE4_2
/// What every ISA's pair loads share; a template on Arch, so each ISA's translation unit owns
/// its copy (an inline function built with AVX-512 flags must never serve the SSE path).
template <class Arch>
struct pair_loads_base {
    static constexpr bool available = true;
    static constexpr bool whole_window = false;
    pair_loads_base(const float* const* columns, std::size_t, std::size_t stride) noexcept
        : step(stride / sizeof(float)), ahead(128 * step), ok(columns[1] == columns[0] + 1)
    {
    }
    bool usable() const noexcept { return ok; }

protected:
    /// [x y] of the element at p and of the one `step` floats on: movq, then movhps. With a
    /// hint for the element 128 on (the hardware prefetcher alone left a 32-byte struct at 1 M
    /// elements ~20 % slower).
    __m128 two(const float* p) const noexcept
    {
        _mm_prefetch(reinterpret_cast<const char*>(p + ahead), _MM_HINT_T0); // a hint: never faults
        const __m128 low = _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
        return _mm_loadh_pi(low, reinterpret_cast<const __m64*>(p + step));
    }
    /// Field r (column 2) of lanes 0..Lanes-1 from element j on, a float at a time.
    template <std::size_t Lanes>
    void fields(const float* column, std::size_t j, float (&out)[Lanes]) const noexcept
    {
        for (std::size_t k = 0; k < Lanes; ++k)
            out[k] = column[(j + k) * step];
    }
    std::size_t step;  ///< floats from one element to the next
    std::size_t ahead; ///< floats to the element prefetched
    bool ok;
};

template <>
struct pair_loads<xsimd::sse4_2> : pair_loads_base<xsimd::sse4_2> {
    using pair_loads_base::pair_loads_base;
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        const float* p = col[0] + j * step;
        const __m128 a = two(p), b = two(p + 2 * step); // x0 y0 x1 y1, x2 y2 x3 y3
        out[0] = Batch(_mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
        out[1] = Batch(_mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
        if constexpr (Columns == 3) {
            float r[4];
            fields(col[2], j, r);
            out[2] = Batch(_mm_setr_ps(r[0], r[1], r[2], r[3]));
        }
    }
};
#endif

#if XSIMD_WITH_AVX2
template <>
struct pair_loads<xsimd::avx2> : pair_loads_base<xsimd::avx2> {
    using pair_loads_base::pair_loads_base;
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        const float* p = col[0] + j * step;
        // 128-bit lanes: elements 0 1 2 3 | 4 5 6 7 after the shuffles, in order
        const __m256 a = _mm256_insertf128_ps(_mm256_castps128_ps256(two(p)), two(p + 4 * step), 1);
        const __m256 b = _mm256_insertf128_ps(_mm256_castps128_ps256(two(p + 2 * step)), two(p + 6 * step), 1);
        out[0] = Batch(_mm256_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
        out[1] = Batch(_mm256_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
        if constexpr (Columns == 3) {
            float r[8];
            fields(col[2], j, r);
            out[2] = Batch(_mm256_setr_ps(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]));
        }
    }
};
#endif

#if XSIMD_WITH_AVX512BW
template <>
struct pair_loads<xsimd::avx512bw> : pair_loads_base<xsimd::avx512bw> {
    using pair_loads_base::pair_loads_base;
    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        const float* p = col[0] + j * step;
        // 128-bit lane L of a: elements 4L, 4L + 1; of b: 4L + 2, 4L + 3
        const __m512 a = quad(p, 0), b = quad(p, 2);
        out[0] = Batch(_mm512_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0)));
        out[1] = Batch(_mm512_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1)));
        if constexpr (Columns == 3) {
            float r[16];
            fields(col[2], j, r);
            out[2] = Batch(_mm512_setr_ps(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11],
                                          r[12], r[13], r[14], r[15]));
        }
    }

private:
    /// The pairs of elements first + 4L and first + 4L + 1 in 128-bit lane L.
    __m512 quad(const float* p, std::size_t first) const noexcept
    {
        const __m256 low = _mm256_insertf128_ps(_mm256_castps128_ps256(two(p + first * step)),
                                                two(p + (first + 4) * step), 1);
        const __m256 high = _mm256_insertf128_ps(_mm256_castps128_ps256(two(p + (first + 8) * step)),
                                                 two(p + (first + 12) * step), 1);
        return _mm512_insertf32x8(_mm512_castps256_ps512(low), high, 1);
    }
};
#endif

} // namespace detail
} // namespace hitmask
