// The columns of a view from Python objects: 1-D arrays of numbers, used in place when they are
// C-contiguous float32 and converted to float32 once otherwise, all of one length.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <initializer_list>
#include <tuple>
#include <utility>
#include <vector>

namespace hitmask_python {

/// A 2D point, vector or pair of numbers from Python (a tuple of two), and a 3D one.
using pair_f = std::pair<float, float>;
using triple_f = std::tuple<float, float, float>;

using farray = pybind11::array_t<float, pybind11::array::c_style | pybind11::array::forcecast>;

/// One column, as float32 (the same memory when it already is C-contiguous float32); ValueError
/// for non-numbers and anything but 1-D.
farray column(pybind11::handle h, const char* name);

/// The data of h when it is a column used in place (a 1-D, C-contiguous, aligned float32 array
/// in the machine's byte order), its length in n; else null. No call into NumPy.
const float* in_place(pybind11::handle h, std::size_t& n) noexcept;

/// The columns of one view, checked for equal lengths; `arrays` keeps converted ones alive.
struct columns {
    std::vector<farray> arrays;
    std::vector<const float*> ptr;
    std::size_t n = 0;
};
columns columns_of(std::initializer_list<std::pair<pybind11::handle, const char*>> cols);

enum class view_kind { points, circles, segments, obbs, ellipses, capsules, points3, spheres, segments3 };
const char* view_name(view_kind k);

/// Points (xs, ys), or round bullets (xs, ys, r) when r is not None.
columns points_or_circles(pybind11::handle xs, pybind11::handle ys, pybind11::handle r, view_kind& kind);
/// 3D points (xs, ys, zs), or spheres (xs, ys, zs, r) when r is not None.
columns points3_or_spheres(pybind11::handle xs, pybind11::handle ys, pybind11::handle zs, pybind11::handle r,
                           view_kind& kind);

} // namespace hitmask_python
