// The columns the peers read, as the benchmarks hand them over: discs (or points, r null) and
// balls (or 3D points), each n elements long. The ray cast, set and 3D peers take the same ones.
#pragma once

#include <cstddef>

namespace peer_columns {

/// Discs: centres x, y and radii r (null: points).
struct discs {
    const float* x;
    const float* y;
    const float* r;
    std::size_t n;
};

/// Spheres: centres x, y, z and radii r (null: points).
struct balls {
    const float* x;
    const float* y;
    const float* z;
    const float* r;
    std::size_t n;
};

} // namespace peer_columns
