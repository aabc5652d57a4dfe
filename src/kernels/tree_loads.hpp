// hitmask internal: the loads for the two struct sizes games use most, 16 and 32 bytes, on
// AVX-512. A batch of 16 structs is 4 or 8 whole vector loads (one per 64-byte line, the
// fewest a load of these structs can take), de-interleaved in a tree of two-source permutes:
// each permute fills every lane it writes with a wanted field, so the fields of 16 structs take
// 2 (16 bytes) or 6 (32 bytes) vpermt2ps and two 128-bit-lane shuffles for x, y, where the
// general window loads (strided_loads.hpp) take one permute and one blend per vector and field.
// The stride is a compile-time constant, so the index vectors stay in registers.
#pragma once

#include <cstddef>
#include <cstdint>

#include <xsimd/xsimd.hpp>

namespace hitmask {
namespace detail {

/// tree_loads<Arch, Floats>: structs of Floats floats (4 or 8) whose fields (at most 3, all
/// inside one struct) are loaded in a tree. Only AVX-512 has it.
template <class Arch, std::size_t Floats>
struct tree_loads {
    static constexpr bool available = false;
    tree_loads(const float* const*, std::size_t, std::size_t) noexcept {}
    bool usable() const noexcept { return false; }
};

#if XSIMD_WITH_AVX512BW
template <std::size_t Floats>
struct tree_loads<xsimd::avx512bw, Floats> {
    static_assert(Floats == 4 || Floats == 8, "trees for 16- and 32-byte structs");
    static constexpr bool available = true;
    /// The vectors run from the first field of a batch's first struct over 16 whole structs:
    /// past the last element's last field there may be nothing, so the driver copies the last
    /// block instead.
    static constexpr bool whole_window = true;

    tree_loads(const float* const* columns, std::size_t count, std::size_t stride) noexcept
    {
        if (stride != Floats * sizeof(float) || count < 2 || count > 3) return;
        std::uintptr_t low = UINTPTR_MAX, high = 0;
        for (std::size_t c = 0; c < count; ++c) {
            const auto a = reinterpret_cast<std::uintptr_t>(columns[c]);
            low = a < low ? a : low;
            high = a > high ? a : high;
        }
        if ((high - low) / sizeof(float) >= Floats) return; // fields of different structs
        std::int32_t d[3] = {};
        for (std::size_t c = 0; c < count; ++c)
            d[c] = static_cast<std::int32_t>((reinterpret_cast<std::uintptr_t>(columns[c]) - low) / sizeof(float));
        back = static_cast<std::size_t>(d[0]);
        // Floats 8: level 1 packs column c of the 4 structs of two vectors into lanes 4c..4c+3
        // (struct k's field at 8k + d[c] of the pair); level 2 joins two such results: lanes
        // 0..7 column 0 of 8 structs, 8..15 column 1 (`pair`), or lanes 0..7 column 2 (`third`).
        // Floats 4: one level, straight from two vectors of 4 structs each (field at 4k + d[c]).
        alignas(64) std::int32_t l1[16] = {}, l2[16] = {}, l3[16] = {};
        for (std::int32_t k = 0; k < 8; ++k) {
            if (Floats == 8) {
                if (k < 4)
                    for (std::size_t c = 0; c < count; ++c)
                        l1[4 * c + static_cast<std::size_t>(k)] = 8 * k + d[c];
                const std::int32_t from = k < 4 ? k : 16 + k - 4; // struct k in the level-1 pair
                l2[k] = from;
                l2[8 + k] = from + 4;
                l3[k] = from + 8;
            } else {
                l2[k] = 4 * k + d[0];
                l2[8 + k] = 4 * k + d[1];
                l3[k] = 4 * k + d[2];
            }
        }
        level1 = _mm512_load_si512(l1);
        pair = _mm512_load_si512(l2);
        third = _mm512_load_si512(l3);
        ok = true;
    }
    bool usable() const noexcept { return ok; }

    template <class Batch, std::size_t Columns>
    void load(const float* const* col, std::size_t j, Batch (&out)[Columns]) const noexcept
    {
        static_assert(Columns == 2 || Columns == 3, "points and circles");
        const float* w = col[0] - back + j * Floats; // the first field of element j
        __m512 joined[2], rest[2];                   // per half of the batch: 8 structs
        for (std::size_t h = 0; h < 2; ++h) {
            const float* v = w + h * 8 * Floats;
            __m512 a, b;
            if constexpr (Floats == 8) {
                a = _mm512_permutex2var_ps(line(v), level1, line(v + 16));
                b = _mm512_permutex2var_ps(line(v + 32), level1, line(v + 48));
            } else {
                a = line(v);
                b = line(v + 16);
            }
            joined[h] = _mm512_permutex2var_ps(a, pair, b);
            if constexpr (Columns == 3) rest[h] = _mm512_permutex2var_ps(a, third, b);
        }
        // 128-bit lanes 0, 1 of each half: column 0; lanes 2, 3: column 1. The zero-masked form
        // with every lane kept: the plain one starts from an undefined register, which GCC 12
        // reports as uninitialized.
        constexpr __mmask16 all = 0xFFFF;
        out[0] = Batch(_mm512_maskz_shuffle_f32x4(all, joined[0], joined[1], _MM_SHUFFLE(1, 0, 1, 0)));
        out[1] = Batch(_mm512_maskz_shuffle_f32x4(all, joined[0], joined[1], _MM_SHUFFLE(3, 2, 3, 2)));
        if constexpr (Columns == 3)
            out[2] = Batch(_mm512_maskz_shuffle_f32x4(all, rest[0], rest[1], _MM_SHUFFLE(1, 0, 1, 0)));
    }

private:
    /// One 64-byte vector, and a hint for the line `ahead` floats on (the hardware prefetcher
    /// alone left a 32-byte struct at 1 M elements 40 % slower).
    static __m512 line(const float* p) noexcept
    {
        _mm_prefetch(reinterpret_cast<const char*>(p + ahead), _MM_HINT_T0);
        return _mm512_loadu_ps(p);
    }
    static constexpr std::size_t ahead = std::size_t{8} * 16 * Floats; ///< 8 batches (a hint: never faults)

    std::size_t back = 0; ///< floats from the first column's field to the struct's first field used
    bool ok = false;
    __m512i level1{}, pair{}, third{};
};
#endif

} // namespace detail
} // namespace hitmask
