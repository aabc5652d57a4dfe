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
// Bullet 3 (bullet_broadphase_peer.cpp), for the 3D rows: a btDbvtBroadphase holding a proxy per
// sphere of the set and per element (their boxes padded by 0.02, Bullet's contact breaking
// threshold, as btCollisionWorld pads them), filter groups so that only element-shape pairs
// enter its pair cache, then the exact test in float, as hitmask defines it
// ((q-c)·(q-c) <= (R + r)²), on each pair of the cache. Used as Bullet users use it, in one of
// two ways: `rebuilt`, an empty broadphase filled each frame (every proxy created, the pairs
// computed and tested, every pair and proxy removed again), or `moved`, a broadphase kept from
// frame to frame whose elements all move each frame (setAabb on every element, then
// calculateOverlappingPairs); the spheres of the set stay put, in Bullet's fixed tree. And as
// the 2D peers are used, `queried`: a broadphase kept with a proxy per sphere of the set only,
// and per element an aabbTest with the element's box, the exact test in its callback.
//
// Each is compiled only when CMake finds the library (HITMASK_BENCH_BOX2D,
// HITMASK_BENCH_CHIPMUNK, HITMASK_BENCH_BULLET); otherwise its available() is false and its
// rows are skipped.
// Neither sorts its pairs: a tree or a hash hands out the candidates of one element in its own
// order, and hitmask's sort by element, then shape is extra work the peers are spared.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include <hitmask/shape_set.hpp>

#include "peers/peer_columns.hpp"

namespace sets_peer {

/// Circles (the shapes) or elements: r == nullptr means points.
using peer_columns::discs;

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

/// 3D spheres as columns (the set's spheres, or the elements).
using peer_columns::balls;

namespace bullet {
enum class use { rebuilt, moved, queried };
bool available();
struct broadphase; ///< the btDbvtBroadphase, its proxies and the spheres they stand for
/// `moved`: the proxies are made once here, the elements at `elsewhere` (the same elements
/// shifted), so that the first pairs() call moves them to `elements`, the next back to
/// `elsewhere`, and so on; `queried`: the spheres' proxies are made once here; `rebuilt` makes
/// none here. Only `moved` reads `elsewhere`. The columns must outlive the result.
std::shared_ptr<broadphase> build(use how, const balls& spheres, const balls& elements, const balls& elsewhere);
/// One frame: clears `out`, then appends every (element, sphere) that hits; returns how many.
std::size_t pairs(broadphase& b, std::vector<hitmask::hit_pair>& out);
} // namespace bullet

} // namespace sets_peer
