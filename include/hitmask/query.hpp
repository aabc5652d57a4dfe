/// @file
/// hitmask: the queries. Each tests every element of a view against one shape. The pairs
/// hitmask supports (any other pair fails to compile with a message saying so):
///   points_view   x circle, aabb, sector, convex_polygon, polygon, capsule, obb, ellipse
///   circles_view  x circle, aabb, sector, capsule          (the bullet's disc overlaps)
///   segments_view x circle, segment                        (the bullet's path touches)
///   obbs_view, ellipses_view, capsules_view x point, circle (the bullet's own hitbox contains
///                                                           the point / overlaps the disc)
///   strided_points_view, strided_circles_view: as points_view and circles_view (strided.hpp)
/// Every form has a twin in hitmask::reference, the scalar reference that defines the
/// semantics and that every SIMD kernel matches bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>

#include "detail/query_impl.hpp"

namespace hitmask {

/// Sets bit i of `out` when element i hits `shape`, clears it otherwise. `out` must hold at
/// least view.size bits; bits past view.size are cleared.
template <class View, class Shape>
void test(const View& view, const Shape& shape, bitmask& out)
{
    detail::run_query(view, shape, detail::mask_request("test", false, out));
}

/// How many elements hit `shape`.
template <class View, class Shape>
std::size_t count(const View& view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::count, "count", false));
}

/// Whether any element hits `shape`; stops at the first 64-element block that holds a hit.
template <class View, class Shape>
bool any(const View& view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::any, "any", false)) != 0;
}

/// Writes the indices of the hitting elements, in increasing order, to out[0..k) and returns
/// k. Throws std::invalid_argument if out is null with capacity > 0, if the view has more
/// elements than uint32 indices, or if more than `capacity` elements hit (out then holds the
/// first `capacity` of them; nothing is written past it).
template <class View, class Shape>
std::size_t indices(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::run_query(view, shape, detail::indices_request("indices", false, out, capacity));
}

/// Hit and graze in one pass over the bullets: `hit` gets the bullets within hit_radius of
/// `center` (exactly test() with circle::make(center, hit_radius)), `graze` those within
/// graze_radius that are not hits. For points_view, circles_view and the oriented bullet views
/// (the bullets overlap the discs).
template <class View>
void test_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze)
{
    detail::run_hit_graze(view, center, hit_radius, graze_radius, hit, graze, "test_hit_graze", false);
}

/// Ranges, for job systems: the query over elements [begin, end) of the view only. `begin`
/// must be a multiple of 64 and `end` a multiple of 64 or view.size, so each range owns whole
/// words of a shared result: N jobs with disjoint ranges fill one bitmask without locks.
/// test_range writes only words begin/64 .. ceil(end/64) of `out` (which must hold view.size
/// bits); count_range counts the range's hits; indices_range writes the view's own indices
/// (begin + k) of the range's hits. Otherwise as test, count and indices.
template <class View, class Shape>
void test_range(const View& view, const Shape& shape, bitmask& out, std::size_t begin, std::size_t end)
{
    detail::run_query(view, shape, detail::in_range(detail::mask_request("test_range", false, out), begin, end));
}
/// count() over elements [begin, end) only; the same rules for begin and end as test_range().
template <class View, class Shape>
std::size_t count_range(const View& view, const Shape& shape, std::size_t begin, std::size_t end)
{
    return detail::run_query(
        view, shape,
        detail::in_range(detail::plain_request(detail::query_mode::count, "count_range", false), begin, end));
}
/// indices() over elements [begin, end) only: writes the view's own indices (begin + k) of the
/// range's hits; the same rules for begin and end as test_range().
template <class View, class Shape>
std::size_t indices_range(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity,
                          std::size_t begin, std::size_t end)
{
    return detail::run_query(
        view, shape, detail::in_range(detail::indices_request("indices_range", false, out, capacity), begin, end));
}

