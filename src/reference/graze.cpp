// hitmask reference: hit and graze in one pass. Hit is exactly the circle test with the hit
// radius; graze is the circle test with the graze radius, less the hits.
#include <utility>

#include <hitmask/graze.hpp>

#include "reference_driver.hpp"

namespace hitmask {
namespace detail {

std::size_t run_reference(points_input, const query_args& q, const graze_params& g) noexcept
{
    drive_reference_two_masks<2>(q, [&g](float x, float y) {
        const float dx = x - g.cx, dy = y - g.cy;
        const float d2 = dx * dx + dy * dy;
        const bool hit = d2 <= g.hit_r2;
        return std::pair<bool, bool>(hit, d2 <= g.graze_r2 && !hit);
    });
    return 0;
}

std::size_t run_reference(circles_input, const query_args& q, const graze_params& g) noexcept
{
    drive_reference_two_masks<3>(q, [&g](float x, float y, float r) {
        const float dx = x - g.cx, dy = y - g.cy;
        const float d2 = dx * dx + dy * dy;
        const float hit_reach = g.hit_r + r, graze_reach = g.graze_r + r;
        const bool hit = r >= 0.f && d2 <= hit_reach * hit_reach;
        return std::pair<bool, bool>(hit, r >= 0.f && d2 <= graze_reach * graze_reach && !hit);
    });
    return 0;
}

} // namespace detail
} // namespace hitmask
