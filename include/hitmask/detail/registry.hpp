// hitmask: the one list of queries. Every (view, shape) pair hitmask answers is named here
// once; the query declarations, the kernel tables of every ISA, the scalar reference table,
// the bounds test and is_supported are all generated from these lists.
#pragma once

#include <type_traits>

#include "../aabb.hpp"
#include "../capsule.hpp"
#include "../circle.hpp"
#include "../bullets.hpp"
#include "../ellipse.hpp"
#include "../obb.hpp"
#include "../oriented_bullets.hpp"
#include "../points.hpp"
#include "../polygon.hpp"
#include "../sector.hpp"
#include "../segment.hpp"
#include "../strided.hpp"

// X(view, shape): the view type is view##_view, the shape class is `shape`, its kernel
// parameters are detail::shape##_params. One mask per query (test, count, any, indices).
#define HITMASK_SHAPE_QUERIES(X)                                                                                       \
    X(points, circle)                                                                                                  \
    X(points, aabb)                                                                                                    \
    X(points, sector)                                                                                                  \
    X(points, convex_polygon)                                                                                          \
    X(points, polygon)                                                                                                 \
    X(points, capsule)                                                                                                 \
    X(points, obb)                                                                                                     \
    X(points, ellipse)                                                                                                 \
    X(circles, circle)                                                                                                 \
    X(circles, aabb)                                                                                                   \
    X(circles, sector)                                                                                                 \
    X(circles, capsule)                                                                                                \
    X(segments, circle)                                                                                                \
    X(segments, segment)                                                                                               \
    X(obbs, point)                                                                                                     \
    X(obbs, circle)                                                                                                    \
    X(ellipses, point)                                                                                                 \
    X(ellipses, circle)                                                                                                \
    X(capsules, point)                                                                                                 \
    X(capsules, circle)

// The pairs the two-mask driver serves: masks `first` and `second less first` of two shapes
// of one kind in one pass over the view (test_hit_graze: the hit circle and the graze circle).
#define HITMASK_TWO_SHAPE_QUERIES(X)                                                                                   \
    X(points, circle)                                                                                                  \
    X(circles, circle)                                                                                                 \
    X(obbs, circle)                                                                                                    \
    X(ellipses, circle)                                                                                                \
    X(capsules, circle)

// X(view, shape): the views and shape kinds the many-shape forms of shape_set.hpp take; each
// ISA's table has their two set drivers (tiles for brute force, runs for the grid).
#define HITMASK_SET_QUERIES(X)                                                                                         \
    X(points, circle)                                                                                                  \
    X(points, aabb)                                                                                                    \
    X(points, sector)                                                                                                  \
    X(points, capsule)                                                                                                 \
    X(points, obb)                                                                                                     \
    X(circles, circle)                                                                                                 \
    X(circles, aabb)                                                                                                   \
    X(circles, sector)                                                                                                 \
    X(circles, capsule)

// The SoA views with an array-of-structs twin (strided.hpp): HITMASK_STRIDED_TWIN_<view>(X, shape)
// expands to X(strided_view, view, shape) for them and to nothing for the others, so
// `#define PAIR(view, shape) HITMASK_STRIDED_TWIN_##view(X, shape)` over either list above
// names every strided pair. A strided pair runs its SoA twin's kernels; only the loads differ.
#define HITMASK_STRIDED_TWIN_points(X, shape) X(strided_points, points, shape)
#define HITMASK_STRIDED_TWIN_circles(X, shape) X(strided_circles, circles, shape)
#define HITMASK_STRIDED_TWIN_segments(X, shape)
#define HITMASK_STRIDED_TWIN_obbs(X, shape)
#define HITMASK_STRIDED_TWIN_ellipses(X, shape)
#define HITMASK_STRIDED_TWIN_capsules(X, shape)

namespace hitmask {

/// Whether hitmask has a query for elements of View against Shape (see the lists above).
template <class View, class Shape>
struct is_supported : std::false_type {};
/// Whether test_hit_graze (two circles in one pass) takes View.
template <class View>
struct has_hit_graze : std::false_type {};

#define HITMASK_SUPPORTED(view, shape)                                                                                 \
    template <>                                                                                                        \
    struct is_supported<view##_view, shape> : std::true_type {};
HITMASK_SHAPE_QUERIES(HITMASK_SUPPORTED)
#define HITMASK_SUPPORTED_STRIDED(strided_view, view, shape) HITMASK_SUPPORTED(strided_view, shape)
#define HITMASK_SUPPORTED_TWIN(view, shape) HITMASK_STRIDED_TWIN_##view(HITMASK_SUPPORTED_STRIDED, shape)
HITMASK_SHAPE_QUERIES(HITMASK_SUPPORTED_TWIN)
#undef HITMASK_SUPPORTED_TWIN
#undef HITMASK_SUPPORTED_STRIDED
#undef HITMASK_SUPPORTED
#define HITMASK_HAS_HIT_GRAZE(view, shape)                                                                             \
    template <>                                                                                                        \
    struct has_hit_graze<view##_view> : std::true_type {};
HITMASK_TWO_SHAPE_QUERIES(HITMASK_HAS_HIT_GRAZE)
#define HITMASK_HAS_HIT_GRAZE_STRIDED(strided_view, view, shape) HITMASK_HAS_HIT_GRAZE(strided_view, shape)
#define HITMASK_HAS_HIT_GRAZE_TWIN(view, shape) HITMASK_STRIDED_TWIN_##view(HITMASK_HAS_HIT_GRAZE_STRIDED, shape)
HITMASK_TWO_SHAPE_QUERIES(HITMASK_HAS_HIT_GRAZE_TWIN)
#undef HITMASK_HAS_HIT_GRAZE_TWIN
#undef HITMASK_HAS_HIT_GRAZE_STRIDED
#undef HITMASK_HAS_HIT_GRAZE

template <class View, class Shape>
inline constexpr bool is_supported_v = is_supported<View, Shape>::value;

} // namespace hitmask
