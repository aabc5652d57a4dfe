// hitmask reference: the oriented rectangle and ellipse queries on the scalar path.
#include "obb.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(points_input, const query_args& q, const obb_params& o) noexcept
{
    return drive_reference<2>(q, [&o](float x, float y) { return reference_impl::obb_hit(o, x, y); });
}

std::size_t run_reference(points_input, const query_args& q, const ellipse_params& e) noexcept
{
    return drive_reference<2>(q, [&e](float x, float y) { return reference_impl::ellipse_hit(e, x, y); });
}

} // namespace detail
} // namespace hitmask
