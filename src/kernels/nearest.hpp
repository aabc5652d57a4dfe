// hitmask internal: the nearest driver of every ISA. Each batch's squared distances pass a
// conservative filter against the current cut (max_distance, or the worst of the k kept so
// far); only batches where a lane may count take the square root and the exact formula of
// docs/semantics.md, and only their counting lanes reach the sink, in index order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "next_up.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// The nearest element alone: the cut is max_distance (inclusive) until one counts, then its
/// distance (strict: an element met later, so of a higher index, must be nearer to replace it).
struct nearest_one_sink {
    float cut;
    bool found = false;
    std::size_t index = no_hit;

    float limit() const noexcept { return cut; }
    bool strict() const noexcept { return found; }
    void offer(float d, std::size_t i) noexcept
    {
        if (found ? d < cut : d <= cut) {
            cut = d;
            index = i;
            found = true;
        }
    }
};

/// The k nearest: a max-heap on (distance, index) in the caller's arrays, sorted at the end.
/// Once k are kept, the cut is the worst one's distance (strict, as above).
struct nearest_k_sink {
    std::uint32_t* indices;
    float* distances;
    std::size_t k;
    float max_distance;
    std::size_t count = 0;

    bool full() const noexcept { return count == k; }
    float limit() const noexcept { return full() ? distances[0] : max_distance; }
    bool strict() const noexcept { return full(); }
    // heap order: a before b when (distance, index) of a is less; the root is the worst
    bool less(std::size_t a, std::size_t b) const noexcept
    {
        return distances[a] < distances[b] || (distances[a] == distances[b] && indices[a] < indices[b]);
    }
    void swap(std::size_t a, std::size_t b) noexcept
    {
        std::swap(distances[a], distances[b]);
        std::swap(indices[a], indices[b]);
    }
    void sift_down(std::size_t at, std::size_t size) noexcept
    {
        for (;;) {
            std::size_t worst = at;
            const std::size_t l = 2 * at + 1, r = 2 * at + 2;
            if (l < size && less(worst, l)) worst = l;
            if (r < size && less(worst, r)) worst = r;
            if (worst == at) return;
            swap(at, worst);
            at = worst;
        }
    }
    void offer(float d, std::size_t i) noexcept
    {
        if (!full()) {
            if (!(d <= max_distance)) return;
            std::size_t at = count++;
            distances[at] = d;
            indices[at] = static_cast<std::uint32_t>(i);
            while (at > 0 && less((at - 1) / 2, at)) {
                swap(at, (at - 1) / 2);
                at = (at - 1) / 2;
            }
            return;
        }
        if (!(d < distances[0])) return; // ties go to the lower index, met earlier
        distances[0] = d;
        indices[0] = static_cast<std::uint32_t>(i);
        sift_down(0, count);
    }
    /// Sorts the kept ones by (distance, index): heap sort in place.
    void finish() noexcept
    {
        for (std::size_t size = count; size > 1; --size) {
            swap(0, size - 1);
            sift_down(0, size - 1);
        }
    }
};

/// The squared distance from the point to each lane's centre, (dx·dx + dy·dy) + dz·dz in
/// float without FMA, and each lane's radius (0 for points).
template <class Arch, class View>
struct nearest_lanes {
    using batch = xsimd::batch<float, Arch>;
    batch px, py, pz;
    struct terms {
        batch d2, r;
    };
    terms operator()(const batch& x, const batch& y) const noexcept
    {
        const batch dx = x - px, dy = y - py;
        return {dx * dx + dy * dy, batch(0.f)};
    }
    terms operator()(const batch& x, const batch& y, const batch& third) const noexcept
    {
        const batch dx = x - px, dy = y - py;
        if constexpr (std::is_same_v<View, circles_view>) return {dx * dx + dy * dy, third};
        const batch dz = third - pz;
        return {(dx * dx + dy * dy) + dz * dz, batch(0.f)};
    }
    terms operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch dx = x - px, dy = y - py, dz = z - pz;
        return {(dx * dx + dy * dy) + dz * dz, r};
    }
};

