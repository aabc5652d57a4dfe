// Peer for the frustum rows: Bullet's dynamic AABB tree, btDbvt, culled with collideKDOP against
// the six frustum planes, as Bullet's own btDbvtBroadphase and renderers built on it cull. The
// tree of the elements' boxes is built once, outside the timed loop (a game keeps it from frame
// to frame); a cull clears the output and marks the leaves of every box inside or across all
// six planes. Boxes, not spheres: the result is conservative. Bullet 3 from Debian
// (libbullet-dev, float build); without it (HITMASK_BENCH_BULLET=0) available() is false and
// build() returns null.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace dbvt_peer {

class tree;

/// Whether this program was built with Bullet; without it the btdbvt rows are not registered.
bool available();

/// The tree of the boxes [c - r, c + r] of n elements (r null: points, as flat boxes), leaf data
/// = index; optimised top-down once. Null without Bullet.
std::shared_ptr<tree> build(const float* x, const float* y, const float* z, const float* r, std::size_t n);

/// out[i] = 1 for each element whose box collideKDOP keeps (n·p + d >= 0 inside), else 0.
void cull(const tree& t, const float (&planes)[6][4], std::uint8_t* out);

} // namespace dbvt_peer
