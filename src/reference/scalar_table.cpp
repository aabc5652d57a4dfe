// hitmask: the reference table (hitmask::reference::) and the scalar ISA's table, which runs
// the same code: every pair of the registry's lists is the reference driver over that shape's
// reference predicate (reference_impl::<view>_hit), every set pair the many-shape drivers over it.
#include <limits>

#include "../dispatch/kernel_table.hpp"
#include <hitmask_shape_predicates.hpp> // every shape family (cmake/hitmask_shapes.cmake)
#include "../trig/sincos.hpp"
#include "../sets/set_drivers.hpp"
#include "compact.hpp"
#include "mask_indices.hpp"
#include "nearest.hpp"
#include "reference_driver.hpp"
#include "sweep.hpp"

namespace hitmask {
namespace detail {
namespace {

/// The reference predicate of (View, Params): reference_impl::<view>_hit, the plain-float test
/// of src/reference/, on one element's fields.
template <class View, class Params>
struct reference_predicate {
    const Params& p;
    template <class... Field>
    bool operator()(Field... e) const noexcept
    {
        if constexpr (std::is_same_v<View, points_view>)
            return reference_impl::points_hit(p, e...);
        else if constexpr (std::is_same_v<View, circles_view>)
            return reference_impl::circles_hit(p, e...);
        else if constexpr (std::is_same_v<View, segments_view>)
            return reference_impl::segments_hit(p, e...);
        else if constexpr (std::is_same_v<View, obbs_view>)
            return reference_impl::obbs_hit(p, e...);
        else if constexpr (std::is_same_v<View, ellipses_view>)
            return reference_impl::ellipses_hit(p, e...);
        else if constexpr (std::is_same_v<View, points3_view>)
            return reference_impl::points3_hit(p, e...);
        else if constexpr (std::is_same_v<View, spheres_view>)
            return reference_impl::spheres_hit(p, e...);
        else {
            static_assert(std::is_same_v<View, capsules_view>, "a view without a reference predicate");
            return reference_impl::capsules_hit(p, e...);
        }
    }
};

/// The reference distance of (View, ray params): reference_impl::<view>_ray on one element's
/// fields (src/reference/ray.hpp).
template <class View, class Params>
struct reference_ray_distance {
    const Params& q;
    template <class... Field>
    float operator()(Field... e) const noexcept
    {
        if constexpr (std::is_same_v<View, circles_view>)
            return reference_impl::circles_ray(q, e...);
        else if constexpr (std::is_same_v<View, capsules_view>)
            return reference_impl::capsules_ray(q, e...);
        else if constexpr (std::is_same_v<View, obbs_view>)
            return reference_impl::obbs_ray(q, e...);
        else if constexpr (std::is_same_v<View, ellipses_view>)
            return reference_impl::ellipses_ray(q, e...);
        else {
            static_assert(std::is_same_v<View, spheres_view>, "a view without a reference ray cast");
            return reference_impl::spheres_ray(q, e...);
        }
    }
};

/// The reference distance of View's elements to the nearest query's point:
/// reference_impl::<view>_nearest on one element's fields (src/reference/nearest.hpp).
template <class View>
struct reference_nearest_distance {
    const float* p;
    template <class... Field>
    reference_impl::nearest_distance operator()(Field... e) const noexcept
    {
        if constexpr (std::is_same_v<View, points_view>)
            return reference_impl::points_nearest(p, e...);
        else if constexpr (std::is_same_v<View, circles_view>)
            return reference_impl::circles_nearest(p, e...);
        else if constexpr (std::is_same_v<View, points3_view>)
            return reference_impl::points3_nearest(p, e...);
        else {
            static_assert(std::is_same_v<View, spheres_view>, "a view without a reference nearest");
            return reference_impl::spheres_nearest(p, e...);
        }
    }
};

template <class View, class Params>
std::size_t reference_one(const query_args& q, const Params& p) noexcept
{
    return drive_reference<View>(q, reference_predicate<View, Params>{p});
}

template <class View, class Params>
void reference_two(const two_mask_args& q, const Params& a, const Params& b) noexcept
{
    drive_reference_two<View>(q, reference_predicate<View, Params>{a}, reference_predicate<View, Params>{b});
}

/// The many-shape drivers' block test over the reference predicate, one element at a time.
template <class View, class Params>
struct reference_blocks {
    template <class Body>
    static void with_shape(const Params& p, const Body& body) noexcept
    {
        const reference_predicate<View, Params> hit{p};
        body([&hit](const float* const* col, std::size_t at) {
            return reference_block<column_count_v<View>>(hit, col, at);
        });
    }
};
template <class View, class Params>
void reference_tiles(const set_tiles_args& a, const Params* shapes) noexcept
{
    drive_set_tiles<reference_blocks<View, Params>, column_count_v<View>>(a, shapes);
}
template <class View, class Params>
void reference_runs(const set_runs_args& a, const Params* shapes) noexcept
{
    drive_set_runs<reference_blocks<View, Params>, column_count_v<View>>(a, shapes);
}

/// cos and sin one angle at a time: the generic cos_sin on floats, the same bits as every ISA.
void reference_axes(const float* angle, float* ux, float* uy, std::size_t n) noexcept
{
    for (std::size_t i = 0; i < n; ++i) {
        float c, s;
        cos_sin(angle[i], c, s);
        ux[i] = c;
        uy[i] = s;
    }
}

/// The grid's cells one element at a time, with grid_column().
void reference_cells(const grid_cells_args& a) noexcept
{
    for (std::size_t i = 0; i < a.n; ++i) {
        const float x = a.x[i], y = a.y[i];
        const bool inside = (x >= a.x0) & (x <= a.x1) & (y >= a.y0) & (y <= a.y1); // NaN: false
        const std::uint32_t k = grid_column((y - a.y0) * a.inv, a.last_row) * static_cast<std::uint32_t>(a.cols) +
                                grid_column((x - a.x0) * a.inv, a.last_col);
        a.cell[i] = inside ? k : a.spare;
    }
}

/// The reference table's entries (Scalar false) and the scalar ISA's, which run the same code
/// and also record that the scalar ISA served the query; table_from (src/dispatch/kernel_table.hpp)
/// makes each table from them, as it makes every ISA's from arch_kernels.
template <bool Scalar>
struct reference_entries {
    static void note() noexcept
    {
        if constexpr (Scalar) note_isa(isa::scalar);
    }
    template <class View, class Params>
    static std::size_t one(const query_args& q, const Params& p) noexcept
    {
        note();
        return reference_one<View>(q, p);
    }
    template <class View, class Params>
    static void two(const two_mask_args& q, const Params& a, const Params& b) noexcept
    {
        note();
        reference_two<View>(q, a, b);
    }
    template <class View, class Params>
    static void tiles(const set_tiles_args& a, const Params* shapes) noexcept
    {
        note();
        reference_tiles<View>(a, shapes);
    }
    template <class View, class Params>
    static void runs(const set_runs_args& a, const Params* shapes) noexcept
    {
        note();
        reference_runs<View>(a, shapes);
    }

