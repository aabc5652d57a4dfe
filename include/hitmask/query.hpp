// hitmask: the queries. Each tests every point of a view against one shape.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "aabb.hpp"
#include "bitmask.hpp"
#include "circle.hpp"
#include "detail/format.hpp"
#include "points.hpp"
#include "sector.hpp"

namespace hitmask {
namespace detail {

enum class query_mode : unsigned char { mask, count, any, indices };

/// One query as the kernels see it: plain pointers, validated before it gets here.
struct query_args {
    const float* x;
    const float* y;
    std::size_t n;
    query_mode mode;
    std::uint64_t* words;   ///< mask: ceil(n/64) words, all written
    std::uint32_t* indices; ///< indices: at most `capacity` written
    std::size_t capacity;
};

/// Runs a query on the active ISA. Returns the number of hits (count, indices), 1 or 0
/// (any), or 0 (mask).
std::size_t run(const query_args& q, const circle_params& s) noexcept;
std::size_t run(const query_args& q, const aabb_params& s) noexcept;
std::size_t run(const query_args& q, const sector_params& s) noexcept;

/// The same on the scalar reference.
std::size_t run_reference(const query_args& q, const circle_params& s) noexcept;
std::size_t run_reference(const query_args& q, const aabb_params& s) noexcept;
std::size_t run_reference(const query_args& q, const sector_params& s) noexcept;

inline void check_view(points_view points, const char* query)
{
    if (points.size > 0 && points.x == nullptr)
        failf("%s: points.x is null but points.size is %zu", query, points.size);
    if (points.size > 0 && points.y == nullptr)
        failf("%s: points.y is null but points.size is %zu", query, points.size);
}

inline query_args make_args(points_view points, query_mode mode) noexcept
{
    return {points.x, points.y, points.size, mode, nullptr, nullptr, 0};
}

inline void check_mask(points_view points, const bitmask& out, const char* query)
{
    check_view(points, query);
    if (out.size() < points.size)
        failf("%s: the bitmask holds %zu bits but points.size is %zu", query, out.size(), points.size);
}

/// Clears the words of `out` past the points' own words, so bits past points.size are 0.
inline void clear_tail_words(points_view points, bitmask& out) noexcept
{
    const std::size_t used = (points.size + 63) / 64;
    if (out.word_count() > used) std::memset(out.words() + used, 0, (out.word_count() - used) * sizeof(std::uint64_t));
}

} // namespace detail

/// Sets bit i of `out` when point i hits `shape`, clears it otherwise. `out` must hold at
/// least points.size bits; bits past points.size are cleared.
template <class Shape>
void test(points_view points, const Shape& shape, bitmask& out)
{
    detail::check_mask(points, out, "test");
    detail::query_args q = detail::make_args(points, detail::query_mode::mask);
    q.words = out.words();
    detail::run(q, shape.params());
    detail::clear_tail_words(points, out);
}

/// How many points hit `shape`.
template <class Shape>
std::size_t count(points_view points, const Shape& shape)
{
    detail::check_view(points, "count");
    return detail::run(detail::make_args(points, detail::query_mode::count), shape.params());
}

/// Whether any point hits `shape`; stops at the first 64-point block that holds a hit.
template <class Shape>
bool any(points_view points, const Shape& shape)
{
    detail::check_view(points, "any");
    return detail::run(detail::make_args(points, detail::query_mode::any), shape.params()) != 0;
}

/// Writes the indices of the hitting points, in increasing order, to out[0..k) and returns k.
/// Throws std::invalid_argument if out is null with capacity > 0, if there are more points
/// than uint32 indices, or if more than `capacity` points hit (out then holds the first
/// `capacity` of them; nothing is written past it).
template <class Shape>
std::size_t indices(points_view points, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    detail::check_view(points, "indices");
    if (out == nullptr && capacity > 0) detail::failf("indices: out is null but capacity is %zu", capacity);
    if (points.size > std::size_t{0xFFFFFFFFu} + 1)
        detail::failf("indices: points.size %zu does not fit 32-bit indices", points.size);
    detail::query_args q = detail::make_args(points, detail::query_mode::indices);
    q.indices = out;
    q.capacity = capacity;
    const std::size_t hits = detail::run(q, shape.params());
    if (hits > capacity) detail::failf("indices: capacity %zu is too small for the %zu hits", capacity, hits);
    return hits;
}

namespace reference {

/// The scalar reference that defines the semantics; every SIMD kernel matches it bit for bit.
template <class Shape>
void test(points_view points, const Shape& shape, bitmask& out)
{
    detail::check_mask(points, out, "reference::test");
    detail::query_args q = detail::make_args(points, detail::query_mode::mask);
    q.words = out.words();
    detail::run_reference(q, shape.params());
    detail::clear_tail_words(points, out);
}

template <class Shape>
std::size_t count(points_view points, const Shape& shape)
{
    detail::check_view(points, "reference::count");
    return detail::run_reference(detail::make_args(points, detail::query_mode::count), shape.params());
}

} // namespace reference
} // namespace hitmask
