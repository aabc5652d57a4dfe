// Peer: Box2D 2.4, the library a game programmer reaches for. Each bullet is a prebuilt Box2D
// shape; the player is a b2CircleShape (radius 0 for a point), and every bullet is tested with
// b2TestOverlap (GJK distance, then distance < 10 epsilon). Boxes are SetAsBox(hx, hy, centre,
// angle) with the polygon skin m_radius set to 0, so the box is exact; capsules are two-sided
// b2EdgeShapes with m_radius set to the capsule's radius, which b2TestOverlap honours (its
// distance proxy carries the edge's radius; Box2D's contact solver does not support it, this
// query does). Box2D 2.4 has no ellipse: ellipses get no Box2D row. For the pair matrix
// (pair_matrix_bench.cpp), round bullets are b2CircleShapes and the target is one
// b2PolygonShape (at most b2_maxPolygonVertices = 8 vertices, skin m_radius 0), tested against
// every bullet with the same b2TestOverlap. Compiled only when CMake
// finds Box2D (HITMASK_BENCH_BOX2D=1); otherwise available() is false and the rows are skipped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace box2d_peer {

bool available();

struct shapes; ///< the prebuilt Box2D shapes, one per bullet

std::shared_ptr<const shapes> make_boxes(const float* cx, const float* cy, const float* ux, const float* uy,
                                         const float* hx, const float* hy, std::size_t n);
std::shared_ptr<const shapes> make_capsules(const float* x0, const float* y0, const float* x1, const float* y1,
                                            const float* r, std::size_t n);

/// Round bullets (centre (x, y), radius r) as b2CircleShapes.
std::shared_ptr<const shapes> make_discs(const float* x, const float* y, const float* r, std::size_t n);

struct target; ///< one prebuilt b2PolygonShape the bullets are tested against

/// The b2PolygonShape of `count` (3 to 8) vertices (b2PolygonShape::Set: their convex hull),
/// with its skin m_radius set to 0, so the polygon is exact.
std::shared_ptr<const target> make_polygon(const float* x, const float* y, std::size_t count);

/// Sets bit i of out[i / 64] when b2TestOverlap says bullet i overlaps the target, clears it
/// otherwise.
void overlap(const shapes& s, const target& t, std::uint64_t* out);

/// Sets bit i of out[i / 64] when b2TestOverlap says bullet i overlaps the player's disc
/// (centre (px, py), radius pr), clears it otherwise.
void overlap(const shapes& s, float px, float py, float pr, std::uint64_t* out);

} // namespace box2d_peer
