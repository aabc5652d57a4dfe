// hitmask: parameters of the hit-and-graze query (bullet-hell scoring).
#pragma once

#include "vec2.hpp"

namespace hitmask {
namespace detail {
struct graze_params {
    float cx, cy;
    float hit_r, graze_r;   ///< radii, for bullets with a radius
    float hit_r2, graze_r2; ///< squares, for points
};
} // namespace detail
} // namespace hitmask
