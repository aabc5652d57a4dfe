// hitmask reference: an interval [enter, exit] of a parameter, as the ray casts (ray.hpp: t
// along the ray) and the sweeps (sweep.hpp: f along the motion) cut it from a slab lo <= p0 +
// t d <= hi, and the answer both give when d is 0. Only that case is shared: where d is not 0
// the ray multiplies by 1 / d and the sweep divides by d, and their bits differ.
#pragma once

#include <limits>

namespace hitmask {
namespace reference_impl {

/// The parameters from enter to exit; none when enter > exit.
struct interval {
    float enter, exit;
};

/// The slab lo <= p0 + t * 0 <= hi: every t when lo <= p0 <= hi (enter -inf, exit +inf), else
/// none (enter +inf, exit -inf).
inline interval unmoving_slab(float p0, float lo, float hi) noexcept
{
    constexpr float inf = std::numeric_limits<float>::infinity();
    const bool in = lo <= p0 && p0 <= hi;
    return {in ? -inf : inf, in ? inf : -inf};
}

} // namespace reference_impl
} // namespace hitmask
