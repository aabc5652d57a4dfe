// hitmask: every ray cast's checks and its call into the kernel table, once for all pairs of
// ray_queries. The checks are the other queries' own (src/queries/query_checks.hpp): the view's kind
// and columns, the mask's size, the range.
#include <array>

#include <hitmask/detail/raycast_impl.hpp>

#include "../dispatch/hot_path.hpp"
#include "float_environment.hpp"
#include "query_checks.hpp"

namespace hitmask {
namespace detail {
namespace {

/// A hot pair's (hot_pair_v: a laser against discs) runs in .text.hot (hot_path.hpp).
template <class Pair>
HITMASK_ALWAYS_INLINE std::size_t checked_ray(const view_ref& view, const void* params, const ray_request& r,
                                              float& distance, query_error& error) noexcept
{
    using Params = typename Pair::params;
    const Params& p = *static_cast<const Params*>(params);
    const ieee_denormals ieee;
    ray_args a;
    // the view, range and mask checks and the narrowing of the other queries
    if (!ray_args_ok(view, index_in_v<typename Pair::view, all_views>, r, r.closest, r.distances, a, error))
        return r.closest ? no_hit : 0;
    const ray_result out = kernel_of<Pair, ray_queries>(table_of(r.reference).rays)(a, p);
    if (r.closest) {
        distance = out.distance;
        return out.value;
    }
    if (!r.ranged) clear_tail_words(a.n, *r.hits); // bits past the view's size are 0, as test() leaves them
    return out.value;
}

using checked_ray_fn = std::size_t (*)(const view_ref&, const void*, const ray_request&, float&, query_error&) noexcept;
template <class... Pair>
constexpr std::array<checked_ray_fn, sizeof...(Pair)> checked_rays(type_list<Pair...>) noexcept
{
    return {hot_if<hot_pair_v<typename Pair::view, typename Pair::params>, &checked_ray<Pair>>...};
}
/// checked_ray of every pair of ray_queries, at the pair's index.
constexpr auto ray_entries = checked_rays(ray_queries{});

} // namespace

HITMASK_HOT std::size_t ray_query(const view_ref& view, std::size_t pair, const void* params,
                                  const ray_request& request, float& distance, query_error& error) noexcept
{
    if (pair >= ray_entries.size()) {
        refuse(error, "%s: pair %zu is not a ray cast of this library", request.name, pair);
        return request.closest ? no_hit : 0;
    }
    return ray_entries[pair](view, params, request, distance, error);
}

} // namespace detail
} // namespace hitmask
