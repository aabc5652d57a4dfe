// The engine-style loops of naive_solids.hpp, in their own translation unit: compiled at -O3
// with the user's default float semantics (not hitmask's IEEE flags), as a game would build
// them. The small vector type mirrors Unity's Vector3 (Godot's Vector3 has the same helpers).
#include "naive_solids.hpp"

#include <algorithm>
#include <cmath>

namespace naive3 {

namespace {

struct vector3 {
    float x, y, z;
    vector3 operator-(vector3 o) const { return {x - o.x, y - o.y, z - o.z}; }
    vector3 operator+(vector3 o) const { return {x + o.x, y + o.y, z + o.z}; }
    vector3 operator*(float s) const { return {x * s, y * s, z * s}; }
    vector3 operator/(float s) const { return {x / s, y / s, z / s}; }
    float magnitude() const { return std::sqrt(x * x + y * y + z * z); }
    /// Unity's Vector3.normalized: zero for a (nearly) zero vector.
    vector3 normalized() const
    {
        const float m = magnitude();
        return m > 1e-5f ? *this / m : vector3{0, 0, 0};
    }
};

float dot(vector3 a, vector3 b)
{
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

/// Vector3.Angle, in radians: the angle between the normalised vectors by acos.
float angle(vector3 from, vector3 to)
{
    return std::acos(std::clamp(dot(from.normalized(), to.normalized()), -1.f, 1.f));
}

vector3 at(const body& b)
{
    return {b.x, b.y, b.z};
}

vector3 of(const float (&v)[3])
{
    return {v[0], v[1], v[2]};
}

/// The closest point of segment a-c to p: project with a division, clamp (Godot's
/// Geometry3D.get_closest_point_to_segment).
vector3 closest_on_segment(vector3 p, vector3 a, vector3 c)
{
    const vector3 ab = c - a;
    const float len2 = dot(ab, ab);
    const float t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.f, 1.f) : 0.f;
    return a + ab * t;
}

/// Bounds.ClosestPoint: clamp each axis.
vector3 closest_in_box(vector3 p, const float (&lo)[3], const float (&hi)[3])
{
    return {std::clamp(p.x, lo[0], hi[0]), std::clamp(p.y, lo[1], hi[1]), std::clamp(p.z, lo[2], hi[2])};
}

float signed_distance(const plane& p, vector3 v)
{
    return p.nx * v.x + p.ny * v.y + p.nz * v.z + p.d;
}

} // namespace

void sphere(const bodies& b, float cx, float cy, float cz, float radius, std::uint8_t* out)
{
    const vector3 c{cx, cy, cz};
    for (std::size_t i = 0; i < b.size(); ++i)
        out[i] = (at(b[i]) - c).magnitude() <= radius;
}

void aabb3(const bodies& b, const float (&lo)[3], const float (&hi)[3], std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i)
        out[i] = b[i].x >= lo[0] && b[i].x <= hi[0] && b[i].y >= lo[1] && b[i].y <= hi[1] && b[i].z >= lo[2] &&
                 b[i].z <= hi[2];
}

void capsule3(const bodies& b, const float (&a)[3], const float (&c)[3], float radius, std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 p = at(b[i]);
        out[i] = (p - closest_on_segment(p, of(a), of(c))).magnitude() <= radius;
    }
}

void cone(const bodies& b, const float (&apex)[3], const float (&dir)[3], float fov, float range, std::uint8_t* out)
{
    const vector3 d = of(dir).normalized();
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 v = at(b[i]) - of(apex);
        const float dist = v.magnitude();
        out[i] = dist <= range && (dist == 0 || angle(v, d) <= fov / 2);
    }
}

void six_plane(const bodies& b, const plane (&planes)[6], std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i) {
        bool inside = true;
        for (const plane& p : planes)
            if (signed_distance(p, at(b[i])) < 0) {
                inside = false;
                break;
            }
        out[i] = inside;
    }
}

void spheres_sphere(const bodies& b, float cx, float cy, float cz, float radius, std::uint8_t* out)
{
    const vector3 c{cx, cy, cz};
    for (std::size_t i = 0; i < b.size(); ++i)
        out[i] = (at(b[i]) - c).magnitude() <= radius + b[i].r;
}

void spheres_aabb3(const bodies& b, const float (&lo)[3], const float (&hi)[3], std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 p = at(b[i]);
        out[i] = (p - closest_in_box(p, lo, hi)).magnitude() <= b[i].r;
    }
}

void spheres_capsule3(const bodies& b, const float (&a)[3], const float (&c)[3], float radius, std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 p = at(b[i]);
        out[i] = (p - closest_on_segment(p, of(a), of(c))).magnitude() <= radius + b[i].r;
    }
}

void spheres_cone(const bodies& b, const float (&apex)[3], const float (&dir)[3], float fov, float range,
                  std::uint8_t* out)
{
    const vector3 d = of(dir).normalized();
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 v = at(b[i]) - of(apex);
        const float dist = v.magnitude();
        if (dist > range + b[i].r) {
            out[i] = false;
            continue;
        }
        // inside the sphere, the apex sees it whatever the direction
        out[i] = dist <= b[i].r || angle(v, d) <= fov / 2 + std::asin(b[i].r / dist);
    }
}

void spheres_six_plane(const bodies& b, const plane (&planes)[6], std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i) {
        bool inside = true;
        for (const plane& p : planes)
            if (signed_distance(p, at(b[i])) < -b[i].r) {
                inside = false;
                break;
            }
        out[i] = inside;
    }
}

namespace {
/// Transform.InverseTransformPoint for a rotation without scale: the rotation's transpose
/// applied to p - centre, one Vector3 dot per axis.
vector3 to_local(vector3 p, const float (&center)[3], const float (&axes)[3][3])
{
    const vector3 q = p - of(center);
    return {dot(q, of(axes[0])), dot(q, of(axes[1])), dot(q, of(axes[2]))};
}
} // namespace

void obb3(const bodies& b, const float (&center)[3], const float (&axes)[3][3], const float (&half)[3],
          std::uint8_t* out)
{
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 l = to_local(at(b[i]), center, axes);
        out[i] = std::fabs(l.x) <= half[0] && std::fabs(l.y) <= half[1] && std::fabs(l.z) <= half[2];
    }
}

void spheres_obb3(const bodies& b, const float (&center)[3], const float (&axes)[3][3], const float (&half)[3],
                  std::uint8_t* out)
{
    const float lo[3] = {-half[0], -half[1], -half[2]};
    for (std::size_t i = 0; i < b.size(); ++i) {
        const vector3 l = to_local(at(b[i]), center, axes);
        out[i] = (l - closest_in_box(l, lo, half)).magnitude() <= b[i].r;
    }
}

} // namespace naive3
