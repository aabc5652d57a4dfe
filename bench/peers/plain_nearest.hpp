// Peers of hitmask::nearest and nearest_k: the scan an engine writes for homing shots and
// auto-aim, over the same SoA columns hitmask reads. Compiled twice, as the plain loops of the
// other benchmarks are: for baseline x86-64 and for -march=native, at -O2 (a game's usual
// release flags), not hitmask's IEEE ones.
//   scan_circles   d = sqrt(dx*dx + dy*dy) - r; if (d < best) keep it: strictly nearer replaces,
//                  so ties keep the lowest index; inside a disc d is negative (hitmask says 0)
//   scan_points    the same on squared distances (no sqrt: what an engine compares for points)
//   partial_sort_k the k nearest discs: every distance with its index into a scratch array the
//                  caller keeps, then std::partial_sort of the first k by (distance, index)
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

namespace plain_nearest {

/// The nearest element (n when none) and its distance (squared for points).
struct nearest {
    std::size_t index;
    float distance;
};

using scored = std::pair<float, std::uint32_t>;

} // namespace plain_nearest

#define HITMASK_DECLARE_PLAIN_NEAREST(ns)                                                                    \
    namespace plain_nearest::ns {                                                                           \
    nearest scan_circles(const float* x, const float* y, const float* r, std::size_t n, float px, float py); \
    nearest scan_points(const float* x, const float* y, std::size_t n, float px, float py);                 \
    /** The k nearest discs, sorted, into out[0, k) (k <= n); scratch holds n entries. */                  \
    void partial_sort_k(const float* x, const float* y, const float* r, std::size_t n, float px, float py,  \
                        std::size_t k, scored* scratch, std::uint32_t* out);                                \
    }

HITMASK_DECLARE_PLAIN_NEAREST(baseline)
HITMASK_DECLARE_PLAIN_NEAREST(native)
