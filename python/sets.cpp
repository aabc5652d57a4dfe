// The many-shape forms for Python. The shapes come as a list (any sequence) and become a
// shape_set once per call; the view is points, or round bullets with r=. Every check on the
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

/// Calls fn(view, set) with the columns' view and the shapes as a shape_set of their kind.
/// The GIL is still held: fn releases it around the query.
template <class Fn>
py::object with_set(const std::string& name, py::handle xs, py::handle ys, py::handle r, py::handle shapes, Fn&& fn)
{
    view_kind kind;
    const columns c = points_or_circles(xs, ys, r, kind);
    if (!py::isinstance<py::sequence>(shapes))
        throw py::value_error(name + ": shapes must be a list of " + kinds + " shapes of one kind");
    const auto seq = py::reinterpret_borrow<py::sequence>(shapes);
    auto run = [&](auto tag) -> py::object {
        using Shape = decltype(tag);
        shape_set<Shape> set;
        set.reserve(seq.size());
        for (py::handle s : seq) {
            if (!py::isinstance<Shape>(s))
                throw py::value_error(name + ": every shape must be of one kind (" + kinds + "), got " +
                                      std::string(py::str(py::type::handle_of(s))) + " after " +
                                      std::string(py::str(py::type::handle_of(seq[0]))));
            set.push_back(s.cast<Shape>());
        }
        if (kind == view_kind::points) return fn(points_view{c.ptr[0], c.ptr[1], c.n}, set);
        if constexpr (detail::is_set_supported<circles_view, Shape>::value)
            return fn(circles_view{c.ptr[0], c.ptr[1], c.ptr[2], c.n}, set);
        throw py::value_error(name + ": OBB sets take points only (no r=)");
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

py::ssize_t ssize(std::size_t n)
{
    return static_cast<py::ssize_t>(n);
}

} // namespace

void add_set_forms(py::module_& m)
{
    const auto xs = py::arg("xs"), ys = py::arg("ys"), shapes = py::arg("shapes");
    m.def("test_any", [](py::handle x, py::handle y, py::handle list, py::handle r, py::handle out) {
        return with_set("test_any", x, y, r, list, [&](const auto& view, const auto& set) -> py::object {
            py::array_t<bool> result = bool_result(out, view.size, "test_any");
            bool* data = result.mutable_data();
            if (view.size > 0) { // an empty bitmask has no words for the library to clear
                py::gil_scoped_release release;
                bitmask& mask = thread_mask(view.size);
                test_any(view, set, mask);
                bools_from(mask, data);
            }
            return std::move(result);
        });
    }, xs, ys, shapes, py::arg("r") = py::none(), py::arg("out") = py::none(),
       "bool per element: it hits any of the shapes. out: as for test");
    m.def("test_each", [](py::handle x, py::handle y, py::handle list, py::handle r) {
        return with_set("test_each", x, y, r, list, [&](const auto& view, const auto& set) -> py::object {
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
        });
    }, xs, ys, shapes, py::arg("r") = py::none(), "(len(shapes), len(xs)) bools: row j is test(xs, ys, shapes[j])");
    m.def("first_hit", [](py::handle x, py::handle y, py::handle list, py::handle r) {
        return with_set("first_hit", x, y, r, list, [&](const auto& view, const auto& set) -> py::object {
            py::array_t<std::int32_t> result(ssize(view.size));
            std::int32_t* data = result.mutable_data();
            py::gil_scoped_release release;
            first_hit(view, set, data, view.size);
            return std::move(result);
        });
    }, xs, ys, shapes, py::arg("r") = py::none(), "int32 per element: the lowest index of a shape it hits, or -1");
    m.def("count_per_shape", [](py::handle x, py::handle y, py::handle list, py::handle r) {
        return with_set("count_per_shape", x, y, r, list, [&](const auto& view, const auto& set) -> py::object {
            py::array_t<std::uint32_t> result(ssize(set.size()));
            std::uint32_t* data = result.mutable_data();
            py::gil_scoped_release release;
            count_per_shape(view, set, data, set.size());
            return std::move(result);
        });
    }, xs, ys, shapes, py::arg("r") = py::none(), "uint32 per shape: how many elements hit it");
    m.def("pairs", [](py::handle x, py::handle y, py::handle list, py::handle r) {
        return with_set("pairs", x, y, r, list, [&](const auto& view, const auto& set) -> py::object {
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
        });
    }, xs, ys, shapes, py::arg("r") = py::none(), "(n, 2) uint32 array of every (element, shape) that hits");
}

} // namespace hitmask_python
