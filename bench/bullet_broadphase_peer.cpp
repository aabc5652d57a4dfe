// Bullet 3's btDbvtBroadphase as a peer of hitmask's 3D shape sets: see sets_peers.hpp. The
// project's IEEE flags (-ffp-contract=off) make the exact test round as hitmask's.
#include "sets_peers.hpp"

#if HITMASK_BENCH_BULLET

#include <BulletCollision/BroadphaseCollision/btDbvtBroadphase.h>
#include <BulletCollision/BroadphaseCollision/btOverlappingPairCache.h>

#include <cstdint>
#include <utility>

namespace sets_peer::bullet {

namespace {

// Filter groups: an element's proxy pairs with a sphere's only (btHashedOverlappingPairCache
// refuses a pair whose groups and masks do not match both ways).
constexpr int element_group = 1, sphere_group = 2;
constexpr float pad = 0.02f; // gContactBreakingThreshold: btCollisionWorld::updateSingleAabb's padding

btVector3 low(const balls& b, std::size_t i)
{
    const float s = b.r[i] + pad;
    return {b.x[i] - s, b.y[i] - s, b.z[i] - s};
}
btVector3 high(const balls& b, std::size_t i)
{
    const float s = b.r[i] + pad;
    return {b.x[i] + s, b.y[i] + s, b.z[i] + s};
}
void* tag(std::size_t i)
{
    return reinterpret_cast<void*>(static_cast<std::uintptr_t>(i));
}
std::uint32_t index_of(const btBroadphaseProxy* p)
{
    return static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(p->m_clientObject));
}

} // namespace

struct broadphase {
    use how;
    balls spheres, frames[2]; ///< frames[0]: the elements as given, frames[1]: elsewhere
    int next = 0;             ///< the frame the next pairs() call moves the elements to (moved)
    btDbvtBroadphase bp;
    std::vector<btBroadphaseProxy*> sphere_proxies, element_proxies;

    void add_spheres()
    {
        for (std::size_t j = 0; j < spheres.n; ++j)
            sphere_proxies.push_back(bp.createProxy(low(spheres, j), high(spheres, j), SPHERE_SHAPE_PROXYTYPE, tag(j),
                                                    sphere_group, element_group, nullptr));
    }
    void add_elements(const balls& e)
    {
        for (std::size_t i = 0; i < e.n; ++i)
            element_proxies.push_back(bp.createProxy(low(e, i), high(e, i), SPHERE_SHAPE_PROXYTYPE, tag(i),
                                                     element_group, sphere_group, nullptr));
    }
    /// Every pair out of the cache first (each removal is a hash look-up; destroyProxy with
    /// pairs left scans the whole cache per proxy), then every proxy out of the tree.
    void remove_all()
    {
        btOverlappingPairCache* cache = bp.getOverlappingPairCache();
        btBroadphasePairArray& pairs = cache->getOverlappingPairArray();
        while (pairs.size() > 0) {
            const btBroadphasePair& p = pairs[pairs.size() - 1];
            cache->removeOverlappingPair(p.m_pProxy0, p.m_pProxy1, nullptr);
        }
        for (btBroadphaseProxy* p : element_proxies)
            bp.destroyProxy(p, nullptr);
        for (btBroadphaseProxy* p : sphere_proxies)
            bp.destroyProxy(p, nullptr);
        element_proxies.clear();
        sphere_proxies.clear();
    }
    ~broadphase() { remove_all(); }

    /// The narrow phase over the pair cache, with the elements where they are now.
    std::size_t test_pairs(const balls& e, std::vector<hitmask::hit_pair>& out)
    {
        out.clear();
        btBroadphasePairArray& pairs = bp.getOverlappingPairCache()->getOverlappingPairArray();
        for (int k = 0; k < pairs.size(); ++k) {
            const btBroadphaseProxy* a = pairs[k].m_pProxy0;
            const btBroadphaseProxy* b = pairs[k].m_pProxy1;
            if (a->m_collisionFilterGroup != element_group) std::swap(a, b);
            const std::uint32_t i = index_of(a), j = index_of(b);
            const float dx = e.x[i] - spheres.x[j], dy = e.y[i] - spheres.y[j], dz = e.z[i] - spheres.z[j];
            const float reach = spheres.r[j] + e.r[i];
            if (e.r[i] >= 0 && dx * dx + dy * dy + dz * dz <= reach * reach) out.push_back({i, j});
        }
        return out.size();
    }
};

namespace {

/// aabbTest's callback: the exact test of one element against each sphere whose box overlaps
/// the element's.
struct query : btBroadphaseAabbCallback {
    const balls* spheres;
    const balls* elements;
    std::vector<hitmask::hit_pair>* out;
    std::uint32_t i = 0;

    query(const balls& s, const balls& e, std::vector<hitmask::hit_pair>& o) : spheres(&s), elements(&e), out(&o) {}
    bool process(const btBroadphaseProxy* proxy) override
    {
        const balls &s = *spheres, &e = *elements;
        const std::uint32_t j = index_of(proxy);
        const float dx = e.x[i] - s.x[j], dy = e.y[i] - s.y[j], dz = e.z[i] - s.z[j];
        const float reach = s.r[j] + e.r[i];
        if (e.r[i] >= 0 && dx * dx + dy * dy + dz * dz <= reach * reach) out->push_back({i, j});
        return true; // keep going: every candidate
    }
};

} // namespace

bool available()
{
    return true;
}

std::shared_ptr<broadphase> build(use how, const balls& spheres, const balls& elements, const balls& elsewhere)
{
    auto b = std::make_shared<broadphase>();
    b->how = how;
    b->spheres = spheres;
    b->frames[0] = elements;
    b->frames[1] = elsewhere;
    if (how == use::rebuilt) return b;
    b->add_spheres();
    for (int frame = 0; frame < 3; ++frame) // the spheres, never moved, settle in the fixed tree
        b->bp.calculateOverlappingPairs(nullptr);
    b->bp.optimize(); // rebuilt top-down, as after loading a level
    if (how == use::moved) b->add_elements(elsewhere); // in the dynamic tree, where moving proxies stay
    return b;
}

std::size_t pairs(broadphase& b, std::vector<hitmask::hit_pair>& out)
{
    if (b.how == use::rebuilt) {
        b.add_spheres();
        b.add_elements(b.frames[0]); // each creation finds its proxy's overlaps in the trees
        b.bp.calculateOverlappingPairs(nullptr);
        const std::size_t n = b.test_pairs(b.frames[0], out);
        b.remove_all();
        return n;
    }
    if (b.how == use::queried) {
        out.clear();
        const balls& e = b.frames[0];
        query q(b.spheres, e, out);
        for (std::size_t i = 0; i < e.n; ++i) {
            q.i = static_cast<std::uint32_t>(i);
            b.bp.aabbTest(low(e, i), high(e, i), q);
        }
        return out.size();
    }
    const balls& to = b.frames[b.next];
    b.next ^= 1;
    for (std::size_t i = 0; i < to.n; ++i)
        b.bp.setAabb(b.element_proxies[i], low(to, i), high(to, i), nullptr);
    b.bp.calculateOverlappingPairs(nullptr);
    return b.test_pairs(to, out);
}

} // namespace sets_peer::bullet

#else

namespace sets_peer::bullet {
struct broadphase {};
bool available()
{
    return false;
}
std::shared_ptr<broadphase> build(use, const balls&, const balls&, const balls&)
{
    return nullptr;
}
std::size_t pairs(broadphase&, std::vector<hitmask::hit_pair>& out)
{
    out.clear();
    return 0;
}
} // namespace sets_peer::bullet

#endif
