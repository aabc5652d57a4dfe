// hitmask reference: the circle queries on the scalar path.
#include "circle.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(points_input, const query_args& q, const circle_params& c) noexcept
{
    return drive_reference<2>(q, [&c](float x, float y) { return reference_impl::circle_hit(c, x, y); });
}

std::size_t run_reference(circles_input, const query_args& q, const circle_params& c) noexcept
{
    return drive_reference<3>(q,
                              [&c](float x, float y, float r) { return reference_impl::disc_circle_hit(c, x, y, r); });
}

} // namespace detail
} // namespace hitmask
