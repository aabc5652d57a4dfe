// hitmask: every nearest query's checks and its call into the kernel table, once for all pairs
// of nearest_queries. The view's checks and the range's are the other queries' own
// (src/queries/query_checks.hpp); the point, max_distance, k and the outputs are checked here.
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <new>
#include <vector>

#include <hitmask/nearest.hpp>

#include "float_environment.hpp"
#include "query_checks.hpp"

namespace hitmask {
namespace detail {
namespace {

bool nearest_request_ok(const float* point, std::size_t dimensions, const nearest_request& r, std::size_t n,
                        query_error& error) noexcept
{
    for (std::size_t c = 0; c < dimensions; ++c)
        if (!std::isfinite(point[c])) {
            if (dimensions == 2)
                refuse(error, "%s: point must be finite, got (%g, %g)", r.name, static_cast<double>(point[0]),
                       static_cast<double>(point[1]));
            else
                refuse(error, "%s: point must be finite, got (%g, %g, %g)", r.name, static_cast<double>(point[0]),
                       static_cast<double>(point[1]), static_cast<double>(point[2]));
            return false;
        }
    if (!(r.max_distance >= 0.f)) { // NaN too
        refuse(error, "%s: max_distance must be >= 0 (+inf allowed), got %g", r.name,
               static_cast<double>(r.max_distance));
        return false;
    }
    if (r.list && r.k > 0 && r.indices == nullptr) {
        refuse(error, "%s: indices is null with k = %zu", r.name, r.k);
        return false;
    }
    if (r.list && n > std::numeric_limits<std::uint32_t>::max()) {
        refuse(error, "%s: the view has %zu elements; indices are 32-bit, so at most 4294967295", r.name, n);
        return false;
    }
    return true;
}

template <class Pair>
std::size_t checked_nearest(const view_ref& view, const float* point, const nearest_request& r, nearest_hit& first,
                            query_error& error) noexcept
{
    constexpr std::size_t dimensions = std::is_same_v<typename Pair::shape, vec3> ? 3 : 2;
    const ieee_denormals ieee;
    nearest_args a; // the view's columns written in place, not copied from a query_args
    if (!view_and_range_ok(view, index_in_v<typename Pair::view, all_views>, r.name, r.ranged, r.begin, r.end, a, error))
        return 0;
    const std::size_t n = a.n;
    if (!nearest_request_ok(point, dimensions, r, n, error)) return 0;
    if (r.ranged) narrow_args(a, r.begin, r.end);
    a.p[0] = point[0];
    a.p[1] = point[1];
    a.p[2] = dimensions == 3 ? point[2] : 0.f;
    a.max_distance = r.max_distance;
    const auto kernel = kernel_of<Pair, nearest_queries>(table_of(r.reference).nearest);
    if (!r.list) {
        const nearest_result out = kernel(a);
        first = {out.index, out.distance};
        return out.found;
    }
    // more than the view holds can never be found: the heap needs no more room than that
    a.k = r.k < a.n ? r.k : a.n;
    if (a.k == 0) return 0;
    a.indices = r.indices;
    a.distances = r.distances;
    std::vector<float> scratch;
    if (a.distances == nullptr) {
        try {
            scratch.resize(a.k);
        } catch (const std::bad_alloc&) {
            refuse(error, "%s: out of memory for %zu distances (pass a distances array)", r.name, a.k);
            return 0;
        }
        a.distances = scratch.data();
    }
    return kernel(a).found;
}

using checked_nearest_fn = std::size_t (*)(const view_ref&, const float*, const nearest_request&, nearest_hit&,
                                           query_error&) noexcept;
template <class... Pair>
constexpr std::array<checked_nearest_fn, sizeof...(Pair)> checked_nearests(type_list<Pair...>) noexcept
{
    return {&checked_nearest<Pair>...};
}
/// checked_nearest of every pair of nearest_queries, at the pair's index.
constexpr auto nearest_entries = checked_nearests(nearest_queries{});

} // namespace

std::size_t nearest_query(const view_ref& view, std::size_t pair, const float* point, const nearest_request& request,
                          nearest_hit& first, query_error& error) noexcept
{
    first = {no_hit, std::numeric_limits<float>::infinity()};
    if (pair >= nearest_entries.size()) {
        refuse(error, "%s: pair %zu is not a nearest query of this library", request.name, pair);
        return 0;
    }
    return nearest_entries[pair](view, point, request, first, error);
}

} // namespace detail
} // namespace hitmask
