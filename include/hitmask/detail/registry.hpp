// hitmask: the registry, the one list of what hitmask answers. Every shape kind, every view
// (view_traits.hpp) and every (view, shape) pair is named here once, as types; the library's
// entry points, every ISA's kernel table, the scalar reference's table, is_supported, the C
// API's shape kinds and dispatch, the bindings and the per-pair tests are derived from these
// lists by ordinary templates. Adding a shape: its class, a shape_kind entry, its pairs below.
#pragma once

#include <type_traits>
#include <utility>

#include "../aabb.hpp"
#include "../aabb3.hpp"
#include "../capsule.hpp"
#include "../capsule3.hpp"
#include "../circle.hpp"
#include "../cone.hpp"
#include "../ellipse.hpp"
#include "../frustum.hpp"
#include "../obb.hpp"
#include "../obb3.hpp"
#include "../polygon.hpp"
#include "../ray.hpp"
#include "../sector.hpp"
#include "../segment.hpp"
#include "../sphere.hpp"
#include "type_list.hpp"
#include "view_traits.hpp"

namespace hitmask {
namespace detail {

/// Every shape kind, in the order of the C API's hm_shape_kind (value = index + 1).
using all_shapes = type_list<circle, aabb, sector, capsule, segment, obb, ellipse, convex_polygon, polygon, point,
                             sphere, aabb3, capsule3, cone, frustum, obb3>;
/// Their names in messages and bindings, in the same order. (A type list and an array rather than
/// a std::tuple of named kinds: every file includes this header, and the tuple's constructors
/// cost each one compile time.)
inline constexpr const char* shape_names[] = {"circle",   "aabb",           "sector",  "capsule", "segment", "obb",
                                              "ellipse",  "convex_polygon", "polygon", "point",   "sphere",  "aabb3",
                                              "capsule3", "cone",           "frustum", "obb3"};
static_assert(sizeof(shape_names) / sizeof(shape_names[0]) == list_size_v<all_shapes>, "a name for every shape kind");

/// A shape's name ("circle", "convex_polygon", ...).
template <class Shape>
constexpr const char* shape_name() noexcept
{
    static_assert(in_list_v<Shape, all_shapes>, "not a shape kind of the registry");
    return shape_names[index_in_v<Shape, all_shapes>];
}

/// What the library receives for a shape: its precomputed parameters, or a point's coordinates.
template <class Shape>
decltype(auto) params_of(const Shape& shape) noexcept
{
    return shape.params();
}
inline point_params params_of(point p) noexcept
{
    return {p.x, p.y};
}
/// A 3D point (nearest_queries) is its own parameters.
inline vec3 params_of(vec3 p) noexcept
{
    return p;
}
/// The parameters type of a shape kind (circle_params, ...).
template <class Shape>
using params_t = std::decay_t<decltype(params_of(std::declval<const Shape&>()))>;

/// One pair the library answers: the elements of a SoA view against one shape kind.
template <class View, class Shape>
struct query_pair {
    using view = View;
    using shape = Shape;
    using params = params_t<Shape>;
};

/// The single-shape queries (test, count, any, indices and their ranges). A strided view
/// (strided.hpp) answers the pairs of its SoA twin, with the twin's kernels.
using shape_queries =
    type_list<query_pair<points_view, circle>, query_pair<points_view, aabb>, query_pair<points_view, sector>,
              query_pair<points_view, convex_polygon>, query_pair<points_view, polygon>,
              query_pair<points_view, capsule>, query_pair<points_view, obb>, query_pair<points_view, ellipse>,
              query_pair<circles_view, circle>, query_pair<circles_view, aabb>, query_pair<circles_view, sector>,
              query_pair<circles_view, capsule>, query_pair<segments_view, circle>, query_pair<segments_view, segment>,
              query_pair<obbs_view, point>, query_pair<obbs_view, circle>, query_pair<ellipses_view, point>,
              query_pair<ellipses_view, circle>, query_pair<capsules_view, point>, query_pair<capsules_view, circle>,
              query_pair<points3_view, sphere>, query_pair<points3_view, aabb3>, query_pair<points3_view, capsule3>,
              query_pair<points3_view, cone>, query_pair<points3_view, frustum>, query_pair<spheres_view, sphere>,
              query_pair<spheres_view, aabb3>, query_pair<spheres_view, capsule3>, query_pair<spheres_view, cone>,
              query_pair<spheres_view, frustum>,
              // the pair matrix's second round (issue 34): appended, so the indices above stay
              query_pair<circles_view, obb>, query_pair<circles_view, convex_polygon>,
              query_pair<circles_view, polygon>, query_pair<circles_view, ellipse>, query_pair<obbs_view, aabb>,
              query_pair<obbs_view, obb>, query_pair<capsules_view, aabb>, query_pair<capsules_view, obb>,
              query_pair<capsules_view, convex_polygon>, query_pair<points3_view, obb3>, query_pair<spheres_view, obb3>>;

/// The pairs the two-mask driver serves (test_hit_graze: the hit circle and the graze circle
/// in one pass over the view).
using hit_graze_queries =
    type_list<query_pair<points_view, circle>, query_pair<circles_view, circle>, query_pair<obbs_view, circle>,
              query_pair<ellipses_view, circle>, query_pair<capsules_view, circle>>;

/// The queries a game's frame makes first and most: its bullets (points or discs) against the
/// player's circle or a rectangle, the hit-and-graze ring over them, and a laser's ray against the
/// enemies' discs. Their front end, their
/// kernels (src/arch/arch_table.hpp) and the C API's path to them are laid out hot (HITMASK_HOT:
/// .text.hot, together), so that the frame's first call, the library's code cold, touches two or
/// three code pages rather than six to nine (docs/architecture.md, "The cost of a cold call").
/// Every other pair runs the same source from .text; only a hot pair's kernel also takes a view of
/// 1 to 63 SoA elements in place (drive_small), where the others copy it to a padded block.
template <class View, class Params>
inline constexpr bool hot_pair_v = ((std::is_same_v<View, points_view> ||
                                     std::is_same_v<View, circles_view>)&&(std::is_same_v<Params, circle_params> ||
                                                                           std::is_same_v<Params, aabb_params>)) ||
                                   (std::is_same_v<View, circles_view> && std::is_same_v<Params, ray_params>);

/// The pairs the many-shape forms of shape_set.hpp take; each ISA's table has their two set
/// drivers (tiles for brute force, runs for the grid).
using set_queries =
    type_list<query_pair<points_view, circle>, query_pair<points_view, aabb>, query_pair<points_view, sector>,
              query_pair<points_view, capsule>, query_pair<points_view, obb>, query_pair<circles_view, circle>,
              query_pair<circles_view, aabb>, query_pair<circles_view, sector>, query_pair<circles_view, capsule>,
              query_pair<points3_view, sphere>, query_pair<points3_view, aabb3>, query_pair<points3_view, capsule3>,
              query_pair<points3_view, cone>, query_pair<points3_view, frustum>, query_pair<spheres_view, sphere>,
              query_pair<spheres_view, aabb3>, query_pair<spheres_view, capsule3>, query_pair<spheres_view, cone>,
              query_pair<spheres_view, frustum>,
              // the pair matrix's second round (issue 34): round bullets against rotated hitboxes,
              // points and spheres against oriented 3D boxes
              query_pair<circles_view, obb>, query_pair<points3_view, obb3>, query_pair<spheres_view, obb3>,
              // shots (rotated rectangles and lasers) against sets of enemy boxes
              query_pair<obbs_view, aabb>, query_pair<obbs_view, obb>, query_pair<capsules_view, aabb>,
              query_pair<capsules_view, obb>>;

/// The ray casts (raycast.hpp): the elements of a SoA view against a ray (2D) or ray3 (3D).
/// Each ISA's table has one ray kernel per pair.
using ray_queries = type_list<query_pair<circles_view, ray>, query_pair<capsules_view, ray>, query_pair<obbs_view, ray>,
                              query_pair<ellipses_view, ray>, query_pair<spheres_view, ray3>>;

/// The nearest queries (nearest.hpp): the elements of a SoA view against a point, vec2 for the
/// 2D views and vec3 for the 3D ones. Each ISA's table has one nearest kernel per pair.
using nearest_queries = type_list<query_pair<points_view, vec2>, query_pair<circles_view, vec2>,
                                  query_pair<points3_view, vec3>, query_pair<spheres_view, vec3>>;

/// The sweeps (sweep.hpp): moving elements against one shape, the hit bit and the fraction of
/// the motion done at first contact. segments_view moves points, capsules_view moves discs of
/// radius r from (x0, y0) to (x1, y1), segments3_view moves 3D points. Each ISA's table has one
/// sweep kernel per pair.
using sweep_queries =
    type_list<query_pair<segments_view, circle>, query_pair<segments_view, aabb>, query_pair<segments_view, capsule>,
              query_pair<segments_view, obb>, query_pair<segments_view, segment>,
              query_pair<segments_view, convex_polygon>, query_pair<segments_view, polygon>,
              query_pair<capsules_view, circle>, query_pair<capsules_view, aabb>, query_pair<capsules_view, capsule>,
              query_pair<capsules_view, obb>, query_pair<capsules_view, segment>,
              query_pair<capsules_view, convex_polygon>, query_pair<segments3_view, sphere>,
              query_pair<segments3_view, aabb3>, query_pair<segments3_view, capsule3>>;

/// The sweeps over a whole shape set (sweep_first): the first shape each element meets. Each
/// ISA's table has one tile kernel per pair (every shape of a list against a tile of elements).
using sweep_set_queries =
    type_list<query_pair<segments_view, aabb>, query_pair<segments_view, circle>, query_pair<segments_view, capsule>,
              query_pair<segments_view, obb>, query_pair<capsules_view, aabb>, query_pair<capsules_view, circle>,
              query_pair<capsules_view, capsule>, query_pair<capsules_view, obb>, query_pair<segments3_view, aabb3>,
              query_pair<segments3_view, sphere>>;

/// The position of (View, Shape) in List, View a SoA or strided view; list_size_v<List> when absent.
template <class View, class Shape, class List>
inline constexpr std::size_t pair_index_v = index_in_v<query_pair<soa_view_t<View>, Shape>, List>;

/// Whether List holds (View, Shape), View a SoA or strided view: the question behind
/// is_supported, has_raycast, has_sweep and the other traits over the registry's lists.
template <class View, class Shape, class List>
struct in_registry : std::bool_constant<(pair_index_v<View, Shape, List> < list_size_v<List>)> {};

} // namespace detail

/// Whether hitmask has a single-shape query for elements of View against Shape (the registry:
/// detail::shape_queries).
template <class View, class Shape>
struct is_supported : detail::in_registry<View, Shape, detail::shape_queries> {};
/// Whether test_hit_graze (two circles in one pass) takes View.
template <class View>
struct has_hit_graze : detail::in_registry<View, circle, detail::hit_graze_queries> {};

/// Whether raycast() and raycast_closest() take View with Ray (ray or ray3; the registry:
/// detail::ray_queries).
template <class View, class Ray>
struct has_raycast : detail::in_registry<View, Ray, detail::ray_queries> {};
template <class View, class Ray>
inline constexpr bool has_raycast_v = has_raycast<View, Ray>::value;

/// Whether sweep() takes View against Shape (the registry: detail::sweep_queries).
template <class View, class Shape>
struct has_sweep : detail::in_registry<View, Shape, detail::sweep_queries> {};
template <class View, class Shape>
inline constexpr bool has_sweep_v = has_sweep<View, Shape>::value;
/// Whether sweep_first() takes View against a shape_set<Shape> (detail::sweep_set_queries).
template <class View, class Shape>
struct has_sweep_first : detail::in_registry<View, Shape, detail::sweep_set_queries> {};
template <class View, class Shape>
inline constexpr bool has_sweep_first_v = has_sweep_first<View, Shape>::value;

template <class View, class Shape>
inline constexpr bool is_supported_v = is_supported<View, Shape>::value;

} // namespace hitmask
