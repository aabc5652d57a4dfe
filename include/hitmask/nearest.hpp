/// @file
/// hitmask: nearest elements, for homing shots and auto-aim. The element of a view nearest a
/// point, or the k nearest sorted, by one float formula (docs/semantics.md), the same bits on
/// every ISA and platform, with SIMD across the elements. Views: points_view, circles_view,
/// points3_view, spheres_view and their strided twins (the registry's detail::nearest_queries).
/// Every form has a twin in hitmask::reference, the scalar reference that defines it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "query.hpp"
#include "ray.hpp"

namespace hitmask {

/// What nearest() returns: the element and its distance; {no_hit, +inf} when none counts.
struct nearest_hit {
    std::size_t index; ///< the nearest element (lowest index on ties); no_hit when none
    float distance;    ///< its distance (0 inside a disc or ball); +inf when none
};

/// The point type nearest() takes for View: vec3 for points3_view, spheres_view and their
/// strided twins, vec2 for every other view.
template <class View>
using point_of_t = std::conditional_t<std::is_same_v<detail::soa_view_t<View>, points3_view> ||
                                          std::is_same_v<detail::soa_view_t<View>, spheres_view>,
                                      vec3, vec2>;

/// Whether nearest() and nearest_k() take View (the registry: detail::nearest_queries).
template <class View>
inline constexpr bool has_nearest_v = detail::in_registry<View, point_of_t<View>, detail::nearest_queries>::value;

namespace detail {

/// What a nearest query asked for.
struct nearest_request {
    const char* name;                 ///< the form's name in messages: "nearest", "reference::nearest_k", ...
    bool reference;                   ///< run the scalar reference instead of the active ISA
    float max_distance;               ///< only elements at a distance <= max_distance count
    bool list;                        ///< nearest_k: the k nearest into the arrays below; else the nearest alone
    std::size_t k;                    ///< nearest_k: how many to find
    std::uint32_t* indices = nullptr; ///< nearest_k: k indices out (null: nearest, into `first`)
    float* distances = nullptr;       ///< nearest_k: k distances out
    bool ranged = false;              ///< only elements [begin, end) of the view
    std::size_t begin = 0;
    std::size_t end = 0;
};

/// The library's entry for every nearest query: the elements of `view` against the point
/// whose coordinates `point` points to (2 or 3 floats), the pair `pair` of nearest_queries.
/// Returns how many were found (<= k); for nearest (null indices) the one found is in `first`.
/// Defined in src/queries/nearest.cpp.
HITMASK_API std::size_t nearest_query(const view_ref& view, std::size_t pair, const float* point,
                                      const nearest_request& request, nearest_hit& first, query_error& error) noexcept;

inline float coordinate_z(vec2) noexcept
{
    return 0.f;
}
inline float coordinate_z(vec3 p) noexcept
{
    return p.z;
}

template <class View>
std::size_t run_nearest(const View& view, const point_of_t<View>& p, const nearest_request& request, nearest_hit& first)
{
    static_assert(has_nearest_v<View>, "hitmask has no nearest query for this view: the supported views are listed in "
                                       "<hitmask/detail/registry.hpp> (nearest_queries)");
    if constexpr (has_nearest_v<View>) {
        query_error error;
        const float coordinates[3] = {p.x, p.y, coordinate_z(p)};
        const std::size_t found = nearest_query(ref_of(view), pair_index_v<View, point_of_t<View>, nearest_queries>,
                                                coordinates, request, first, error);
        raise_if_set(error);
        return found;
    } else {
        return 0;
    }
}

template <target T, class View>
nearest_hit run_nearest_one(const View& view, const point_of_t<View>& p, float max_distance, bool ranged,
                            std::size_t begin, std::size_t end)
{
    const bool reference = T == target::reference;
    const char* name = ranged ? form_name<T>("nearest_range", "reference::nearest_range")
                              : form_name<T>("nearest", "reference::nearest");
    nearest_hit first{no_hit, std::numeric_limits<float>::infinity()};
    run_nearest(view, p, {name, reference, max_distance, false, 1, nullptr, nullptr, ranged, begin, end}, first);
    return first;
}

template <target T, class View>
std::size_t run_nearest_k(const View& view, const point_of_t<View>& p, std::size_t k, std::uint32_t* indices,
                          float* distances, float max_distance, bool ranged, std::size_t begin, std::size_t end)
{
    const bool reference = T == target::reference;
    const char* name = ranged ? form_name<T>("nearest_k_range", "reference::nearest_k_range")
                              : form_name<T>("nearest_k", "reference::nearest_k");
    nearest_hit unused{no_hit, 0.f};
    return run_nearest(view, p, {name, reference, max_distance, true, k, indices, distances, ranged, begin, end},
                       unused);
}

} // namespace detail

/// The element nearest to p, the lowest index on ties: points by their distance to p, round
/// bullets (circles_view) and balls (spheres_view) by the distance from p to the disc or ball
/// (0 inside). Only elements at a distance <= max_distance count; an element with a NaN or
/// infinite coordinate, a NaN or negative radius, or whose distance overflows float, never
/// counts. {no_hit, +inf} when none does. Throws std::invalid_argument for a non-finite p, a
/// NaN or negative max_distance, or a null column while view.size > 0.
template <class View>
nearest_hit nearest(const View& view, point_of_t<View> p, float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_one<detail::target::active>(view, p, max_distance, false, 0, 0);
}

/// The k nearest elements, sorted by (distance, index), into indices[0, n) and distances[0, n)
/// (distances may be null); returns n, at most k (fewer when fewer elements count). The same
/// rules as nearest(); indices[0] is nearest()'s answer. Also refuses k > 0 with a null
/// `indices`, and a view of more than 2^32 - 1 elements (indices are 32-bit).
template <class View>
std::size_t nearest_k(const View& view, point_of_t<View> p, std::size_t k, std::uint32_t* indices, float* distances,
                      float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_k<detail::target::active>(view, p, k, indices, distances, max_distance, false, 0, 0);
}

/// nearest() over elements [begin, end) of the view only, for job systems: `begin` a multiple
/// of 64, `end` a multiple of 64 or view.size, as test_range(); the index is the view's own.
/// The nearest of the whole view is the range results' least distance, lowest index on ties.
template <class View>
nearest_hit nearest_range(const View& view, point_of_t<View> p, std::size_t begin, std::size_t end,
                          float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_one<detail::target::active>(view, p, max_distance, true, begin, end);
}

/// nearest_k() over elements [begin, end) only (the same rules as nearest_range()); indices
/// are the view's own. Merging the ranges' lists by (distance, index) and keeping k gives
/// nearest_k() of the whole view.
template <class View>
std::size_t nearest_k_range(const View& view, point_of_t<View> p, std::size_t k, std::uint32_t* indices,
                            float* distances, std::size_t begin, std::size_t end,
                            float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_k<detail::target::active>(view, p, k, indices, distances, max_distance, true, begin,
                                                         end);
}

namespace reference {

/// hitmask::nearest() on the scalar reference.
template <class View>
nearest_hit nearest(const View& view, point_of_t<View> p, float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_one<detail::target::reference>(view, p, max_distance, false, 0, 0);
}
/// hitmask::nearest_k() on the scalar reference.
template <class View>
std::size_t nearest_k(const View& view, point_of_t<View> p, std::size_t k, std::uint32_t* indices, float* distances,
                      float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_k<detail::target::reference>(view, p, k, indices, distances, max_distance, false, 0, 0);
}
/// hitmask::nearest_range() on the scalar reference.
template <class View>
nearest_hit nearest_range(const View& view, point_of_t<View> p, std::size_t begin, std::size_t end,
                          float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_one<detail::target::reference>(view, p, max_distance, true, begin, end);
}
/// hitmask::nearest_k_range() on the scalar reference.
template <class View>
std::size_t nearest_k_range(const View& view, point_of_t<View> p, std::size_t k, std::uint32_t* indices,
                            float* distances, std::size_t begin, std::size_t end,
                            float max_distance = std::numeric_limits<float>::infinity())
{
    return detail::run_nearest_k<detail::target::reference>(view, p, k, indices, distances, max_distance, true, begin,
                                                            end);
}

} // namespace reference
} // namespace hitmask
