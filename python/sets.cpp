// The many-shape forms for Python. The shapes come as a list (any sequence) and become a
// shape_set once per call; the view is points, or round bullets with r= (the forms named with
// a 3: 3D points, or spheres with r=). Every check on the
// view and the outputs is the C++ library's; this file only adds the one-kind rule's message.
#include "sets.hpp"

#include <pybind11/numpy.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "columns.hpp"
#include "results.hpp"

namespace py = pybind11;
using namespace hitmask;

namespace hitmask_python {
namespace {

const char* const kinds = "Circle, AABB, Sector, Capsule or OBB";
const char* const kinds3 = "Sphere, AABB3, Capsule3, Cone, Frustum or OBB3";
const char* const shot_kinds = "AABB or OBB";

/// The shapes (a sequence of one kind) as a shape_set<Shape>, for fn(set).
template <class Shape, class Fn>
py::object as_set(const std::string& name, const py::sequence& seq, const char* what, Fn&& fn)
{
    shape_set<Shape> set;
    set.reserve(seq.size());
    for (py::handle s : seq) {
        if (!py::isinstance<Shape>(s))
            throw py::value_error(name + ": every shape must be of one kind (" + what + "), got " +
                                  std::string(py::str(py::type::handle_of(s))) + " after " +
                                  std::string(py::str(py::type::handle_of(seq[0]))));
        set.push_back(s.cast<Shape>());
    }
    return fn(set);
}

py::sequence shape_list(const std::string& name, py::handle shapes, const char* what)
{
    if (!py::isinstance<py::sequence>(shapes))
        throw py::value_error(name + ": shapes must be a list of " + what + " shapes of one kind");
    return py::reinterpret_borrow<py::sequence>(shapes);
}

/// Calls fn(view, set) with the columns' view and the shapes as a shape_set of their kind.
/// The GIL is still held: fn releases it around the query.
template <class Fn>
py::object with_set(const std::string& name, py::handle xs, py::handle ys, py::handle r, py::handle shapes, Fn&& fn)
{
    view_kind kind;
    const columns c = points_or_circles(xs, ys, r, kind);
    const py::sequence seq = shape_list(name, shapes, kinds);
    auto run = [&](auto tag) -> py::object {
        using Shape = decltype(tag);
        return as_set<Shape>(name, seq, kinds, [&](const shape_set<Shape>& set) -> py::object {
            static_assert(detail::is_set_supported<circles_view, Shape>::value, "every 2D set kind takes round bullets");
            if (kind == view_kind::points) return fn(points_view{c.ptr[0], c.ptr[1], c.n}, set);
            return fn(circles_view{c.ptr[0], c.ptr[1], c.ptr[2], c.n}, set);
        });
    };
    // an empty list is a set of circles: every form then answers "no hit"
    const py::handle first = seq.size() > 0 ? seq[0] : py::handle();
    if (!first || py::isinstance<circle>(first)) return run(circle{});
    if (py::isinstance<aabb>(first)) return run(aabb{});
    if (py::isinstance<sector>(first)) return run(sector{});
    if (py::isinstance<capsule>(first)) return run(capsule{});
    if (py::isinstance<obb>(first)) return run(obb{});
    throw py::value_error(name + ": sets hold " + kinds + " shapes, got " +
                          std::string(py::str(py::type::handle_of(first))));
}

/// The same for 3D points (xs, ys, zs) or spheres (r=) and sets of a 3D kind.
template <class Fn>
py::object with_set3(const std::string& name, py::handle xs, py::handle ys, py::handle zs, py::handle r,
                     py::handle shapes, Fn&& fn)
{
    view_kind kind;
    const columns c = points3_or_spheres(xs, ys, zs, r, kind);
    const py::sequence seq = shape_list(name, shapes, kinds3);
    auto run = [&](auto tag) -> py::object {
        using Shape = decltype(tag);
        return as_set<Shape>(name, seq, kinds3, [&](const shape_set<Shape>& set) -> py::object {
            if (kind == view_kind::points3) return fn(points3_view{c.ptr[0], c.ptr[1], c.ptr[2], c.n}, set);
            return fn(spheres_view{c.ptr[0], c.ptr[1], c.ptr[2], c.ptr[3], c.n}, set);
        });
    };
    // an empty list is a set of spheres: every form then answers "no hit"
    const py::handle first = seq.size() > 0 ? seq[0] : py::handle();
    if (!first || py::isinstance<sphere>(first)) return run(sphere{});
    if (py::isinstance<aabb3>(first)) return run(aabb3{});
    if (py::isinstance<capsule3>(first)) return run(capsule3{});
    if (py::isinstance<cone>(first)) return run(cone{});
    if (py::isinstance<frustum>(first)) return run(frustum{});
    if (py::isinstance<obb3>(first)) return run(obb3{});
    throw py::value_error(name + ": 3D sets hold " + kinds3 + " shapes, got " +
                          std::string(py::str(py::type::handle_of(first))));
}

/// The same for shots, View obbs_view or capsules_view over the columns c, and sets of enemy
/// boxes (AABB or OBB).
template <class View, class Fn>
py::object with_shot_set(const std::string& name, const columns& c, py::handle shapes, Fn&& fn)
{
    const py::sequence seq = shape_list(name, shapes, shot_kinds);
    const View view = detail::view_traits<View>::from_columns(c.ptr.data(), c.n);
    auto run = [&](auto tag) -> py::object {
        using Shape = decltype(tag);
        return as_set<Shape>(name, seq, shot_kinds, [&](const shape_set<Shape>& set) { return fn(view, set); });
    };
    // an empty list is a set of boxes: every form then answers "no hit"
    const py::handle first = seq.size() > 0 ? seq[0] : py::handle();
    if (!first || py::isinstance<aabb>(first)) return run(aabb{});
    if (py::isinstance<obb>(first)) return run(obb{});
    throw py::value_error(name + ": shot sets hold " + shot_kinds + " shapes, got " +
                          std::string(py::str(py::type::handle_of(first))));
}

py::ssize_t ssize(std::size_t n)
{
    return static_cast<py::ssize_t>(n);
}

} // namespace

void add_set_forms(py::module_& m)
{
    // each form's body over any view and set, registered below for 2D (xs, ys[, r]) and 3D
    // (xs, ys, zs[, r]: the name with a 3)
    const auto any_body = [](py::handle out) {
        return [out](const auto& view, const auto& set) -> py::object {
            py::array_t<bool> result = bool_result(out, view.size, "test_any");
            bool* data = result.mutable_data();
            if (view.size > 0) { // an empty bitmask has no words for the library to clear
                py::gil_scoped_release release;
                bitmask& mask = thread_mask(view.size);
                test_any(view, set, mask);
                bools_from(mask, data);
            }
            return std::move(result);
        };
    };
    const auto each_body = [](const auto& view, const auto& set) -> py::object {
        const std::size_t n = view.size, k = set.size();
        py::array_t<bool> result({ssize(k), ssize(n)});
        bool* data = result.mutable_data();
        if (n > 0 && k > 0) {
            py::gil_scoped_release release;
            thread_local std::vector<bitmask> masks;
            if (masks.size() < k) masks.resize(k);
            for (std::size_t j = 0; j < k; ++j)
                masks[j].assign(n);
            test_each(view, set, masks.data(), k);
            for (std::size_t j = 0; j < k; ++j)
                bools_from(masks[j], data + j * n);
        }
        return std::move(result);
    };
    const auto first_body = [](const auto& view, const auto& set) -> py::object {
        py::array_t<std::int32_t> result(ssize(view.size));
        std::int32_t* data = result.mutable_data();
        py::gil_scoped_release release;
        first_hit(view, set, data, view.size);
        return std::move(result);
    };
    const auto counts_body = [](const auto& view, const auto& set) -> py::object {
        py::array_t<std::uint32_t> result(ssize(set.size()));
        std::uint32_t* data = result.mutable_data();
        py::gil_scoped_release release;
        count_per_shape(view, set, data, set.size());
        return std::move(result);
    };
    const auto pairs_body = [](const auto& view, const auto& set) -> py::object {
        thread_local std::vector<hit_pair> found;
        {
            py::gil_scoped_release release;
            pairs(view, set, found);
        }
        py::array_t<std::uint32_t> result({ssize(found.size()), py::ssize_t{2}});
        // hit_pair is two uint32s: the (n, 2) array's rows, byte for byte
        static_assert(sizeof(hit_pair) == 2 * sizeof(std::uint32_t));
        if (!found.empty()) std::memcpy(result.mutable_data(), found.data(), found.size() * sizeof(hit_pair));
        return std::move(result);
    };

    const auto xs = py::arg("xs"), ys = py::arg("ys"), zs = py::arg("zs"), shapes = py::arg("shapes");
    m.def("test_any", [any_body](py::handle x, py::handle y, py::handle list, py::handle r, py::handle out) {
        return with_set("test_any", x, y, r, list, any_body(out));
    }, xs, ys, shapes, py::arg("r") = py::none(), py::arg("out") = py::none(),
       "bool per element: it hits any of the shapes. out: as for test");
    m.def("test_any3", [any_body](py::handle x, py::handle y, py::handle z, py::handle list, py::handle r,
                                  py::handle out) {
        return with_set3("test_any3", x, y, z, r, list, any_body(out));
    }, xs, ys, zs, shapes, py::arg("r") = py::none(), py::arg("out") = py::none(),
       "3D: bool per point (or sphere, with r=): it hits any of the shapes");
    const auto def_both = [&](const char* name, const char* name3, auto form_body, const char* doc) {
        m.def(name, [name, form_body](py::handle x, py::handle y, py::handle list, py::handle r) {
            return with_set(name, x, y, r, list, form_body);
        }, xs, ys, shapes, py::arg("r") = py::none(), doc);
        m.def(name3, [name3, form_body](py::handle x, py::handle y, py::handle z, py::handle list, py::handle r) {
            return with_set3(name3, x, y, z, r, list, form_body);
        }, xs, ys, zs, shapes, py::arg("r") = py::none(), doc);
    };
    def_both("test_each", "test_each3", each_body,
             "(len(shapes), len(xs)) bools: row j is test(xs, ys, shapes[j]) (test3 for the 3D form)");
    def_both("first_hit", "first_hit3", first_body, "int32 per element: the lowest index of a shape it hits, or -1");
    def_both("count_per_shape", "count_per_shape3", counts_body, "uint32 per shape: how many elements hit it");
    def_both("pairs", "pairs3", pairs_body, "(n, 2) uint32 array of every (element, shape) that hits");

    // shots against sets of enemy boxes: rotated rectangles (cx, cy, ux, uy, hx, hy) as
    // test_any_obbs ..., capsules and lasers (x0, y0, x1, y1, r) as test_any_capsules ...
    const auto def_shots = [&](const std::string& form, auto form_body, const char* doc) {
        const std::string obbs_name = form + "_obbs", capsules_name = form + "_capsules";
        m.def(obbs_name.c_str(), [obbs_name, form_body](py::handle cx, py::handle cy, py::handle ux, py::handle uy,
                                                        py::handle hx, py::handle hy, py::handle list) {
            const columns c = columns_of({{cx, "cx"}, {cy, "cy"}, {ux, "ux"}, {uy, "uy"}, {hx, "hx"}, {hy, "hy"}});
            return with_shot_set<obbs_view>(obbs_name, c, list, form_body);
        }, py::arg("cx"), py::arg("cy"), py::arg("ux"), py::arg("uy"), py::arg("hx"), py::arg("hy"), shapes, doc);
        m.def(capsules_name.c_str(), [capsules_name, form_body](py::handle x0, py::handle y0, py::handle x1,
                                                                py::handle y1, py::handle r, py::handle list) {
            const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}, {r, "r"}});
            return with_shot_set<capsules_view>(capsules_name, c, list, form_body);
        }, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"), py::arg("r"), shapes, doc);
    };
    def_shots("test_any", any_body(py::none()), "bool per shot: it hits any of the enemy boxes (AABB or OBB)");
    def_shots("test_each", each_body, "(len(shapes), shots) bools: row j is the shots that hit shapes[j]");
    def_shots("first_hit", first_body, "int32 per shot: the lowest index of a box it hits, or -1");
    def_shots("count_per_shape", counts_body, "uint32 per box: how many shots hit it");
    def_shots("pairs", pairs_body, "(n, 2) uint32 array of every (shot, box) that hits");
}

} // namespace hitmask_python
