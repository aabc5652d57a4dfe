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
    std::vector<std::unique_ptr<btCollisionShape>> shapes;
    std::vector<std::unique_ptr<btCollisionObject>> objects;
    btCollisionWorld w{&dispatcher, &broadphase, &config};
};

bool available() { return true; }

namespace {

/// A static object at (x, y, z) with `shape` (the world keeps it), element i.
void add_object(world& out, std::unique_ptr<btCollisionShape> shape, std::size_t i, float x, float y, float z)
{
    auto o = std::make_unique<btCollisionObject>();
    o->setCollisionShape(shape.get());
    o->setWorldTransform(btTransform(btQuaternion::getIdentity(), btVector3(x, y, z)));
    o->setCollisionFlags(btCollisionObject::CF_STATIC_OBJECT); // static-static pairs are filtered out
    o->setUserIndex(static_cast<int>(i));
    out.w.addCollisionObject(o.get());
    out.shapes.push_back(std::move(shape));
    out.objects.push_back(std::move(o));
}

/// A few frames move the unmoved proxies into the broadphase's fixed tree, then it is rebuilt
/// top-down, as after loading a level (the sets bench's Bullet peer does the same).
void settle(world& out)
{
    for (int frame = 0; frame < 3; ++frame)
        out.w.performDiscreteCollisionDetection();
    out.broadphase.optimize();
}

} // namespace

std::shared_ptr<world> build(const balls& b)
{
    auto out = std::make_shared<world>();
    for (std::size_t i = 0; i < b.n; ++i)
        add_object(*out, std::make_unique<btSphereShape>(b.r[i]), i, b.x[i], b.y[i], b.z[i]);
    settle(*out);
    return out;
}

std::shared_ptr<world> build(const boxes3& b)
{
    auto out = std::make_shared<world>();
    for (std::size_t i = 0; i < b.n; ++i)
        add_object(*out, std::make_unique<btBoxShape>(btVector3(b.hx[i], b.hy[i], b.hz[i])), i, b.cx[i], b.cy[i],
                   b.cz[i]);
    settle(*out);
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
std::shared_ptr<world> build(const boxes3&) { return nullptr; }
first_hit cast(world&, const segment3&) { return {0, 0.f}; }
} // namespace ray_peer::bullet

#endif
