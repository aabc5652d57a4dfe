// Peer: the plain loops a game programmer writes for the pair matrix's new pairs (issue 34),
// over an array of structs, one bit per bullet in 64-bit words (bit i of out[i / 64]), the count
// of hits returned. The obvious formulas: a disc against a rotated box clamps the disc's centre
// to the box in the box's frame; a disc against a polygon is "centre inside, or within r of an
// edge" (per-edge point-segment distance; the convex one by the edges' sides, the concave one by
// the even-odd crossing rule); a disc against an ellipse tests the centre, rejects on the
// ellipse's box grown by r, then finds the rim's closest point by Eberly's bisection (30 steps);
// bullet boxes against a rectangle or box are the separating axis test (Ericson, Real-Time
// Collision Detection 4.4.1); a capsule against a convex polygon (a rectangle and a box given as
// their four corners) rejects on the bounding boxes, then "an end inside, the segment crosses an
// edge, or within r of an edge" (segment-segment distance as the least of the four
// point-segment distances). Compiled at -O3 -march=native with the user's usual flags, not
// hitmask's IEEE ones (see CMakeLists).
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace plain_pair {

struct disc {
    float x, y, r;
};
/// A bullet box: centre, unit axis u (v = (-uy, ux)), half extents.
struct box_bullet {
    float cx, cy, ux, uy, hx, hy;
};
struct capsule {
    float x0, y0, x1, y1, r;
};

struct rect {
    float min_x, min_y, max_x, max_y;
};
/// A rotated box: centre, unit axis u (v = (-uy, ux)), half extents.
struct rotated_box {
    float cx, cy, ux, uy, hx, hy;
};
/// A polygon of at most 32 vertices (counter-clockwise when convex) and its bounding box.
struct outline {
    float x[32], y[32];
    std::size_t n;
    float min_x, min_y, max_x, max_y;
};
struct oval {
    float cx, cy, ux, uy, rx, ry; ///< centre, unit axis u, semi-axes along u and v
};

/// The outline of n (3 to 32) vertices; throws std::invalid_argument beyond 32.
inline outline make_outline(const float* x, const float* y, std::size_t n)
{
    if (n < 3 || n > 32) throw std::invalid_argument("plain_pair::make_outline: n must be 3 to 32, got " + std::to_string(n));
    outline o{};
    o.n = n;
    o.min_x = o.max_x = x[0];
    o.min_y = o.max_y = y[0];
    for (std::size_t i = 0; i < n; ++i) {
        o.x[i] = x[i];
        o.y[i] = y[i];
        o.min_x = x[i] < o.min_x ? x[i] : o.min_x;
        o.max_x = x[i] > o.max_x ? x[i] : o.max_x;
        o.min_y = y[i] < o.min_y ? y[i] : o.min_y;
        o.max_y = y[i] > o.max_y ? y[i] : o.max_y;
    }
    return o;
}

namespace native {
std::size_t discs(const disc* b, std::size_t n, const rotated_box& s, std::uint64_t* out);
std::size_t discs_convex(const disc* b, std::size_t n, const outline& s, std::uint64_t* out);
std::size_t discs_polygon(const disc* b, std::size_t n, const outline& s, std::uint64_t* out); ///< even-odd
std::size_t discs(const disc* b, std::size_t n, const oval& s, std::uint64_t* out);
std::size_t boxes(const box_bullet* b, std::size_t n, const rect& s, std::uint64_t* out);
std::size_t boxes(const box_bullet* b, std::size_t n, const rotated_box& s, std::uint64_t* out);
std::size_t capsules_convex(const capsule* b, std::size_t n, const outline& s, std::uint64_t* out);
} // namespace native

} // namespace plain_pair
