// Baselines for the 3D rows: the loops a Unity or Godot programmer writes, over an array of
// structs {x, y, z, r} (a List<Body> or Array of Node3D positions), with the engine's vector
// helpers: Vector3.Distance (a sqrt), normalized vectors, Vector3.Angle (acos) and, for a
// sphere in a view cone, the angular radius asin(r / |v|). What hitmask replaces; not
// bit-compatible with it. One byte per element out.
#pragma once

#include <cstdint>
#include <vector>

namespace naive3 {

struct body {
    float x, y, z; // position (a point) or centre (a sphere)
    float r;       // radius, for the sphere rows
};

using bodies = std::vector<body>;

/// A plane n·p + d >= 0 inside, unit normal.
struct plane {
    float nx, ny, nz, d;
};

// Points (r ignored).
void sphere(const bodies& b, float cx, float cy, float cz, float radius, std::uint8_t* out);
void aabb3(const bodies& b, const float (&lo)[3], const float (&hi)[3], std::uint8_t* out);
void capsule3(const bodies& b, const float (&a)[3], const float (&c)[3], float radius, std::uint8_t* out);
/// dir need not be unit length: normalised once, as Vector3.Angle would per call.
void cone(const bodies& b, const float (&apex)[3], const float (&dir)[3], float fov, float range, std::uint8_t* out);
/// The six-plane test, all n·p + d >= 0.
void six_plane(const bodies& b, const plane (&planes)[6], std::uint8_t* out);
/// An oriented box as a Transform (centre, rotation as three unit axes) and half extents:
/// transform.InverseTransformPoint, then the local box test (Unity's BoxCollider check).
void obb3(const bodies& b, const float (&center)[3], const float (&axes)[3][3], const float (&half)[3],
          std::uint8_t* out);

// Spheres (centre and r).
void spheres_sphere(const bodies& b, float cx, float cy, float cz, float radius, std::uint8_t* out);
void spheres_aabb3(const bodies& b, const float (&lo)[3], const float (&hi)[3], std::uint8_t* out);
void spheres_capsule3(const bodies& b, const float (&a)[3], const float (&c)[3], float radius, std::uint8_t* out);
/// The cone widened by the sphere's angular radius asin(r / |v|), the common approximation.
void spheres_cone(const bodies& b, const float (&apex)[3], const float (&dir)[3], float fov, float range,
                  std::uint8_t* out);
/// InverseTransformPoint, Bounds.ClosestPoint in the box's frame, Vector3.Distance <= r.
void spheres_obb3(const bodies& b, const float (&center)[3], const float (&axes)[3][3], const float (&half)[3],
                  std::uint8_t* out);
/// The six-plane sphere test of three.js, Unity and Unreal: all n·c + d >= -r.
void spheres_six_plane(const bodies& b, const plane (&planes)[6], std::uint8_t* out);

} // namespace naive3
