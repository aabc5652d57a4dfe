// hitmask reference: the swept-bullet queries on the scalar path.
#include "swept.hpp"

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(segments_input, const query_args& q, const circle_params& c) noexcept
{
    return drive_reference<4>(q, [&c](float x0, float y0, float x1, float y1) {
        return reference_impl::swept_circle_hit(c, x0, y0, x1, y1);
    });
}

std::size_t run_reference(segments_input, const query_args& q, const segment_params& s) noexcept
{
    return drive_reference<4>(q, [&s](float x0, float y0, float x1, float y1) {
        return reference_impl::swept_segment_hit(s, x0, y0, x1, y1);
    });
}

} // namespace detail
} // namespace hitmask
