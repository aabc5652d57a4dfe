// hitmask internal: the sweep drivers. A pair's sweep_lanes (src/kernels/sweep.hpp) give each
// batch's fractions (+inf where an element never touches); drive_sweep runs them over a view 64
// elements at a time into every element's hit bit and fraction, drive_sweep_tiles over a tile
// of elements once per shape of a set, keeping each element's first shape.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "result_sink.hpp" // HITMASK_NOINLINE
#include "simd_driver.hpp"
#include "sweep.hpp"

namespace hitmask {
namespace detail {

/// packs_near<L>::value: sweep lanes with a screen whose lanes left out get +inf from the full
/// test whatever the other lanes of their batch are: near(columns...) of their own (a convex
/// polygon's: its reach box is part of its contract), or reach_screen, the lanes whose
/// operator() starts with path_box's reject (every formula's pieces lie in the reach box, so the
/// lanes it may not reach are +inf). Their full test is many times the screen's cost.
template <class L, class = void>
struct has_near : std::false_type {};
template <class L>
struct has_near<L, std::void_t<decltype(&L::near)>> : std::true_type {};
template <class L, class = void>
struct has_reach_screen : std::false_type {};
template <class L>
struct has_reach_screen<L, std::enable_if_t<L::reach_screen>> : std::true_type {};
template <class L>
using packs_near = std::bool_constant<has_near<L>::value || has_reach_screen<L>::value>;

/// The screen of packing lanes as a predicate, for call_on_columns: their near(), or path_box's
/// may_reach on the path's ends (a 3D path seen from above) grown by the element's radius.
template <class View, class Lanes>
struct near_screen {
    const Lanes& lanes;
    template <class Batch, class... More>
    HITMASK_ALWAYS_INLINE auto operator()(const Batch& x0, const Batch& y0, const Batch& c2, const Batch& c3,
                                          const More&... more) const noexcept
    {
        if constexpr (has_near<Lanes>::value) {
            return lanes.near(x0, y0, c2, c3, more...);
        } else if constexpr (std::is_same_v<View, segments3_view>) { // x0, y0, z0, x1, y1, z1
            const Batch* rest[] = {&more...};
            return lanes.reach_box.may_reach(x0, y0, c3, *rest[0], Batch(0.f));
        } else if constexpr (sizeof...(More) == 1) { // x0, y0, x1, y1, r
            return lanes.reach_box.may_reach(x0, y0, c2, c3, more...);
        } else { // x0, y0, x1, y1
            return lanes.reach_box.may_reach(x0, y0, c2, c3, Batch(0.f));
        }
    }
};

/// packed_sweep_block's copies, out of line and shared by every pair of a column count (per
/// Arch, so that each ISA's file keeps its own): the kept lanes' columns packed in order, the
/// last copied up to a whole batch of S; returns how many were kept.
template <class Arch, std::size_t Columns, std::size_t S>
HITMASK_NOINLINE std::size_t pack_kept_lanes(const float* const* col, std::uint64_t near, float (*packed)[64 + S],
                                             std::uint8_t* lane_of) noexcept
{
    std::size_t m = 0;
    for (std::uint64_t open = near; open != 0; open &= open - 1) {
        const auto at = static_cast<std::size_t>(__builtin_ctzll(open));
        for (std::size_t c = 0; c < Columns; ++c)
            packed[c][m] = col[c][at];
        lane_of[m++] = static_cast<std::uint8_t>(at);
    }
    for (std::size_t k = m; k % S != 0; ++k)
        for (std::size_t c = 0; c < Columns; ++c)
            packed[c][k] = packed[c][m - 1];
    return m;
}

/// The fractions got of `real` packed lanes back to their places in the block's t; returns
/// their hit bits.
template <class Arch>
HITMASK_NOINLINE std::uint64_t unpack_fractions(const float* got, std::size_t real, const std::uint8_t* lane_of,
                                                float* t) noexcept
{
    std::uint64_t bits = 0;
    for (std::size_t l = 0; l < real; ++l) {
        t[lane_of[l]] = got[l];
        bits |= static_cast<std::uint64_t>(got[l] < std::numeric_limits<float>::infinity()) << lane_of[l];
    }
    return bits;
}

/// One block's fractions for lanes with a screen: the lanes it keeps are packed into whole
/// batches (copies of the last pad the final one) and the full test runs on those only; the
/// others are +inf, as the full test gives them. A sweep field's elements come near the shape
/// one in four or five (sweep_field.hpp's arena), and a batch of eight has one such lane more
/// often than not, so the full test per batch ran on mostly idle lanes. A block whose kept
/// lanes would fill most of its batches anyway runs them in place. Lanes are independent, so
/// the fractions are those of the unpacked loop. The full test has one call site for both
/// (the columns come as SoA: visit_runs copies strided blocks first): a second inlined copy of
/// every pair's test cost the npm package's module 32 KB.
template <class Arch, class View, std::size_t Columns, class Lanes>
HITMASK_ALWAYS_INLINE std::uint64_t packed_sweep_block(const Lanes& lanes, const float* const* col, std::uint64_t valid,
                                                       float* t) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t S = batch::size;
    const batch infinity(std::numeric_limits<float>::infinity());
    std::uint64_t near = 0;
    for (std::size_t j = 0; j < 64; j += S)
        near |= lane_bits<Arch>::get(call_on_columns<batch, Columns>(near_screen<View, Lanes>{lanes}, col, j)) << j;
    near &= valid;
    const auto kept = static_cast<std::size_t>(__builtin_popcountll(near));
    if (kept == 0) {
        for (std::size_t j = 0; j < 64; j += S)
            infinity.store_aligned(t + j);
        return 0;
    }
    const bool in_place = kept > 48; // three quarters: packing would save little
    alignas(64) float packed[Columns][64 + S];
    std::uint8_t lane_of[64];
    std::size_t m = 64;
    if (!in_place) {
        for (std::size_t j = 0; j < 64; j += S)
            infinity.store_aligned(t + j);
        m = pack_kept_lanes<Arch, Columns, S>(col, near, packed, lane_of);
    }
    const float* base[Columns]; // the columns the full test reads: the block's own, or the packed
    for (std::size_t c = 0; c < Columns; ++c)
        base[c] = in_place ? col[c] : packed[c];
    alignas(64) float got[S];
    std::uint64_t bits = 0;
    for (std::size_t p = 0; p < m; p += S) {
        const float* from[Columns];
        for (std::size_t c = 0; c < Columns; ++c)
            from[c] = base[c] + p;
        const batch d = call_on_columns<batch, Columns>(lanes, from, 0);
        if (in_place) {
            d.store_aligned(t + p);
            bits |= lane_bits<Arch>::get(d < infinity) << p;
            continue;
        }
        d.store_aligned(got);
        bits |= unpack_fractions<Arch>(got, m - p < S ? m - p : S, lane_of + p, t);
    }
    return bits;
}

/// Every element of the view: bit i when its fraction is finite, fractions[i] when asked.
template <class Arch, class View, class Lanes>
HITMASK_ALWAYS_INLINE ray_result drive_sweep(const ray_args& q, const Lanes& lanes) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    std::size_t count = 0;
    visit_blocks_in_order<Arch, View>(
        q, [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto& loads) HITMASK_INLINE_LAMBDA {
            if constexpr (packs_near<Lanes>::value) {
                alignas(64) float t[64];
                static_assert(std::is_same_v<std::decay_t<decltype(loads)>, soa_loads>, "visit_runs gives SoA blocks");
                const std::uint64_t bits = packed_sweep_block<Arch, View, columns>(lanes, col, valid, t);
                count += store_block_fractions<Arch>(q, b, bits & valid, t);
            } else {
                count += store_every_element_block<Arch>(q, b, valid, [&](std::size_t j) HITMASK_INLINE_LAMBDA {
                    return call_on_columns<batch, columns>(lanes, col, j, loads);
                });
            }
            return true;
        });
    return {count, std::numeric_limits<float>::infinity()};
}

