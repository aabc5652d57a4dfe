// Peer: the collision loop a danmaku engine of the LuaSTG family runs today. Bullets are an
// array of structs {x, y, a, b, rot, kind}; per bullet an AABB pre-test, a circumscribed-circle
// test, then the exact test for the bullet's kind with sin/cos of rot computed per test. Built
// in its own translation unit (engine_loop.cpp, -O3, the project's flags) so the benchmark
// cannot fold it into its caller. Not bit-compatible with hitmask (hitmask reads unit axes, the
// engine computes them), only comparable in speed and, up to rounding, in hits.
#pragma once

#include <cstddef>
#include <cstdint>

namespace engine {

enum class kind : std::int32_t {
    circle,  ///< a = b = radius
    obb,     ///< a, b: half extents along the rotated x and y axes (kunai, needles)
    ellipse, ///< a, b: semi-axes (rice, arrowheads)
    capsule, ///< a: half length of the segment along rot, b: radius (straight round-ended laser)
};

struct bullet {
    float x, y, a, b, rot;
    kind k;
};

/// The player: a point (r = 0) or a disc.
struct player {
    float x, y, r;
};

/// Sets bit i of out[i / 64] when bullet i touches the player, clears it otherwise (out holds
/// (n + 63) / 64 words).
void collide(const bullet* bullets, std::size_t n, player p, std::uint64_t* out);

} // namespace engine
