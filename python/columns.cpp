// Columns from Python objects (see columns.hpp).
#include "columns.hpp"

#include <string>

namespace py = pybind11;

namespace hitmask_python {

/// One column: a 1-D array of numbers, as float32 (the same memory when it already is
/// C-contiguous float32).
farray column(py::handle h, const char* name)
{
    py::array a = py::array::ensure(h);
    if (!a) throw py::value_error(std::string(name) + ": expected a 1-D array of numbers");
    const char kind = a.dtype().kind();
    if (kind != 'f' && kind != 'i' && kind != 'u' && kind != 'b')
        throw py::value_error(std::string(name) + ": expected numbers, got an array of dtype " +
                              std::string(py::str(a.dtype())));
    if (a.ndim() != 1)
        throw py::value_error(std::string(name) + ": expected a 1-D array, got " + std::to_string(a.ndim()) +
                              " dimensions");
    return farray::ensure(a);
}

columns columns_of(std::initializer_list<std::pair<py::handle, const char*>> cols)
{
    columns c;
    for (const auto& [h, name] : cols) {
        farray a = column(h, name);
        if (c.arrays.empty()) c.n = static_cast<std::size_t>(a.shape(0));
        else if (static_cast<std::size_t>(a.shape(0)) != c.n)
            throw py::value_error(std::string("the columns differ in length: ") + cols.begin()->second + " has " +
                                  std::to_string(c.n) + " elements, " + name + " has " +
                                  std::to_string(a.shape(0)));
        c.ptr.push_back(a.data());
        c.arrays.push_back(std::move(a));
    }
    return c;
}

const char* view_name(view_kind k)
{
    static const char* const names[] = {"points", "round bullets (r=)", "swept bullets (segments)",
                                        "obbs", "ellipses", "capsules", "3D points", "spheres (r=)",
                                        "moving 3D points (segments3)"};
    return names[static_cast<int>(k)];
}

columns points_or_circles(py::handle xs, py::handle ys, py::handle r, view_kind& kind)
{
    if (r.is_none()) {
        kind = view_kind::points;
        return columns_of({{xs, "xs"}, {ys, "ys"}});
    }
    kind = view_kind::circles;
    return columns_of({{xs, "xs"}, {ys, "ys"}, {r, "r"}});
}

columns points3_or_spheres(py::handle xs, py::handle ys, py::handle zs, py::handle r, view_kind& kind)
{
    if (r.is_none()) {
        kind = view_kind::points3;
        return columns_of({{xs, "xs"}, {ys, "ys"}, {zs, "zs"}});
    }
    kind = view_kind::spheres;
    return columns_of({{xs, "xs"}, {ys, "ys"}, {zs, "zs"}, {r, "r"}});
}

} // namespace hitmask_python
