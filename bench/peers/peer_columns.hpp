// The columns the peers read, as the benchmarks hand them over, each n elements long: discs (or
// points, r null) and balls (or 3D points) for the point, ray cast, set and 3D peers; boxes
// (walls) for the ray cast peers' worlds; motions for the time-of-impact peer. One header, so
// that a peer's input is declared once whichever peer reads it.
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

/// Axis-aligned boxes (walls) by centre and half extents.
struct boxes {
    const float* cx;
    const float* cy;
    const float* hx;
    const float* hy;
    std::size_t n;
};

/// Axis-aligned 3D boxes by centre and half extents.
struct boxes3 {
    const float* cx;
    const float* cy;
    const float* cz;
    const float* hx;
    const float* hy;
    const float* hz;
    std::size_t n;
};

/// Moving elements: from (x0, y0) to (x1, y1), radius r (null: points).
struct motions {
    const float* x0;
    const float* y0;
    const float* x1;
    const float* y1;
    const float* r;
    std::size_t n;
};

} // namespace peer_columns
