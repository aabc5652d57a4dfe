// Peer: the sweep loop a game programmer writes without hitmask, over an array of structs
// {x0, y0, x1, y1, r}, writing each bullet's time of impact (the fraction of its motion, +inf
// when it misses). The usual formulas: the slab test with the reciprocal of the direction
// (Ericson, Real-Time Collision Detection 5.3.3) for a point against a box; the box grown by r
// along each axis, then the corner circle when the entry lies beyond both faces (5.5.7) for a
// disc; Cyrus-Beck clipping against the edges' outward normals for a point against a convex
// polygon; for a disc, 0 when it starts within r of the polygon, else the least of the edges
// pushed out by r and the circles of radius r at the vertices (Box2D's circle ray cast).
// Compiled twice, as plain_rays.cpp is: for baseline x86-64 at -O3 and at -O3 -march=native, with
// the user's usual flags, not hitmask's IEEE ones.
#pragma once

#include <cmath>
#include <cstddef>

namespace plain_sweep {

struct bullet {
    float x0, y0, x1, y1, r;
};

struct box {
    float min_x, min_y, max_x, max_y;
};

/// A convex polygon, counter-clockwise: vertex i at (vx, vy), the outward unit normal of the
/// edge from vertex i to i + 1 at (nx, ny); at most 16 vertices.
struct convex {
    float vx[16], vy[16], nx[16], ny[16];
    std::size_t count;
};

/// The convex polygon of `count` (<= 16) counter-clockwise vertices, its normals computed.
inline convex make_convex(const float* x, const float* y, std::size_t count)
{
    convex c{};
    c.count = count;
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t j = i + 1 == count ? 0 : i + 1;
        const float ex = x[j] - x[i], ey = y[j] - y[i], len = std::sqrt(ex * ex + ey * ey);
        c.vx[i] = x[i];
        c.vy[i] = y[i];
        c.nx[i] = ey / len; // counter-clockwise: the outside is on the right of each edge
        c.ny[i] = -ex / len;
    }
    return c;
}

} // namespace plain_sweep

#define HITMASK_DECLARE_PLAIN_SWEEPS(ns)                                                                  \
    namespace plain_sweep::ns {                                                                           \
    std::size_t points(const bullet* b, std::size_t n, const box& s, float* fractions);                  \
    std::size_t discs(const bullet* b, std::size_t n, const box& s, float* fractions);                   \
    std::size_t points(const bullet* b, std::size_t n, const convex& s, float* fractions);               \
    std::size_t discs(const bullet* b, std::size_t n, const convex& s, float* fractions);                \
    }

HITMASK_DECLARE_PLAIN_SWEEPS(baseline)
HITMASK_DECLARE_PLAIN_SWEEPS(native)
