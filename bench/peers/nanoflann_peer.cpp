// act_peer::nanoflann (act_peers.hpp): nanoflann's KD-tree over the bullets' centres.
#include "act_peers.hpp"

#if HITMASK_BENCH_NANOFLANN

#include <cstdint>

#include <nanoflann.hpp>

namespace act_peer::nanoflann {

namespace {

/// nanoflann's dataset adaptor over the SoA columns.
struct cloud {
    const float* x;
    const float* y;
    std::size_t n;
    std::size_t kdtree_get_point_count() const { return n; }
    float kdtree_get_pt(std::size_t i, std::size_t dim) const { return dim == 0 ? x[i] : y[i]; }
    template <class Box>
    bool kdtree_get_bbox(Box&) const
    {
        return false; // nanoflann computes the box
    }
};

using index = ::nanoflann::KDTreeSingleIndexAdaptor<::nanoflann::L2_Simple_Adaptor<float, cloud>, cloud, 2, std::uint32_t>;

} // namespace

struct tree {
    cloud points;
    index kd;
    explicit tree(const cloud& c) : points(c), kd(2, points, ::nanoflann::KDTreeSingleIndexAdaptorParams(10)) {}
};

bool available()
{
    return true;
}

std::shared_ptr<tree> make(const float* x, const float* y, std::size_t n)
{
    return std::make_shared<tree>(cloud{x, y, n});
}

void rebuild(tree& t)
{
    t.kd.buildIndex();
}

std::size_t nearest(const tree& t, float px, float py, float& squared)
{
    const float query[2] = {px, py};
    std::uint32_t found = 0;
    squared = 0;
    if (t.kd.knnSearch(query, 1, &found, &squared) == 0) return t.points.n;
    return found;
}

} // namespace act_peer::nanoflann

#else

namespace act_peer::nanoflann {
struct tree {};
bool available()
{
    return false;
}
std::shared_ptr<tree> make(const float*, const float*, std::size_t)
{
    return nullptr;
}
void rebuild(tree&) {}
std::size_t nearest(const tree&, float, float, float& squared)
{
    squared = 0;
    return 0;
}
} // namespace act_peer::nanoflann

#endif
