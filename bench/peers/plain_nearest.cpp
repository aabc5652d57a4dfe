// The plain nearest scans of plain_nearest.hpp, compiled once per target (HITMASK_PLAIN_NS), see
// bench/CMakeLists.txt.
#include "plain_nearest.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain_nearest::HITMASK_PLAIN_NS {

nearest scan_circles(const float* x, const float* y, const float* r, std::size_t n, float px, float py)
{
    nearest best{n, std::numeric_limits<float>::infinity()};
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = x[i] - px, dy = y[i] - py;
        const float d = std::sqrt(dx * dx + dy * dy) - r[i];
        if (d < best.distance) best = {i, d};
    }
    return best;
}

nearest scan_points(const float* x, const float* y, std::size_t n, float px, float py)
{
    nearest best{n, std::numeric_limits<float>::infinity()};
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = x[i] - px, dy = y[i] - py;
        const float d = dx * dx + dy * dy;
        if (d < best.distance) best = {i, d};
    }
    return best;
}

void partial_sort_k(const float* x, const float* y, const float* r, std::size_t n, float px, float py, std::size_t k,
                    scored* scratch, std::uint32_t* out)
{
    for (std::size_t i = 0; i < n; ++i) {
        const float dx = x[i] - px, dy = y[i] - py;
        scratch[i] = {std::sqrt(dx * dx + dy * dy) - r[i], static_cast<std::uint32_t>(i)};
    }
    std::partial_sort(scratch, scratch + k, scratch + n); // pairs compare by (distance, index)
    for (std::size_t i = 0; i < k; ++i)
        out[i] = scratch[i].second;
}

} // namespace plain_nearest::HITMASK_PLAIN_NS
