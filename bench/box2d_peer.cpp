// Box2D 2.4 peer: see box2d_peer.hpp.
#include "box2d_peer.hpp"

#if HITMASK_BENCH_BOX2D

#include <box2d/box2d.h>

#include <cmath>
#include <vector>

namespace box2d_peer {

struct shapes {
    std::vector<b2PolygonShape> boxes;
    std::vector<b2EdgeShape> edges;
    std::vector<b2CircleShape> discs;
};

struct target {
    b2PolygonShape polygon;
};

bool available()
{
    return true;
}

std::shared_ptr<const shapes> make_boxes(const float* cx, const float* cy, const float* ux, const float* uy,
                                         const float* hx, const float* hy, std::size_t n)
{
    auto s = std::make_shared<shapes>();
    s->boxes.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        s->boxes[i].SetAsBox(hx[i], hy[i], b2Vec2(cx[i], cy[i]), std::atan2(uy[i], ux[i]));
        s->boxes[i].m_radius = 0.f; // no skin: the exact box
    }
    return s;
}

std::shared_ptr<const shapes> make_capsules(const float* x0, const float* y0, const float* x1, const float* y1,
                                            const float* r, std::size_t n)
{
    auto s = std::make_shared<shapes>();
    s->edges.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        s->edges[i].SetTwoSided(b2Vec2(x0[i], y0[i]), b2Vec2(x1[i], y1[i]));
        s->edges[i].m_radius = r[i];
    }
    return s;
}

std::shared_ptr<const shapes> make_discs(const float* x, const float* y, const float* r, std::size_t n)
{
    auto s = std::make_shared<shapes>();
    s->discs.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        s->discs[i].m_p.Set(x[i], y[i]);
        s->discs[i].m_radius = r[i];
    }
    return s;
}

std::shared_ptr<const target> make_polygon(const float* x, const float* y, std::size_t count)
{
    auto t = std::make_shared<target>();
    b2Vec2 v[b2_maxPolygonVertices];
    for (std::size_t i = 0; i < count && i < b2_maxPolygonVertices; ++i)
        v[i].Set(x[i], y[i]);
    t->polygon.Set(v, static_cast<int32>(count < b2_maxPolygonVertices ? count : b2_maxPolygonVertices));
    t->polygon.m_radius = 0.f; // no skin: the exact polygon
    return t;
}

namespace {
template <class Shape, class Player>
void overlap_all(const std::vector<Shape>& bullets, const Player& player, const b2Transform& at,
                 std::uint64_t* out)
{
    b2Transform identity;
    identity.SetIdentity();
    std::uint64_t word = 0;
    const std::size_t n = bullets.size();
    for (std::size_t i = 0; i < n; ++i) {
        word |= static_cast<std::uint64_t>(b2TestOverlap(&player, 0, &bullets[i], 0, at, identity)) << (i & 63);
        if ((i & 63) == 63) {
            out[i / 64] = word;
            word = 0;
        }
    }
    if (n & 63) out[n / 64] = word;
}
} // namespace

void overlap(const shapes& s, float px, float py, float pr, std::uint64_t* out)
{
    b2CircleShape player;
    player.m_p.SetZero();
    player.m_radius = pr;
    const b2Transform at(b2Vec2(px, py), b2Rot(0.f));
    if (!s.boxes.empty())
        overlap_all(s.boxes, player, at, out);
    else if (!s.discs.empty())
        overlap_all(s.discs, player, at, out);
    else
        overlap_all(s.edges, player, at, out);
}

void overlap(const shapes& s, const target& t, std::uint64_t* out)
{
    b2Transform identity;
    identity.SetIdentity();
    if (!s.boxes.empty())
        overlap_all(s.boxes, t.polygon, identity, out);
    else if (!s.discs.empty())
        overlap_all(s.discs, t.polygon, identity, out);
    else
        overlap_all(s.edges, t.polygon, identity, out);
}

} // namespace box2d_peer

#else

namespace box2d_peer {

struct shapes {};

bool available()
{
    return false;
}
std::shared_ptr<const shapes> make_boxes(const float*, const float*, const float*, const float*, const float*,
                                         const float*, std::size_t)
{
    return nullptr;
}
std::shared_ptr<const shapes> make_capsules(const float*, const float*, const float*, const float*, const float*,
                                            std::size_t)
{
    return nullptr;
}
void overlap(const shapes&, float, float, float, std::uint64_t*) {}
struct target {};
std::shared_ptr<const shapes> make_discs(const float*, const float*, const float*, std::size_t)
{
    return nullptr;
}
std::shared_ptr<const target> make_polygon(const float*, const float*, std::size_t)
{
    return nullptr;
}
void overlap(const shapes&, const target&, std::uint64_t*) {}

} // namespace box2d_peer

#endif