/// The least lane of a batch whose lanes are none NaN: a horizontal minimum, each step a min of
/// two halves (min returns one of its operands, so the result is some lane's value exactly). A
/// template per base ISA, as lane_bits: an ISA without one does not compile.
template <class Arch>
struct least_lane;
#if XSIMD_WITH_SSE4_2
/// Also WebAssembly's: Emscripten builds the SSE intrinsics as SIMD128 (src/arch/simd128.cpp).
inline float least_of_four(__m128 v) noexcept
{
    const __m128 two = _mm_min_ps(v, _mm_movehl_ps(v, v));
    return _mm_cvtss_f32(_mm_min_ss(two, _mm_shuffle_ps(two, two, 1)));
}
template <>
struct least_lane<xsimd::sse4_2> {
    static float of(const xsimd::batch<float, xsimd::sse4_2>& v) noexcept { return least_of_four(v.data); }
};
#endif
#if XSIMD_WITH_AVX2
inline float least_of_eight(__m256 v) noexcept
{
    return least_of_four(_mm_min_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1)));
}
template <>
struct least_lane<xsimd::avx2> {
    static float of(const xsimd::batch<float, xsimd::avx2>& v) noexcept { return least_of_eight(v.data); }
};
#endif
#if XSIMD_WITH_AVX512BW
template <>
struct least_lane<xsimd::avx512bw> {
    static float of(const xsimd::batch<float, xsimd::avx512bw>& v) noexcept
    {
        // the zero-masked extracts with every lane kept, as in exact_sqrt: GCC 12 reports the
        // plain one's undefined source register as uninitialized (its _mm512_castps512_ps256 too)
        const __m512d all = _mm512_castps_pd(v.data);
        const __m256 low = _mm256_castpd_ps(_mm512_maskz_extractf64x4_pd(0xF, all, 0));
        const __m256 high = _mm256_castpd_ps(_mm512_maskz_extractf64x4_pd(0xF, all, 1));
        return least_of_eight(_mm256_min_ps(low, high));
    }
};
#endif
#if XSIMD_WITH_NEON64
template <>
struct least_lane<xsimd::neon64> {
    static float of(const xsimd::batch<float, xsimd::neon64>& v) noexcept { return vminvq_f32(v.data); }
};
#endif

