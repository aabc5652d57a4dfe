// Demo: the 3D scene as an SVG picture, two orthographic projections side by side: the top view
// (x right, y up) and the side view (x right, z up). Points and spheres seen by a guard red, in
// the camera's view only yellow, the rest grey; the guards' cones blue, the camera's frustum
// yellow, each drawn as the outline of its projection.
#pragma once

#include <string>

#include <hitmask/hitmask.hpp>

#include "frame/scene3d.hpp"

namespace demo {

/// Which points and spheres a guard sees (any cone) and which the camera sees.
struct marks3d {
    const hitmask::bitmask& points_seen;
    const hitmask::bitmask& points_in_view;
    const hitmask::bitmask& spheres_seen;
    const hitmask::bitmask& spheres_in_view;
};

/// Returns false (with errno set) if the file cannot be written.
bool write_svg3d(const std::string& path, const scene3d& s, const marks3d& m);

} // namespace demo
