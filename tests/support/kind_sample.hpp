// Test support: what a shape kind's test file (tests/kinds/<kind>.hpp) fills in: a sample
// shape with its C form, its boundary points and its double-precision model, and a refusal of
// its factories. The list of kinds is the folder tests/kinds/ (kind_samples.hpp includes them all).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

#include "models.hpp"
#include "solids.hpp"
#include "points.hpp"
#include "shape_cases.hpp"
#include "special_floats.hpp"

namespace hitmask_test {

/// Whether Shape is a 3D kind (the registry has it against points3_view): its samples then
/// have 3D seeds and a distance model.
template <class Shape>
inline constexpr bool is_solid_v =
    hitmask::detail::pair_index_v<hitmask::points3_view, Shape, hitmask::detail::shape_queries> <
    hitmask::detail::list_size_v<hitmask::detail::shape_queries>;

template <class Shape, bool Solid = is_solid_v<Shape>>
struct sample {
    std::string name;
    Shape shape;
    std::function<hm_status(hm_shape*)> c_make; ///< the same shape through the C API
    std::vector<vec2> seeds;                    ///< points on and around the boundary
    /// The shape in double precision, written from the geometry and not from the library's
    /// formulas: whether the point (x, y) lies in it. The reference is held to it away from the
    /// boundary (tests/reference/kind_models_test.cpp).
    std::function<bool(double x, double y)> model;
};

/// A sample 3D shape: its C form, points on and around its boundary (faces, edges, corners,
/// apex, rim) and the distance from a point to it in double precision (0 inside), written from
/// the geometry and not from the library's formulas. The kind sweep tests points and spheres
/// (of radius that distance, and one ulp either side) at the seeds; the models test holds the
/// reference to the distance away from the boundary.
template <class Shape>
struct sample<Shape, true> {
    std::string name;
    Shape shape;
    std::function<hm_status(hm_shape*)> c_make;
    std::vector<vec3> seeds;
    std::function<double(double x, double y, double z)> distance;
};

inline hm_vec3 cv(vec3 p)
{
    return {p.x, p.y, p.z};
}

/// A factory call that must be refused with `message` (a substring of the error), in C++
/// (`cpp` returns the try_ factory's error, or "" when it accepted) and in C.
struct refusal_case {
    std::string message;
    std::function<std::string()> cpp;
    std::function<hm_status(hm_shape*)> c;
};

inline hm_vec2 cv(vec2 p)
{
    return {p.x, p.y};
}
inline const hm_vec2* cv(const std::vector<vec2>& v)
{
    return reinterpret_cast<const hm_vec2*>(v.data());
}
/// The error of a try_ factory's result, "" when it made the shape.
template <class Result>
std::string error_of(const Result& r)
{
    return r ? std::string() : std::string(r.error());
}

/// One sample per case of a list: make(case) builds it.
template <class Case, class Make>
auto samples_from(const std::vector<Case>& cases, Make make)
{
    std::vector<decltype(make(cases.front()))> out;
    for (const Case& c : cases)
        out.push_back(make(c));
    return out;
}

/// The samples of a shape made from a centre, a size and a rotation (obb, ellipse), one per
/// oriented case: `c_make` is its C factory, `inside(q, size)` its model with q in the shape's
/// own frame.
template <class Shape, class CMake, class Inside>
std::vector<sample<Shape>> oriented_samples(const std::string& prefix, CMake c_make,
                                            std::vector<vec2> (*seeds)(const oriented_case&), Inside inside)
{
    return samples_from(oriented_cases(), [&](const oriented_case& c) {
        return sample<Shape>{prefix + c.name, Shape::make(c.center, c.size, c.rotation),
                             [c, c_make](hm_shape* s) { return c_make(cv(c.center), cv(c.size), c.rotation, s); },
                             seeds(c), [c, inside](double x, double y) {
                                 return inside(model::in_frame({x, y}, model::d(c.center), c.rotation), c.size);
                             }};
    });
}

/// A kind's refusals are calls of its two factories with the same bad arguments:
/// `refusal_through(cpp, c)` returns a maker, and maker(message, args...) the case whose C++
/// call is cpp(args...) (a try_ factory) and whose C call is c(shape, args...).
template <class Cpp, class C>
auto refusal_through(Cpp cpp, C c)
{
    return [=](std::string message, auto... args) {
        return refusal_case{std::move(message), [=] { return error_of(cpp(args...)); },
                            [=](hm_shape* s) { return c(s, args...); }};
    };
}

/// The square the random points around a sample are drawn from: centred on its seeds' bounding
/// box and half again as wide; `lo` and `hi` are that box's corners.
struct seed_square {
    vec2 center;
    float half;
    vec2 lo, hi;
};
inline seed_square square_around(const std::vector<vec2>& seeds)
{
    vec2 lo = seeds.at(0), hi = lo;
    for (vec2 p : seeds) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    const float half = std::max(hi.x - lo.x, hi.y - lo.y) * 0.75f + 1e-3f;
    return {{lo.x + (hi.x - lo.x) / 2, lo.y + (hi.y - lo.y) / 2}, half, lo, hi};
}

/// Every kind of the registry specialises this in its own file, tests/kinds/<kind>.hpp, with
/// `samples()` and `refusals()`; the file also holds the kind's fuzz family.
template <class Shape>
struct kind_samples;

} // namespace hitmask_test
