// Test support: the tests' one list of shape kinds. For every kind of the registry
// (include/hitmask/detail/registry.hpp), kind_samples<Shape> gives sample shapes, each with the
// same shape made through the C API and points on and around its boundary, and the refusals
// of its factories (the message, the C++ call and the C call). The tests that cover every kind
// (the bounds test, strided views, the C API comparison, the -ffast-math caller, the kind
// sweep) walk the registry's lists and take their shapes from here, so a kind missing here
// fails to compile. A new shape adds one specialisation.
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

#include "points.hpp"
#include "sector_cases.hpp"
#include "shape_cases.hpp"

namespace hitmask_test {

template <class Shape>
struct sample {
    std::string name;
    Shape shape;
    std::function<hm_status(hm_shape*)> c_make; ///< the same shape through the C API
    std::vector<vec2> seeds;                    ///< points on and around the boundary
};

/// A factory call that must be refused with `message` (a substring of the error), in C++
/// (`cpp` returns the try_ factory's error, or "" when it accepted) and in C.
struct refusal_case {
    std::string message;
    std::function<std::string()> cpp;
    std::function<hm_status(hm_shape*)> c;
};

/// NaN and infinity from their bit patterns, which a -ffinite-math-only caller cannot fold.
inline float float_from_bits(std::uint32_t bits)
{
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}
inline const float bad_nan = float_from_bits(0x7FC00000u);
inline const float bad_inf = float_from_bits(0x7F800000u);

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

template <class Shape>
struct kind_samples; // every kind of the registry has a specialisation below

template <>
struct kind_samples<hitmask::circle> {
    static std::vector<sample<hitmask::circle>> samples()
    {
        using hitmask::circle;
        return {{"circle", circle::make({10, -5}, 40),
                 [](hm_shape* s) {
                     return hm_circle({10, -5}, 40, s);
                 },
                 ring({10, -5}, 40, 64, 0.1)},
                {"circle_r0",
                 circle::make({1, 1}, 0),
                 [](hm_shape* s) {
                     return hm_circle({1, 1}, 0, s);
                 },
                 {{1, 1}, {1, 0}}}};
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::circle;
        const float nan = bad_nan, inf = bad_inf;
        return {{"circle: center.x must be finite, got nan",
                 [=] {
                     return error_of(circle::try_make({nan, 0}, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_circle({nan, 0}, 1, s);
                 }},
                {"circle: center.y must be finite, got inf",
                 [=] {
                     return error_of(circle::try_make({0, inf}, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_circle({0, inf}, 1, s);
                 }},
                {"circle: radius must be >= 0, got -1",
                 [] {
                     return error_of(circle::try_make({0, 0}, -1));
                 },
                 [](hm_shape* s) {
                     return hm_circle({0, 0}, -1, s);
                 }},
                {"circle: radius must be >= 0, got nan",
                 [=] {
                     return error_of(circle::try_make({0, 0}, nan));
                 },
                 [=](hm_shape* s) {
                     return hm_circle({0, 0}, nan, s);
                 }},
                {"circle: radius must be finite, got inf",
                 [=] {
                     return error_of(circle::try_make({0, 0}, inf));
                 },
                 [=](hm_shape* s) {
                     return hm_circle({0, 0}, inf, s);
                 }},
                {"circle: radius must be <= 1.8e19",
                 [] {
                     return error_of(circle::try_make({0, 0}, 2e19f));
                 },
                 [](hm_shape* s) {
                     return hm_circle({0, 0}, 2e19f, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::aabb> {
    static std::vector<sample<hitmask::aabb>> samples()
    {
        std::vector<vec2> seeds;
        for (float t : {-30.f, 0.f, 10.f, 30.f}) // the edges and corners
            append(seeds, {{t, -20.f}, {t, 25.f}, {-30.f, t}, {30.f, t}, {t, t}});
        return {{"aabb", hitmask::aabb::make({-30, -20}, {30, 25}),
                 [](hm_shape* s) {
                     return hm_aabb({-30, -20}, {30, 25}, s);
                 },
                 seeds}};
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::aabb;
        const float nan = bad_nan, inf = bad_inf;
        return {{"aabb: min.x must be finite, got nan",
                 [=] {
                     return error_of(aabb::try_make({nan, 0}, {1, 1}));
                 },
                 [=](hm_shape* s) {
                     return hm_aabb({nan, 0}, {1, 1}, s);
                 }},
                {"aabb: max.y must be finite, got -inf",
                 [=] {
                     return error_of(aabb::try_make({0, 0}, {1, -inf}));
                 },
                 [=](hm_shape* s) {
                     return hm_aabb({0, 0}, {1, -inf}, s);
                 }},
                {"aabb: min.x must be <= max.x (1), got 2",
                 [] {
                     return error_of(aabb::try_make({2, 0}, {1, 1}));
                 },
                 [](hm_shape* s) {
                     return hm_aabb({2, 0}, {1, 1}, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::sector> {
    static std::vector<sample<hitmask::sector>> samples()
    {
        using hitmask::radians;
        using hitmask::sector;
        const vec2 apex{10.5f, -3.25f}, eye{-4.75f, 8.125f}, dir{0.3f, -0.8f};
        const double d = std::atan2(static_cast<double>(dir.y), static_cast<double>(dir.x));
        const sector_case between{"between", sector::between(apex, radians(-10), radians(260), 50), radians(-10),
                                  radians(260), 50};
        const sector_case facing{"facing", sector::facing(eye, dir, radians(270), 40), d - radians(135),
                                 d + radians(135), 40};
        return {{"sector_between_reflex", between.shape,
                 [=](hm_shape* s) { return hm_sector_between(cv(apex), radians(-10), radians(260), 50, s); },
                 sector_seeds(between)},
                {"sector_facing_270", facing.shape,
                 [=](hm_shape* s) { return hm_sector_facing(cv(eye), cv(dir), radians(270), 40, s); },
                 sector_seeds(facing)}};
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::sector;
        const float nan = bad_nan, inf = bad_inf;
        return {{"sector::facing: apex.x must be finite, got nan",
                 [=] {
                     return error_of(sector::try_facing({nan, 0}, {1, 0}, 1, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_sector_facing({nan, 0}, {1, 0}, 1, 1, s);
                 }},
                {"sector::facing: direction.y must be finite, got nan",
                 [=] {
                     return error_of(sector::try_facing({0, 0}, {1, nan}, 1, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_sector_facing({0, 0}, {1, nan}, 1, 1, s);
                 }},
                {"sector::facing: direction must be non-zero",
                 [] {
                     return error_of(sector::try_facing({0, 0}, {0, 0}, 1, 1));
                 },
                 [](hm_shape* s) {
                     return hm_sector_facing({0, 0}, {0, 0}, 1, 1, s);
                 }},
                {"sector::facing: fov must be > 0 radians, got nan",
                 [=] {
                     return error_of(sector::try_facing({0, 0}, {1, 0}, nan, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_sector_facing({0, 0}, {1, 0}, nan, 1, s);
                 }},
                {"sector::facing: range must be >= 0, got -2",
                 [] {
                     return error_of(sector::try_facing({0, 0}, {1, 0}, 1, -2));
                 },
                 [](hm_shape* s) {
                     return hm_sector_facing({0, 0}, {1, 0}, 1, -2, s);
                 }},
                {"sector::between: start must be finite, got nan",
                 [=] {
                     return error_of(sector::try_between({0, 0}, nan, 1, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_sector_between({0, 0}, nan, 1, 1, s);
                 }},
                {"sector::between: end must be finite, got inf",
                 [=] {
                     return error_of(sector::try_between({0, 0}, 0, inf, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_sector_between({0, 0}, 0, inf, 1, s);
                 }},
                {"sector::between: range must be >= 0, got -inf",
                 [=] {
                     return error_of(sector::try_between({0, 0}, 0, 1, -inf));
                 },
                 [=](hm_shape* s) {
                     return hm_sector_between({0, 0}, 0, 1, -inf, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::capsule> {
    static std::vector<sample<hitmask::capsule>> samples()
    {
        std::vector<sample<hitmask::capsule>> out;
        for (const capsule_case& c : capsule_cases())
            out.push_back({"capsule_" + c.name, hitmask::capsule::make(c.a, c.b, c.r),
                           [c](hm_shape* s) { return hm_capsule(cv(c.a), cv(c.b), c.r, s); }, capsule_seeds(c)});
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::capsule;
        const float nan = bad_nan, inf = bad_inf;
        return {{"capsule: a.x must be finite, got nan",
                 [=] {
                     return error_of(capsule::try_make({nan, 0}, {1, 1}, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_capsule({nan, 0}, {1, 1}, 1, s);
                 }},
                {"capsule: b.y must be finite, got inf",
                 [=] {
                     return error_of(capsule::try_make({0, 0}, {1, inf}, 1));
                 },
                 [=](hm_shape* s) {
                     return hm_capsule({0, 0}, {1, inf}, 1, s);
                 }},
                {"capsule: radius must be finite, got inf",
                 [=] {
                     return error_of(capsule::try_make({0, 0}, {1, 1}, inf));
                 },
                 [=](hm_shape* s) {
                     return hm_capsule({0, 0}, {1, 1}, inf, s);
                 }},
                {"capsule: radius must be >= 0, got -2",
                 [] {
                     return error_of(capsule::try_make({0, 0}, {1, 0}, -2));
                 },
                 [](hm_shape* s) {
                     return hm_capsule({0, 0}, {1, 0}, -2, s);
                 }},
                {"capsule:",
                 [] {
                     return error_of(capsule::try_make({-3e38f, 0}, {3e38f, 0}, 1));
                 },
                 [](hm_shape* s) {
                     return hm_capsule({-3e38f, 0}, {3e38f, 0}, 1, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::segment> {
    static std::vector<sample<hitmask::segment>> samples()
    {
        return {{"segment", hitmask::segment::make({-3.5f, 2}, {40, 17.25f}),
                 [](hm_shape* s) {
                     return hm_segment({-3.5f, 2}, {40, 17.25f}, s);
                 },
                 outline_seeds({{-3.5f, 2}, {40, 17.25f}})}};
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::segment;
        const float nan = bad_nan, inf = bad_inf;
        return {{"segment: a.y must be finite, got nan",
                 [=] {
                     return error_of(segment::try_make({0, nan}, {1, 1}));
                 },
                 [=](hm_shape* s) {
                     return hm_segment({0, nan}, {1, 1}, s);
                 }},
                {"segment: b.x must be finite, got -inf",
                 [=] {
                     return error_of(segment::try_make({0, 0}, {-inf, 1}));
                 },
                 [=](hm_shape* s) {
                     return hm_segment({0, 0}, {-inf, 1}, s);
                 }},
                {"segment:",
                 [] {
                     return error_of(segment::try_make({-3e38f, 0}, {3e38f, 0}));
                 },
                 [](hm_shape* s) {
                     return hm_segment({-3e38f, 0}, {3e38f, 0}, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::obb> {
    static std::vector<sample<hitmask::obb>> samples()
    {
        std::vector<sample<hitmask::obb>> out;
        for (const oriented_case& c : oriented_cases())
            out.push_back({"obb_" + c.name, hitmask::obb::make(c.center, c.size, c.rotation),
                           [c](hm_shape* s) { return hm_obb(cv(c.center), cv(c.size), c.rotation, s); }, obb_seeds(c)});
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::obb;
        const float nan = bad_nan, inf = bad_inf;
        return {{"obb: center.x must be finite, got inf",
                 [=] {
                     return error_of(obb::try_make({inf, 0}, {1, 1}, 0));
                 },
                 [=](hm_shape* s) {
                     return hm_obb({inf, 0}, {1, 1}, 0, s);
                 }},
                {"obb: half_extents.x must be >= 0, got nan",
                 [=] {
                     return error_of(obb::try_make({0, 0}, {nan, 1}, 0));
                 },
                 [=](hm_shape* s) {
                     return hm_obb({0, 0}, {nan, 1}, 0, s);
                 }},
                {"obb: half_extents.y must be >= 0, got -1",
                 [] {
                     return error_of(obb::try_make({0, 0}, {1, -1}, 0));
                 },
                 [](hm_shape* s) {
                     return hm_obb({0, 0}, {1, -1}, 0, s);
                 }},
                {"obb: rotation must be finite, got nan",
                 [=] {
                     return error_of(obb::try_make({0, 0}, {1, 1}, nan));
                 },
                 [=](hm_shape* s) {
                     return hm_obb({0, 0}, {1, 1}, nan, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::ellipse> {
    static std::vector<sample<hitmask::ellipse>> samples()
    {
        std::vector<sample<hitmask::ellipse>> out;
        for (const oriented_case& c : oriented_cases())
            out.push_back({"ellipse_" + c.name, hitmask::ellipse::make(c.center, c.size, c.rotation),
                           [c](hm_shape* s) { return hm_ellipse(cv(c.center), cv(c.size), c.rotation, s); },
                           ellipse_seeds(c)});
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::ellipse;
        const float inf = bad_inf, tiny = float_from_bits(1); // the smallest denormal
        return {{"ellipse: radii.x must be finite, got inf",
                 [=] {
                     return error_of(ellipse::try_make({0, 0}, {inf, 1}, 0));
                 },
                 [=](hm_shape* s) {
                     return hm_ellipse({0, 0}, {inf, 1}, 0, s);
                 }},
                {"ellipse: rotation must be finite, got inf",
                 [=] {
                     return error_of(ellipse::try_make({0, 0}, {1, 1}, inf));
                 },
                 [=](hm_shape* s) {
                     return hm_ellipse({0, 0}, {1, 1}, inf, s);
                 }},
                {"ellipse: radii.x must be > 0, got 0",
                 [] {
                     return error_of(ellipse::try_make({0, 0}, {0, 1}, 0));
                 },
                 [](hm_shape* s) {
                     return hm_ellipse({0, 0}, {0, 1}, 0, s);
                 }},
                // a caller built with -ffast-math runs with denormals flushed; the factory still sees them
                {"ellipse: radii.x is too small",
                 [=] {
                     return error_of(ellipse::try_make({0, 0}, {tiny, 1}, 0));
                 },
                 [=](hm_shape* s) {
                     return hm_ellipse({0, 0}, {tiny, 1}, 0, s);
                 }}};
    }
};

template <>
struct kind_samples<hitmask::convex_polygon> {
    static std::vector<sample<hitmask::convex_polygon>> samples()
    {
        std::vector<sample<hitmask::convex_polygon>> out;
        for (const outline_case& c : convex_cases())
            out.push_back({"convex_" + c.name, hitmask::convex_polygon::make(c.vertices.data(), c.vertices.size()),
                           [c](hm_shape* s) { return hm_convex_polygon(cv(c.vertices), c.vertices.size(), s); },
                           outline_seeds(c.vertices)});
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::convex_polygon;
        const std::vector<vec2> nan_tri = {{0, 0}, {1, bad_nan}, {0, 4}}, dent = {{0, 0}, {4, 0}, {1, 1}, {0, 4}},
                                line = {{0, 0}, {1, 1}, {2, 2}};
        return {{"convex_polygon: vertex 1 must be finite, got (1, nan)",
                 [=] { return error_of(convex_polygon::try_make(nan_tri.data(), 3)); },
                 [=](hm_shape* s) { return hm_convex_polygon(cv(nan_tri), 3, s); }},
                {"the polygon is not convex", [=] { return error_of(convex_polygon::try_make(dent.data(), 4)); },
                 [=](hm_shape* s) { return hm_convex_polygon(cv(dent), 4, s); }},
                {"convex_polygon:", [=] { return error_of(convex_polygon::try_make(line.data(), 3)); },
                 [=](hm_shape* s) { return hm_convex_polygon(cv(line), 3, s); }},
                {"convex_polygon:", [=] { return error_of(convex_polygon::try_make(line.data(), 2)); },
                 [=](hm_shape* s) { return hm_convex_polygon(cv(line), 2, s); }},
                {"convex_polygon:", [] { return error_of(convex_polygon::try_make(nullptr, 3)); },
                 [](hm_shape* s) { return hm_convex_polygon(nullptr, 3, s); }}};
    }
};

template <>
struct kind_samples<hitmask::polygon> {
    static std::vector<sample<hitmask::polygon>> samples()
    {
        using hitmask::fill_rule;
        std::vector<sample<hitmask::polygon>> out;
        for (const outline_case& c : polygon_cases())
            for (fill_rule rule : {fill_rule::even_odd, fill_rule::non_zero}) {
                const hm_fill_rule c_rule = rule == fill_rule::even_odd ? HM_EVEN_ODD : HM_NON_ZERO;
                out.push_back(
                    {"polygon_" + c.name + (rule == fill_rule::even_odd ? "_even_odd" : "_non_zero"),
                     hitmask::polygon::make(c.vertices.data(), c.vertices.size(), rule),
                     [c, c_rule](hm_shape* s) { return hm_polygon(cv(c.vertices), c.vertices.size(), c_rule, s); },
                     outline_seeds(c.vertices)});
            }
        return out;
    }
    static std::vector<refusal_case> refusals()
    {
        using hitmask::fill_rule;
        using hitmask::polygon;
        const std::vector<vec2> inf_tri = {{0, 0}, {4, 0}, {bad_inf, 1}}, tri = {{0, 0}, {1, 0}, {0, 1}};
        return {{"polygon: vertex 2 must be finite, got (inf, 1)",
                 [=] { return error_of(polygon::try_make(inf_tri.data(), 3, fill_rule::even_odd)); },
                 [=](hm_shape* s) { return hm_polygon(cv(inf_tri), 3, HM_EVEN_ODD, s); }},
                {"polygon:", [=] { return error_of(polygon::try_make(tri.data(), 2, fill_rule::even_odd)); },
                 [=](hm_shape* s) { return hm_polygon(cv(tri), 2, HM_EVEN_ODD, s); }},
                {"polygon:", [] { return error_of(polygon::try_make(nullptr, 3, fill_rule::non_zero)); },
                 [](hm_shape* s) { return hm_polygon(nullptr, 3, HM_NON_ZERO, s); }}};
    }
};

template <>
struct kind_samples<hitmask::point> {
    static std::vector<sample<hitmask::point>> samples()
    {
        return {{"point",
                 hitmask::point{2, 3},
                 [](hm_shape* s) {
                     return hm_point({2, 3}, s);
                 },
                 {{2, 3}}},
                {"point_origin",
                 hitmask::point{0, 0},
                 [](hm_shape* s) {
                     return hm_point({0, 0}, s);
                 },
                 {{0, 0}}}};
    }
    static std::vector<refusal_case> refusals() { return {}; } // any point is a point
};

/// The first and the last sample of a kind: for the tests that run every pair many times over
/// (layouts, offsets, tail lengths), where all samples would cost too much.
template <class Shape>
std::vector<sample<Shape>> few_samples()
{
    std::vector<sample<Shape>> all = kind_samples<Shape>::samples();
    if (all.size() > 2) all.erase(all.begin() + 1, all.end() - 1);
    return all;
}

/// Calls fn(type_tag<Shape>{}) for every shape kind of the registry.
template <class Fn>
void for_each_kind(Fn&& fn)
{
    hitmask::detail::for_each_type(hitmask::detail::all_shapes{}, [&](auto tag, std::size_t) { fn(tag); });
}

/// Calls fn(type_tag<Pair>{}) for every pair of a registry list (shape_queries, set_queries...).
template <class List, class Fn>
void for_each_pair(Fn&& fn)
{
    hitmask::detail::for_each_type(List{}, [&](auto tag, std::size_t) { fn(tag); });
}

} // namespace hitmask_test
