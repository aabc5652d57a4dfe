// Box2D 2.4's b2TimeOfImpact as a peer of hitmask's sweep: see toi_peer.hpp.
#include "toi_peer.hpp"

#include <limits>

#if HITMASK_BENCH_BOX2D
#include <box2d/box2d.h>
#include <box2d/b2_time_of_impact.h>

namespace toi_peer {

struct shape {
    b2PolygonShape polygon;
};

bool available() { return true; }

std::shared_ptr<const shape> make(const float* x, const float* y, std::size_t count)
{
    auto out = std::make_shared<shape>();
    b2Vec2 v[b2_maxPolygonVertices];
    for (std::size_t i = 0; i < count && i < b2_maxPolygonVertices; ++i)
        v[i].Set(x[i], y[i]);
    out->polygon.Set(v, static_cast<int32>(count));
    out->polygon.m_radius = 0.f; // no skin: the polygon as given
    return out;
}

counts sweep(const shape& s, const motions& m, float* fractions)
{
    b2TOIInput in;
    in.proxyB.Set(&s.polygon, 0);
    in.sweepB.localCenter.SetZero();
    in.sweepB.c0.SetZero();
    in.sweepB.c.SetZero();
    in.sweepB.a0 = in.sweepB.a = 0.f;
    in.sweepB.alpha0 = 0.f;
    in.sweepA = in.sweepB;
    in.tMax = 1.f;
    b2CircleShape element; // a bullet is a shape of its own, at its body's origin
    counts c;
    for (std::size_t i = 0; i < m.n; ++i) {
        element.m_radius = m.r != nullptr ? m.r[i] : 0.f;
        in.proxyA.Set(&element, 0);
        in.sweepA.c0.Set(m.x0[i], m.y0[i]);
        in.sweepA.c.Set(m.x1[i], m.y1[i]);
        b2TOIOutput out;
        b2TimeOfImpact(&out, &in);
        const bool hit = out.state == b2TOIOutput::e_touching || out.state == b2TOIOutput::e_overlapped;
        c.hits += hit;
        c.failed += out.state == b2TOIOutput::e_failed || out.state == b2TOIOutput::e_unknown;
        fractions[i] = hit ? out.t : std::numeric_limits<float>::infinity();
    }
    return c;
}

} // namespace toi_peer

#else

namespace toi_peer {
struct shape {};
bool available() { return false; }
std::shared_ptr<const shape> make(const float*, const float*, std::size_t) { return nullptr; }
counts sweep(const shape&, const motions&, float*) { return {}; }
} // namespace toi_peer

#endif
