/// @file
/// hitmask: the queries. Each tests every element of a view against one shape. The pairs
/// hitmask supports are the registry's detail::shape_queries (detail/registry.hpp; the table of
/// docs/semantics.md gives each pair's formula); any other pair fails to compile with a message
/// saying so, and is_supported_v<View, Shape> tells in advance. A strided view (strided.hpp)
/// takes the pairs of its SoA twin.
/// Every form has a twin in hitmask::reference, the scalar reference that defines the
/// semantics and that every SIMD kernel matches bit for bit. A form and its twin are one function object
/// template (detail::test_form<target>, ...): the functions below only name their target, so a
/// form and its twin cannot drift apart.
#pragma once

#include <cstddef>
#include <cstdint>

#include "detail/query_impl.hpp"

namespace hitmask {
namespace detail {

/// Which code a form runs: the active ISA, or the scalar reference (hitmask::reference::).
/// Each form below is one template over it; hitmask:: and hitmask::reference:: name its two
/// instances.
enum class target : bool { active, reference };

/// A form's name in messages: "test", or "reference::test" on the reference.
template <target T>
constexpr const char* form_name(const char* active, const char* reference) noexcept
{
    return T == target::reference ? reference : active;
}

template <target T>
struct test_form {
    template <class View, class Shape>
    void operator()(const View& view, const Shape& shape, bitmask& out) const
    {
        run_query(view, shape, mask_request(form_name<T>("test", "reference::test"), T == target::reference, out));
    }
};

template <target T>
struct count_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const Shape& shape) const
    {
        return run_query(
            view, shape,
            plain_request(query_mode::count, form_name<T>("count", "reference::count"), T == target::reference));
    }
};

template <target T>
struct any_form {
    template <class View, class Shape>
    bool operator()(const View& view, const Shape& shape) const
    {
        return run_query(
                   view, shape,
                   plain_request(query_mode::any, form_name<T>("any", "reference::any"), T == target::reference)) != 0;
    }
};

template <target T>
struct indices_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity) const
    {
        return run_query(
            view, shape,
            indices_request(form_name<T>("indices", "reference::indices"), T == target::reference, out, capacity));
    }
};

template <target T>
struct hit_graze_form {
    template <class View>
    void operator()(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                    bitmask& graze) const
    {
        run_hit_graze(view, center, hit_radius, graze_radius, hit, graze,
                      form_name<T>("test_hit_graze", "reference::test_hit_graze"), T == target::reference);
    }
};

template <target T>
struct test_range_form {
    template <class View, class Shape>
    void operator()(const View& view, const Shape& shape, bitmask& out, std::size_t begin, std::size_t end) const
    {
        run_query(
            view, shape,
            in_range(mask_request(form_name<T>("test_range", "reference::test_range"), T == target::reference, out),
                     begin, end));
    }
};

template <target T>
struct count_range_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const Shape& shape, std::size_t begin, std::size_t end) const
    {
        return run_query(
            view, shape,
            in_range(plain_request(query_mode::count, form_name<T>("count_range", "reference::count_range"),
                                   T == target::reference),
                     begin, end));
    }
};

template <target T>
struct indices_range_form {
    template <class View, class Shape>
    std::size_t operator()(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity,
                           std::size_t begin, std::size_t end) const
    {
        return run_query(view, shape,
                         in_range(indices_request(form_name<T>("indices_range", "reference::indices_range"),
                                                  T == target::reference, out, capacity),
                                  begin, end));
    }
};

} // namespace detail

/// Sets bit i of `out` when element i hits `shape`, clears it otherwise. `out` must hold at
/// least view.size bits; bits past view.size are cleared.
template <class View, class Shape>
void test(const View& view, const Shape& shape, bitmask& out)
{
    detail::test_form<detail::target::active>{}(view, shape, out);
}
/// test() of a points_view, so a braced view works: hitmask::test({xs, ys, n}, shape, ...).
template <class Shape>
void test(points_view view, const Shape& shape, bitmask& out)
{
    detail::test_form<detail::target::active>{}(view, shape, out);
}
/// How many elements hit `shape`.
template <class View, class Shape>
std::size_t count(const View& view, const Shape& shape)
{
    return detail::count_form<detail::target::active>{}(view, shape);
}
/// count() of a points_view, so a braced view works: hitmask::count({xs, ys, n}, shape).
template <class Shape>
std::size_t count(points_view view, const Shape& shape)
{
    return detail::count_form<detail::target::active>{}(view, shape);
}
/// Whether any element hits `shape`; stops at the first 64-element block that holds a hit.
template <class View, class Shape>
bool any(const View& view, const Shape& shape)
{
    return detail::any_form<detail::target::active>{}(view, shape);
}
/// any() of a points_view, so a braced view works: hitmask::any({xs, ys, n}, shape).
template <class Shape>
bool any(points_view view, const Shape& shape)
{
    return detail::any_form<detail::target::active>{}(view, shape);
}
/// Writes the indices of the hitting elements, in increasing order, to out[0..k) and returns
/// k. Throws std::invalid_argument if out is null with capacity > 0, if the view has more
/// elements than uint32 indices, or if more than `capacity` elements hit (out then holds the
/// first `capacity` of them; nothing is written past it).
template <class View, class Shape>
std::size_t indices(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_form<detail::target::active>{}(view, shape, out, capacity);
}
/// indices() of a points_view, so a braced view works: hitmask::indices({xs, ys, n}, shape, ...).
template <class Shape>
std::size_t indices(points_view view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_form<detail::target::active>{}(view, shape, out, capacity);
}
/// Ranges, for job systems: test() over elements [begin, end) of the view only. `begin` must
/// be a multiple of 64 and `end` a multiple of 64 or view.size, so each range owns whole words
/// of a shared result: N jobs with disjoint ranges fill one bitmask without locks. Writes only
/// words begin/64 .. ceil(end/64) of `out` (which must hold view.size bits).
template <class View, class Shape>
void test_range(const View& view, const Shape& shape, bitmask& out, std::size_t begin, std::size_t end)
{
    detail::test_range_form<detail::target::active>{}(view, shape, out, begin, end);
}
/// count() over elements [begin, end) only; the same rules for begin and end as test_range().
template <class View, class Shape>
std::size_t count_range(const View& view, const Shape& shape, std::size_t begin, std::size_t end)
{
    return detail::count_range_form<detail::target::active>{}(view, shape, begin, end);
}
/// indices() over elements [begin, end) only: writes the view's own indices (begin + k) of the
/// range's hits; the same rules for begin and end as test_range().
template <class View, class Shape>
std::size_t indices_range(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity,
                          std::size_t begin, std::size_t end)
{
    return detail::indices_range_form<detail::target::active>{}(view, shape, out, capacity, begin, end);
}
/// Hit and graze in one pass over the bullets: `hit` gets the bullets within hit_radius of
/// `center` (exactly test() with circle::make(center, hit_radius)), `graze` those within
/// graze_radius that are not hits. For points_view, circles_view and the oriented bullet views
/// (the bullets overlap the discs).
template <class View>
void test_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze)
{
    detail::hit_graze_form<detail::target::active>{}(view, center, hit_radius, graze_radius, hit, graze);
}
/// test_hit_graze() of a points_view, so a braced view works.
inline void test_hit_graze(points_view view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                           bitmask& graze)
{
    detail::hit_graze_form<detail::target::active>{}(view, center, hit_radius, graze_radius, hit, graze);
}