/// The view's elements against the point of `q`, in index order, into `sink`.
///
/// The filter: a lane can count only if d <= cut. For a disc, d = fl(fl(sqrt(d2)) - r) (or 0),
/// so d <= cut gives sqrt(d2) <= (r + cut)(1 + 2^-22) (two roundings of 2^-24 each, and the
/// subtraction's); lim = fl(fl(r + cut) · (1 + 2^-16)) is at least (r + cut)(1 + 2^-17), and
/// fl(lim · lim) + 2^-126 (the absolute term covers underflow) bounds d2 from above with room
/// to spare. A lane with d2 above that bound cannot count; NaN lanes fail it, and never count.
/// Points are discs of radius 0. An infinite cut, or a bound that overflows, filters nothing.
///
/// The nearest element alone over a small 2D view (small_view: 1 to 63 SoA elements, a frame's
/// enemies or a short wave) reads its batches in place (small_view_batches) where the blocks
/// copy the view's partial block to a zero-padded one first: the same lanes, the same answer.
template <class Arch, class View, class Sink>
HITMASK_ALWAYS_INLINE void drive_nearest(const nearest_args& q, Sink& sink) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    constexpr bool round = std::is_same_v<View, circles_view> || std::is_same_v<View, spheres_view>;
    constexpr float inf = std::numeric_limits<float>::infinity();
    constexpr std::uint64_t lane_mask = batch::size == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << batch::size) - 1;
    const nearest_lanes<Arch, View> lanes{batch(q.p[0]), batch(q.p[1]), batch(q.p[2])};
    // the batch of lanes j.. of `col` (in_view: those that exist), of the view's elements from
    // block_start + j (index q.first_index + block_start + j + lane)
    const auto one_batch = [&](const float* const* col, std::size_t block_start, std::size_t j, std::uint64_t in_view,
                               const auto& loads) HITMASK_INLINE_LAMBDA {
        const float cut = sink.limit();
        const auto e = call_on_columns<batch, columns>(lanes, col, j, loads);
        if (cut < inf) {
            const batch lim = (e.r + batch(cut)) * batch(0x1.0001p0f);
            if (!xsimd::any(e.d2 <= lim * lim + batch(0x1p-126f))) return;
        }
        const batch s = exact_sqrt(e.d2);
        batch d = s;
        auto counts = s < batch(inf); // a NaN or overflowing offset never counts
        if constexpr (round) {
            const batch t = s - e.r;
            d = xsimd::select(t > batch(0.f), t, batch(0.f));
            counts = counts & (e.r >= batch(0.f));
        }
#if XSIMD_WITH_AVX512BW
        if constexpr (std::is_same_v<Arch, xsimd::avx512bw>) {
            // d < cut as d <= next_down(cut) (no float lies between; the queries run with IEEE
            // denormals): one mask, where the two compares' masks met in a select through a
            // general register, three mask moves on the chain (16 discs, calls back to back:
            // 40.4 -> 38.0 ns). The narrower ISAs select their vector masks in a register and
            // keep both compares: the scalar step down cost them more (SSE4.2 46 -> 54 ns).
            counts = counts & (d <= batch(sink.strict() ? next_down(cut) : cut));
        } else
#endif
            counts = counts & (sink.strict() ? d < batch(cut) : d <= batch(cut));
        std::uint64_t m = lane_bits<Arch>::get(counts) & in_view;
        if (m == 0) return;
        if constexpr (std::is_same_v<Sink, nearest_one_sink>) {
            // several lanes of a whole batch count: its least distance, at the lowest of its lanes,
            // is the one a lane-by-lane offer would keep (a later equal one never replaces it), and
            // one offer replaces as many comparisons against the cut, most of them mispredicted
            // (the first batch of a query, whose cut is still max_distance, counts every lane)
            if (in_view == lane_mask && (m & (m - 1)) != 0) {
                const float least = least_lane<Arch>::of(xsimd::select(counts, d, batch(inf)));
                const std::uint64_t at = lane_bits<Arch>::get(counts & (d == batch(least)));
                sink.offer(least, q.first_index + block_start + j + static_cast<std::size_t>(__builtin_ctzll(at)));
                return;
            }
        }
        alignas(64) float d_lanes[batch::size];
        d.store_aligned(d_lanes);
        for (; m != 0; m &= m - 1) {
            const std::size_t k = static_cast<std::size_t>(__builtin_ctzll(m));
            sink.offer(d_lanes[k], q.first_index + block_start + j + k);
        }
    };
    // (2D views only, a game's nearest enemy or bullet: the npm module's WebAssembly grew from
    // 598,187 bytes to 605,344 with them, to 608,501 with the 3D views' too)
    constexpr bool flat = std::is_same_v<View, points_view> || std::is_same_v<View, circles_view>;
    if constexpr (std::is_same_v<Sink, nearest_one_sink> && flat) {
        if (small_view(q.n, q.stride)) {
            small_view_batches<Arch>(q.n, [&](std::size_t j, const auto& loads) HITMASK_INLINE_LAMBDA {
                const std::size_t left = q.n - j;
                const std::uint64_t in_view = left >= batch::size ? lane_mask : (std::uint64_t{1} << left) - 1;
                one_batch(q.col, 0, j, in_view, loads);
            });
            return;
        }
    }
    visit_blocks_in_order<Arch, View>(
        q, [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto& loads) HITMASK_INLINE_LAMBDA {
            for (std::size_t j = 0; j < 64; j += batch::size) {
                const std::uint64_t in_view = (valid >> j) & lane_mask;
                if (in_view == 0) break; // only the last block has missing elements, all at its end
                one_batch(col, b * 64, j, in_view, loads);
            }
            return true;
        });
}

/// The nearest kernel of every ISA: the nearest element alone, or the k nearest sorted.
template <class Arch, class View>
nearest_result nearest_simd(const nearest_args& q) noexcept
{
    if (q.indices == nullptr) {
        nearest_one_sink sink{q.max_distance};
        drive_nearest<Arch, View>(q, sink);
        return {sink.found ? std::size_t{1} : std::size_t{0}, sink.index,
                sink.found ? sink.cut : std::numeric_limits<float>::infinity()};
    }
    nearest_k_sink sink{q.indices, q.distances, q.k, q.max_distance};
    if (q.k != 0) drive_nearest<Arch, View>(q, sink);
    sink.finish();
    return {sink.count, no_hit, 0.f};
}

} // namespace detail
} // namespace hitmask
