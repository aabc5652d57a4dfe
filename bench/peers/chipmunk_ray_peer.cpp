// Chipmunk2D 7's segment query as a peer of hitmask's raycast_closest: see ray_peers.hpp.
#include "ray_peers.hpp"

#if HITMASK_BENCH_CHIPMUNK
#include <chipmunk/chipmunk.h>

#include <cstdint>
#include <vector>

namespace ray_peer::chipmunk {

struct space {
    cpSpace* handle = cpSpaceNew();
    std::vector<cpShape*> shapes;
    space() = default;
    space(const space&) = delete;
    space& operator=(const space&) = delete;
    ~space()
    {
        cpSpaceFree(handle); // frees the space's indexes and its static body, not the shapes
        for (cpShape* s : shapes)
            cpShapeFree(s);
    }
};

bool available() { return true; }

namespace {

/// `s`, a shape on the space's static body, as element i (its index as user data).
void add_shape(space& out, cpShape* s, std::size_t i)
{
    cpShapeSetUserData(s, reinterpret_cast<cpDataPointer>(static_cast<std::uintptr_t>(i)));
    cpSpaceAddShape(out.handle, s); // a static body's shape goes into the static tree
    out.shapes.push_back(s);
}

} // namespace

std::shared_ptr<const space> build(const discs& d)
{
    auto out = std::make_shared<space>();
    cpBody* ground = cpSpaceGetStaticBody(out->handle);
    out->shapes.reserve(d.n);
    for (std::size_t i = 0; i < d.n; ++i)
        add_shape(*out, cpCircleShapeNew(ground, d.r[i], cpv(d.x[i], d.y[i])), i);
    return out;
}

std::shared_ptr<const space> build(const boxes& b)
{
    auto out = std::make_shared<space>();
    cpBody* ground = cpSpaceGetStaticBody(out->handle);
    out->shapes.reserve(b.n);
    for (std::size_t i = 0; i < b.n; ++i) {
        const cpBB box = cpBBNew(b.cx[i] - b.hx[i], b.cy[i] - b.hy[i], b.cx[i] + b.hx[i], b.cy[i] + b.hy[i]);
        add_shape(*out, cpBoxShapeNew2(ground, box, 0), i);
    }
    return out;
}

first_hit cast(const space& sp, const segment& seg)
{
    cpSegmentQueryInfo info;
    const cpShape* s = cpSpaceSegmentQueryFirst(sp.handle, cpv(seg.x1, seg.y1), cpv(seg.x2, seg.y2), 0,
                                                CP_SHAPE_FILTER_ALL, &info);
    if (!s) return {sp.shapes.size(), 1.f};
    return {static_cast<std::size_t>(reinterpret_cast<std::uintptr_t>(cpShapeGetUserData(s))),
            static_cast<float>(info.alpha)};
}

} // namespace ray_peer::chipmunk

#else

namespace ray_peer::chipmunk {
struct space {};
bool available() { return false; }
std::shared_ptr<const space> build(const discs&) { return nullptr; }
std::shared_ptr<const space> build(const boxes&) { return nullptr; }
first_hit cast(const space&, const segment&) { return {0, 0.f}; }
} // namespace ray_peer::chipmunk

#endif
