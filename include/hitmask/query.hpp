// hitmask: the queries. Each tests every point (or bullet) of a view against one shape.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "aabb.hpp"
#include "bitmask.hpp"
#include "bullets.hpp"
#include "capsule.hpp"
#include "circle.hpp"
#include "detail/format.hpp"
#include "graze.hpp"
#include "obb.hpp"
#include "points.hpp"
#include "polygon.hpp"
#include "sector.hpp"

namespace hitmask {
namespace detail {

enum class query_mode : unsigned char { mask, count, any, indices };

/// One query as the kernels see it: plain pointers, validated before it gets here.
struct query_args {
    const float* col[4]; ///< the view's SoA columns: x, y (points); x, y, r; x0, y0, x1, y1
    std::size_t n;
    query_mode mode;
    std::uint64_t* words;   ///< mask: ceil(n/64) words, all written
    std::uint32_t* indices; ///< indices: at most `capacity` written
    std::size_t capacity;
    std::uint64_t* words2; ///< hit + graze: the graze mask
};

/// What kind of view a query reads; picks the kernel together with the shape.
struct points_input {};
struct circles_input {};
struct segments_input {};

// Runs a query on the active ISA (run) or on the scalar reference (run_reference). Returns the
// number of hits (count, indices), 1 or 0 (any), or 0 (mask). Only the combinations declared
// here exist; any other view/shape pair does not compile.
#define HITMASK_DECLARE_RUN(Input, Params)                                                                             \
    std::size_t run(Input, const query_args& q, const Params& s) noexcept;                                             \
    std::size_t run_reference(Input, const query_args& q, const Params& s) noexcept;
HITMASK_DECLARE_RUN(points_input, circle_params)
HITMASK_DECLARE_RUN(points_input, aabb_params)
HITMASK_DECLARE_RUN(points_input, sector_params)
HITMASK_DECLARE_RUN(points_input, convex_polygon_params)
HITMASK_DECLARE_RUN(points_input, polygon_params)
HITMASK_DECLARE_RUN(points_input, capsule_params)
HITMASK_DECLARE_RUN(points_input, obb_params)
HITMASK_DECLARE_RUN(points_input, ellipse_params)
HITMASK_DECLARE_RUN(circles_input, circle_params)
HITMASK_DECLARE_RUN(circles_input, aabb_params)
HITMASK_DECLARE_RUN(circles_input, sector_params)
HITMASK_DECLARE_RUN(circles_input, capsule_params)
HITMASK_DECLARE_RUN(segments_input, circle_params)
HITMASK_DECLARE_RUN(segments_input, segment_params)
HITMASK_DECLARE_RUN(points_input, graze_params)
HITMASK_DECLARE_RUN(circles_input, graze_params)
#undef HITMASK_DECLARE_RUN

inline void check_column(const float* p, std::size_t n, const char* query, const char* field)
{
    if (n > 0 && p == nullptr) failf("%s: %s is null but the view's size is %zu", query, field, n);
}

inline query_args view_args(points_view v, const char* query)
{
    check_column(v.x, v.size, query, "points.x");
    check_column(v.y, v.size, query, "points.y");
    return {{v.x, v.y, nullptr, nullptr}, v.size, query_mode::mask, nullptr, nullptr, 0, nullptr};
}
inline query_args view_args(circles_view v, const char* query)
{
    check_column(v.x, v.size, query, "circles.x");
    check_column(v.y, v.size, query, "circles.y");
    check_column(v.r, v.size, query, "circles.r");
    return {{v.x, v.y, v.r, nullptr}, v.size, query_mode::mask, nullptr, nullptr, 0, nullptr};
}
inline query_args view_args(segments_view v, const char* query)
{
    check_column(v.x0, v.size, query, "segments.x0");
    check_column(v.y0, v.size, query, "segments.y0");
    check_column(v.x1, v.size, query, "segments.x1");
    check_column(v.y1, v.size, query, "segments.y1");
    return {{v.x0, v.y0, v.x1, v.y1}, v.size, query_mode::mask, nullptr, nullptr, 0, nullptr};
}
inline points_input input_of(points_view) noexcept
{
    return {};
}
inline circles_input input_of(circles_view) noexcept
{
    return {};
}
inline segments_input input_of(segments_view) noexcept
{
    return {};
}

template <class View, class Params>
std::size_t dispatch(const View& v, const query_args& q, const Params& p, bool reference) noexcept
{
    return reference ? run_reference(input_of(v), q, p) : run(input_of(v), q, p);
}

inline void check_mask(std::size_t n, const bitmask& out, const char* query, const char* name)
{
    if (out.size() < n)
        failf("%s: the %s bitmask holds %zu bits but the view's size is %zu", query, name, out.size(), n);
}

/// Clears the words of `out` past the view's own words, so bits past its size are 0.
inline void clear_tail_words(std::size_t n, bitmask& out) noexcept
{
    const std::size_t used = (n + 63) / 64;
    if (out.word_count() > used) std::memset(out.words() + used, 0, (out.word_count() - used) * sizeof(std::uint64_t));
}

template <class View, class Shape>
void test_impl(const View& v, const Shape& shape, bitmask& out, const char* query, bool reference)
{
    query_args q = view_args(v, query);
    check_mask(q.n, out, query, "result");
    q.words = out.words();
    dispatch(v, q, shape.params(), reference);
    clear_tail_words(q.n, out);
}

template <class View, class Shape>
std::size_t count_impl(const View& v, const Shape& shape, const char* query, bool reference)
{
    query_args q = view_args(v, query);
    q.mode = query_mode::count;
    return dispatch(v, q, shape.params(), reference);
}

template <class View, class Shape>
bool any_impl(const View& v, const Shape& shape, const char* query, bool reference)
{
    query_args q = view_args(v, query);
    q.mode = query_mode::any;
    return dispatch(v, q, shape.params(), reference) != 0;
}

template <class View, class Shape>
std::size_t indices_impl(const View& v, const Shape& shape, std::uint32_t* out, std::size_t capacity, const char* query,
                         bool reference)
{
    query_args q = view_args(v, query);
    if (out == nullptr && capacity > 0) failf("%s: out is null but capacity is %zu", query, capacity);
    if (q.n > std::size_t{0xFFFFFFFFu} + 1) failf("%s: the view's size %zu does not fit 32-bit indices", query, q.n);
    q.mode = query_mode::indices;
    q.indices = out;
    q.capacity = capacity;
    const std::size_t hits = dispatch(v, q, shape.params(), reference);
    if (hits > capacity) failf("%s: capacity %zu is too small for the %zu hits", query, capacity, hits);
    return hits;
}

template <class View>
void hit_graze_impl(const View& v, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze,
                    const char* query, bool reference)
{
    query_args q = view_args(v, query);
    if (!std::isfinite(center.x) || !std::isfinite(center.y))
        failf("%s: center must be finite, got (%g, %g)", query, static_cast<double>(center.x),
              static_cast<double>(center.y));
    // radii whose squares overflow would let points at infinity hit (inf <= inf)
    if (!(hit_radius >= 0.f) || !(hit_radius <= 1.8e19f))
        failf("%s: hit_radius must be >= 0 and <= 1.8e19, got %g", query, static_cast<double>(hit_radius));
    if (!(graze_radius >= hit_radius) || !(graze_radius <= 1.8e19f))
        failf("%s: graze_radius must be >= hit_radius (%g) and <= 1.8e19, got %g", query,
              static_cast<double>(hit_radius), static_cast<double>(graze_radius));
    check_mask(q.n, hit, query, "hit");
    check_mask(q.n, graze, query, "graze");
    if (&hit == &graze) failf("%s: hit and graze must be different bitmasks", query);
    q.words = hit.words();
    q.words2 = graze.words();
    const graze_params p{
        center.x, center.y, hit_radius, graze_radius, hit_radius * hit_radius, graze_radius * graze_radius};
    dispatch(v, q, p, reference);
    clear_tail_words(q.n, hit);
    clear_tail_words(q.n, graze);
}

} // namespace detail

// The four result forms, for every view and shape pair hitmask supports:
//   points_view   x circle, aabb, sector, convex_polygon, polygon, capsule, obb, ellipse
//   circles_view  x circle, aabb, sector, capsule            (the bullet's disc overlaps)
//   segments_view x circle, segment                          (the bullet's path touches)

/// Sets bit i of `out` when element i hits `shape`, clears it otherwise. `out` must hold at
/// least view.size bits; bits past view.size are cleared.
template <class View, class Shape>
void test(const View& view, const Shape& shape, bitmask& out)
{
    detail::test_impl(view, shape, out, "test", false);
}

/// How many elements hit `shape`.
template <class View, class Shape>
std::size_t count(const View& view, const Shape& shape)
{
    return detail::count_impl(view, shape, "count", false);
}

/// Whether any element hits `shape`; stops at the first 64-element block that holds a hit.
template <class View, class Shape>
bool any(const View& view, const Shape& shape)
{
    return detail::any_impl(view, shape, "any", false);
}

/// Writes the indices of the hitting elements, in increasing order, to out[0..k) and returns
/// k. Throws std::invalid_argument if out is null with capacity > 0, if the view has more
/// elements than uint32 indices, or if more than `capacity` elements hit (out then holds the
/// first `capacity` of them; nothing is written past it).
template <class View, class Shape>
std::size_t indices(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_impl(view, shape, out, capacity, "indices", false);
}

/// Hit and graze in one pass over the bullets: `hit` gets the bullets within hit_radius of
/// `center` (exactly test() with circle::make(center, hit_radius)), `graze` those within
/// graze_radius that are not hits. For points_view and circles_view (discs overlap the rings).
template <class View>
void test_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze)
{
    detail::hit_graze_impl(view, center, hit_radius, graze_radius, hit, graze, "test_hit_graze", false);
}

