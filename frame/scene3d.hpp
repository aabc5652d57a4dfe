// The demo's 3D scene (target hitmask_frame, next to the 2D frame): a stealth level seen from
// above, with pickups and particles as 3D points, crates and patrolling enemies as spheres,
// guards with view cones and the player's camera frustum. World units, z up: the ground is
// 0 <= x, y <= world_size and everything floats below world_height.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

namespace demo {

constexpr float world_size = 1000.f;
constexpr float world_height = 300.f;

/// A guard's sight: the cone tested, and its field of view (the cone keeps only cosines), for
/// drawing.
struct guard {
    std::string name;
    hitmask::cone sight;
    float fov; ///< radians
};

struct scene3d {
    std::vector<float> px, py, pz;     ///< points: pickups and particles
    std::vector<float> sx, sy, sz, sr; ///< spheres: crates and enemies, with their radii
    std::vector<guard> guards;
    hitmask::vec3 eye;       ///< the camera's position, for drawing
    hitmask::frustum camera; ///< what the player's camera sees

    hitmask::points3_view points() const { return {px.data(), py.data(), pz.data(), px.size()}; }
    hitmask::spheres_view spheres() const { return {sx.data(), sy.data(), sz.data(), sr.data(), sx.size()}; }
};

/// `points` points and `spheres` spheres (radius 4 to 20) uniform in the world, deterministic
/// in seed; three guards on the ground looking across it; a camera high in one corner looking
/// down at the middle.
scene3d make_scene3d(std::size_t points, std::size_t spheres, std::uint32_t seed);

} // namespace demo
