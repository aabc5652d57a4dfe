// hitmask internal: builds the kernel table of one xsimd arch: every pair of the registry is
// the one-shape driver over that shape's predicate, every two-shape pair the two-shape driver,
// every set pair the two many-shape drivers over the same predicate, every ray pair the ray
// driver over the view's ray lanes, every nearest pair the nearest driver, every sweep pair the sweep drivers over the
// pair's sweep lanes, and compaction. Included only by the files in src/arch/, each compiled with its own ISA flags;
// everything here is a template on the arch, so each ISA's code lives only in its own object.
#pragma once

#include "../dispatch/hot_path.hpp"
#include "../dispatch/kernel_table.hpp"
#define HITMASK_SIMD_PREDICATES
#include <hitmask_shape_predicates.hpp> // every shape family (cmake/hitmask_shapes.cmake)
#include "../kernels/compact.hpp"
#include "../kernels/mask_indices.hpp"
#include "../kernels/grid_cells.hpp"
#include "../kernels/nearest.hpp"
#include "../kernels/ray_driver.hpp"
#include "../kernels/set_blocks.hpp"
#include "../kernels/sweep_driver.hpp"
#include "../kernels/unit_axes.hpp"
#include "../sets/set_drivers.hpp"

namespace hitmask {
namespace detail {

template <class Arch, isa Id>
struct arch_kernels {
    /// A hot pair's kernel (hot_pair_v) is one function in .text.hot (hot_path.hpp), with a path of
    /// its own for views of 1 to 63 SoA elements (drive_small, drive_two_small: no padded copy).
    template <class View, class Params>
    HITMASK_ALWAYS_INLINE static std::size_t one_kernel(const query_args& q, const Params& p) noexcept
    {
        note_isa(Id); // written here, in the ISA's own file, so tests see which code ran
        return with_predicate<predicate<Arch, View, Params>>(p, [&](const auto& hit) HITMASK_INLINE_LAMBDA {
            if constexpr (hot_pair_v<View, Params>)
                if (small_view(q.n, q.stride)) return drive_small<Arch, View>(q, hit);
            return drive<Arch, View>(q, hit);
        });
    }
    template <class View, class Params>
    static constexpr auto one = flat_if<hot_pair_v<View, Params>, &one_kernel<View, Params>>;

    template <class View, class Params>
    HITMASK_ALWAYS_INLINE static void two_kernel(const two_mask_args& q, const Params& first,
                                                 const Params& second) noexcept
    {
        note_isa(Id);
        two_shapes<Arch, View, Params>::choose(first, second, [&](const auto& pair) HITMASK_INLINE_LAMBDA {
            if constexpr (hot_pair_v<View, Params>)
                if (small_view(q.n, q.stride)) return drive_two_small<Arch, View>(q, pair);
            drive_two<Arch, View>(q, pair);
        });
    }
    template <class View, class Params>
    static constexpr auto two = flat_if<hot_pair_v<View, Params>, &two_kernel<View, Params>>;

    template <class View, class Params>
    static void tiles(const set_tiles_args& a, const Params* shapes) noexcept
    {
        note_isa(Id);
        drive_set_tiles<simd_blocks<Arch, View, Params>, column_count_v<View>>(a, shapes);
    }

    template <class View, class Params>
    static void runs(const set_runs_args& a, const Params* shapes) noexcept
    {
        note_isa(Id);
        drive_set_runs<simd_blocks<Arch, View, Params>, column_count_v<View>>(a, shapes);
    }

    template <class View, class Params>
    HITMASK_ALWAYS_INLINE static ray_result ray_kernel(const ray_args& q, const Params& p) noexcept
    {
        note_isa(Id);
        const ray_lanes<Arch, View, Params> lanes(p);
        if constexpr (hot_pair_v<View, Params>)
            if (q.closest && small_view(q.n, q.stride)) return drive_ray_small_closest<Arch, View>(q, lanes);
        return drive_ray<Arch, View>(q, lanes);
    }
    template <class View, class Params>
    static constexpr auto ray = flat_if<hot_pair_v<View, Params>, &ray_kernel<View, Params>>;

    template <class View>
    static nearest_result nearest(const nearest_args& q) noexcept
    {
        note_isa(Id);
        return nearest_simd<Arch, View>(q);
    }

    template <class View, class Params>
    static ray_result sweep(const ray_args& q, const Params& p) noexcept
    {
        note_isa(Id);
        return drive_sweep<Arch, View>(q, sweep_lanes<Arch, View, Params>(p));
    }

    template <class View, class Params>
    static void sweep_tiles(const sweep_tiles_args& a, const Params* shapes) noexcept
    {
        note_isa(Id);
        drive_sweep_tiles<Arch, View, Params>(a, shapes);
    }

    static std::size_t compact4(const std::uint64_t* words, std::size_t n, void* column) noexcept
    {
        note_isa(Id);
        return compact4_simd<Arch>(words, n, column);
    }

    /// Hot: a frame turns its answers into indices (hm_mask_indices) right after its first query.
    HITMASK_HOT HITMASK_FLATTEN static std::size_t mask_indices(const std::uint64_t* words, std::size_t n,
                                                                std::uint32_t* out, std::size_t capacity) noexcept
    {
        note_isa(Id);
        return mask_indices_simd<Arch>(words, n, out, capacity);
    }

    static void axes(const float* angle, float* ux, float* uy, std::size_t n) noexcept
    {
        note_isa(Id);
        unit_axes_simd<Arch>(angle, ux, uy, n);
    }

    static void cells(const grid_cells_args& a) noexcept
    {
        note_isa(Id);
        grid_cells_simd<Arch>(a);
    }

    /// This ISA's table: one entry per pair of each of the registry's lists.
    static constexpr kernel_table table() noexcept { return table_from<arch_kernels>::table(); }
    /// This ISA's many-shape kernels, one entry per pair of set_queries.
    static constexpr set_kernel_table set_table() noexcept { return table_from<arch_kernels>::set_table(); }
};

} // namespace detail
} // namespace hitmask
