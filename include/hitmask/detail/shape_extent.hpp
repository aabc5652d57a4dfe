// hitmask internal: the box around a shape as centre and half extents, from its kernel
// parameters. shape_set keeps it per shape in columns, so the grid broad phase reads its boxes
// without looking at each shape kind (src/sets/bounds.hpp grows and pads them). Computed in the
// library (src/sets/shape_extent.cpp), with its IEEE flags, like every other float the queries
// read: a caller's -ffast-math never reaches it.
#pragma once

#include "../aabb.hpp"
#include "../capsule.hpp"
#include "../circle.hpp"
#include "../export.hpp"
#include "../obb.hpp"
#include "../sector.hpp"

namespace hitmask {
namespace detail {

struct shape_extent {
    float cx, cy, hx, hy;
};

HITMASK_API shape_extent extent_of(const circle_params& c) noexcept;
HITMASK_API shape_extent extent_of(const aabb_params& b) noexcept;
HITMASK_API shape_extent extent_of(const sector_params& s) noexcept;
HITMASK_API shape_extent extent_of(const capsule_params& c) noexcept;
HITMASK_API shape_extent extent_of(const obb_params& o) noexcept;

} // namespace detail
} // namespace hitmask
