// Box2D 2.4 as a point-query peer (physics_point_peers.hpp): b2Shape::TestPoint per element
// under the identity transform. Box2D has no capsule shape (an edge's TestPoint is always
// false), so that row is absent.
#include "physics_point_peers.hpp"

#if HITMASK_BENCH_BOX2D
#include <box2d/box2d.h>

#include <vector>

namespace point_peer {

struct shape {
    b2CircleShape circle;
    b2PolygonShape polygon;
    const b2Shape* active = nullptr;
};

namespace box2d {

bool available() { return true; }

std::shared_ptr<const shape> circle(float cx, float cy, float r)
{
    auto s = std::make_shared<shape>();
    s->circle.m_p.Set(cx, cy);
    s->circle.m_radius = r;
    s->active = &s->circle;
    return s;
}

std::shared_ptr<const shape> obb(float cx, float cy, float hx, float hy, float angle)
{
    auto s = std::make_shared<shape>();
    s->polygon.SetAsBox(hx, hy, b2Vec2(cx, cy), angle);
    s->active = &s->polygon;
    return s;
}

std::shared_ptr<const shape> aabb(float x0, float y0, float x1, float y1)
{
    return obb(0.5f * (x0 + x1), 0.5f * (y0 + y1), 0.5f * (x1 - x0), 0.5f * (y1 - y0), 0.f);
}

std::shared_ptr<const shape> convex(const float* vx, const float* vy, std::size_t count)
{
    if (count > b2_maxPolygonVertices) return nullptr;
    std::vector<b2Vec2> v;
    for (std::size_t i = 0; i < count; ++i)
        v.emplace_back(vx[i], vy[i]);
    auto s = std::make_shared<shape>();
    s->polygon.Set(v.data(), static_cast<int32>(count));
    s->active = &s->polygon;
    return s;
}

std::shared_ptr<const shape> capsule(float, float, float, float, float) { return nullptr; }

void test(const shape& s, const float* x, const float* y, std::size_t n, std::uint8_t* out)
{
    const b2Transform identity(b2Vec2(0, 0), b2Rot(0));
    for (std::size_t i = 0; i < n; ++i)
        out[i] = s.active->TestPoint(identity, b2Vec2(x[i], y[i]));
}

} // namespace box2d
} // namespace point_peer

#else

HITMASK_DEFINE_MISSING_POINT_PEER(box2d)

#endif
