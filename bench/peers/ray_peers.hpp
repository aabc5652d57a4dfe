// Peers of hitmask's ray casts: the closest-hit ray query of the physics engine a game already
// links, over the same bullets, each engine with its own tree built once outside the timing.
//   Box2D 2.4 (box2d_ray_peer.cpp): a b2World with one body per disc (a b2CircleShape fixture,
//     its index as user data), b2World::RayCast with a b2RayCastCallback that keeps the nearest
//     fixture and returns its fraction (Box2D's closest-hit idiom: the tree clips the segment).
//     A world is `fixed` (static bodies, never moved) or `moving` (kinematic bodies that
//     move_to() puts somewhere else with b2Body::SetTransform, which moves the proxy in the
//     broad phase's tree; step() is b2World::Step(0, ...), which finds the moved proxies' pairs).
//   Chipmunk2D 7 (chipmunk_ray_peer.cpp): a cpSpace with a circle shape per disc on the static
//     body (Chipmunk's static bounding-box tree), cpSpaceSegmentQueryFirst with radius 0.
//   Bullet 3 (bullet_ray_peer.cpp): a btCollisionWorld (btDbvtBroadphase) with a static
//     btCollisionObject per sphere (a btSphereShape each), btCollisionWorld::rayTest with a
//     ClosestRayResultCallback.
// The same worlds hold walls for sweep_first's sight lines (sweep_bench.cpp): axis-aligned boxes
// as static bodies with a b2PolygonShape box each (Box2D), static cpBoxShapeNew2 shapes of
// radius 0 (Chipmunk), static objects with a btBoxShape each (Bullet); cast() is the same query.
// The engines take segments, not unbounded rays: an unbounded ray is given as a segment longer
// than the field. Each is compiled only when CMake finds the library (HITMASK_BENCH_BOX2D,
// HITMASK_BENCH_CHIPMUNK, HITMASK_BENCH_BULLET); otherwise available() is false, build() returns
// null and the rows are skipped.
#pragma once

#include <cstddef>
#include <cstdio>
#include <memory>
#include <utility>

#include "peer_columns.hpp"

namespace ray_peer {

using peer_columns::balls;
using peer_columns::boxes;
using peer_columns::boxes3;
using peer_columns::discs;
struct segment {
    float x1, y1, x2, y2;
};
struct segment3 {
    float x1, y1, z1, x2, y2, z2;
};

/// The element the segment meets first (n when none) and the fraction of the segment there.
struct first_hit {
    std::size_t index;
    float fraction;
};

namespace box2d {
enum class kind { fixed, moving };
bool available();
struct world;
std::shared_ptr<world> build(kind k, const discs& d);
/// Static bodies, box i a b2PolygonShape (SetAsBox) on body i.
std::shared_ptr<world> build(const boxes& b);
first_hit cast(const world& w, const segment& s);
/// SetTransform on every body: disc i to (x[i] + dx, y[i] + dy).
void move_to(world& w, float dx, float dy);
/// b2World::Step(0, 8, 3): no integration, only the broad phase's pairs of the moved proxies.
void step(world& w);
} // namespace box2d

namespace chipmunk {
bool available();
struct space;
std::shared_ptr<const space> build(const discs& d);
std::shared_ptr<const space> build(const boxes& b);
first_hit cast(const space& s, const segment& seg);
} // namespace chipmunk

namespace bullet {
bool available();
struct world;
std::shared_ptr<world> build(const balls& b);
std::shared_ptr<world> build(const boxes3& b);
first_hit cast(world& w, const segment3& s);
} // namespace bullet

/// Says which engines were not found when the program was built: their rows are skipped.
inline void say_missing_engines()
{
    for (const auto& [engine, here] : {std::pair{"Box2D (libbox2d-dev)", box2d::available()},
                                       {"Chipmunk2D (libchipmunk-dev)", chipmunk::available()},
                                       {"Bullet (libbullet-dev)", bullet::available()}})
        if (!here) std::printf("%s was not found when this program was built: its rows are skipped\n", engine);
}

} // namespace ray_peer
