// Bullet 3's world ray test as a peer of hitmask's raycast_closest over spheres: see
// ray_peers.hpp.
#include "ray_peers.hpp"

#if HITMASK_BENCH_BULLET
#include <btBulletCollisionCommon.h>

#include <vector>

namespace ray_peer::bullet {

struct world {
    // declared in the order they are needed: the world, destroyed first, still uses the rest
    btDefaultCollisionConfiguration config;
    btCollisionDispatcher dispatcher{&config};
    btDbvtBroadphase broadphase;
    std::vector<std::unique_ptr<btSphereShape>> shapes;
    std::vector<std::unique_ptr<btCollisionObject>> objects;
    btCollisionWorld w{&dispatcher, &broadphase, &config};
};

bool available() { return true; }

std::shared_ptr<world> build(const balls& b)
{
    auto out = std::make_shared<world>();
    for (std::size_t i = 0; i < b.n; ++i) {
        out->shapes.push_back(std::make_unique<btSphereShape>(b.r[i]));
        auto o = std::make_unique<btCollisionObject>();
        o->setCollisionShape(out->shapes.back().get());
        o->setWorldTransform(btTransform(btQuaternion::getIdentity(), btVector3(b.x[i], b.y[i], b.z[i])));
        o->setCollisionFlags(btCollisionObject::CF_STATIC_OBJECT); // static-static pairs are filtered out
        o->setUserIndex(static_cast<int>(i));
        out->w.addCollisionObject(o.get());
        out->objects.push_back(std::move(o));
    }
    // a few frames move the unmoved proxies into the broadphase's fixed tree, then it is rebuilt
    // top-down, as after loading a level (the sets bench's Bullet peer does the same)
    for (int frame = 0; frame < 3; ++frame)
        out->w.performDiscreteCollisionDetection();
    out->broadphase.optimize();
    return out;
}

first_hit cast(world& w, const segment3& s)
{
    const btVector3 from(s.x1, s.y1, s.z1), to(s.x2, s.y2, s.z2);
    btCollisionWorld::ClosestRayResultCallback cb(from, to);
    w.w.rayTest(from, to, cb);
    if (!cb.hasHit()) return {w.objects.size(), 1.f};
    return {static_cast<std::size_t>(cb.m_collisionObject->getUserIndex()), cb.m_closestHitFraction};
}

} // namespace ray_peer::bullet

#else

namespace ray_peer::bullet {
struct world {};
bool available() { return false; }
std::shared_ptr<world> build(const balls&) { return nullptr; }
first_hit cast(world&, const segment3&) { return {0, 0.f}; }
} // namespace ray_peer::bullet

#endif
