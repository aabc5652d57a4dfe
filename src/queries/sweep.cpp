// hitmask: every sweep's checks and its call into the kernel table, once for all pairs of
// sweep_queries. The checks are the other queries' own (src/queries/query_checks.hpp): the view's kind
// and columns, the mask's size, the range. A sweep's kernel takes a ray cast's arguments, the
// fractions in place of the distances.
#include <array>

#include <hitmask/sweep.hpp>

#include "float_environment.hpp"
#include "query_checks.hpp"

namespace hitmask {
namespace detail {
namespace {

template <class Pair>
std::size_t checked_sweep(const view_ref& view, const void* params, const sweep_request& r,
                          query_error& error) noexcept
{
    using Params = typename Pair::params;
    const Params& p = *static_cast<const Params*>(params);
    const ieee_denormals ieee;
    ray_args a;
    if (!ray_args_ok(view, index_in_v<typename Pair::view, all_views>, r, false, r.fractions, a, error)) return 0;
    const ray_result out = kernel_of<Pair, sweep_queries>(table_of(r.reference).sweeps)(a, p);
    if (!r.ranged) clear_tail_words(a.n, *r.hits);
    return out.value;
}

using checked_sweep_fn = std::size_t (*)(const view_ref&, const void*, const sweep_request&, query_error&) noexcept;
template <class... Pair>
constexpr std::array<checked_sweep_fn, sizeof...(Pair)> checked_sweeps(type_list<Pair...>) noexcept
{
    return {&checked_sweep<Pair>...};
}
/// checked_sweep of every pair of sweep_queries, at the pair's index.
constexpr auto sweep_entries = checked_sweeps(sweep_queries{});

} // namespace

std::size_t sweep_query(const view_ref& view, std::size_t pair, const void* params, const sweep_request& request,
                        query_error& error) noexcept
{
    if (pair >= sweep_entries.size()) {
        refuse(error, "%s: pair %zu is not a sweep of this library", request.name, pair);
        return 0;
    }
    return sweep_entries[pair](view, params, request, error);
}

} // namespace detail
} // namespace hitmask
