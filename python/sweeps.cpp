// The sweeps for Python. sweep(x0, y0, x1, y1, shape, r=None) moves points (or, with r=, round
// bullets of those radii) from (x0, y0) to (x1, y1) against one shape and returns (hits,
// fractions): a bool array and a float32 array of the part of each motion done at first contact
// (0 when it starts touching, inf where it never does). sweep_first(x0, y0, x1, y1, shapes,
// r=None) takes a list of shapes of one kind and returns (shape_index, fractions): uint32, the
// first shape each element meets, NO_SHAPE (0xFFFFFFFF, hitmask::no_shape) where it meets none.
// NO_SHAPE rather than -1 (first_hit's int32) because the C++ index is uint32, and NumPy refuses
// it as an index of any shorter array, where -1 would silently pick the last shape. sweep3 and
// sweep_first3 take 3D points (x0, y0, z0, x1, y1, z1). The supported pairs are the registry's
// sweep_queries and sweep_set_queries; the GIL is released while a sweep runs; every check on
// the columns is the C++ library's or columns.cpp's.
#include "sweeps.hpp"

#include <pybind11/numpy.h>

#include <cstdint>
#include <string>
#include <utility>

#include <hitmask/hitmask.hpp>

#include "columns.hpp"
#include "results.hpp"

namespace py = pybind11;
using namespace hitmask;

