// The btDbvt peer of bullet_dbvt_peer.hpp.
#include "bullet_dbvt_peer.hpp"

#if HITMASK_BENCH_BULLET
#include <BulletCollision/BroadphaseCollision/btDbvt.h>

#include <cstdint>
#include <cstring>

namespace dbvt_peer {

class tree {
public:
    btDbvt dbvt;
    std::size_t size = 0;
};

namespace {

/// Marks a kept leaf. Works whether btDbvt dispatches its policy by template or virtually.
struct marker : btDbvt::ICollide {
    using btDbvt::ICollide::Process;
    std::uint8_t* out;
    explicit marker(std::uint8_t* o) : out(o) {}
    void Process(const btDbvtNode* leaf) { out[reinterpret_cast<std::intptr_t>(leaf->data)] = 1; }
};

} // namespace

bool available() { return true; }

std::shared_ptr<tree> build(const float* x, const float* y, const float* z, const float* r, std::size_t n)
{
    auto t = std::make_shared<tree>();
    for (std::size_t i = 0; i < n; ++i) {
        const float s = r ? r[i] : 0.f;
        const btDbvtVolume box = btDbvtVolume::FromMM(btVector3(x[i] - s, y[i] - s, z[i] - s),
                                                      btVector3(x[i] + s, y[i] + s, z[i] + s));
        t->dbvt.insert(box, reinterpret_cast<void*>(static_cast<std::intptr_t>(i)));
    }
    t->dbvt.optimizeTopDown();
    t->size = n;
    return t;
}

void cull(const tree& t, const float (&planes)[6][4], std::uint8_t* out)
{
    btVector3 normals[6];
    btScalar offsets[6];
    for (int i = 0; i < 6; ++i) {
        normals[i] = btVector3(planes[i][0], planes[i][1], planes[i][2]);
        offsets[i] = planes[i][3];
    }
    std::memset(out, 0, t.size);
    marker mark(out);
    btDbvt::collideKDOP(t.dbvt.m_root, normals, offsets, 6, mark);
}

} // namespace dbvt_peer

#else

namespace dbvt_peer {

class tree {};

bool available() { return false; }

std::shared_ptr<tree> build(const float*, const float*, const float*, const float*, std::size_t) { return nullptr; }

void cull(const tree&, const float (&)[6][4], std::uint8_t*) {}

} // namespace dbvt_peer

#endif
