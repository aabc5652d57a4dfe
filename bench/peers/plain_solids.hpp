// Peer for the 3D rows: the plain structure-of-arrays loop a game programmer writes without
// hitmask, one byte (or a running count) per point or sphere. Like plain_loops.hpp, the .cpp is
// compiled twice in its own translation units, for baseline x86-64 (-O3: what a shipped game
// targets) and at -O3 -march=native, with the user's usual float semantics, not hitmask's.
#pragma once

#include <cstddef>
#include <cstdint>

#include "peer_columns.hpp"

namespace plain3 {

/// The columns a loop reads: x, y, z and, for spheres, r (null for points).
using columns = peer_columns::balls;

struct sphere_args { float cx, cy, cz, r; };
struct aabb3_args { float x0, y0, z0, x1, y1, z1; };
struct capsule3_args { float ax, ay, az, bx, by, bz, r; };
/// Unit direction, cos and sin of half the field of view, range.
struct cone_args { float ax, ay, az, dx, dy, dz, cos_half, sin_half, range; };
/// Six inward planes n·p + d >= 0 (left, right, bottom, top, near, far), unit normals.
struct frustum_args { float plane[6][4]; };
/// Centre, the three unit axes as rows, half extents along them.
struct obb3_args { float c[3]; float axis[3][3]; float h[3]; };

} // namespace plain3

// points: the point tests; spheres: the sphere tests a user writes (the usual approximations:
// six-plane frustum, the shader-style sphere-vs-cone test).
#define HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, Args)                                            \
    namespace plain3::ns {                                                                    \
    void points(const columns& c, const Args& s, std::uint8_t* out);                          \
    void spheres(const columns& c, const Args& s, std::uint8_t* out);                         \
    std::size_t points_count(const columns& c, const Args& s);                                \
    std::size_t spheres_count(const columns& c, const Args& s);                               \
    }
#define HITMASK_DECLARE_PLAIN_SOLIDS(ns)                     \
    HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, sphere_args)        \
    HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, aabb3_args)         \
    HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, capsule3_args)      \
    HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, cone_args)          \
    HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, frustum_args)       \
    HITMASK_DECLARE_PLAIN_SOLIDS_FOR(ns, obb3_args)

HITMASK_DECLARE_PLAIN_SOLIDS(baseline)
HITMASK_DECLARE_PLAIN_SOLIDS(native)
