// Demo: the 3D scene (frame/scene3d.hpp) after the bullet-hell frame: every point and sphere
// against each guard's view cone and the camera's frustum, hits printed, every ISA checked
// against the scalar reference, the speed per ISA, and the picture (svg3d_writer.hpp).
#pragma once

#include <cstdint>
#include <string>

namespace demo {

/// Runs the 3D scene of `seed`, timing the best of `frames` frames per ISA, and writes the
/// picture to svg_path. Returns false when an ISA disagrees with the reference or the picture
/// cannot be written (the message is printed).
bool run_scene3d(std::uint32_t seed, int frames, const std::string& svg_path);

} // namespace demo
