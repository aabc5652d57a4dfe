// hitmask reference: the rectangle queries on the scalar path.
#include "aabb.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(points_input, const query_args& q, const aabb_params& b) noexcept
{
    return drive_reference<2>(q, [&b](float x, float y) { return reference_impl::aabb_hit(b, x, y); });
}

std::size_t run_reference(circles_input, const query_args& q, const aabb_params& b) noexcept
{
    return drive_reference<3>(q, [&b](float x, float y, float r) { return reference_impl::disc_aabb_hit(b, x, y, r); });
}

} // namespace detail
} // namespace hitmask
