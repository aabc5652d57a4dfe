// The ray casts for Python. Each view with a ray cast (the registry's ray_queries) gets two
// functions, named as the module names its other views' forms: raycast (round bullets: xs, ys
// and r), raycast_capsules, raycast_obbs, raycast_ellipses and raycast3 (spheres), and their
// raycast_closest twins. raycast returns (hits, distances): a bool array and a float32 array
// (+inf where the ray misses). raycast_closest returns (index, distance), with index None when
// the ray meets nothing: -1, as first_hit's int32 arrays have it, would index the last element
// if used unchecked. The GIL is released while a cast runs; every check on the columns is the
// C++ library's or columns.cpp's.
#include "rays.hpp"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <string>
#include <tuple>
#include <utility>

#include <hitmask/hitmask.hpp>

#include "columns.hpp"
#include "results.hpp"

namespace py = pybind11;
using namespace hitmask;

namespace hitmask_python {
namespace {

template <class T>
T made(const result<T>& r)
{
    if (!r) throw py::value_error(r.error());
    return r.value();
}

/// The ray argument of `name`: a Ray for the 2D views, a Ray3 for spheres; anything else is
/// refused naming what the function takes.
template <class Ray>
Ray ray_arg(const char* name, py::handle h)
{
    if (py::isinstance<Ray>(h)) return h.cast<Ray>();
    const bool three_d = std::is_same_v<Ray, ray3>;
    throw py::value_error(std::string(name) + ": expected a hitmask." + (three_d ? "Ray3" : "Ray") + ", got " +
                          std::string(py::str(py::type::handle_of(h))) +
                          (three_d ? " (2D rays: raycast, raycast_capsules, ...)" : " (3D rays: raycast3)"));
}

enum class cast_form { all, closest };

/// One cast over the columns as a View: (hits, distances) or (index or None, distance).
template <class View, class Ray>
py::object cast(cast_form form, const char* name, const columns& c, py::handle ray_obj)
{
    static_assert(has_raycast_v<View, Ray>, "the registry (ray_queries) has no such ray cast");
    const Ray r = ray_arg<Ray>(name, ray_obj);
    const View view = detail::view_traits<View>::from_columns(c.ptr.data(), c.n);
    if (form == cast_form::closest) {
        ray_hit first{no_hit, 0.f};
        {
            py::gil_scoped_release release;
            first = raycast_closest(view, r);
        }
        const py::object index = first.index == no_hit ? py::object(py::none()) : py::object(py::int_(first.index));
        return py::make_tuple(index, first.distance);
    }
    return hits_and_floats(c.n, [&](bitmask& mask, float* distances) { raycast(view, r, mask, distances); });
}

/// The forms of each function pair: its names, and what each returns.
struct form_names {
    const char* name;
    cast_form form;
    const char* doc;
};
constexpr const char* doc_all =
    "(hits, distances): a bool per element, set where the ray meets it, and its entry distance along the ray "
    "(float32; 0 when the origin is inside, inf where missed)";
constexpr const char* doc_first =
    "(index, distance): the first element the ray meets (the least distance, the lowest index on ties), "
    "or (None, inf) when it meets none";

std::string repr_of(const char* kind, const py::tuple& origin, const py::tuple& direction, float max_distance)
{
    return std::string(py::str("{}({}, {}, {})").format(kind, origin, direction, max_distance));
}

} // namespace

void add_ray_forms(py::module_& m)
{
    py::class_<ray>(m, "Ray",
                    "A 2D ray (a laser, a hitscan shot, a sight line): the segment origin + t * direction, "
                    "0 <= t <= max_distance; the direction is stored normalised")
        .def(py::init([](pair_f origin, pair_f direction, float max_distance) {
                 return made(ray::try_make({origin.first, origin.second}, {direction.first, direction.second},
                                           max_distance));
             }),
             py::arg("origin"), py::arg("direction"), py::arg("max_distance"),
             "origin and direction finite, direction not (0, 0); max_distance >= 0 (may be inf)")
        .def_property_readonly("origin", [](const ray& r) { return pair_f{r.origin().x, r.origin().y}; })
        .def_property_readonly("direction", [](const ray& r) { return pair_f{r.direction().x, r.direction().y}; })
        .def_property_readonly("max_distance", &ray::max_distance)
        .def("__repr__", [](const ray& r) {
            return repr_of("Ray", py::make_tuple(r.origin().x, r.origin().y),
                           py::make_tuple(r.direction().x, r.direction().y), r.max_distance());
        });
    py::class_<ray3>(m, "Ray3", "A 3D ray, as Ray: for spheres (raycast3)")
        .def(py::init([](const triple_f& o, const triple_f& d, float max_distance) {
                 return made(ray3::try_make({std::get<0>(o), std::get<1>(o), std::get<2>(o)},
                                            {std::get<0>(d), std::get<1>(d), std::get<2>(d)}, max_distance));
             }),
             py::arg("origin"), py::arg("direction"), py::arg("max_distance"),
             "origin and direction finite, direction not (0, 0, 0); max_distance >= 0 (may be inf)")
        .def_property_readonly("origin", [](const ray3& r) { return triple_f{r.origin().x, r.origin().y, r.origin().z}; })
        .def_property_readonly("direction",
                               [](const ray3& r) { return triple_f{r.direction().x, r.direction().y, r.direction().z}; })
        .def_property_readonly("max_distance", &ray3::max_distance)
        .def("__repr__", [](const ray3& r) {
            return repr_of("Ray3", py::make_tuple(r.origin().x, r.origin().y, r.origin().z),
                           py::make_tuple(r.direction().x, r.direction().y, r.direction().z), r.max_distance());
        });

    // round bullets: xs, ys, r (points have no ray cast: r is required)
    for (const form_names f : {form_names{"raycast", cast_form::all, doc_all},
                               form_names{"raycast_closest", cast_form::closest, doc_first}}) {
        m.def(f.name, [f](py::handle xs, py::handle ys, py::handle ray_obj, py::handle r) {
            return cast<circles_view, ray>(f.form, f.name, columns_of({{xs, "xs"}, {ys, "ys"}, {r, "r"}}), ray_obj);
        }, py::arg("xs"), py::arg("ys"), py::arg("ray"), py::arg("r"), f.doc);
    }
    for (const form_names f : {form_names{"raycast_capsules", cast_form::all, doc_all},
                               form_names{"raycast_closest_capsules", cast_form::closest, doc_first}}) {
        m.def(f.name, [f](py::handle x0, py::handle y0, py::handle x1, py::handle y1, py::handle r,
                          py::handle ray_obj) {
            const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}, {r, "r"}});
            return cast<capsules_view, ray>(f.form, f.name, c, ray_obj);
        }, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"), py::arg("r"), py::arg("ray"), f.doc);
    }
    for (const form_names f : {form_names{"raycast_obbs", cast_form::all, doc_all},
                               form_names{"raycast_closest_obbs", cast_form::closest, doc_first}}) {
        m.def(f.name, [f](py::handle cx, py::handle cy, py::handle ux, py::handle uy, py::handle hx, py::handle hy,
                          py::handle ray_obj) {
            const columns c = columns_of({{cx, "cx"}, {cy, "cy"}, {ux, "ux"}, {uy, "uy"}, {hx, "hx"}, {hy, "hy"}});
            return cast<obbs_view, ray>(f.form, f.name, c, ray_obj);
        }, py::arg("cx"), py::arg("cy"), py::arg("ux"), py::arg("uy"), py::arg("hx"), py::arg("hy"), py::arg("ray"),
           f.doc);
    }
    for (const form_names f : {form_names{"raycast_ellipses", cast_form::all, doc_all},
                               form_names{"raycast_closest_ellipses", cast_form::closest, doc_first}}) {
        m.def(f.name, [f](py::handle cx, py::handle cy, py::handle ux, py::handle uy, py::handle rx, py::handle ry,
                          py::handle ray_obj) {
            const columns c = columns_of({{cx, "cx"}, {cy, "cy"}, {ux, "ux"}, {uy, "uy"}, {rx, "rx"}, {ry, "ry"}});
            return cast<ellipses_view, ray>(f.form, f.name, c, ray_obj);
        }, py::arg("cx"), py::arg("cy"), py::arg("ux"), py::arg("uy"), py::arg("rx"), py::arg("ry"), py::arg("ray"),
           f.doc);
    }
    // spheres: xs, ys, zs, r with a Ray3
    for (const form_names f : {form_names{"raycast3", cast_form::all, doc_all},
                               form_names{"raycast_closest3", cast_form::closest, doc_first}}) {
        m.def(f.name, [f](py::handle xs, py::handle ys, py::handle zs, py::handle ray_obj, py::handle r) {
            const columns c = columns_of({{xs, "xs"}, {ys, "ys"}, {zs, "zs"}, {r, "r"}});
            return cast<spheres_view, ray3>(f.form, f.name, c, ray_obj);
        }, py::arg("xs"), py::arg("ys"), py::arg("zs"), py::arg("ray"), py::arg("r"), f.doc);
    }
}

} // namespace hitmask_python
