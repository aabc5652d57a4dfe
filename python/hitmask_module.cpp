// hitmask for Python (pybind11 + NumPy): the shapes as classes, the queries as functions over
// NumPy columns. float32 C-contiguous 1-D arrays are used in place (zero-copy); other numeric
// arrays and sequences are converted to float32 once per call; anything else is refused with
// ValueError. The GIL is released while a query runs.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <cstring>
#include <string>
#include <utility>
#include <optional>
#include <tuple>
#include <variant>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "act.hpp"
#include "columns.hpp"
#include "rays.hpp"
#include "results.hpp"
#include "sets.hpp"
#include "sweeps.hpp"

namespace py = pybind11;
using namespace hitmask;
using hitmask_python::bool_result;
using hitmask_python::column;
using hitmask_python::columns;
using hitmask_python::columns_of;
using hitmask_python::farray;
using hitmask_python::points3_or_spheres;
using hitmask_python::points_or_circles;
using hitmask_python::view_kind;
using hitmask_python::view_name;
using hitmask_python::bools_from;
using hitmask_python::words_from;
using hitmask_python::words_result;

namespace {

using hitmask_python::pair_f;
using hitmask_python::triple_f;

vec2 v(pair_f p)
{
    return {p.first, p.second};
}
vec3 v3(const triple_f& p)
{
    return {std::get<0>(p), std::get<1>(p), std::get<2>(p)};
}
triple_f t3(vec3 p)
{
    return {p.x, p.y, p.z};
}

template <class T>
T made(const result<T>& r)
{
    if (!r) throw py::value_error(r.error());
    return r.value();
}

template <class... Shape>
std::variant<Shape...> variant_of(detail::type_list<Shape...>);
/// Any shape kind of the registry (detail::all_shapes).
using any_shape = decltype(variant_of(detail::all_shapes{}));

/// The shape a Python object holds: an instance of a shape class bound below, or a pair (x, y),
/// the point the oriented bullet views are tested against.
any_shape shape_of(py::handle h)
{
    std::optional<any_shape> found;
    detail::for_each_type(detail::all_shapes{}, [&](auto tag, std::size_t) {
        using Shape = typename decltype(tag)::type;
        if constexpr (!std::is_same_v<Shape, point>) {
            if (!found && py::isinstance<Shape>(h)) found = h.cast<Shape>();
        }
    });
    if (found) return *found;
    if (py::isinstance<py::tuple>(h) || py::isinstance<py::list>(h)) {
        const pair_f p = h.cast<pair_f>();
        return point{p.first, p.second};
    }
    throw py::value_error("expected a hitmask shape (Circle, AABB, Sector, ...), got " +
                          std::string(py::str(py::type::handle_of(h))));
}

/// The shape's Python class name ("Circle", ...), or "point".
std::string shape_name(const any_shape& s)
{
    return std::visit(
        [](const auto& shape) -> std::string {
            using Shape = std::decay_t<decltype(shape)>;
            if constexpr (std::is_same_v<Shape, point>) return "point";
            else return py::type::of<Shape>().attr("__name__").template cast<std::string>();
        },
        s);
}

/// Calls fn(view) with the C++ view of the columns (view_kind follows the registry's soa_views).
template <class Fn>
py::object with_view(view_kind kind, const columns& c, Fn&& fn)
{
    return detail::visit_type(
        detail::soa_views{}, static_cast<std::size_t>(kind),
        [&](auto tag) -> py::object {
            return fn(detail::view_traits<typename decltype(tag)::type>::from_columns(c.ptr.data(), c.n));
        },
        []() -> py::object { throw py::value_error("not a view kind"); });
}
static_assert(static_cast<std::size_t>(view_kind::capsules) == detail::index_in_v<capsules_view, detail::soa_views> &&
                  static_cast<std::size_t>(view_kind::spheres) == detail::index_in_v<spheres_view, detail::soa_views> &&
                  static_cast<std::size_t>(view_kind::segments3) ==
                      detail::index_in_v<segments3_view, detail::soa_views> &&
                  static_cast<std::size_t>(view_kind::segments3) + 1 == detail::list_size_v<detail::soa_views>,
              "python/columns.hpp's view_kind must follow the registry's soa_views");

enum class form { test, bits, count, any, indices };

/// Runs one query form over any view and shape, with the GIL released. `out`: the caller's
/// result array for the mask forms, or None.
py::object run(form f, view_kind kind, const columns& c, py::handle shape_obj, py::handle out = py::none())
{
    const any_shape shape = shape_of(shape_obj);
    return with_view(kind, c, [&](const auto& view) -> py::object {
        using View = std::decay_t<decltype(view)>;
        return std::visit(
            [&](const auto& s) -> py::object {
                using Shape = std::decay_t<decltype(s)>;
                if constexpr (!is_supported_v<View, Shape>) {
                    throw py::value_error(std::string("hitmask has no query for ") + view_name(kind) + " against a " +
                                          shape_name(shape));
                } else {
                    // the mask forms: the query into the thread's bitmask, then its bits into the result
                    auto masked = [&](auto result, auto copy) -> py::object {
                        auto* data = result.mutable_data();
                        {
                            py::gil_scoped_release release;
                            bitmask& mask = hitmask_python::thread_mask(c.n);
                            test(view, s, mask);
                            copy(mask, data);
                        }
                        return std::move(result);
                    };
                    switch (f) {
                    case form::test: return masked(bool_result(out, c.n, "test"), bools_from);
                    case form::bits: return masked(words_result(out, c.n, "test_bits"), words_from);
                    case form::count: {
                        std::size_t k;
                        {
                            py::gil_scoped_release release;
                            k = count(view, s);
                        }
                        return py::int_(k);
                    }
                    case form::any: {
                        bool a;
                        {
                            py::gil_scoped_release release;
                            a = any(view, s);
                        }
                        return py::bool_(a);
                    }
                    default: {
                        thread_local std::vector<std::uint32_t> buffer;
                        std::size_t k;
                        {
                            py::gil_scoped_release release;
                            buffer.resize(c.n);
                            k = indices(view, s, buffer.data(), buffer.size());
                        }
                        py::array_t<std::uint32_t> found(static_cast<py::ssize_t>(k));
                        if (k > 0) std::memcpy(found.mutable_data(), buffer.data(), k * sizeof(std::uint32_t));
                        return std::move(found);
                    }
                    }
                }
            },
            shape);
    });
}

std::vector<vec2> vertices_of(py::handle h)
{
    py::array_t<float, py::array::c_style | py::array::forcecast> a = farray::ensure(py::array::ensure(h));
    if (!a || a.ndim() != 2 || a.shape(1) != 2)
        throw py::value_error("vertices: expected a sequence of (x, y) pairs or an (n, 2) array");
    std::vector<vec2> out(static_cast<std::size_t>(a.shape(0)));
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = {a.at(static_cast<py::ssize_t>(i), 0), a.at(static_cast<py::ssize_t>(i), 1)};
    return out;
}

} // namespace