/// Whether shape `s` at fraction t beats the element's (best, shape): sweep_tiles_args' rule.
inline bool sweep_beats(float t, std::uint32_t s, float best, std::uint32_t shape) noexcept
{
    return t < best || (t == best && t < std::numeric_limits<float>::infinity() && s < shape);
}

/// Every shape of the list against the tile: per shape its lanes over the tile's blocks, and
/// the lanes that may beat their element's best (t <= best) settled one by one (after the
/// first shapes, rarely).
template <class Arch, class View, class Params>
void drive_sweep_tiles(const sweep_tiles_args& a, const Params* shapes) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    const batch infinity(std::numeric_limits<float>::infinity());
    for (std::size_t k = 0; k < a.count; ++k) {
        const std::uint32_t s = a.shapes[k];
        const sweep_lanes<Arch, View, Params> lanes(shapes[s]);
        visit_runs<Arch, columns>(
            a.col, a.n, 0, false,
            [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto&) HITMASK_INLINE_LAMBDA {
                alignas(64) float t[batch::size];
                for (std::size_t j = 0; j < 64 && (valid >> j) != 0; j += batch::size) {
                    const batch f = call_on_columns<batch, columns>(lanes, col, j);
                    const std::size_t at = b * 64 + j;
                    // best is padded to whole blocks, so the load never leaves it
                    const batch best = batch::load_unaligned(a.best + at);
                    std::uint64_t maybe = lane_bits<Arch>::get((f <= best) & (f < infinity)) & (valid >> j);
                    if (maybe == 0) continue;
                    f.store_aligned(t);
                    for (; maybe != 0; maybe &= maybe - 1) {
                        const unsigned lane = static_cast<unsigned>(__builtin_ctzll(maybe));
                        if (sweep_beats(t[lane], s, a.best[at + lane], a.shape[at + lane])) {
                            a.best[at + lane] = t[lane];
                            a.shape[at + lane] = s;
                        }
                    }
                }
                return true;
            });
    }
}

} // namespace detail
} // namespace hitmask
