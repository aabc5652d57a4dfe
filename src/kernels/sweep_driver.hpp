// hitmask internal: the sweep drivers. A pair's sweep_lanes (src/kernels/sweep.hpp) give each
// batch's fractions (+inf where an element never touches); drive_sweep runs them over a view 64
// elements at a time into every element's hit bit and fraction, drive_sweep_tiles over a tile
// of elements once per shape of a set, keeping each element's first shape.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

#include "simd_driver.hpp"
#include "sweep.hpp"

namespace hitmask {
namespace detail {

/// Every element of the view: bit i when its fraction is finite, fractions[i] when asked.
template <class Arch, class View, class Lanes>
HITMASK_ALWAYS_INLINE ray_result drive_sweep(const ray_args& q, const Lanes& lanes) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    std::size_t count = 0;
    visit_blocks_in_order<Arch, View>(
        q, [&](std::size_t b, const float* const* col, std::uint64_t valid, const auto& loads) HITMASK_INLINE_LAMBDA {
            count += store_every_element_block<Arch>(q, b, valid, [&](std::size_t j) HITMASK_INLINE_LAMBDA {
                return call_on_columns<batch, columns>(lanes, col, j, loads);
            });
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
