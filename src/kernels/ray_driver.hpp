// hitmask internal: the ray cast driver. A view's ray_lanes (src/kernels/ray.hpp) give each
// batch's entry distances (+inf where the ray misses); the driver runs them over the view 64
// elements at a time, into every element's hit bit and distance, or into the first element.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

#include "ray.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// The ray driver: `lanes` over every element of the view, into the mask and distances of
/// ray_args, or the first element (strictly least distance, so ties go to the lowest index).
template <class Arch, class View, class Lanes>
HITMASK_ALWAYS_INLINE ray_result drive_ray(const ray_args& q, const Lanes& lanes) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    constexpr float inf = std::numeric_limits<float>::infinity();
    const batch infinity(inf);
    std::size_t count = 0;
    ray_result first{no_hit, inf};
    visit_blocks_in_order<Arch, View>(q, [&](std::size_t b, const float* const* col, std::uint64_t valid,
                                        const auto& loads) HITMASK_INLINE_LAMBDA {
        // the finite bound of the lanes' filter: the first hit so far, else just past the length
        const float reach = first.distance < lanes.limit ? first.distance : lanes.limit;
        batch bound(q.closest ? reach : lanes.limit);
        const auto lanes_with_bound = [&](const auto&... c) { return lanes(bound, c...); };
        // discs and balls test the cheaper filter of a finite bound before their formula
        bool filtered = false;
        batch tight(0.f);
        if constexpr (has_bounded_filter<Lanes>::value) {
            filtered = reach < inf;
            tight = batch(reach * 0x1p-18f + 0x1p-70f);
        }
        const auto maybe = [&](const auto&... c) {
            if constexpr (has_bounded_filter<Lanes>::value)
                return lanes.maybe(bound, tight, c...);
            else
                return every_lane<Arch>();
        };
        if (q.closest) {
            // a batch's lanes are scanned only when one beats the first hit so far: after the
            // first few blocks, rarely
            alignas(64) float t[batch::size];
            for (std::size_t j = 0; j < 64; j += batch::size) {
                if (filtered && !xsimd::any(call_on_columns<batch, columns>(maybe, col, j, loads))) continue;
                const batch d = call_on_columns<batch, columns>(lanes_with_bound, col, j, loads);
                if (!xsimd::any(d < bound)) continue;
                d.store_aligned(t);
                for (std::size_t k = 0; k < batch::size; ++k)
                    if (((valid >> (j + k)) & 1u) != 0 && t[k] < first.distance) {
                        first.distance = t[k];
                        first.value = q.first_index + b * 64 + j + k;
                    }
                bound = batch(first.distance);
                if constexpr (has_bounded_filter<Lanes>::value) {
                    filtered = true;
                    tight = batch(first.distance * 0x1p-18f + 0x1p-70f);
                }
            }
            return true;
        }
        count += store_every_element_block<Arch>(q, b, valid, [&](std::size_t j) HITMASK_INLINE_LAMBDA {
            const bool none = filtered && !xsimd::any(call_on_columns<batch, columns>(maybe, col, j, loads));
            return none ? infinity : call_on_columns<batch, columns>(lanes_with_bound, col, j, loads);
        });
        return true;
    });
    if (q.closest) return first;
    return {count, inf};
}

/// drive_ray()'s closest form over a small view (small_view: 1 to 63 SoA elements, a frame's few
/// enemies), batch by batch in place as drive_small() takes them, rather than through a padded
/// copy of 64 (16 discs on AVX2: 604 instructions of scan and 185 of copy, callgrind). The same
/// lanes, filter and scan as drive_ray()'s block: the same answer. A function of its own, for
/// the hot pairs only: inside drive_ray(), sharing its block's scan, the closest form of every
/// view measured 2 to 8 % slower at 4,096 and 100,000 discs. (nearest's small path, which does
/// share its batch, cost its blocks as much with their source untouched: such figures may be the
/// function's layout rather than the sharing; docs/speed.md, "nearest in place".)
template <class Arch, class View, class Lanes>
HITMASK_ALWAYS_INLINE ray_result drive_ray_small_closest(const ray_args& q, const Lanes& lanes) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    constexpr std::size_t columns = column_count_v<View>;
    constexpr float inf = std::numeric_limits<float>::infinity();
    ray_result first{no_hit, inf};
    batch bound(lanes.limit), tight(0.f);
    bool filtered = false;
    if constexpr (has_bounded_filter<Lanes>::value) {
        filtered = lanes.limit < inf;
        tight = batch(lanes.limit * 0x1p-18f + 0x1p-70f);
    }
    const auto lanes_with_bound = [&](const auto&... c) { return lanes(bound, c...); };
    const auto maybe = [&](const auto&... c) {
        if constexpr (has_bounded_filter<Lanes>::value)
            return lanes.maybe(bound, tight, c...);
        else
            return every_lane<Arch>();
    };
    small_view_batches<Arch>(q.n, [&](std::size_t j, const auto& loads) HITMASK_INLINE_LAMBDA {
        if (filtered && !xsimd::any(call_on_columns<batch, columns>(maybe, q.col, j, loads))) return;
        const batch d = call_on_columns<batch, columns>(lanes_with_bound, q.col, j, loads);
        if (!xsimd::any(d < bound)) return;
        alignas(64) float t[batch::size];
        d.store_aligned(t);
        for (std::size_t k = 0; k < batch::size && j + k < q.n; ++k)
            if (t[k] < first.distance) {
                first.distance = t[k];
                first.value = q.first_index + j + k;
            }
        bound = batch(first.distance);
        if constexpr (has_bounded_filter<Lanes>::value) {
            filtered = true;
            tight = batch(first.distance * 0x1p-18f + 0x1p-70f);
        }
    });
    return first;
}

} // namespace detail
} // namespace hitmask