PYBIND11_MODULE(hitmask, m)
{
    m.doc() = "hitmask: SIMD batch hit tests for 2D and 3D games (points, round and swept bullets, spheres vs shapes; ray casts)";
    m.attr("__version__") = std::to_string(HITMASK_VERSION_MAJOR) + "." + std::to_string(HITMASK_VERSION_MINOR) + "." +
                            std::to_string(HITMASK_VERSION_PATCH);

    py::class_<circle>(m, "Circle", "Disc: (p-c).(p-c) <= r*r, the rim included")
        .def(py::init([](pair_f center, float radius) { return made(circle::try_make(v(center), radius)); }),
             py::arg("center"), py::arg("radius"))
        .def_property_readonly("center", [](const circle& c) { return pair_f{c.center().x, c.center().y}; })
        .def_property_readonly("radius", &circle::radius)
        .def("__repr__", [](const circle& c) {
            return "Circle((" + std::to_string(c.center().x) + ", " + std::to_string(c.center().y) + "), " +
                   std::to_string(c.radius()) + ")";
        });
    py::class_<aabb>(m, "AABB", "Axis-aligned box, edges included")
        .def(py::init([](pair_f lo, pair_f hi) { return made(aabb::try_make(v(lo), v(hi))); }), py::arg("min"),
             py::arg("max"));
    py::class_<sector>(m, "Sector", "Circular sector; make one with Sector.facing or Sector.between")
        .def_static(
            "facing",
            [](pair_f apex, pair_f direction, float fov, float range) {
                return made(sector::try_facing(v(apex), v(direction), fov, range));
            },
            py::arg("apex"), py::arg("direction"), py::arg("fov"), py::arg("range"),
            "View cone: fov in radians in (0, 2*pi], range >= 0 (may be inf)")
        .def_static(
            "between",
            [](pair_f apex, float start, float end, float range) {
                return made(sector::try_between(v(apex), start, end, range));
            },
            py::arg("apex"), py::arg("start"), py::arg("end"), py::arg("range"),
            "Arc swept counter-clockwise from start to end (radians); wrap-around and reflex arcs work")
        .def_property_readonly("range", &sector::range)
        .def_property_readonly("is_full", &sector::is_full);
    py::class_<capsule>(m, "Capsule", "Points within radius of segment ab")
        .def(py::init([](pair_f a, pair_f b, float r) { return made(capsule::try_make(v(a), v(b), r)); }),
             py::arg("a"), py::arg("b"), py::arg("radius"));
    py::class_<segment>(m, "Segment", "Segment ab (for swept bullets)")
        .def(py::init([](pair_f a, pair_f b) { return made(segment::try_make(v(a), v(b))); }), py::arg("a"),
             py::arg("b"));
    py::class_<obb>(m, "OBB", "Rotated rectangle: centre, half extents, rotation in radians")
        .def(py::init([](pair_f c, pair_f h, float rot) { return made(obb::try_make(v(c), v(h), rot)); }),
             py::arg("center"), py::arg("half_extents"), py::arg("rotation") = 0.f);
    py::class_<ellipse>(m, "Ellipse", "Rotated ellipse: centre, radii, rotation in radians")
        .def(py::init([](pair_f c, pair_f r, float rot) { return made(ellipse::try_make(v(c), v(r), rot)); }),
             py::arg("center"), py::arg("radii"), py::arg("rotation") = 0.f);
    py::class_<convex_polygon>(m, "ConvexPolygon", "Convex polygon, either winding, edges included")
        .def(py::init([](py::handle vertices) {
                 const std::vector<vec2> vs = vertices_of(vertices);
                 return made(convex_polygon::try_make(vs.data(), vs.size()));
             }),
             py::arg("vertices"))
        .def("__len__", &convex_polygon::size);
    py::class_<polygon>(m, "Polygon", "Any polygon; fill_rule 'even_odd' (default) or 'non_zero'")
        .def(py::init([](py::handle vertices, const std::string& rule) {
                 if (rule != "even_odd" && rule != "non_zero")
                     throw py::value_error("Polygon: fill_rule must be 'even_odd' or 'non_zero', got '" + rule + "'");
                 const std::vector<vec2> vs = vertices_of(vertices);
                 return made(polygon::try_make(vs.data(), vs.size(),
                                               rule == "non_zero" ? fill_rule::non_zero : fill_rule::even_odd));
             }),
             py::arg("vertices"), py::arg("fill_rule") = "even_odd")
        .def("__len__", &polygon::size);

    // 3D shapes, for 3D points (xs, ys, zs) and spheres (xs, ys, zs, r=)
    py::class_<sphere>(m, "Sphere", "Ball: (p-c).(p-c) <= r*r, the surface included")
        .def(py::init([](const triple_f& c, float r) { return made(sphere::try_make(v3(c), r)); }), py::arg("center"),
             py::arg("radius"))
        .def_property_readonly("center", [](const sphere& s) { return t3(s.center()); })
        .def_property_readonly("radius", &sphere::radius);
    py::class_<aabb3>(m, "AABB3", "Axis-aligned 3D box, faces included")
        .def(py::init([](const triple_f& lo, const triple_f& hi) { return made(aabb3::try_make(v3(lo), v3(hi))); }),
             py::arg("min"), py::arg("max"));
    py::class_<capsule3>(m, "Capsule3", "Points within radius of the 3D segment ab")
        .def(py::init([](const triple_f& a, const triple_f& b, float r) {
                 return made(capsule3::try_make(v3(a), v3(b), r));
             }),
             py::arg("a"), py::arg("b"), py::arg("radius"));
    py::class_<obb3>(m, "OBB3",
                     "Oriented 3D box: |q.u| <= hx, |q.v| <= hy, |q.w| <= hz with q = p - center, faces included; "
                     "u, v, w unit and perpendicular within 1e-3 (e.g. a rotation matrix's columns)")
        .def(py::init([](const triple_f& c, const triple_f& h, const triple_f& u, const triple_f& v,
                         const triple_f& w) { return made(obb3::try_make(v3(c), v3(h), v3(u), v3(v), v3(w))); }),
             py::arg("center"), py::arg("half_extents"), py::arg("u"), py::arg("v"), py::arg("w"))
        .def_property_readonly("center", [](const obb3& b) { return t3(b.center()); })
        .def_property_readonly("half_extents", [](const obb3& b) { return t3(b.half_extents()); })
        .def_property_readonly("axes", [](const obb3& b) { return py::make_tuple(t3(b.u()), t3(b.v()), t3(b.w())); });
    py::class_<cone>(m, "Cone",
                     "3D view cone (spherical sector): within range of the apex and fov/2 of direction; fov in "
                     "radians > 0 (above pi reflex, 2*pi the whole ball), range >= 0 (may be inf)")
        .def(py::init([](const triple_f& apex, const triple_f& direction, float fov, float range) {
                 return made(cone::try_make(v3(apex), v3(direction), fov, range));
             }),
             py::arg("apex"), py::arg("direction"), py::arg("fov"), py::arg("range"))
        .def_property_readonly("range", &cone::range)
        .def_property_readonly("is_full", &cone::is_full);
    py::class_<frustum>(m, "Frustum", "Camera frustum: make one with perspective, from_planes or from_matrix")
        .def_static(
            "perspective",
            [](const triple_f& eye, const triple_f& forward, const triple_f& up, float fov_y, float aspect,
               float near_z, float far_z) {
                return made(frustum::try_perspective(v3(eye), v3(forward), v3(up), fov_y, aspect, near_z, far_z));
            },
            py::arg("eye"), py::arg("forward"), py::arg("up"), py::arg("fov_y"), py::arg("aspect"), py::arg("near"),
            py::arg("far"), "Right-handed camera: fov_y in radians in (0, pi), 0 < near < far")
        .def_static(
            "from_planes",
            [](py::handle planes) {
                py::array_t<float, py::array::c_style | py::array::forcecast> a = farray::ensure(py::array::ensure(planes));
                if (!a || a.ndim() != 2 || a.shape(0) != 6 || a.shape(1) != 4)
                    throw py::value_error("Frustum.from_planes: expected 6 planes (nx, ny, nz, d): left, right, "
                                          "bottom, top, near, far");
                plane p[6];
                for (py::ssize_t i = 0; i < 6; ++i)
                    p[i] = {{a.at(i, 0), a.at(i, 1), a.at(i, 2)}, a.at(i, 3)};
                return made(frustum::try_from_planes(p));
            },
            py::arg("planes"), "Six planes (nx, ny, nz, d), inside where n.p + d >= 0")
        .def_static(
            "from_matrix",
            [](py::handle matrix, const std::string& depth) {
                if (depth != "negative_one_to_one" && depth != "zero_to_one")
                    throw py::value_error("Frustum.from_matrix: depth must be 'negative_one_to_one' or 'zero_to_one', "
                                          "got '" + depth + "'");
                py::array_t<float, py::array::c_style | py::array::forcecast> a = farray::ensure(py::array::ensure(matrix));
                if (!a || a.size() != 16)
                    throw py::value_error("Frustum.from_matrix: expected 16 numbers (a 4x4 matrix)");
                // a (4, 4) NumPy array is row-major: m[row][column]; the library takes column-major
                float m16[16];
                const float* d = a.data();
                for (int r = 0; r < 4; ++r)
                    for (int c = 0; c < 4; ++c)
                        m16[4 * c + r] = a.ndim() == 2 ? d[4 * r + c] : d[4 * c + r];
                return made(frustum::try_from_matrix(
                    m16, depth == "zero_to_one" ? clip_depth::zero_to_one : clip_depth::negative_one_to_one));
            },
            py::arg("matrix"), py::arg("depth") = "negative_one_to_one",
            "projection @ view as a (4, 4) array (rows first, as NumPy prints it) or 16 numbers column-major "
            "(OpenGL/glm order)");

    // 3D: points (xs, ys, zs) or, with r=, spheres
    const char* doc3 = "xs, ys, zs: 1-D arrays; r: radii, making the elements spheres (the ball overlaps)";
    const std::pair<const char*, form> forms3[] = {{"test3", form::test},   {"test_bits3", form::bits},
                                                   {"count3", form::count}, {"any3", form::any},
                                                   {"indices3", form::indices}};
    for (const auto& [name, f] : forms3) {
        const form fm = f;
        m.def(name, [fm](py::handle xs, py::handle ys, py::handle zs, py::handle shape, py::handle r, py::handle out) {
            view_kind k;
            const columns c = points3_or_spheres(xs, ys, zs, r, k);
            return run(fm, k, c, shape, out);
        }, py::arg("xs"), py::arg("ys"), py::arg("zs"), py::arg("shape"), py::arg("r") = py::none(),
           py::arg("out") = py::none(), doc3);
    }

    // points (xs, ys) or, with r=, round bullets (xs, ys, r)
    const char* doc_r = "xs, ys: 1-D arrays; r: radii, making the elements round bullets (their disc overlaps)";
    // the forms with an output (test: bools, test_bits: packed words) and those without
    const std::tuple<const char*, form, const char*> with_out[] = {
        {"test", form::test,
         "A bool per element. out: a preallocated writeable C-contiguous bool array of len(xs) to fill and return "
         "(reused every frame, the call allocates nothing)"},
        {"test_bits", form::bits,
         "The mask packed: uint64 words, bit i of word i // 64 set when element i hits, bits past len(xs) clear "
         "(as bytes on a little-endian machine: np.unpackbits(words.view(np.uint8), count=n, bitorder='little')). "
         "out: a preallocated uint64 array of (len(xs) + 63) // 64 words"}};
    for (const auto& [name, f, doc] : with_out) {
        const form fm = f;
        m.def(name, [fm](py::handle xs, py::handle ys, py::handle shape, py::handle r, py::handle out) {
            view_kind k;
            const columns c = points_or_circles(xs, ys, r, k);
            return run(fm, k, c, shape, out);
        }, py::arg("xs"), py::arg("ys"), py::arg("shape"), py::arg("r") = py::none(), py::arg("out") = py::none(), doc);
    }
    const std::pair<const char*, form> without_out[] = {
        {"count", form::count}, {"any", form::any}, {"indices", form::indices}};
    for (const auto& [name, f] : without_out) {
        const form fm = f;
        m.def(name, [fm](py::handle xs, py::handle ys, py::handle shape, py::handle r) {
            view_kind k;
            const columns c = points_or_circles(xs, ys, r, k);
            return run(fm, k, c, shape);
        }, py::arg("xs"), py::arg("ys"), py::arg("shape"), py::arg("r") = py::none(), doc_r);
    }

    // swept bullets: each moved from (x0, y0) to (x1, y1); vs Circle or Segment
    const std::pair<const char*, form> swept[] = {
        {"test_swept", form::test}, {"count_swept", form::count}, {"any_swept", form::any},
        {"indices_swept", form::indices}};
    for (const auto& [name, f] : swept) {
        const form fm = f;
        m.def(name, [fm](py::handle x0, py::handle y0, py::handle x1, py::handle y1, py::handle shape) {
            const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}});
            return run(fm, view_kind::segments, c, shape);
        }, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"), py::arg("shape"));
    }

    // oriented bullets vs a point (x, y) tuple or a Circle
    m.def("test_obbs", [](py::handle cx, py::handle cy, py::handle ux, py::handle uy, py::handle hx, py::handle hy,
                          py::handle target) {
        const columns c = columns_of({{cx, "cx"}, {cy, "cy"}, {ux, "ux"}, {uy, "uy"}, {hx, "hx"}, {hy, "hy"}});
        return run(form::test, view_kind::obbs, c, target);
    }, py::arg("cx"), py::arg("cy"), py::arg("ux"), py::arg("uy"), py::arg("hx"), py::arg("hy"), py::arg("target"));
    m.def("test_ellipses", [](py::handle cx, py::handle cy, py::handle ux, py::handle uy, py::handle rx,
                              py::handle ry, py::handle target) {
        const columns c = columns_of({{cx, "cx"}, {cy, "cy"}, {ux, "ux"}, {uy, "uy"}, {rx, "rx"}, {ry, "ry"}});
        return run(form::test, view_kind::ellipses, c, target);
    }, py::arg("cx"), py::arg("cy"), py::arg("ux"), py::arg("uy"), py::arg("rx"), py::arg("ry"), py::arg("target"));
    m.def("test_capsules", [](py::handle x0, py::handle y0, py::handle x1, py::handle y1, py::handle r,
                              py::handle target) {
        const columns c = columns_of({{x0, "x0"}, {y0, "y0"}, {x1, "x1"}, {y1, "y1"}, {r, "r"}});
        return run(form::test, view_kind::capsules, c, target);
    }, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"), py::arg("r"), py::arg("target"));

    m.def("test_hit_graze", [](py::handle xs, py::handle ys, pair_f center, float hit_radius, float graze_radius,
                               py::handle r, py::handle out) {
        view_kind k;
        const columns c = points_or_circles(xs, ys, r, k);
        // out=(hit, graze): both checked before the query runs, as test's out= is
        py::handle out_hit = py::none(), out_graze = py::none();
        if (!out.is_none()) {
            const bool tuple = py::isinstance<py::tuple>(out), list = py::isinstance<py::list>(out);
            const std::size_t size = tuple || list ? py::len(out) : 0;
            if (size != 2)
                throw py::value_error("test_hit_graze: out must be a pair (hit, graze) of bool arrays, got " +
                                      (tuple || list ? std::string(tuple ? "a tuple" : "a list") + " of " +
                                                           std::to_string(size)
                                                     : std::string(py::str(py::type::handle_of(out)))));
            // borrowed from the tuple or list, which the caller holds through the call
            out_hit = tuple ? PyTuple_GET_ITEM(out.ptr(), 0) : PyList_GET_ITEM(out.ptr(), 0);
            out_graze = tuple ? PyTuple_GET_ITEM(out.ptr(), 1) : PyList_GET_ITEM(out.ptr(), 1);
            for (int i = 0; i < 2; ++i)
                if ((i == 0 ? out_hit : out_graze).is_none())
                    throw py::value_error("test_hit_graze: out[" + std::to_string(i) +
                                          "] must be a numpy array, got <class 'NoneType'>");
        }
        py::array_t<bool> h = bool_result(out_hit, c.n, "test_hit_graze", "out[0]");
        py::array_t<bool> g = bool_result(out_graze, c.n, "test_hit_graze", "out[1]");
        bool* hd = h.mutable_data();
        bool* gd = g.mutable_data();
        {
            py::gil_scoped_release release;
            bitmask& hit = hitmask_python::thread_mask(c.n, 0);
            bitmask& graze = hitmask_python::thread_mask(c.n, 1);
            if (k == view_kind::points) test_hit_graze(points_view{c.ptr[0], c.ptr[1], c.n}, v(center), hit_radius, graze_radius, hit, graze);
            else test_hit_graze(circles_view{c.ptr[0], c.ptr[1], c.ptr[2], c.n}, v(center), hit_radius, graze_radius, hit, graze);
            bools_from(hit, hd);
            bools_from(graze, gd);
        }
        return py::make_tuple(h, g);
    }, py::arg("xs"), py::arg("ys"), py::arg("center"), py::arg("hit_radius"), py::arg("graze_radius"),
       py::arg("r") = py::none(), py::arg("out") = py::none(),
       "(hit, graze) bool arrays in one pass (graze: within graze_radius but not a hit). out: a pair of preallocated "
       "writeable C-contiguous bool arrays of len(xs) to fill and return (reused every frame, the call allocates "
       "nothing)");

    // many shapes of one kind
    hitmask_python::add_set_forms(m);
    // ray casts: Ray, Ray3, raycast, raycast_closest and their per-view forms
    hitmask_python::add_ray_forms(m);
    hitmask_python::add_act_forms(m);
    // sweeps: sweep, sweep3, sweep_first, sweep_first3, NO_SHAPE
    hitmask_python::add_sweep_forms(m);

    m.def("active_isa", [] { return std::string(to_string(active_isa())); });
    m.def("available_isas", [] {
        std::vector<std::string> names;
        for (isa i : available_isas())
            names.emplace_back(to_string(i));
        return names;
    });
    m.def("force_isa", [](const std::string& name) {
        isa target;
        if (!from_string(name.c_str(), target)) {
            std::string known; // the names from the library's own list
            for (isa i : known_isas())
                known += (known.empty() ? "" : ", ") + std::string(to_string(i));
            throw py::value_error("force_isa: '" + name + "' is not an ISA name (" + known + ")");
        }
        force_isa(target);
    }, py::arg("name"));
    m.def("use_automatic_isa", &use_automatic_isa);

    // For bench.py: the same C++ call timed in C++ (ns per call, best of `repeats`).
    m.def("_cpp_test_ns", [](py::handle xs, py::handle ys, const circle& shape, int repeats) {
        const columns c = columns_of({{xs, "xs"}, {ys, "ys"}});
        bitmask mask(c.n);
        double best = 1e300;
        py::gil_scoped_release release;
        for (int i = 0; i < repeats; ++i) {
            const auto t0 = std::chrono::steady_clock::now();
            test(points_view{c.ptr[0], c.ptr[1], c.n}, shape, mask);
            const auto t1 = std::chrono::steady_clock::now();
            best = std::min(best, std::chrono::duration<double, std::nano>(t1 - t0).count());
        }
        return best;
    });
    // For the tests: whether a column is used in place (float32 C-contiguous) or converted.
    m.def("_is_zero_copy", [](py::handle a) {
        const farray f = column(a, "array");
        return py::array::ensure(a) && f.ptr() == a.ptr();
    });

    // C++ std::invalid_argument from queries (bad arguments) -> ValueError
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const std::invalid_argument& e) {
            PyErr_SetString(PyExc_ValueError, e.what());
        }
    });
}
