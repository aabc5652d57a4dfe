// Peers: the point query of a 2D physics engine, called per element, as a game that already
// links one would test bullets against a shape: Box2D 2.4's b2Shape::TestPoint and Chipmunk2D
// 7's cpShapePointQuery (hit when the signed distance is <= 0). Each lives in its own
// translation unit, built with the project's flags; without the library installed its rows
// are skipped (available() is false).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace point_peer {

/// A shape of one engine; opaque so the benchmark does not include the engines' headers.
struct shape;

#define HITMASK_DECLARE_POINT_PEER(engine)                                                                    \
    namespace engine {                                                                                        \
    bool available();                                                                                         \
    std::shared_ptr<const shape> circle(float cx, float cy, float r);                                         \
    std::shared_ptr<const shape> aabb(float x0, float y0, float x1, float y1);                                 \
    /** Counter-clockwise vertices. */                                                                        \
    std::shared_ptr<const shape> convex(const float* vx, const float* vy, std::size_t count);                 \
    /** Centre, half extents, rotation in radians. */                                                         \
    std::shared_ptr<const shape> obb(float cx, float cy, float hx, float hy, float angle);                    \
    /** A segment with a radius; nullptr when the engine has no such shape. */                               \
    std::shared_ptr<const shape> capsule(float ax, float ay, float bx, float by, float r);                    \
    void test(const shape& s, const float* x, const float* y, std::size_t n, std::uint8_t* out);             \
    }

HITMASK_DECLARE_POINT_PEER(box2d)
HITMASK_DECLARE_POINT_PEER(chipmunk)

#undef HITMASK_DECLARE_POINT_PEER

/// The peer of an engine that is not installed: no shapes, so its rows are skipped.
#define HITMASK_DEFINE_MISSING_POINT_PEER(engine)                                                             \
    namespace point_peer::engine {                                                                            \
    bool available() { return false; }                                                                        \
    std::shared_ptr<const shape> circle(float, float, float) { return nullptr; }                              \
    std::shared_ptr<const shape> aabb(float, float, float, float) { return nullptr; }                         \
    std::shared_ptr<const shape> convex(const float*, const float*, std::size_t) { return nullptr; }          \
    std::shared_ptr<const shape> obb(float, float, float, float, float) { return nullptr; }                   \
    std::shared_ptr<const shape> capsule(float, float, float, float, float) { return nullptr; }               \
    void test(const shape&, const float*, const float*, std::size_t, std::uint8_t*) {}                        \
    }

} // namespace point_peer
