// The boxes of include/hitmask/detail/shape_extent.hpp.
#include <hitmask/detail/shape_extent.hpp>

#include <cmath>

#include "../dispatch/ieee_guard.hpp"

namespace hitmask {
namespace detail {

namespace {

// A 3D shape's box seen from above is its 2D twin's over the same x and y fields (sphere and
// circle, aabb3 and aabb, capsule3 and capsule, cone and sector): one formula for both.

/// A disc (or ball) of radius r around (x, y).
shape_extent disc_extent(float x, float y, float r) noexcept
{
    return {x, y, r, r};
}
template <class Box>
shape_extent box_extent(const Box& b) noexcept
{
    const float hx = (b.max_x - b.min_x) * 0.5f, hy = (b.max_y - b.min_y) * 0.5f;
    return {b.min_x + hx, b.min_y + hy, hx, hy};
}
template <class Capsule>
shape_extent capsule_extent(const Capsule& c) noexcept
{
    const float hx = std::fabs(c.dx) * 0.5f, hy = std::fabs(c.dy) * 0.5f;
    return {c.ax + c.dx * 0.5f, c.ay + c.dy * 0.5f, hx + c.r, hy + c.r};
}

} // namespace

shape_extent extent_of(const circle_params& c) noexcept
{
    return disc_extent(c.cx, c.cy, c.r);
}
shape_extent extent_of(const aabb_params& b) noexcept
{
    return box_extent(b);
}
// the whole disc of the range around the apex (an infinite range is not finite)
shape_extent extent_of(const sector_params& s) noexcept
{
    return disc_extent(s.ax, s.ay, s.range);
}
shape_extent extent_of(const capsule_params& c) noexcept
{
    return capsule_extent(c);
}
shape_extent extent_of(const obb_params& o) noexcept
{
    const float hx = std::fabs(o.ux) * o.hx + std::fabs(o.vx) * o.hy;
    const float hy = std::fabs(o.uy) * o.hx + std::fabs(o.vy) * o.hy;
    return {o.cx, o.cy, hx, hy};
}

shape_extent extent_of(const sphere_params& s) noexcept
{
    return disc_extent(s.cx, s.cy, s.r);
}
shape_extent extent_of(const aabb3_params& b) noexcept
{
    return box_extent(b);
}
shape_extent extent_of(const capsule3_params& c) noexcept
{
    return capsule_extent(c);
}
// the whole ball of the range around the apex (an infinite range is not finite)
shape_extent extent_of(const cone_params& c) noexcept
{
    return disc_extent(c.ax, c.ay, c.range);
}
shape_extent extent_of(const frustum_params& f) noexcept
{
    float x0 = f.corner[0][0], x1 = x0, y0 = f.corner[0][1], y1 = y0;
    for (const auto& c : f.corner) {
        x0 = c[0] < x0 ? c[0] : x0;
        x1 = c[0] > x1 ? c[0] : x1;
        y0 = c[1] < y0 ? c[1] : y0;
        y1 = c[1] > y1 ? c[1] : y1;
    }
    const float hx = (x1 - x0) * 0.5f, hy = (y1 - y0) * 0.5f;
    return {x0 + hx, y0 + hy, hx, hy};
}
shape_extent extent_of(const obb3_params& o) noexcept
{
    const float hx = std::fabs(o.ux) * o.hu + std::fabs(o.vx) * o.hv + std::fabs(o.wx) * o.hw;
    const float hy = std::fabs(o.uy) * o.hu + std::fabs(o.vy) * o.hv + std::fabs(o.wy) * o.hw;
    return {o.cx, o.cy, hx, hy};
}

} // namespace detail
} // namespace hitmask
