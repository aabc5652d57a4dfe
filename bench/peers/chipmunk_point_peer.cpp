// Chipmunk2D 7 as a point-query peer (physics_point_peers.hpp): cpShapePointQuery per element
// on shapes of a static body; a point hits when its signed distance is <= 0. A segment shape
// with a radius is Chipmunk's capsule.
#include "physics_point_peers.hpp"

#if HITMASK_BENCH_CHIPMUNK
#include <chipmunk/chipmunk.h>

#include <cmath>
#include <vector>

namespace point_peer {

struct shape {
    cpBody* body = nullptr;
    cpShape* handle = nullptr;
    shape() : body(cpBodyNewStatic()) {}
    shape(const shape&) = delete;
    shape& operator=(const shape&) = delete;
    ~shape()
    {
        if (handle) cpShapeFree(handle);
        cpBodyFree(body);
    }
};

namespace chipmunk {

namespace {
std::shared_ptr<const shape> finish(const std::shared_ptr<shape>& s)
{
    cpShapeCacheBB(s->handle); // computes the shape's world-space geometry for the queries
    return s;
}
} // namespace

bool available() { return true; }

std::shared_ptr<const shape> circle(float cx, float cy, float r)
{
    auto s = std::make_shared<shape>();
    s->handle = cpCircleShapeNew(s->body, r, cpv(cx, cy));
    return finish(s);
}

std::shared_ptr<const shape> aabb(float x0, float y0, float x1, float y1)
{
    auto s = std::make_shared<shape>();
    s->handle = cpBoxShapeNew2(s->body, cpBBNew(x0, y0, x1, y1), 0);
    return finish(s);
}

std::shared_ptr<const shape> convex(const float* vx, const float* vy, std::size_t count)
{
    std::vector<cpVect> v;
    for (std::size_t i = 0; i < count; ++i)
        v.push_back(cpv(vx[i], vy[i]));
    auto s = std::make_shared<shape>();
    s->handle = cpPolyShapeNewRaw(s->body, static_cast<int>(count), v.data(), 0);
    return finish(s);
}

std::shared_ptr<const shape> obb(float cx, float cy, float hx, float hy, float angle)
{
    const double c = std::cos(static_cast<double>(angle)), sn = std::sin(static_cast<double>(angle));
    float vx[4], vy[4];
    const float corner[4][2] = {{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}};
    for (int i = 0; i < 4; ++i) {
        vx[i] = static_cast<float>(cx + c * corner[i][0] - sn * corner[i][1]);
        vy[i] = static_cast<float>(cy + sn * corner[i][0] + c * corner[i][1]);
    }
    return convex(vx, vy, 4);
}

std::shared_ptr<const shape> capsule(float ax, float ay, float bx, float by, float r)
{
    auto s = std::make_shared<shape>();
    s->handle = cpSegmentShapeNew(s->body, cpv(ax, ay), cpv(bx, by), r);
    return finish(s);
}

void test(const shape& s, const float* x, const float* y, std::size_t n, std::uint8_t* out)
{
    cpPointQueryInfo info;
    for (std::size_t i = 0; i < n; ++i)
        out[i] = cpShapePointQuery(s.handle, cpv(x[i], y[i]), &info) <= 0;
}

} // namespace chipmunk
} // namespace point_peer

#else

HITMASK_DEFINE_MISSING_POINT_PEER(chipmunk)

#endif
