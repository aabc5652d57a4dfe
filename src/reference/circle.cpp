// hitmask reference: the circle query on the scalar path.
#include "circle.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(const query_args& q, const circle_params& c) noexcept
{
    return drive_reference(q, [&c](float x, float y) { return reference_impl::circle_hit(c, x, y); });
}

} // namespace detail
} // namespace hitmask