// points_view overloads, so a braced view works: hitmask::count({xs, ys, n}, shape).
/// test() of a points_view, so a braced view works: hitmask::test({xs, ys, n}, shape, out).
template <class Shape>
void test(points_view view, const Shape& shape, bitmask& out)
{
    detail::run_query(view, shape, detail::mask_request("test", false, out));
}
/// count() of a points_view, so a braced view works: hitmask::count({xs, ys, n}, shape).
template <class Shape>
std::size_t count(points_view view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::count, "count", false));
}
/// any() of a points_view, so a braced view works.
template <class Shape>
bool any(points_view view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::any, "any", false)) != 0;
}
/// indices() of a points_view, so a braced view works.
template <class Shape>
std::size_t indices(points_view view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::run_query(view, shape, detail::indices_request("indices", false, out, capacity));
}
/// test_hit_graze() of a points_view, so a braced view works.
inline void test_hit_graze(points_view view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                           bitmask& graze)
{
    detail::run_hit_graze(view, center, hit_radius, graze_radius, hit, graze, "test_hit_graze", false);
}

/// The scalar reference: it defines the semantics, and every SIMD kernel matches it bit for bit.
namespace reference {

/// hitmask::test() on the scalar reference, whatever the active ISA: the same checks, the bits that
/// define the semantics.
template <class View, class Shape>
void test(const View& view, const Shape& shape, bitmask& out)
{
    detail::run_query(view, shape, detail::mask_request("reference::test", true, out));
}
/// hitmask::count() on the scalar reference.
template <class View, class Shape>
std::size_t count(const View& view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::count, "reference::count", true));
}
/// hitmask::any() on the scalar reference.
template <class View, class Shape>
bool any(const View& view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::any, "reference::any", true)) != 0;
}
/// hitmask::indices() on the scalar reference.
template <class View, class Shape>
std::size_t indices(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::run_query(view, shape, detail::indices_request("reference::indices", true, out, capacity));
}
/// hitmask::test_hit_graze() on the scalar reference.
template <class View>
void test_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze)
{
    detail::run_hit_graze(view, center, hit_radius, graze_radius, hit, graze, "reference::test_hit_graze", true);
}
/// The range forms on the reference: the same checks and words as test_range, count_range and
/// indices_range, for a job system's tests.
template <class View, class Shape>
void test_range(const View& view, const Shape& shape, bitmask& out, std::size_t begin, std::size_t end)
{
    detail::run_query(view, shape,
                      detail::in_range(detail::mask_request("reference::test_range", true, out), begin, end));
}
/// hitmask::count_range() on the scalar reference.
template <class View, class Shape>
std::size_t count_range(const View& view, const Shape& shape, std::size_t begin, std::size_t end)
{
    return detail::run_query(
        view, shape,
        detail::in_range(detail::plain_request(detail::query_mode::count, "reference::count_range", true), begin, end));
}
/// hitmask::indices_range() on the scalar reference.
template <class View, class Shape>
std::size_t indices_range(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity,
                          std::size_t begin, std::size_t end)
{
    return detail::run_query(
        view, shape,
        detail::in_range(detail::indices_request("reference::indices_range", true, out, capacity), begin, end));
}

/// reference::test() of a points_view, so a braced view works.
template <class Shape>
void test(points_view view, const Shape& shape, bitmask& out)
{
    detail::run_query(view, shape, detail::mask_request("reference::test", true, out));
}
/// reference::count() of a points_view.
template <class Shape>
std::size_t count(points_view view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::count, "reference::count", true));
}
/// reference::any() of a points_view.
template <class Shape>
bool any(points_view view, const Shape& shape)
{
    return detail::run_query(view, shape, detail::plain_request(detail::query_mode::any, "reference::any", true)) != 0;
}
/// reference::indices() of a points_view.
template <class Shape>
std::size_t indices(points_view view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::run_query(view, shape, detail::indices_request("reference::indices", true, out, capacity));
}
/// reference::test_hit_graze() of a points_view.
inline void test_hit_graze(points_view view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                           bitmask& graze)
{
    detail::run_hit_graze(view, center, hit_radius, graze_radius, hit, graze, "reference::test_hit_graze", true);
}

} // namespace reference
} // namespace hitmask
