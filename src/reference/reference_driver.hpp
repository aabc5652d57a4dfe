// hitmask internal: the reference drivers: a per-element predicate (src/reference/<shape>.hpp)
// over a query, one element at a time. This is the reference path and the scalar ISA; it has no
// SIMD and defines what SIMD must match.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>

#include <hitmask/ray.hpp>

#include "../kernels/result_sink.hpp"

namespace hitmask {
namespace detail {

struct reference_tag {};

/// Element i of a column whose elements are `stride` bytes apart (sizeof(float) for SoA).
inline float element_at(const float* column, std::size_t i, std::size_t stride) noexcept
{
    float v;
    std::memcpy(&v, reinterpret_cast<const unsigned char*>(column) + i * stride, sizeof v);
    return v;
}

template <class Predicate, std::size_t... C>
inline auto call_with_elements(const Predicate& hit, const float* const* col, std::size_t i, std::size_t stride,
                               std::index_sequence<C...>) noexcept
{
    return hit(element_at(col[C], i, stride)...);
}

/// Calls `hit` on element i of the first `Columns` columns: the floats at byte offset
/// i * stride, whether the view is SoA columns (stride 0, read as sizeof(float)) or structs.
template <std::size_t Columns, class Predicate>
inline auto call_on_element(const Predicate& hit, const float* const* col, std::size_t i, std::size_t stride) noexcept
{
    static_assert(Columns >= 2 && Columns <= max_columns, "views have 2 to max_columns columns");
    return call_with_elements(hit, col, i, stride == 0 ? sizeof(float) : stride, std::make_index_sequence<Columns>{});
}

/// Visits n elements 64 at a time: visit(word, begin, end) for elements [begin, end). Stops
/// early when visit returns false.
template <class Visit>
inline void for_each_word(std::size_t n, const Visit& visit) noexcept
{
    const std::size_t words = (n + 63) / 64;
    for (std::size_t w = 0; w < words; ++w) {
        const std::size_t begin = w * 64;
        if (!visit(w, begin, begin + 64 < n ? begin + 64 : n)) return;
    }
}

/// The one-shape driver: the per-element predicate `hit` over the view, into any of the four
/// result forms.
template <class View, class Predicate>
std::size_t drive_reference(const query_args& q, const Predicate& hit) noexcept
{
    constexpr std::size_t columns = column_count_v<View>;
    result_sink<reference_tag> sink(q);
    for_each_word(q.n, [&](std::size_t w, std::size_t begin, std::size_t end) {
        std::uint64_t bits = 0;
        for (std::size_t i = begin; i < end; ++i)
            bits |= std::uint64_t{call_on_element<columns>(hit, q.col, i, q.stride)} << (i - begin);
        return sink.put(w, bits);
    });
    return sink.result();
}

/// The ray driver: the per-element distance `distance` (+inf where the ray misses) over the
/// view, into every element's hit bit (distance < +inf) and distance, or the first element:
/// the strictly least distance, so ties go to the lowest index.
template <class View, class Distance>
ray_result drive_reference_ray(const ray_args& q, const Distance& distance) noexcept
{
    constexpr std::size_t columns = column_count_v<View>;
    constexpr float inf = std::numeric_limits<float>::infinity();
    ray_result first{no_hit, inf};
    std::size_t count = 0;
    for_each_word(q.n, [&](std::size_t w, std::size_t begin, std::size_t end) {
        std::uint64_t bits = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const float t = call_on_element<columns>(distance, q.col, i, q.stride);
            if (q.closest) {
                if (t < first.distance) first = {q.first_index + i, t};
                continue;
            }
            if (q.distances != nullptr) q.distances[i] = t;
            if (t < inf) {
                bits |= std::uint64_t{1} << (i - begin);
                ++count;
            }
        }
        if (!q.closest) q.words[w] = bits;
        return true;
    });
    return q.closest ? first : ray_result{count, inf};
}

/// The hits of elements [at, at + 64) of SoA columns, all readable: the reference's block
/// test for the many-shape drivers (src/sets/set_drivers.hpp).
template <std::size_t Columns, class Predicate>
inline std::uint64_t reference_block(const Predicate& hit, const float* const* col, std::size_t at) noexcept
{
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < 64; ++i)
        bits |= std::uint64_t{call_on_element<Columns>(hit, col, at + i, 0)} << i;
    return bits;
}

/// The two-shape driver: `first` gets the hits of `a`, `second` those of `b` that are not
/// hits of `a`.
template <class View, class PredicateA, class PredicateB>
void drive_reference_two(const two_mask_args& q, const PredicateA& a, const PredicateB& b) noexcept
{
    constexpr std::size_t columns = column_count_v<View>;
    for_each_word(q.n, [&](std::size_t w, std::size_t begin, std::size_t end) {
        std::uint64_t first = 0, second = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const bool in_a = call_on_element<columns>(a, q.col, i, q.stride);
            const bool in_b = call_on_element<columns>(b, q.col, i, q.stride);
            first |= std::uint64_t{in_a} << (i - begin);
            second |= std::uint64_t{in_b && !in_a} << (i - begin);
        }
        q.first[w] = first;
        q.second[w] = second;
        return true;
    });
}

} // namespace detail
} // namespace hitmask
