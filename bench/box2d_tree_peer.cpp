// Box2D 2.4's b2DynamicTree as a peer of hitmask's shape sets: see sets_peers.hpp.
#include "sets_peers.hpp"

#if HITMASK_BENCH_BOX2D

#include <box2d/box2d.h>

#include <cstdint>

namespace sets_peer::box2d {

struct tree {
    b2DynamicTree proxies;
    std::vector<b2CircleShape> circles; ///< centred at m_p, tested with the identity transform
};

bool available()
{
    return true;
}

std::shared_ptr<const tree> build(const discs& c)
{
    auto t = std::make_shared<tree>();
    t->circles.resize(c.n);
    for (std::size_t j = 0; j < c.n; ++j) {
        b2CircleShape& s = t->circles[j];
        s.m_p.Set(c.x[j], c.y[j]);
        s.m_radius = c.r[j];
        b2AABB box;
        box.lowerBound.Set(c.x[j] - c.r[j], c.y[j] - c.r[j]);
        box.upperBound.Set(c.x[j] + c.r[j], c.y[j] + c.r[j]);
        // the tree fattens each box by b2_aabbExtension, which also covers float rounding
        t->proxies.CreateProxy(box, reinterpret_cast<void*>(static_cast<std::uintptr_t>(j)));
    }
    return t;
}

namespace {

/// The tree calls QueryCallback for each proxy whose fat box overlaps the element's box.
struct collector {
    const tree* t;
    std::vector<hitmask::hit_pair>* out;
    b2Transform identity;
    b2Vec2 point;
    const b2CircleShape* bullet; ///< null for points
    std::uint32_t element;

    bool QueryCallback(std::int32_t proxy)
    {
        const auto j = static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(t->proxies.GetUserData(proxy)));
        const b2CircleShape& c = t->circles[j];
        const bool hit = bullet ? b2TestOverlap(bullet, 0, &c, 0, identity, identity) : c.TestPoint(identity, point);
        if (hit) out->push_back({element, j});
        return true; // keep going: every candidate
    }
};

} // namespace

std::size_t pairs(const tree& t, const discs& e, std::vector<hitmask::hit_pair>& out)
{
    out.clear();
    collector c{&t, &out, b2Transform(), b2Vec2(), nullptr, 0};
    c.identity.SetIdentity();
    b2CircleShape bullet;
    if (e.r) c.bullet = &bullet;
    for (std::size_t i = 0; i < e.n; ++i) {
        const float r = e.r ? e.r[i] : 0.f;
        c.point.Set(e.x[i], e.y[i]);
        c.element = static_cast<std::uint32_t>(i);
        bullet.m_p = c.point;
        bullet.m_radius = r;
        b2AABB box;
        box.lowerBound.Set(e.x[i] - r, e.y[i] - r);
        box.upperBound.Set(e.x[i] + r, e.y[i] + r);
        t.proxies.Query(&c, box);
    }
    return out.size();
}

} // namespace sets_peer::box2d

#else

namespace sets_peer::box2d {
struct tree {};
bool available()
{
    return false;
}
std::shared_ptr<const tree> build(const discs&)
{
    return nullptr;
}
std::size_t pairs(const tree&, const discs&, std::vector<hitmask::hit_pair>& out)
{
    out.clear();
    return 0;
}
} // namespace sets_peer::box2d

#endif
