// Peer of hitmask's sweep: Box2D 2.4's b2TimeOfImpact, one call per moving element, as a game
// asks "when does this bullet meet that shape". The element is a b2CircleShape at the origin of
// its b2Sweep (c0 = p0, c = p1, no rotation): radius 0 for a point, r for a disc; the shape is a
// b2PolygonShape (a box is its four corners, at most b2_maxPolygonVertices = 8) with its skin
// (m_radius) set to 0, so the polygon is exact, on a b2Sweep that stays put. tMax = 1, so t is
// the fraction of the motion. Box2D stops at its target separation (b2_linearSlop = 0.005 for a
// point) rather than at contact, so its t is a hair before hitmask's; e_touching and
// e_overlapped (t = 0) are hits, e_separated a miss, e_failed (its iteration limits) counted
// apart. Compiled only when CMake finds Box2D (HITMASK_BENCH_BOX2D); otherwise available() is
// false and make() returns null.
#pragma once

#include <cstddef>
#include <memory>

#include "peer_columns.hpp"

namespace toi_peer {

using peer_columns::motions;

/// What one pass found.
struct counts {
    std::size_t hits = 0;
    std::size_t failed = 0; ///< e_failed or e_unknown: neither hit nor miss
};

bool available();
struct shape;
/// The convex polygon of `count` counter-clockwise vertices.
std::shared_ptr<const shape> make(const float* x, const float* y, std::size_t count);
/// b2TimeOfImpact for every element: fractions[i] = t for a hit, +inf otherwise.
counts sweep(const shape& s, const motions& m, float* fractions);

} // namespace toi_peer
