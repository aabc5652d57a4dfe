// Box2D 2.4's world ray cast as a peer of hitmask's raycast_closest: see ray_peers.hpp.
#include "ray_peers.hpp"

#if HITMASK_BENCH_BOX2D
#include <box2d/box2d.h>

#include <cstdint>
#include <vector>

namespace ray_peer::box2d {

struct world {
    b2World w{b2Vec2(0, 0)};
    std::vector<b2Body*> bodies;
    discs at; ///< where the bodies were built; move_to() offsets from here
};

namespace {

/// Box2D's closest-hit callback: returning the fraction clips the segment there, so the tree
/// reports only fixtures at most that far; an equal fraction keeps the lower index, as
/// hitmask's ties do.
struct nearest : b2RayCastCallback {
    first_hit best;
    explicit nearest(std::size_t n) : best{n, 1.f} {}
    float ReportFixture(b2Fixture* fixture, const b2Vec2&, const b2Vec2&, float fraction) override
    {
        const std::size_t i = fixture->GetUserData().pointer;
        if (fraction < best.fraction || (fraction == best.fraction && i < best.index)) best = {i, fraction};
        return fraction;
    }
};

} // namespace

bool available() { return true; }

namespace {

/// Body i at (x, y) of type `type`, with `shape` as its fixture, its index as user data.
void add_body(world& out, b2BodyType type, std::size_t i, float x, float y, const b2Shape& shape)
{
    b2BodyDef body;
    body.type = type;
    body.position.Set(x, y);
    b2FixtureDef fixture;
    fixture.shape = &shape;
    fixture.userData.pointer = static_cast<std::uintptr_t>(i);
    b2Body* b = out.w.CreateBody(&body);
    b->CreateFixture(&fixture);
    out.bodies.push_back(b);
}

} // namespace

std::shared_ptr<world> build(kind k, const discs& d)
{
    auto out = std::make_shared<world>();
    out->at = d;
    out->bodies.reserve(d.n);
    b2CircleShape circle;
    for (std::size_t i = 0; i < d.n; ++i) {
        circle.m_radius = d.r[i];
        add_body(*out, k == kind::fixed ? b2_staticBody : b2_kinematicBody, i, d.x[i], d.y[i], circle);
    }
    // The tree is complete once the fixtures exist: a fixed world is queried as it is. A moving
    // world's first frame finds the creations' pairs, so that no timed frame does.
    if (k == kind::moving) out->w.Step(0.f, 8, 3);
    return out;
}

std::shared_ptr<world> build(const boxes& b)
{
    auto out = std::make_shared<world>();
    out->bodies.reserve(b.n);
    b2PolygonShape box;
    for (std::size_t i = 0; i < b.n; ++i) {
        box.SetAsBox(b.hx[i], b.hy[i]);
        add_body(*out, b2_staticBody, i, b.cx[i], b.cy[i], box);
    }
    return out;
}

first_hit cast(const world& w, const segment& s)
{
    nearest cb(w.bodies.size());
    w.w.RayCast(&cb, b2Vec2(s.x1, s.y1), b2Vec2(s.x2, s.y2));
    return cb.best;
}

void move_to(world& w, float dx, float dy)
{
    const discs& d = w.at;
    for (std::size_t i = 0; i < d.n; ++i)
        w.bodies[i]->SetTransform(b2Vec2(d.x[i] + dx, d.y[i] + dy), 0.f);
}

void step(world& w)
{
    w.w.Step(0.f, 8, 3);
}

} // namespace ray_peer::box2d

#else

namespace ray_peer::box2d {
struct world {};
bool available() { return false; }
std::shared_ptr<world> build(kind, const discs&) { return nullptr; }
std::shared_ptr<world> build(const boxes&) { return nullptr; }
first_hit cast(const world&, const segment&) { return {0, 0.f}; }
void move_to(world&, float, float) {}
void step(world&) {}
} // namespace ray_peer::box2d

#endif
