// Peers for many shapes at once (issue 8): the broad phases a game programmer reaches for
// instead of hitmask's shape sets, each given circles built once outside the timing and asked
// for every (element, circle) pair that hits, collected into a vector as hitmask's `pairs` is.
//
// Box2D 2.4 (box2d_tree_peer.cpp): a b2DynamicTree with a proxy per circle; per element a tree
// query with the element's AABB (a point's is the point itself), then the exact test on each
// candidate: b2CircleShape::TestPoint for points, b2TestOverlap (GJK distance) for round bullets.
// Chipmunk2D 7 (chipmunk_peer.cpp): a cpSpaceHash or a cpBBTree over the circles' bounding
// boxes; per element cpSpatialIndexQuery with a callback doing the exact test in float, as
// hitmask defines it ((p-c)·(p-c) <= r², or <= (R + r)² for a round bullet).
//
// Each is compiled only when CMake finds the library (HITMASK_BENCH_BOX2D,
// HITMASK_BENCH_CHIPMUNK); otherwise its available() is false and its rows are skipped.
// Neither sorts its pairs: a tree or a hash hands out the candidates of one element in its own
// order, and hitmask's sort by element, then shape is extra work the peers are spared.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include <hitmask/shape_set.hpp>

namespace sets_peer {

/// Circles (the shapes) or elements: r == nullptr means points.
struct discs {
    const float* x;
    const float* y;
    const float* r;
    std::size_t n;
};

namespace box2d {
bool available();
struct tree; ///< the b2DynamicTree and one b2CircleShape per circle
std::shared_ptr<const tree> build(const discs& circles);
/// Clears `out`, then appends every (element, circle) that hits; returns how many.
std::size_t pairs(const tree& t, const discs& elements, std::vector<hitmask::hit_pair>& out);
} // namespace box2d

namespace chipmunk {
enum class kind { space_hash, bb_tree };
bool available();
struct index; ///< the cpSpatialIndex and the circles it holds
std::shared_ptr<const index> build(kind k, const discs& circles);
/// Clears `out`, then appends every (element, circle) that hits; returns how many.
std::size_t pairs(const index& ix, const discs& elements, std::vector<hitmask::hit_pair>& out);
} // namespace chipmunk

} // namespace sets_peer
