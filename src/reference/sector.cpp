// hitmask reference: the sector query on the scalar path.
#include "sector.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(const query_args& q, const sector_params& s) noexcept
{
    if (s.form == sector_form::facing)
        return drive_reference(q, [&s](float x, float y) { return reference_impl::sector_facing_hit(s, x, y); });
    return drive_reference(q, [&s](float x, float y) { return reference_impl::sector_between_hit(s, x, y); });
}

} // namespace detail
} // namespace hitmask
