// hitmask reference: the rectangle query on the scalar path.
#include "aabb.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(const query_args& q, const aabb_params& b) noexcept
{
    return drive_reference(q, [&b](float x, float y) { return reference_impl::aabb_hit(b, x, y); });
}

} // namespace detail
} // namespace hitmask
