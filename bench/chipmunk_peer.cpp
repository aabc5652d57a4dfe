// Chipmunk2D 7's spatial indexes (cpSpaceHash, cpBBTree) as peers of hitmask's shape sets: see
// sets_peers.hpp. The project's IEEE flags (-ffp-contract=off) make the exact test round as
// hitmask's.
#include "sets_peers.hpp"

#if HITMASK_BENCH_CHIPMUNK

#include <chipmunk/chipmunk.h>

#include <cstdint>

namespace sets_peer::chipmunk {

namespace {

struct disc {
    float x, y, r, r2; ///< r2 = r * r in float, as circle::make precomputes it
    std::uint32_t id;
};

/// The boxes are padded a little: a box in double must not drop a point that the float test,
/// with its rounded differences, puts on the rim.
cpBB box_of(void* obj)
{
    const disc& d = *static_cast<const disc*>(obj);
    return cpBBNewForCircle(cpv(d.x, d.y), static_cast<cpFloat>(d.r) * (1 + 1e-5) + 1e-2);
}

struct context {
    std::vector<hitmask::hit_pair>* out;
};

// obj1: the element queried; obj2: a circle whose box overlaps the element's box
cpCollisionID point_hit(void* obj1, void* obj2, cpCollisionID id, void* data)
{
    const disc& e = *static_cast<const disc*>(obj1);
    const disc& c = *static_cast<const disc*>(obj2);
    const float dx = e.x - c.x, dy = e.y - c.y;
    if (dx * dx + dy * dy <= c.r2) static_cast<context*>(data)->out->push_back({e.id, c.id});
    return id;
}

cpCollisionID disc_hit(void* obj1, void* obj2, cpCollisionID id, void* data)
{
    const disc& e = *static_cast<const disc*>(obj1);
    const disc& c = *static_cast<const disc*>(obj2);
    const float dx = e.x - c.x, dy = e.y - c.y, reach = c.r + e.r;
    if (e.r >= 0 && dx * dx + dy * dy <= reach * reach) static_cast<context*>(data)->out->push_back({e.id, c.id});
    return id;
}

} // namespace

struct index {
    std::vector<disc> circles;
    cpSpatialIndex* ix = nullptr;
    index() = default;
    index(const index&) = delete;
    index& operator=(const index&) = delete;
    ~index()
    {
        if (ix) cpSpatialIndexFree(ix);
    }
};

bool available()
{
    return true;
}

std::shared_ptr<const index> build(kind k, const discs& c)
{
    auto t = std::make_shared<index>();
    double diameter = 0;
    for (std::size_t j = 0; j < c.n; ++j) {
        t->circles.push_back({c.x[j], c.y[j], c.r[j], c.r[j] * c.r[j], static_cast<std::uint32_t>(j)});
        diameter += 2.0 * static_cast<double>(c.r[j]);
    }
    // Chipmunk's advice: cells about the objects' average size, ~10x as many cells as objects
    if (k == kind::space_hash)
        t->ix = cpSpaceHashNew(c.n ? diameter / static_cast<double>(c.n) : 1.0, static_cast<int>(10 * c.n + 1), box_of,
                               nullptr);
    else
        t->ix = cpBBTreeNew(box_of, nullptr);
    for (disc& d : t->circles)
        cpSpatialIndexInsert(t->ix, &d, d.id);
    if (k == kind::bb_tree) cpBBTreeOptimize(t->ix);
    return t;
}

std::size_t pairs(const index& t, const discs& e, std::vector<hitmask::hit_pair>& out)
{
    out.clear();
    context ctx{&out};
    const cpSpatialIndexQueryFunc hit = e.r ? disc_hit : point_hit;
    for (std::size_t i = 0; i < e.n; ++i) {
        disc d{e.x[i], e.y[i], e.r ? e.r[i] : 0.f, 0.f, static_cast<std::uint32_t>(i)};
        const cpBB box = e.r ? cpBBNewForCircle(cpv(d.x, d.y), d.r) : cpBBNew(d.x, d.y, d.x, d.y);
        cpSpatialIndexQuery(t.ix, &d, box, hit, &ctx);
    }
    return out.size();
}

} // namespace sets_peer::chipmunk

#else

namespace sets_peer::chipmunk {
struct index {};
bool available()
{
    return false;
}
std::shared_ptr<const index> build(kind, const discs&)
{
    return nullptr;
}
std::size_t pairs(const index&, const discs&, std::vector<hitmask::hit_pair>& out)
{
    out.clear();
    return 0;
}
} // namespace sets_peer::chipmunk

#endif
