// hitmask: what the library knows of each view, in one place. A view is a struct of column
// pointers and a size (points.hpp, bullets.hpp, oriented_bullets.hpp, strided.hpp); its trait
// names it, names its columns in order and reads them, and says which SoA view's kernels serve
// it (a strided view runs its SoA twin's kernels with strided loads). Everything that turns a
// view into columns (the library's checks, the kernels' column counts, the C API, Python)
// goes through view_traits and view_ref below; adding a view is one trait here and one
// entry in all_views.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../bullets.hpp"
#include "../oriented_bullets.hpp"
#include "../points.hpp"
#include "../points3.hpp"
#include "../strided.hpp"
#include "type_list.hpp"

namespace hitmask {
namespace detail {

/// The most columns a view has (obbs_view, ellipses_view: six).
constexpr std::size_t max_columns = 6;

/// Not a view: no SoA twin, so no pair of the registry matches it (is_supported is false).
template <class View>
struct view_traits {
    using soa = void;
};

/// A view's trait from its column members, in order: the columns read through them and, for a
/// SoA view (Soa = View), the view built back from a column array (its members then the size,
/// as the bindings and the C API build views). Each trait below adds its name and field names.
template <class View, class Soa, auto... Member>
struct columns_of {
    using soa = Soa;
    static constexpr std::array<const float*, sizeof...(Member)> columns(const View& v) noexcept
    {
        return {v.*Member...};
    }
    template <class V = View, class = std::enable_if_t<std::is_same_v<V, Soa>>>
    static constexpr V from_columns(const float* const* c, std::size_t n) noexcept
    {
        return from(c, n, std::make_index_sequence<sizeof...(Member)>{});
    }

private:
    template <std::size_t... I>
    static constexpr View from(const float* const* c, std::size_t n, std::index_sequence<I...>) noexcept
    {
        return {c[I]..., n};
    }
};

template <>
struct view_traits<points_view> : columns_of<points_view, points_view, &points_view::x, &points_view::y> {
    static constexpr const char* name = "points";
    static constexpr std::array<const char*, 2> fields{"x", "y"};
};
template <>
struct view_traits<circles_view>
    : columns_of<circles_view, circles_view, &circles_view::x, &circles_view::y, &circles_view::r> {
    static constexpr const char* name = "circles";
    static constexpr std::array<const char*, 3> fields{"x", "y", "r"};
};
template <>
struct view_traits<segments_view> : columns_of<segments_view, segments_view, &segments_view::x0, &segments_view::y0,
                                               &segments_view::x1, &segments_view::y1> {
    static constexpr const char* name = "segments";
    static constexpr std::array<const char*, 4> fields{"x0", "y0", "x1", "y1"};
};
template <>
struct view_traits<obbs_view> : columns_of<obbs_view, obbs_view, &obbs_view::cx, &obbs_view::cy, &obbs_view::ux,
                                           &obbs_view::uy, &obbs_view::hx, &obbs_view::hy> {
    static constexpr const char* name = "obbs";
    static constexpr std::array<const char*, 6> fields{"cx", "cy", "ux", "uy", "hx", "hy"};
};
template <>
struct view_traits<ellipses_view>
    : columns_of<ellipses_view, ellipses_view, &ellipses_view::cx, &ellipses_view::cy, &ellipses_view::ux,
                 &ellipses_view::uy, &ellipses_view::rx, &ellipses_view::ry> {
    static constexpr const char* name = "ellipses";
    static constexpr std::array<const char*, 6> fields{"cx", "cy", "ux", "uy", "rx", "ry"};
};
template <>
struct view_traits<capsules_view> : columns_of<capsules_view, capsules_view, &capsules_view::x0, &capsules_view::y0,
                                               &capsules_view::x1, &capsules_view::y1, &capsules_view::r> {
    static constexpr const char* name = "capsules";
    static constexpr std::array<const char*, 5> fields{"x0", "y0", "x1", "y1", "r"};
};
template <>
struct view_traits<points3_view>
    : columns_of<points3_view, points3_view, &points3_view::x, &points3_view::y, &points3_view::z> {
    static constexpr const char* name = "points3";
    static constexpr std::array<const char*, 3> fields{"x", "y", "z"};
};
template <>
struct view_traits<spheres_view>
    : columns_of<spheres_view, spheres_view, &spheres_view::x, &spheres_view::y, &spheres_view::z, &spheres_view::r> {
    static constexpr const char* name = "spheres";
    static constexpr std::array<const char*, 4> fields{"x", "y", "z", "r"};
};
template <>
struct view_traits<segments3_view>
    : columns_of<segments3_view, segments3_view, &segments3_view::x0, &segments3_view::y0, &segments3_view::z0,
                 &segments3_view::x1, &segments3_view::y1, &segments3_view::z1> {
    static constexpr const char* name = "segments3";
    static constexpr std::array<const char*, 6> fields{"x0", "y0", "z0", "x1", "y1", "z1"};
};
template <>
struct view_traits<strided_points_view>
    : columns_of<strided_points_view, points_view, &strided_points_view::x, &strided_points_view::y> {
    static constexpr const char* name = "strided_points";
    static constexpr std::array<const char*, 2> fields = view_traits<points_view>::fields;
};
template <>
struct view_traits<strided_circles_view> : columns_of<strided_circles_view, circles_view, &strided_circles_view::x,
                                                      &strided_circles_view::y, &strided_circles_view::r> {
    static constexpr const char* name = "strided_circles";
    static constexpr std::array<const char*, 3> fields = view_traits<circles_view>::fields;
};
template <>
struct view_traits<strided_points3_view> : columns_of<strided_points3_view, points3_view, &strided_points3_view::x,
                                                      &strided_points3_view::y, &strided_points3_view::z> {
    static constexpr const char* name = "strided_points3";
    static constexpr std::array<const char*, 3> fields = view_traits<points3_view>::fields;
};
template <>
struct view_traits<strided_spheres_view>
    : columns_of<strided_spheres_view, spheres_view, &strided_spheres_view::x, &strided_spheres_view::y,
                 &strided_spheres_view::z, &strided_spheres_view::r> {
    static constexpr const char* name = "strided_spheres";
    static constexpr std::array<const char*, 4> fields = view_traits<spheres_view>::fields;
};

/// The structure-of-arrays views, in the order of the C API's hm_view_kind (value = index).
/// Their traits also build the view from a column array (from_columns), as the bindings do.
using soa_views = type_list<points_view, circles_view, segments_view, obbs_view, ellipses_view, capsules_view,
                            points3_view, spheres_view, segments3_view>;
/// Every view: the SoA ones, then the strided ones.
using all_views = type_list<points_view, circles_view, segments_view, obbs_view, ellipses_view, capsules_view,
                            points3_view, spheres_view, segments3_view, strided_points_view, strided_circles_view,
                            strided_points3_view, strided_spheres_view>;

/// The SoA view whose kernels serve View (View itself, or a strided view's twin).
template <class View>
using soa_view_t = typename view_traits<View>::soa;

/// Whether View is an array-of-structs view (it has a stride).
template <class View>
inline constexpr bool is_strided_v = !std::is_same_v<soa_view_t<View>, View>;

/// How many columns View has.
template <class View>
inline constexpr std::size_t column_count_v = view_traits<View>::fields.size();

/// Whether two C strings are equal, at compile time.
constexpr bool same_text(const char* a, const char* b) noexcept
{
    return *a == *b && (*a == '\0' || same_text(a + 1, b + 1));
}
/// The column of View's elements' radius (the field "r": round bullets, spheres), or -1.
template <class View>
constexpr int radius_column() noexcept
{
    for (std::size_t c = 0; c < view_traits<View>::fields.size(); ++c)
        if (same_text(view_traits<View>::fields[c], "r")) return static_cast<int>(c);
    return -1;
}

/// Whether the SoA view View has a strided twin in all_views (the drivers then need a strided path).
template <class View, class List>
struct has_strided_twin_in;
template <class View, class... V>
struct has_strided_twin_in<View, type_list<V...>>
    : std::bool_constant<((is_strided_v<V> && std::is_same_v<soa_view_t<V>, View>) || ...)> {};
template <class View>
inline constexpr bool has_strided_twin = has_strided_twin_in<View, all_views>::value;

/// Any view as the library receives it: its kind (the index in all_views), its columns in the
/// trait's order, its size and its stride (0 for SoA columns).
struct view_ref {
    std::uint32_t kind;
    const float* col[max_columns];
    std::size_t size;
    std::size_t stride;
};

/// A view's columns for the library.
template <class View>
view_ref ref_of(const View& v) noexcept
{
    static_assert(in_list_v<View, all_views>, "a view needs a view_traits and an entry in all_views");
    view_ref out{static_cast<std::uint32_t>(index_in_v<View, all_views>), {}, v.size, 0};
    const auto columns = view_traits<View>::columns(v);
    for (std::size_t c = 0; c < columns.size(); ++c)
        out.col[c] = columns[c];
    if constexpr (is_strided_v<View>) out.stride = v.stride;
    return out;
}

} // namespace detail
} // namespace hitmask