/// The scalar reference: it defines the semantics, and every SIMD kernel matches it bit for
/// bit. Each form is its hitmask:: twin run on the scalar reference, whatever the active ISA:
/// the same checks, the bits that define the semantics.
namespace reference {

/// hitmask::test() on the scalar reference.
template <class View, class Shape>
void test(const View& view, const Shape& shape, bitmask& out)
{
    detail::test_form<detail::target::reference>{}(view, shape, out);
}
/// reference::test() of a points_view, so a braced view works: hitmask::reference::test({xs, ys, n}, shape, ...).
template <class Shape>
void test(points_view view, const Shape& shape, bitmask& out)
{
    detail::test_form<detail::target::reference>{}(view, shape, out);
}
/// hitmask::count() on the scalar reference.
template <class View, class Shape>
std::size_t count(const View& view, const Shape& shape)
{
    return detail::count_form<detail::target::reference>{}(view, shape);
}
/// reference::count() of a points_view, so a braced view works: hitmask::reference::count({xs, ys, n}, shape).
template <class Shape>
std::size_t count(points_view view, const Shape& shape)
{
    return detail::count_form<detail::target::reference>{}(view, shape);
}
/// hitmask::any() on the scalar reference.
template <class View, class Shape>
bool any(const View& view, const Shape& shape)
{
    return detail::any_form<detail::target::reference>{}(view, shape);
}
/// reference::any() of a points_view, so a braced view works: hitmask::reference::any({xs, ys, n}, shape).
template <class Shape>
bool any(points_view view, const Shape& shape)
{
    return detail::any_form<detail::target::reference>{}(view, shape);
}
/// hitmask::indices() on the scalar reference.
template <class View, class Shape>
std::size_t indices(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_form<detail::target::reference>{}(view, shape, out, capacity);
}
/// reference::indices() of a points_view, so a braced view works: hitmask::reference::indices({xs, ys, n}, shape, ...).
template <class Shape>
std::size_t indices(points_view view, const Shape& shape, std::uint32_t* out, std::size_t capacity)
{
    return detail::indices_form<detail::target::reference>{}(view, shape, out, capacity);
}
/// hitmask::test_range() on the scalar reference.
template <class View, class Shape>
void test_range(const View& view, const Shape& shape, bitmask& out, std::size_t begin, std::size_t end)
{
    detail::test_range_form<detail::target::reference>{}(view, shape, out, begin, end);
}
/// hitmask::count_range() on the scalar reference.
template <class View, class Shape>
std::size_t count_range(const View& view, const Shape& shape, std::size_t begin, std::size_t end)
{
    return detail::count_range_form<detail::target::reference>{}(view, shape, begin, end);
}
/// hitmask::indices_range() on the scalar reference.
template <class View, class Shape>
std::size_t indices_range(const View& view, const Shape& shape, std::uint32_t* out, std::size_t capacity,
                          std::size_t begin, std::size_t end)
{
    return detail::indices_range_form<detail::target::reference>{}(view, shape, out, capacity, begin, end);
}
/// hitmask::test_hit_graze() on the scalar reference.
template <class View>
void test_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit, bitmask& graze)
{
    detail::hit_graze_form<detail::target::reference>{}(view, center, hit_radius, graze_radius, hit, graze);
}
/// reference::test_hit_graze() of a points_view, so a braced view works.
inline void test_hit_graze(points_view view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                           bitmask& graze)
{
    detail::hit_graze_form<detail::target::reference>{}(view, center, hit_radius, graze_radius, hit, graze);
}

} // namespace reference
} // namespace hitmask
