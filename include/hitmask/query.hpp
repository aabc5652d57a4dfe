/// @file
/// hitmask: the queries. Each tests every element of a view against one shape. The pairs
/// hitmask supports are the registry's detail::shape_queries (detail/registry.hpp; the table of
/// docs/semantics.md gives each pair's formula); any other pair fails to compile with a message
/// saying so, and is_supported_v<View, Shape> tells in advance. A strided view (strided.hpp)
/// takes the pairs of its SoA twin.
/// Every form has a twin in hitmask::reference, the scalar reference that defines the
/// semantics and that every SIMD kernel matches bit for bit. A form and its twin are one
/// function object template (detail::test_form<target>, ...), so they cannot drift apart.
/// Like the algorithms of std::ranges, the forms are objects, not overload sets: argument-
/// dependent lookup does not find them, so call them qualified (hitmask::test) or after a
/// using-declaration.
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
    /// points_view by value, so a braced view works: hitmask::test({xs, ys, n}, shape, out).
    template <class Shape>
    void operator()(points_view view, const Shape& shape, bitmask& out) const
    {
        this->template operator()<points_view, Shape>(view, shape, out);
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
    template <class Shape>
    std::size_t operator()(points_view view, const Shape& shape) const
    {
        return this->template operator()<points_view, Shape>(view, shape);
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
    template <class Shape>
    bool operator()(points_view view, const Shape& shape) const
    {
        return this->template operator()<points_view, Shape>(view, shape);
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
    template <class Shape>
    std::size_t operator()(points_view view, const Shape& shape, std::uint32_t* out, std::size_t capacity) const
    {
        return this->template operator()<points_view, Shape>(view, shape, out, capacity);
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
    void operator()(points_view view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                    bitmask& graze) const
    {
        this->template operator()<points_view>(view, center, hit_radius, graze_radius, hit, graze);
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

/// test(view, shape, out): sets bit i of `out` when element i hits `shape`, clears it
/// otherwise. `out` must hold at least view.size bits; bits past view.size are cleared. A
/// braced points_view works: hitmask::test({xs, ys, n}, shape, out).
inline constexpr detail::test_form<detail::target::active> test{};

/// count(view, shape): how many elements hit `shape`.
inline constexpr detail::count_form<detail::target::active> count{};

/// any(view, shape): whether any element hits `shape`; stops at the first 64-element block
/// that holds a hit.
inline constexpr detail::any_form<detail::target::active> any{};

/// indices(view, shape, out, capacity): writes the indices of the hitting elements, in
/// increasing order, to out[0..k) and returns k. Throws std::invalid_argument if out is null
/// with capacity > 0, if the view has more elements than uint32 indices, or if more than
/// `capacity` elements hit (out then holds the first `capacity` of them; nothing is written
/// past it).
inline constexpr detail::indices_form<detail::target::active> indices{};

/// test_hit_graze(view, center, hit_radius, graze_radius, hit, graze): hit and graze in one
/// pass over the bullets: `hit` gets the bullets within hit_radius of `center` (exactly test()
/// with circle::make(center, hit_radius)), `graze` those within graze_radius that are not hits.
/// For points_view, circles_view and the oriented bullet views (the bullets overlap the discs).
inline constexpr detail::hit_graze_form<detail::target::active> test_hit_graze{};

/// test_range(view, shape, out, begin, end): ranges, for job systems: test() over elements
/// [begin, end) of the view only. `begin` must be a multiple of 64 and `end` a multiple of 64
/// or view.size, so each range owns whole words of a shared result: N jobs with disjoint
/// ranges fill one bitmask without locks. Writes only words begin/64 .. ceil(end/64) of `out`
/// (which must hold view.size bits).
inline constexpr detail::test_range_form<detail::target::active> test_range{};

/// count_range(view, shape, begin, end): count() over elements [begin, end) only; the same
/// rules for begin and end as test_range.
inline constexpr detail::count_range_form<detail::target::active> count_range{};

/// indices_range(view, shape, out, capacity, begin, end): indices() over elements [begin, end)
/// only: writes the view's own indices (begin + k) of the range's hits; the same rules for
/// begin and end as test_range.
inline constexpr detail::indices_range_form<detail::target::active> indices_range{};

/// The scalar reference: it defines the semantics, and every SIMD kernel matches it bit for
/// bit. Each form is its hitmask:: twin run on the scalar reference, whatever the active ISA:
/// the same checks, the bits that define the semantics.
namespace reference {

/// hitmask::test on the scalar reference.
inline constexpr detail::test_form<detail::target::reference> test{};
/// hitmask::count on the scalar reference.
inline constexpr detail::count_form<detail::target::reference> count{};
/// hitmask::any on the scalar reference.
inline constexpr detail::any_form<detail::target::reference> any{};
/// hitmask::indices on the scalar reference.
inline constexpr detail::indices_form<detail::target::reference> indices{};
/// hitmask::test_hit_graze on the scalar reference.
inline constexpr detail::hit_graze_form<detail::target::reference> test_hit_graze{};
/// hitmask::test_range on the scalar reference (the same checks and words).
inline constexpr detail::test_range_form<detail::target::reference> test_range{};
/// hitmask::count_range on the scalar reference.
inline constexpr detail::count_range_form<detail::target::reference> count_range{};
/// hitmask::indices_range on the scalar reference.
inline constexpr detail::indices_range_form<detail::target::reference> indices_range{};

} // namespace reference
} // namespace hitmask