namespace hitmask_python {
namespace {

std::string type_name(py::handle h)
{
    return std::string(py::str(py::type::handle_of(h)));
}

/// The Python class names of the shapes List takes for View ("Circle, AABB, ..."), for messages.
template <class List, class View>
std::string shapes_for()
{
    std::string out;
    detail::for_each_type(List{}, [&](auto tag, std::size_t) {
        using Pair = typename decltype(tag)::type;
        if constexpr (std::is_same_v<typename Pair::view, View>)
            out += (out.empty() ? "" : ", ") +
                   py::type::of<typename Pair::shape>().attr("__name__").template cast<std::string>();
    });
    return out;
}

/// The element kind of a view, in messages.
template <class View>
const char* moving_name()
{
    if constexpr (std::is_same_v<View, capsules_view>) return "round bullets (r=)";
    else if constexpr (std::is_same_v<View, segments3_view>) return "3D points";
    else return "points";
}

/// sweep over a view: the shape's kind picked among the registry's pairs for View.
template <class View>
py::object sweep_view(const char* name, const View& view, py::handle shape_obj)
{
    py::object result;
    detail::for_each_type(detail::sweep_queries{}, [&](auto tag, std::size_t) {
        using Pair = typename decltype(tag)::type;
        using Shape = typename Pair::shape;
        if constexpr (std::is_same_v<typename Pair::view, View>) {
            if (result || !py::isinstance<Shape>(shape_obj)) return;
            const Shape& shape = shape_obj.cast<const Shape&>();
            result = hits_and_floats(view.size,
                                     [&](bitmask& mask, float* fractions) { sweep(view, shape, mask, fractions); });
        }
    });
    if (!result)
        throw py::value_error(std::string(name) + ": hitmask has no sweep of " + moving_name<View>() + " against " +
                              type_name(shape_obj) + " (it takes " + shapes_for<detail::sweep_queries, View>() + ")");
    return result;
}

/// sweep_first over a view: the list's kind (that of its first shape; an empty list is a set of
/// the first kind the view takes, which no element meets) among the registry's set pairs for View.
template <class View>
py::object sweep_first_view(const char* name, const View& view, py::handle shapes_obj)
{
    const std::string kinds = shapes_for<detail::sweep_set_queries, View>();
    if (!py::isinstance<py::sequence>(shapes_obj) || py::isinstance<py::str>(shapes_obj))
        throw py::value_error(std::string(name) + ": shapes must be a list of shapes of one kind (" + kinds + "), got " +
                              type_name(shapes_obj));
    const auto seq = py::reinterpret_borrow<py::sequence>(shapes_obj);
    const py::handle first = seq.size() > 0 ? py::handle(seq[0]) : py::handle();
    py::object result;
    detail::for_each_type(detail::sweep_set_queries{}, [&](auto tag, std::size_t) {
        using Pair = typename decltype(tag)::type;
        using Shape = typename Pair::shape;
        if constexpr (std::is_same_v<typename Pair::view, View>) {
            if (result || (first && !py::isinstance<Shape>(first))) return;
            thread_local shape_set<Shape> set; // reused: a warm frame allocates nothing here
            set.clear();
            for (py::handle s : seq) {
                if (!py::isinstance<Shape>(s))
                    throw py::value_error(std::string(name) + ": every shape must be of one kind, got " + type_name(s) +
                                          " after " + type_name(first));
                set.push_back(s.cast<const Shape&>());
            }
            py::array_t<std::uint32_t> index(static_cast<py::ssize_t>(view.size));
            py::array_t<float> fractions(static_cast<py::ssize_t>(view.size));
            std::uint32_t* index_data = index.mutable_data();
            float* fraction_data = fractions.mutable_data();
            {
                py::gil_scoped_release release;
                sweep_first(view, set, index_data, fraction_data);
            }
            result = py::make_tuple(index, fractions);
        }
    });
    if (!result)
        throw py::value_error(std::string(name) + ": hitmask has no sweep_first of " + moving_name<View>() +
                              " against " + type_name(first) + " sets (it takes lists of " + kinds + ")");
    return result;
}

constexpr const char* doc_sweep =
    "(hits, fractions): a bool per element, set where its motion from (x0, y0) to (x1, y1) touches the shape, and "
    "the part of the motion done at first contact (float32 in [0, 1]; 0 when it starts touching, inf where it never "
    "does). r: radii, making the elements round bullets (discs moved the same way)";
constexpr const char* doc_first =
    "(shape_index, fractions): per element, the first shape of the list (one kind) its motion meets (uint32, the "
    "lowest index on ties; NO_SHAPE where it meets none) and its fraction (inf where none). r: as for sweep";

} // namespace

void add_sweep_forms(py::module_& m)
{
    m.attr("NO_SHAPE") = py::int_(no_shape);
    m.def("sweep", [](py::handle x0, py::handle y0, py::handle x1, py::handle y1, py::handle shape, py::handle r) {
        if (r.is_none()) {
            const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}});
            return sweep_view("sweep", detail::view_traits<segments_view>::from_columns(c.ptr.data(), c.n), shape);
        }
        const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}, {r, "r"}});
        return sweep_view("sweep", detail::view_traits<capsules_view>::from_columns(c.ptr.data(), c.n), shape);
    }, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"), py::arg("shape"), py::arg("r") = py::none(),
       doc_sweep);
    m.def("sweep3", [](py::handle x0, py::handle y0, py::handle z0, py::handle x1, py::handle y1, py::handle z1,
                       py::handle shape) {
        const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {z0, "z0"}, {x1, "x1"}, {y1, "y1"}, {z1, "z1"}});
        return sweep_view("sweep3", detail::view_traits<segments3_view>::from_columns(c.ptr.data(), c.n), shape);
    }, py::arg("x0"), py::arg("y0"), py::arg("z0"), py::arg("x1"), py::arg("y1"), py::arg("z1"), py::arg("shape"),
       "sweep for 3D points moving from (x0, y0, z0) to (x1, y1, z1): Sphere, AABB3, Capsule3");
    m.def("sweep_first", [](py::handle x0, py::handle y0, py::handle x1, py::handle y1, py::handle shapes,
                            py::handle r) {
        if (r.is_none()) {
            const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}});
            return sweep_first_view("sweep_first", detail::view_traits<segments_view>::from_columns(c.ptr.data(), c.n),
                                    shapes);
        }
        const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}, {r, "r"}});
        return sweep_first_view("sweep_first", detail::view_traits<capsules_view>::from_columns(c.ptr.data(), c.n),
                                shapes);
    }, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"), py::arg("shapes"), py::arg("r") = py::none(),
       doc_first);
    m.def("sweep_first3", [](py::handle x0, py::handle y0, py::handle z0, py::handle x1, py::handle y1, py::handle z1,
                             py::handle shapes) {
        const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {z0, "z0"}, {x1, "x1"}, {y1, "y1"}, {z1, "z1"}});
        return sweep_first_view("sweep_first3", detail::view_traits<segments3_view>::from_columns(c.ptr.data(), c.n),
                                shapes);
    }, py::arg("x0"), py::arg("y0"), py::arg("z0"), py::arg("x1"), py::arg("y1"), py::arg("z1"), py::arg("shapes"),
       "sweep_first for 3D points: lists of AABB3 or Sphere");
}

} // namespace hitmask_python
