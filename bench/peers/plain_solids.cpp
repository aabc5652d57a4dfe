// The plain 3D loops of plain_solids.hpp, written as a user would: one predicate per shape
// and element kind, a loop storing bytes, a loop counting. Compiled once per target
// (HITMASK_PLAIN_NS), see bench/CMakeLists.txt.
#include "plain_solids.hpp"

#include <algorithm>
#include <cmath>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain3::HITMASK_PLAIN_NS {

namespace {

/// Squared distance from v (relative to a) to the segment a + t·ab, t in [0, 1]: project with
/// a division and clamp, as the tutorials do.
inline float segment_distance2(float vx, float vy, float vz, const capsule3_args& s)
{
    const float abx = s.bx - s.ax, aby = s.by - s.ay, abz = s.bz - s.az;
    const float t = std::clamp((vx * abx + vy * aby + vz * abz) / (abx * abx + aby * aby + abz * abz), 0.f, 1.f);
    const float dx = vx - t * abx, dy = vy - t * aby, dz = vz - t * abz;
    return dx * dx + dy * dy + dz * dz;
}

// Points: r is ignored.

inline bool hit(float x, float y, float z, const sphere_args& s)
{
    const float dx = x - s.cx, dy = y - s.cy, dz = z - s.cz;
    return dx * dx + dy * dy + dz * dz <= s.r * s.r;
}

inline bool hit(float x, float y, float z, const aabb3_args& s)
{
    return x >= s.x0 && x <= s.x1 && y >= s.y0 && y <= s.y1 && z >= s.z0 && z <= s.z1;
}

inline bool hit(float x, float y, float z, const capsule3_args& s)
{
    return segment_distance2(x - s.ax, y - s.ay, z - s.az, s) <= s.r * s.r;
}

inline bool hit(float x, float y, float z, const cone_args& s)
{
    const float vx = x - s.ax, vy = y - s.ay, vz = z - s.az;
    const float d = std::sqrt(vx * vx + vy * vy + vz * vz);
    return d <= s.range && vx * s.dx + vy * s.dy + vz * s.dz >= s.cos_half * d;
}

inline bool hit(float x, float y, float z, const frustum_args& s)
{
    bool inside = true;
    for (const auto& p : s.plane)
        inside &= p[0] * x + p[1] * y + p[2] * z + p[3] >= 0;
    return inside;
}

/// The box's frame: dot products of p - c with each axis, then |proj| <= h per axis.
inline bool hit(float x, float y, float z, const obb3_args& s)
{
    const float qx = x - s.c[0], qy = y - s.c[1], qz = z - s.c[2];
    bool inside = true;
    for (int i = 0; i < 3; ++i)
        inside &= std::fabs(qx * s.axis[i][0] + qy * s.axis[i][1] + qz * s.axis[i][2]) <= s.h[i];
    return inside;
}

// Spheres: the centre (x, y, z) and radius r.

inline bool hit(float x, float y, float z, float r, const sphere_args& s)
{
    const float dx = x - s.cx, dy = y - s.cy, dz = z - s.cz, reach = s.r + r;
    return dx * dx + dy * dy + dz * dz <= reach * reach;
}

inline bool hit(float x, float y, float z, float r, const aabb3_args& s)
{
    const float gx = std::max({s.x0 - x, x - s.x1, 0.f}), gy = std::max({s.y0 - y, y - s.y1, 0.f}),
                gz = std::max({s.z0 - z, z - s.z1, 0.f});
    return gx * gx + gy * gy + gz * gz <= r * r;
}

inline bool hit(float x, float y, float z, float r, const capsule3_args& s)
{
    const float reach = s.r + r;
    return segment_distance2(x - s.ax, y - s.ay, z - s.az, s) <= reach * reach;
}

/// The shader-style sphere-vs-cone test (Bart Wronski's, in many tiled and clustered
/// renderers): the distance from the centre to the cone's side; the range as a distance from
/// the apex (the shader form's plane cap at h = range would take in 27 % more spheres here).
/// One sqrt, no trig per sphere; conservative near the apex and the cap's rim.
inline bool hit(float x, float y, float z, float r, const cone_args& s)
{
    const float vx = x - s.ax, vy = y - s.ay, vz = z - s.az;
    const float v2 = vx * vx + vy * vy + vz * vz, h = vx * s.dx + vy * s.dy + vz * s.dz, reach = s.range + r;
    const float side = s.cos_half * std::sqrt(std::max(v2 - h * h, 0.f)) - h * s.sin_half;
    return !(side > r || v2 > reach * reach || h < -r);
}

/// The box's frame, then aabb3's gap test: sum of max(|proj| - h, 0)² <= r².
inline bool hit(float x, float y, float z, float r, const obb3_args& s)
{
    const float qx = x - s.c[0], qy = y - s.c[1], qz = z - s.c[2];
    float d2 = 0;
    for (int i = 0; i < 3; ++i) {
        const float g = std::max(std::fabs(qx * s.axis[i][0] + qy * s.axis[i][1] + qz * s.axis[i][2]) - s.h[i], 0.f);
        d2 += g * g;
    }
    return d2 <= r * r;
}

/// The six-plane sphere test (three.js Frustum.intersectsSphere, Unity's and Unreal's culling):
/// conservative beside edges and corners.
inline bool hit(float x, float y, float z, float r, const frustum_args& s)
{
    bool inside = true;
    for (const auto& p : s.plane)
        inside &= p[0] * x + p[1] * y + p[2] * z + p[3] >= -r;
    return inside;
}

} // namespace

#define HITMASK_DEFINE_PLAIN_SOLIDS_FOR(Args)                                                  \
    void points(const columns& c, const Args& s, std::uint8_t* out)                            \
    {                                                                                          \
        for (std::size_t i = 0; i < c.n; ++i)                                                  \
            out[i] = hit(c.x[i], c.y[i], c.z[i], s);                                           \
    }                                                                                          \
    void spheres(const columns& c, const Args& s, std::uint8_t* out)                           \
    {                                                                                          \
        for (std::size_t i = 0; i < c.n; ++i)                                                  \
            out[i] = hit(c.x[i], c.y[i], c.z[i], c.r[i], s);                                   \
    }                                                                                          \
    std::size_t points_count(const columns& c, const Args& s)                                  \
    {                                                                                          \
        std::size_t hits = 0;                                                                  \
        for (std::size_t i = 0; i < c.n; ++i)                                                  \
            hits += hit(c.x[i], c.y[i], c.z[i], s);                                            \
        return hits;                                                                           \
    }                                                                                          \
    std::size_t spheres_count(const columns& c, const Args& s)                                 \
    {                                                                                          \
        std::size_t hits = 0;                                                                  \
        for (std::size_t i = 0; i < c.n; ++i)                                                  \
            hits += hit(c.x[i], c.y[i], c.z[i], c.r[i], s);                                    \
        return hits;                                                                           \
    }

HITMASK_DEFINE_PLAIN_SOLIDS_FOR(sphere_args)
HITMASK_DEFINE_PLAIN_SOLIDS_FOR(aabb3_args)
HITMASK_DEFINE_PLAIN_SOLIDS_FOR(capsule3_args)
HITMASK_DEFINE_PLAIN_SOLIDS_FOR(cone_args)
HITMASK_DEFINE_PLAIN_SOLIDS_FOR(frustum_args)
HITMASK_DEFINE_PLAIN_SOLIDS_FOR(obb3_args)

} // namespace plain3::HITMASK_PLAIN_NS
