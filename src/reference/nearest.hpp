// hitmask internal: the scalar reference of the nearest queries, the definition every ISA's
// kernels (src/kernels/nearest.hpp) must match. Plain float arithmetic, one element at a time;
// it shares no code with them.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "../dispatch/query_args.hpp"
#include "reference_driver.hpp"

namespace hitmask {
namespace reference_impl {

/// One element's distance to the point, and whether it may count at all (docs/semantics.md,
/// "Nearest"): a centre whose offset is NaN or overflows never counts, nor a NaN or negative
/// radius; inside a disc or ball the distance is 0.
struct nearest_distance {
    float d;
    bool finite;
};

inline nearest_distance centre_distance(float d2) noexcept
{
    const float s = std::sqrt(d2);
    return {s, s < std::numeric_limits<float>::infinity()};
}
inline nearest_distance round_distance(float d2, float r) noexcept
{
    const float s = std::sqrt(d2);
    float d = s - r;
    if (!(d > 0.f)) d = 0.f;
    return {d, s < std::numeric_limits<float>::infinity() && r >= 0.f};
}

inline nearest_distance points_nearest(const float* p, float x, float y) noexcept
{
    const float dx = x - p[0];
    const float dy = y - p[1];
    return centre_distance(dx * dx + dy * dy);
}
inline nearest_distance circles_nearest(const float* p, float x, float y, float r) noexcept
{
    const float dx = x - p[0];
    const float dy = y - p[1];
    return round_distance(dx * dx + dy * dy, r);
}
inline nearest_distance points3_nearest(const float* p, float x, float y, float z) noexcept
{
    const float dx = x - p[0];
    const float dy = y - p[1];
    const float dz = z - p[2];
    const float xy = dx * dx + dy * dy;
    return centre_distance(xy + dz * dz);
}
inline nearest_distance spheres_nearest(const float* p, float x, float y, float z, float r) noexcept
{
    const float dx = x - p[0];
    const float dy = y - p[1];
    const float dz = z - p[2];
    const float xy = dx * dx + dy * dy;
    return round_distance(xy + dz * dz, r);
}

/// The k nearest kept sorted by (distance, index) in the caller's arrays: a new element goes
/// in after every kept one at a distance <= its own (they came first, so have lower indices),
/// the last one falling off when k are kept.
struct sorted_list {
    std::uint32_t* indices;
    float* distances;
    std::size_t k;
    std::size_t count = 0;

    void offer(float d, std::size_t index) noexcept
    {
        if (count == k && !(d < distances[count - 1])) return;
        std::size_t at = count < k ? count++ : count - 1;
        for (; at > 0 && distances[at - 1] > d; --at) {
            distances[at] = distances[at - 1];
            indices[at] = indices[at - 1];
        }
        distances[at] = d;
        indices[at] = static_cast<std::uint32_t>(index);
    }
};

} // namespace reference_impl

namespace detail {

/// The reference nearest driver: every element in index order through `distance` (one of the
/// functions above, with the point bound), the nearest alone or the k nearest.
template <std::size_t Columns, class Distance>
nearest_result drive_reference_nearest(const nearest_args& q, const Distance& distance) noexcept
{
    constexpr float inf = std::numeric_limits<float>::infinity();
    if (q.indices == nullptr) {
        nearest_result best{0, no_hit, inf};
        for (std::size_t i = 0; i < q.n; ++i) {
            const reference_impl::nearest_distance e = call_on_element<Columns>(distance, q.col, i, q.stride);
            if (!e.finite || !(e.d <= q.max_distance)) continue;
            if (best.found == 0 || e.d < best.distance) best = {1, q.first_index + i, e.d};
        }
        return best;
    }
    reference_impl::sorted_list list{q.indices, q.distances, q.k};
    if (q.k != 0)
        for (std::size_t i = 0; i < q.n; ++i) {
            const reference_impl::nearest_distance e = call_on_element<Columns>(distance, q.col, i, q.stride);
            if (e.finite && e.d <= q.max_distance) list.offer(e.d, q.first_index + i);
        }
    return {list.count, no_hit, 0.f};
}

} // namespace detail
} // namespace hitmask