// points_view overloads, so a braced view works: hitmask::count({xs, ys, n}, shape).
template <class Shape>
void test(points_view view, const Shape& shape, bitmask& out)
{
    detail::test_impl(view, shape, out, "test", false);
}
template <class Shape>
std::size_t count(points_view view, const Shape& shape)
{
    return detail::count_impl(view, shape, "count", false);
}
template <class Shape>
bool any(points_view view, const Shape& shape)
{
    return detail::any_impl(view, shape, "any", false);
}
template <class Shape>
std::size_t indices(points_view view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_impl(view, shape, out, capacity, "indices", false);
}

/// The scalar reference: it defines the semantics, and every SIMD kernel matches it bit for bit.
namespace reference {

template <class View, class Shape>
void test(const View& view, const Shape& shape, bitmask& out)
{
    detail::test_impl(view, shape, out, "reference::test", true);
}
template <class View, class Shape>
std::size_t count(const View& view, const Shape& shape)
{
    return detail::count_impl(view, shape, "reference::count", true);
}
template <class View, class Shape>
bool any(const View& view, const Shape& shape)
{
    return detail::any_impl(view, shape, "reference::any", true);
}
template <class View, class Shape>
std::size_t indices(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_impl(view, shape, out, capacity, "reference::indices", true);
}
template <class View>
void test_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze)
{
    detail::hit_graze_impl(view, center, hit_radius, graze_radius, hit, graze, "reference::test_hit_graze", true);
}
template <class Shape>
void test(points_view view, const Shape& shape, bitmask& out)
{
    detail::test_impl(view, shape, out, "reference::test", true);
}

} // namespace reference
} // namespace hitmask