    template <class View, class Params>
    static ray_result ray(const ray_args& q, const Params& p) noexcept
    {
        note();
        return drive_reference_ray<View>(q, reference_ray_distance<View, Params>{p});
    }

    template <class View, class Params>
    static ray_result sweep(const ray_args& q, const Params& p) noexcept
    {
        note();
        return drive_reference_ray<View>(q, reference_sweep_fraction<View, Params>{p});
    }
    /// Every shape of the list against every element of the tile, one pair at a time.
    template <class View, class Params>
    static void sweep_tiles(const sweep_tiles_args& a, const Params* shapes) noexcept
    {
        note();
        constexpr float inf = std::numeric_limits<float>::infinity();
        for (std::size_t k = 0; k < a.count; ++k) {
            const std::uint32_t s = a.shapes[k];
            const reference_sweep_fraction<View, Params> fraction{shapes[s]};
            for (std::size_t i = 0; i < a.n; ++i) {
                const float t = call_on_element<column_count_v<View>>(fraction, a.col, i, 0);
                if (t < a.best[i] || (t == a.best[i] && t < inf && s < a.shape[i])) {
                    a.best[i] = t;
                    a.shape[i] = s;
                }
            }
        }
    }

    template <class View>
    static nearest_result nearest(const nearest_args& q) noexcept
    {
        note();
        return drive_reference_nearest<column_count_v<View>>(q, reference_nearest_distance<View>{q.p});
    }
    static std::size_t compact4(const std::uint64_t* words, std::size_t n, void* column) noexcept
    {
        note();
        return reference_compact4(words, n, column);
    }

    static std::size_t mask_indices(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                                    std::size_t capacity) noexcept
    {
        note();
        return reference_mask_indices(words, n, out, capacity);
    }

    static void axes(const float* angle, float* ux, float* uy, std::size_t n) noexcept
    {
        note();
        reference_axes(angle, ux, uy, n);
    }
    static void cells(const grid_cells_args& a) noexcept
    {
        note();
        reference_cells(a);
    }
};

} // namespace

const kernel_table reference_table = table_from<reference_entries<false>>::table();
const kernel_table scalar_table = table_from<reference_entries<true>>::table();
const set_kernel_table reference_set_table = table_from<reference_entries<false>>::set_table();
const set_kernel_table scalar_set_table = table_from<reference_entries<true>>::set_table();

} // namespace detail
} // namespace hitmask
