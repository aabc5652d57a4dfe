// What follows the test, for Python. compact(mask, *arrays) moves the kept elements of every
// array to its front, in place (hitmask::compact: the same bits as C++), and returns the trimmed
// views arrays[i][:count]: the arrays keep their length, the views are what is alive. float32,
// int32 and uint32 arrays run the SIMD kernel; any other 1-D C-contiguous array, structured
// arrays included, moves whole elements of its itemsize. nearest / nearest_k (points, or round
// bullets with r=) and nearest3 / nearest_k3 (3D points, or spheres with r=) return
// (index or None, distance) as raycast_closest does, and (indices uint32, distances float32)
// trimmed to how many were found. NumPy's own & | ^ ~ combine the bool masks the tests return
// (the Python API has no mask type of its own). The GIL is released while the library runs;
// every check on the columns is the C++ library's or columns.cpp's.
#include "act.hpp"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cmath>
#include <limits>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "columns.hpp"
#include "pack_bits.hpp"
#include "results.hpp"

namespace py = pybind11;
using namespace hitmask;

namespace hitmask_python {
namespace {

/// A bool array argument: 1-D NumPy bool (what test returns), else ValueError naming `what`.
py::array bool_array(py::handle h, const char* name, const char* what)
{
    const auto refuse = [&](const std::string& got) {
        return py::value_error(std::string(name) + ": " + what +
                               " must be a 1-D NumPy bool array (what hitmask.test returns), got " + got);
    };
    if (!py::isinstance<py::array>(h)) throw refuse(std::string(py::str(py::type::handle_of(h))));
    auto a = py::reinterpret_borrow<py::array>(h);
    if (a.ndim() != 1 || a.dtype().kind() != 'b')
        throw refuse(std::to_string(a.ndim()) + "-D " + std::string(py::str(a.dtype())));
    return a;
}

/// compact's keep mask (and indices' mask): a 1-D bool array (what test() returns), into the
/// thread's bitmask; without the entries set in `and_not` (a bool array of the same length) when
/// it is not None. Contiguous arrays go through the SIMD pack, strided views a byte at a time.
bitmask& keep_mask(py::handle h, const char* name = "compact", py::handle and_not = py::none())
{
    const py::array a = bool_array(h, name, "mask");
    const auto n = static_cast<std::size_t>(a.shape(0));
    const bool* db = nullptr;
    py::ssize_t sb = 0;
    bool contiguous = (a.flags() & py::array::c_style) != 0;
    if (!and_not.is_none()) {
        const py::array b = bool_array(and_not, name, "and_not");
        if (static_cast<std::size_t>(b.shape(0)) != n)
            throw py::value_error(std::string(name) + ": and_not holds " + std::to_string(b.shape(0)) +
                                  " entries but the mask " + std::to_string(n));
        db = static_cast<const bool*>(b.data()); // alive: the caller holds and_not
        sb = b.strides(0);
        contiguous = contiguous && (b.flags() & py::array::c_style);
    }
    bitmask& mask = thread_mask(n);
    const auto* da = static_cast<const bool*>(a.data());
    if (contiguous) {
        pack_bits(da, db, n, mask.words(), active_isa());
        return mask;
    }
    const auto* ca = reinterpret_cast<const char*>(da);
    const auto* cb = reinterpret_cast<const char*>(db);
    const py::ssize_t sa = a.strides(0);
    std::uint64_t* words = mask.words();
    for (std::size_t i = 0; i < n; ++i) {
        const auto k = static_cast<py::ssize_t>(i);
        if (ca[k * sa] && !(cb && cb[k * sb])) words[i / 64] |= std::uint64_t{1} << (i % 64);
    }
    return mask;
}

py::list compact_arrays(py::handle mask_obj, const py::args& arrays)
{
    bitmask& keep = keep_mask(mask_obj);
    const std::size_t n = keep.size();
    std::vector<py::array> kept_arrays;
    std::vector<detail::compact_column> columns;
    for (std::size_t j = 0; j < arrays.size(); ++j) {
        const std::string arg = "compact: arrays[" + std::to_string(j) + "]";
        py::handle h = arrays[j];
        if (!py::isinstance<py::array>(h))
            throw py::value_error(arg + " must be a 1-D NumPy array, got " +
                                  std::string(py::str(py::type::handle_of(h))));
        auto a = py::reinterpret_borrow<py::array>(h);
        if (a.ndim() != 1) throw py::value_error(arg + " must be 1-D, got " + std::to_string(a.ndim()) + "-D");
        if (static_cast<std::size_t>(a.shape(0)) != n)
            throw py::value_error(arg + " holds " + std::to_string(a.shape(0)) + " elements but the mask " +
                                  std::to_string(n));
        if (!(a.flags() & py::array::c_style))
            throw py::value_error(arg + " must be contiguous (compact moves its elements in place)");
        if (!a.writeable()) throw py::value_error(arg + " is read-only (compact moves its elements in place)");
        if (a.itemsize() == 0) throw py::value_error(arg + " has elements of 0 bytes");
        columns.push_back({a.mutable_data(), static_cast<std::size_t>(a.itemsize())});
        kept_arrays.push_back(std::move(a));
    }
    std::size_t count = keep.count();
    if (!columns.empty()) {
        detail::query_error error;
        {
            py::gil_scoped_release release;
            count = detail::compact_columns(keep, columns.data(), columns.size(), "compact", false, error);
        }
        if (error.set) throw py::value_error(error.text);
    }
    py::list out;
    for (const py::array& a : kept_arrays)
        out.append(a[py::slice(0, static_cast<py::ssize_t>(count), 1)]);
    return out;
}

/// One point argument: 2 or 3 numbers.
vec2 point_of(const pair_f& p)
{
    return {p.first, p.second};
}
vec3 point_of(const triple_f& p)
{
    return {std::get<0>(p), std::get<1>(p), std::get<2>(p)};
}

template <class View, class Point>
py::object nearest_one(const columns& c, Point p, float max_distance)
{
    const View view = detail::view_traits<View>::from_columns(c.ptr.data(), c.n);
    nearest_hit first{no_hit, 0.f};
    try {
        py::gil_scoped_release release;
        first = nearest(view, p, max_distance);
    } catch (const std::invalid_argument& e) {
        throw py::value_error(e.what());
    }
    const py::object index = first.index == no_hit ? py::object(py::none()) : py::object(py::int_(first.index));
    return py::make_tuple(index, first.distance);
}

template <class View, class Point>
py::object nearest_list(const columns& c, Point p, py::ssize_t k, float max_distance, const char* name)
{
    if (k < 0) throw py::value_error(std::string(name) + ": k must be >= 0, got " + std::to_string(k));
    const View view = detail::view_traits<View>::from_columns(c.ptr.data(), c.n);
    // at most the view's elements: k may be large
    const auto want = static_cast<py::ssize_t>(std::min<std::size_t>(static_cast<std::size_t>(k), c.n));
    py::array_t<std::uint32_t> indices(want);
    py::array_t<float> distances(want);
    std::uint32_t* idx = indices.mutable_data();
    float* dist = distances.mutable_data();
    std::size_t found = 0;
    try {
        py::gil_scoped_release release;
        found = nearest_k(view, p, static_cast<std::size_t>(want), idx, dist, max_distance);
    } catch (const std::invalid_argument& e) {
        throw py::value_error(e.what());
    }
    const py::slice head(0, static_cast<py::ssize_t>(found), 1);
    return py::make_tuple(indices[head], distances[head]);
}

constexpr const char* doc_one =
    "(index, distance): the element nearest to point (points by distance, round bullets by the distance to the "
    "disc, 0 inside; the lowest index on ties; NaN or infinite elements never count), or (None, inf) when none is "
    "within max_distance";
constexpr const char* doc_list =
    "(indices, distances): the k nearest elements sorted by (distance, index), uint32 and float32 arrays of how "
    "many were found (at most k); the same rules as nearest";

} // namespace

void add_act_forms(py::module_& m)
{
    m.def(
        "indices",
        [](py::handle mask_obj, py::handle and_not, py::handle out) -> py::object {
            bitmask& mask = keep_mask(mask_obj, "indices", and_not);
            const std::size_t k = mask.count();
            // a wrong or short out= is refused before anything is written
            py::array_t<std::uint32_t> found = index_result(out, k, "indices");
            std::uint32_t* data = found.mutable_data();
            const auto capacity = static_cast<std::size_t>(found.size());
            try {
                py::gil_scoped_release release;
                hitmask::indices(mask, data, capacity);
            } catch (const std::invalid_argument& e) {
                throw py::value_error(e.what());
            }
            if (out.is_none()) return std::move(found);
            return found[py::slice(0, static_cast<py::ssize_t>(k), 1)];
        },
        py::arg("mask"), py::arg("and_not") = py::none(), py::arg("out") = py::none(),
        "indices(mask, and_not=None, out=None): the indices of mask's True entries, increasing, as a uint32 array "
        "(np.flatnonzero's answer, through hitmask's SIMD kernel); mask: a 1-D bool array (what hitmask.test "
        "returns). and_not: a bool array of len(mask) whose True entries are left out (the indices of mask & "
        "~and_not, without the temporary arrays). out: a preallocated writeable C-contiguous uint32 array of at "
        "least as many entries as there are indices: filled and returned as out[:k] (its entries past k may be "
        "overwritten), so the call allocates no array. What a game loop walks instead of the mask: the bullets that "
        "hit, the ones new in the graze ring (indices(graze, and_not=grazed))");
    m.def("compact", &compact_arrays, py::arg("mask"),
          "compact(mask, *arrays): keeps the elements whose mask bit is set, in order, at the front of every array, "
          "in place; returns the list of trimmed views arrays[i][:count]. mask: a 1-D bool array; arrays: 1-D "
          "C-contiguous writable NumPy arrays of len(mask) elements (float32, int32, uint32 run the SIMD kernel; "
          "any other dtype, structured ones included, moves whole items)");
    const float inf = std::numeric_limits<float>::infinity();
    m.def(
        "nearest",
        [](py::handle xs, py::handle ys, const pair_f& point, py::handle r, float max_distance) {
            view_kind k;
            const columns c = points_or_circles(xs, ys, r, k);
            return k == view_kind::circles ? nearest_one<circles_view>(c, point_of(point), max_distance)
                                           : nearest_one<points_view>(c, point_of(point), max_distance);
        },
        py::arg("xs"), py::arg("ys"), py::arg("point"), py::arg("r") = py::none(), py::arg("max_distance") = inf,
        doc_one);
    m.def(
        "nearest_k",
        [](py::handle xs, py::handle ys, const pair_f& point, py::ssize_t kk, py::handle r, float max_distance) {
            view_kind k;
            const columns c = points_or_circles(xs, ys, r, k);
            return k == view_kind::circles
                       ? nearest_list<circles_view>(c, point_of(point), kk, max_distance, "nearest_k")
                       : nearest_list<points_view>(c, point_of(point), kk, max_distance, "nearest_k");
        },
        py::arg("xs"), py::arg("ys"), py::arg("point"), py::arg("k"), py::arg("r") = py::none(),
        py::arg("max_distance") = inf, doc_list);
    m.def(
        "nearest3",
        [](py::handle xs, py::handle ys, py::handle zs, const triple_f& point, py::handle r, float max_distance) {
            view_kind k;
            const columns c = points3_or_spheres(xs, ys, zs, r, k);
            return k == view_kind::spheres ? nearest_one<spheres_view>(c, point_of(point), max_distance)
                                           : nearest_one<points3_view>(c, point_of(point), max_distance);
        },
        py::arg("xs"), py::arg("ys"), py::arg("zs"), py::arg("point"), py::arg("r") = py::none(),
        py::arg("max_distance") = inf, "nearest for 3D points, or spheres with r= (0 inside the ball)");
    m.def(
        "nearest_k3",
        [](py::handle xs, py::handle ys, py::handle zs, const triple_f& point, py::ssize_t kk, py::handle r,
           float max_distance) {
            view_kind k;
            const columns c = points3_or_spheres(xs, ys, zs, r, k);
            return k == view_kind::spheres
                       ? nearest_list<spheres_view>(c, point_of(point), kk, max_distance, "nearest_k3")
                       : nearest_list<points3_view>(c, point_of(point), kk, max_distance, "nearest_k3");
        },
        py::arg("xs"), py::arg("ys"), py::arg("zs"), py::arg("point"), py::arg("k"), py::arg("r") = py::none(),
        py::arg("max_distance") = inf, "nearest_k for 3D points, or spheres with r=");
}

} // namespace hitmask_python
