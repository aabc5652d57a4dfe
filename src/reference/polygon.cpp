// hitmask reference: the polygon queries on the scalar path.
#include "polygon.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(points_input, const query_args& q, const convex_polygon_params& p) noexcept
{
    return drive_reference<2>(q, [&p](float x, float y) { return reference_impl::convex_polygon_hit(p, x, y); });
}

std::size_t run_reference(points_input, const query_args& q, const polygon_params& p) noexcept
{
    return drive_reference<2>(q, [&p](float x, float y) { return reference_impl::polygon_hit(p, x, y); });
}

} // namespace detail
} // namespace hitmask
