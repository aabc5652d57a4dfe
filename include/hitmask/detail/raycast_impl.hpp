// hitmask: the machinery behind the ray casts of raycast.hpp. As for the other queries, every
// check runs inside the compiled library and the caller's code only raises what it reports.
#pragma once

#include <cstddef>

#include "query_impl.hpp"

namespace hitmask {
namespace detail {

/// What a ray cast asked for.
struct ray_request {
    const char* name;          ///< the form's name in messages: "raycast", "reference::raycast_closest", ...
    bool reference;            ///< run the scalar reference instead of the active ISA
    bool closest;              ///< the first element only (raycast_closest)
    bitmask* hits = nullptr;   ///< every element: the hit bits
    float* distances = nullptr; ///< every element: the distances, or null
    bool ranged = false;       ///< only elements [begin, end) of the view
    std::size_t begin = 0;
    std::size_t end = 0;
};

/// The library's entry for every ray cast: elements of `view` against the ray whose parameters
/// `params` points to, the pair `pair` of ray_queries. Returns how many elements the ray meets,
/// or (closest) the first one's index, no_hit when none, with its distance in `distance`.
/// Defined in src/queries/raycast.cpp.
HITMASK_API std::size_t ray_query(const view_ref& view, std::size_t pair, const void* params, const ray_request& request,
                                  float& distance, query_error& error) noexcept;

template <class View, class Ray>
std::size_t run_ray_query(const View& view, const Ray& r, const ray_request& request, float& distance)
{
    static_assert(has_raycast_v<View, Ray>,
                  "hitmask has no ray cast for this view and ray: the supported pairs are listed in "
                  "<hitmask/detail/registry.hpp> (ray_queries)");
    if constexpr (has_raycast_v<View, Ray>) {
        query_error error;
        const auto& params = r.params();
        const std::size_t result = ray_query(ref_of(view), pair_index_v<View, Ray, ray_queries>, &params, request,
                                             distance, error);
        raise_if_set(error);
        return result;
    } else {
        return 0;
    }
}

} // namespace detail
} // namespace hitmask
