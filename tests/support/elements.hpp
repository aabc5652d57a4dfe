// Test support: the kinds of element a view holds (points, round bullets, swept bullets,
// oriented bullets), their SoA columns, and views over them.
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>
#include <vector>

#include <hitmask/hitmask.hpp>

namespace hitmask_test {

using hitmask::vec2;
using hitmask::vec3;

/// A 3D sphere element (spheres_view): centre and radius.
struct ball {
    float x, y, z, r;
};

/// A round bullet: centre and radius.
struct disc {
    float x, y, r;
};
/// A swept bullet: where it was and where it is.
struct sweep {
    float x0, y0, x1, y1;
};
/// A swept 3D point (segments3_view): where it was and where it is.
struct sweep3 {
    float x0, y0, z0, x1, y1, z1;
};

/// Oriented bullets: a box, an ellipse and a capsule of their own.
struct box_bullet {
    float cx, cy, ux, uy, hx, hy;
};
struct oval_bullet {
    float cx, cy, ux, uy, rx, ry;
};
struct capsule_bullet {
    float x0, y0, x1, y1, r;
};

/// The most columns an element has.
constexpr std::size_t max_element_columns = 6;
using element_values = std::array<float, max_element_columns>;

/// Each element type's view and its values in the view's column order; the column count and
/// the view's construction from columns come from the library's own view traits
/// (include/hitmask/detail/view_traits.hpp).
template <class E>
struct element_traits;

template <class View>
struct element_traits_of_view {
    using view = View;
    static constexpr std::size_t columns = hitmask::detail::view_traits<View>::fields.size();
    static view make(const float* const* c, std::size_t n) { return hitmask::detail::view_traits<View>::from_columns(c, n); }
};

template <>
struct element_traits<vec2> : element_traits_of_view<hitmask::points_view> {
    static element_values values(const vec2& p) { return {p.x, p.y, 0, 0, 0, 0}; }
};
template <>
struct element_traits<disc> : element_traits_of_view<hitmask::circles_view> {
    static element_values values(const disc& d) { return {d.x, d.y, d.r, 0, 0, 0}; }
};
template <>
struct element_traits<sweep> : element_traits_of_view<hitmask::segments_view> {
    static element_values values(const sweep& s) { return {s.x0, s.y0, s.x1, s.y1, 0, 0}; }
};
template <>
struct element_traits<box_bullet> : element_traits_of_view<hitmask::obbs_view> {
    static element_values values(const box_bullet& b) { return {b.cx, b.cy, b.ux, b.uy, b.hx, b.hy}; }
};
template <>
struct element_traits<oval_bullet> : element_traits_of_view<hitmask::ellipses_view> {
    static element_values values(const oval_bullet& b) { return {b.cx, b.cy, b.ux, b.uy, b.rx, b.ry}; }
};
template <>
struct element_traits<capsule_bullet> : element_traits_of_view<hitmask::capsules_view> {
    static element_values values(const capsule_bullet& b) { return {b.x0, b.y0, b.x1, b.y1, b.r, 0}; }
};

template <>
struct element_traits<sweep3> : element_traits_of_view<hitmask::segments3_view> {
    static element_values values(const sweep3& s) { return {s.x0, s.y0, s.z0, s.x1, s.y1, s.z1}; }
};

template <>
struct element_traits<vec3> : element_traits_of_view<hitmask::points3_view> {
    static element_values values(const vec3& p) { return {p.x, p.y, p.z, 0, 0, 0}; }
};
template <>
struct element_traits<ball> : element_traits_of_view<hitmask::spheres_view> {
    static element_values values(const ball& b) { return {b.x, b.y, b.z, b.r, 0, 0}; }
};

/// Every element type above, so a view's element type can be looked up rather than listed again.
template <class... E>
struct element_list {};
using all_elements = element_list<vec2, disc, sweep, sweep3, box_bullet, oval_bullet, capsule_bullet, vec3, ball>;

/// The element type whose columns are View's (vec2 for points_view, disc for circles_view...):
/// the first of `List` whose element_traits name View.
template <class View, class List = all_elements>
struct element_of_view_t;
template <class View, class E, class... Rest>
struct element_of_view_t<View, element_list<E, Rest...>> {
    using type = std::conditional_t<std::is_same<typename element_traits<E>::view, View>::value, E,
                                    typename element_of_view_t<View, element_list<Rest...>>::type>;
};
template <class View>
struct element_of_view_t<View, element_list<>> {
    using type = void; // no element type has View's columns
};
template <class View>
using element_of_view = typename element_of_view_t<View>::type;

/// SoA copy of `elements` whose columns start `offset` floats into their storage, so starts
/// of every alignment are exercised.
template <class E>
class offset_columns {
public:
    using traits = element_traits<E>;
    offset_columns(const std::vector<E>& elements, std::size_t offset) : size_(elements.size())
    {
        for (std::size_t c = 0; c < traits::columns; ++c)
            storage_[c].assign(elements.size() + offset, 0.f);
        for (std::size_t i = 0; i < elements.size(); ++i) {
            const element_values v = traits::values(elements[i]);
            for (std::size_t c = 0; c < traits::columns; ++c)
                storage_[c][offset + i] = v[c];
        }
        for (std::size_t c = 0; c < traits::columns; ++c)
            columns_[c] = storage_[c].data() + offset;
    }
    typename traits::view view(std::size_t n) const { return traits::make(columns_, n); }
    typename traits::view view() const { return view(size_); }
    /// Element i's values, for failure messages.
    element_values at(std::size_t i) const
    {
        element_values v{};
        for (std::size_t c = 0; c < traits::columns; ++c)
            v[c] = columns_[c][i];
        return v;
    }

private:
    std::vector<float> storage_[max_element_columns];
    const float* columns_[max_element_columns] = {};
    std::size_t size_;
};

} // namespace hitmask_test
