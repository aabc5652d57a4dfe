// The plain ray cast of plain_rays.hpp, compiled once per target (HITMASK_PLAIN_NS), see
// CMakeLists.
#include "plain_rays.hpp"

#include <cfloat>
#include <cmath>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain_ray::HITMASK_PLAIN_NS {

namespace {

/// Box2D 2.4's b2CircleShape::RayCast (van den Bergen, Collision Detection in Interactive 3D
/// Environments, 3.1.2) with the identity transform and maxFraction 1: x = s + a r, |x| = radius.
inline bool ray_cast_circle(const bullet& c, const segment& in, float& fraction)
{
    const float sx = in.x1 - c.x, sy = in.y1 - c.y;
    const float b = sx * sx + sy * sy - c.r * c.r;
    // solve the quadratic equation
    const float rx = in.x2 - in.x1, ry = in.y2 - in.y1;
    const float cc = sx * rx + sy * ry;
    const float rr = rx * rx + ry * ry;
    const float sigma = cc * cc - rr * b;
    // a negative discriminant, or a short segment
    if (sigma < 0.f || rr < FLT_EPSILON) return false;
    // the point of intersection of the line with the circle; is it on the segment?
    float a = -(cc + std::sqrt(sigma));
    if (0.f <= a && a <= rr) {
        a /= rr;
        fraction = a;
        return true;
    }
    return false;
}

} // namespace

first_hit closest(const bullet* bullets, std::size_t n, const segment& s)
{
    first_hit best{n, 2.f}; // strictly nearer replaces: ties keep the lowest index
    for (std::size_t i = 0; i < n; ++i) {
        float fraction;
        if (ray_cast_circle(bullets[i], s, fraction) && fraction < best.fraction) best = {i, fraction};
    }
    return best;
}

} // namespace plain_ray::HITMASK_PLAIN_NS
