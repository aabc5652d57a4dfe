// Columns from Python objects (see columns.hpp).
#include "columns.hpp"

#include <cstdint>
#include <string>

namespace py = pybind11;

namespace hitmask_python {

const float* in_place(py::handle h, std::size_t& n) noexcept
{
    // read from the array's header, without pybind11's array_t::ensure (a call into NumPy's
    // PyArray_FromAny): about 0.1-0.2 us less a call of three columns warm on the Zen 5 VM, within
    // its noise; the frame's calls start cold, where fewer functions touched count more
    using api = py::detail::npy_api;
    if (!api::get().PyArray_Check_(h.ptr())) return nullptr;
    const auto* a = py::detail::array_proxy(h.ptr());
    const auto* d = py::detail::array_descriptor_proxy(a->descr);
    constexpr int wanted = api::NPY_ARRAY_C_CONTIGUOUS_ | api::NPY_ARRAY_ALIGNED_;
    const std::uint16_t probe = 1;
    const bool little = *reinterpret_cast<const unsigned char*>(&probe) == 1;
    if (a->nd != 1 || d->type_num != api::NPY_FLOAT_ || (a->flags & wanted) != wanted ||
        d->byteorder == (little ? '>' : '<'))
        return nullptr;
    n = static_cast<std::size_t>(a->dimensions[0]);
    return reinterpret_cast<const float*>(a->data);
}

/// One column: a 1-D array of numbers, as float32 (the same memory when it already is
/// C-contiguous float32).
farray column(py::handle h, const char* name)
{
    std::size_t n;
    if (in_place(h, n)) return py::reinterpret_borrow<farray>(h);
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
