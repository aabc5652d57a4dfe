/// @file
/// hitmask: 3D elements as structure-of-arrays views: points, and spheres (round objects,
/// 3D bullets).
#pragma once

#include <cstddef>

#include "vec3.hpp"

namespace hitmask {

/// Non-owning SoA view of 3D points: point i is (x[i], y[i], z[i]). Any alignment works; the
/// pointers may be null only when size is 0. A point with a NaN coordinate never hits.
struct points3_view {
    const float* x;   ///< x of point i at x[i]
    const float* y;   ///< y of point i at y[i]
    const float* z;   ///< z of point i at z[i]
    std::size_t size; ///< how many points
};

/// Spheres (round objects, 3D bullets): sphere i is the ball of centre (x[i], y[i], z[i]) and
/// radius r[i]. It hits a shape when the ball overlaps it, boundaries included: when its
/// centre's distance to the shape is <= r[i]. The pointers may be null only when size is 0.
struct spheres_view {
    const float* x;   ///< centre x of sphere i at x[i]
    const float* y;   ///< centre y of sphere i at y[i]
    const float* z;   ///< centre z of sphere i at z[i]
    const float* r;   ///< radius of sphere i at r[i]; negative or NaN never hits
    std::size_t size; ///< how many spheres
};

/// Swept 3D elements: element i moved from (x0[i], y0[i], z0[i]) to (x1[i], y1[i], z1[i]), a
/// shot's path or a sight line; sweep() gives where along it each first meets a shape. An
/// element whose two ends are equal is a point. The pointers may be null only when size is 0.
struct segments3_view {
    const float* x0;  ///< start x of element i at x0[i]
    const float* y0;  ///< start y
    const float* z0;  ///< start z
    const float* x1;  ///< end x
    const float* y1;  ///< end y
    const float* z1;  ///< end z
    std::size_t size; ///< how many elements
};

} // namespace hitmask
