// Peers of hitmask_callcost (bench/callcost_bench.cpp declares them) that plain_loops.cpp does
// not have: the loops a game writes over the same SoA columns for round bullets against a circle
// and for hit-and-graze in one pass, a byte out per bullet. Compiled twice, as the other plain
// loops are (HITMASK_PLAIN_NS: baseline x86-64 and -march=native, at -O2, the user's flags, not
// hitmask's IEEE ones), see bench/CMakeLists.txt.
#include <cstddef>
#include <cstdint>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain_callcost::HITMASK_PLAIN_NS {

/// out[i]: the disc (x[i], y[i], r[i]) overlaps the circle (cx, cy, radius).
void circles_circle(const float* x, const float* y, const float* r, std::size_t n, float cx, float cy, float radius,
                    std::uint8_t* out)
{
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = x[i] - cx, dy = y[i] - cy, reach = radius + r[i];
        out[i] = dx * dx + dy * dy <= reach * reach;
    }
}

/// hit[i]: point i within hit_r of (cx, cy); graze[i]: within graze_r and not a hit.
void hit_graze(const float* x, const float* y, std::size_t n, float cx, float cy, float hit_r, float graze_r,
               std::uint8_t* hit, std::uint8_t* graze)
{
    const float hit2 = hit_r * hit_r, graze2 = graze_r * graze_r;
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = x[i] - cx, dy = y[i] - cy, d2 = dx * dx + dy * dy;
        const bool h = d2 <= hit2;
        hit[i] = h;
        graze[i] = !h && d2 <= graze2;
    }
}

} // namespace plain_callcost::HITMASK_PLAIN_NS
