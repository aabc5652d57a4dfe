/// @file
/// hitmask: 2D vector and angle helpers.
#pragma once

/// The C++ API: shapes, views, queries and their results, shape sets, ISA control.
namespace hitmask {

/// A 2D point or vector. Units are whatever the game uses; angles are measured from +x
/// towards +y (counter-clockwise in a Y-up world, clockwise on a Y-down screen).
struct vec2 {
    float x; ///< the first coordinate
    float y; ///< the second coordinate; hitmask does not care which way it points
};

/// Degrees to radians, rounded once from double so that radians(360.f) is exactly the float
/// nearest 2π (the value the sector factories recognise as a full turn).
inline float radians(float degrees) noexcept
{
    return static_cast<float>(static_cast<double>(degrees) * (3.14159265358979323846 / 180.0));
}

/// Radians to degrees, rounded once from double.
inline float degrees(float radians) noexcept
{
    return static_cast<float>(static_cast<double>(radians) * (180.0 / 3.14159265358979323846));
}

} // namespace hitmask
