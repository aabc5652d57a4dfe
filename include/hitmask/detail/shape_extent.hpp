// hitmask internal: the box around a shape as centre and half extents (in x and y; a 3D shape's
// box seen from above), from its kernel
// parameters. shape_set keeps it per shape in columns, so the grid broad phase reads its boxes
// without looking at each shape kind (src/sets/bounds.hpp grows and pads them). Computed in the
// library (src/sets/shape_extent.cpp), with its IEEE flags, like every other float the queries
// read: a caller's -ffast-math never reaches it.
#pragma once

#include "../aabb.hpp"
#include "../aabb3.hpp"
#include "../capsule.hpp"
#include "../capsule3.hpp"
#include "../circle.hpp"
#include "../cone.hpp"
#include "../export.hpp"
#include "../frustum.hpp"
#include "../obb.hpp"
#include "../obb3.hpp"
#include "../sector.hpp"
#include "../sphere.hpp"

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
// The 3D shapes: their box seen from above (x, y); the grid bins 3D elements by x and y, and
// the exact test decides the rest.
HITMASK_API shape_extent extent_of(const sphere_params& s) noexcept;
HITMASK_API shape_extent extent_of(const aabb3_params& b) noexcept;
HITMASK_API shape_extent extent_of(const capsule3_params& c) noexcept;
HITMASK_API shape_extent extent_of(const cone_params& c) noexcept;
HITMASK_API shape_extent extent_of(const frustum_params& f) noexcept;
HITMASK_API shape_extent extent_of(const obb3_params& o) noexcept;

} // namespace detail
} // namespace hitmask
