// hitmask reference: the sector query on the scalar path.
#include "sector.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(points_input, const query_args& q, const sector_params& s) noexcept
{
    return drive_reference<2>(q, [&s](float x, float y) { return reference_impl::sector_hit(s, x, y); });
}

std::size_t run_reference(circles_input, const query_args& q, const sector_params& s) noexcept
{
    return drive_reference<3>(q,
                              [&s](float x, float y, float r) { return reference_impl::disc_sector_hit(s, x, y, r); });
}

} // namespace detail
} // namespace hitmask
