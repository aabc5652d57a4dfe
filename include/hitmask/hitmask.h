/** @file
 * hitmask C API: SIMD batch hit tests for 2D games, usable from C99 and through any FFI
 * (LuaJIT, C# P/Invoke, Rust, Python ctypes...). Every function is a thin shell over the C++
 * library: the factories validate exactly like the C++ ones (same checks, same messages), the
 * queries run the same checks and kernels.
 *
 * Errors: every function that can fail returns an hm_status; HM_OK is 0. On failure,
 * hm_last_error() gives the calling thread's message, e.g. "circle: radius must be >= 0, got -1".
 * No C++ exception ever leaves a function of this header, and nothing is written out of bounds
 * (every output comes with its size).
 *
 * Results: a mask is an array of uint64_t words, bit i of word i/64 set when element i hits;
 * bits past the view's size are cleared. */
#ifndef HITMASK_H
#define HITMASK_H

#include <stddef.h>
#include <stdint.h>

#include "export.hpp"

#ifdef __cplusplus
extern "C" {
#endif

/** A 2D point or vector (hitmask::vec2): any unit, angles from +x towards +y. */
typedef struct hm_vec2 {
    float x, y;
} hm_vec2;
/** @var hm_vec2::x
 * The first coordinate. */
/** @var hm_vec2::y
 * The second coordinate; hitmask does not care which way it points. */

/** A 3D point or vector (hitmask::vec3). */
typedef struct hm_vec3 {
    float x, y, z;
} hm_vec3;
/** @var hm_vec3::x
 * The first coordinate. */
/** @var hm_vec3::y
 * The second coordinate. */
/** @var hm_vec3::z
 * The third coordinate. */

/** A plane as its inside (hitmask::plane): p is inside when dot(normal, p) + d >= 0. */
typedef struct hm_plane {
    hm_vec3 normal; /**< points into the inside; any non-zero length */
    float d;        /**< the offset */
} hm_plane;

/** The depth range of a projection matrix's clip space (hitmask::clip_depth). */
typedef enum hm_clip_depth {
    HM_CLIP_DEPTH_NEGATIVE_ONE_TO_ONE = 0, /**< OpenGL, glm's default */
    HM_CLIP_DEPTH_ZERO_TO_ONE = 1,         /**< Direct3D, Vulkan, Metal */
    HM_CLIP_DEPTH_MAX_ENUM_ = 0x7FFFFFFF   /**< not a convention: makes every int a value (refused) */
} hm_clip_depth;

/** What every fallible function returns; on failure hm_last_error() says why. */
typedef enum hm_status {
    HM_OK = 0,                 /**< done */
    HM_INVALID_ARGUMENT = 1,   /**< a bad shape parameter, a null pointer, an output too small */
    HM_OUT_OF_MEMORY = 2,      /**< an allocation failed (polygons, shape arrays, scratch) */
    HM_UNSUPPORTED = 3,        /**< no query for this view and shape kind, or an ISA this CPU lacks */
    HM_CAPACITY_TOO_SMALL = 4, /**< hm_indices, hm_mask_indices, hm_set_pairs: more than capacity; the first
                                  `capacity` are written and *hits (*pair_count, *count) holds the full count */
    HM_INTERNAL_ERROR = 5      /**< anything else (a bug: please report it) */
} hm_status;

/** The kind of shape an hm_shape holds (hm_shape::kind). */
typedef enum hm_shape_kind {
    HM_SHAPE_NONE = 0,           /**< a zeroed hm_shape: every query refuses it */
    HM_SHAPE_CIRCLE = 1,         /**< hm_circle() */
    HM_SHAPE_AABB = 2,           /**< hm_aabb() */
    HM_SHAPE_SECTOR = 3,         /**< hm_sector_facing(), hm_sector_between() */
    HM_SHAPE_CAPSULE = 4,        /**< hm_capsule() */
    HM_SHAPE_SEGMENT = 5,        /**< hm_segment() */
    HM_SHAPE_OBB = 6,            /**< hm_obb() */
    HM_SHAPE_ELLIPSE = 7,        /**< hm_ellipse() */
    HM_SHAPE_CONVEX_POLYGON = 8, /**< hm_convex_polygon(); owns its vertices */
    HM_SHAPE_POLYGON = 9,        /**< hm_polygon(); owns its vertices */
    HM_SHAPE_POINT = 10,         /**< the point the oriented bullet views are tested against */
    HM_SHAPE_SPHERE = 11,        /**< hm_sphere() */
    HM_SHAPE_AABB3 = 12,         /**< hm_aabb3() */
    HM_SHAPE_CAPSULE3 = 13,      /**< hm_capsule3() */
    HM_SHAPE_CONE = 14,          /**< hm_cone() */
    HM_SHAPE_FRUSTUM = 15,       /**< hm_frustum_perspective(), hm_frustum_from_planes(), hm_frustum_from_matrix() */
    HM_SHAPE_OBB3 = 16           /**< hm_obb3() */
} hm_shape_kind;

/** A shape: a kind tag and the precomputed parameters of the C++ shape, opaque to the caller.
 * Plain data: copy it freely. The two polygon kinds own their vertices, kept in the library's
 * table: their hm_shape holds a handle (a slot and its generation), and a copy holds the same
 * handle. Release each polygon once with hm_shape_free; after that the handle and all its
 * copies name nothing: every query refuses them with HM_INVALID_ARGUMENT, as it refuses a
 * forged handle, and hm_shape_free on them does nothing. Handles are thread safe: polygons are
 * made, freed and queried from any thread. hm_shape_free works on every kind and leaves
 * HM_SHAPE_NONE. 264 bytes on every platform. */
typedef struct hm_shape {
    uint32_t kind;      /**< an hm_shape_kind */
    uint32_t reserved_; /**< zero; keeps the layout the same on every platform */
    /** The C++ shape's parameters; opaque. */
    union {
        double align_;     /**< alignment */
        void* pointer_;    /**< alignment (a polygon holds a table handle, not a pointer) */
        float floats_[64]; /**< the parameters */
    } data_;
} hm_shape;

/* The *_MAX_ENUM_ entries make every int a valid value of the enum, so a bad value from C or an
 * FFI is a refused argument in C++ too (never undefined behaviour). */
/** How hm_polygon() reads the winding number w (hitmask::fill_rule); edges hit under both. */
typedef enum hm_fill_rule {
    HM_EVEN_ODD = 0, /**< inside when w is odd */
    HM_NON_ZERO = 1, /**< inside when w != 0 */
    HM_FILL_RULE_MAX_ENUM_ = 0x7FFFFFFF /**< not a rule: makes every int a value (refused) */
} hm_fill_rule;

/* ---- factories: HM_OK and *out filled, or an error and *out left as HM_SHAPE_NONE ---- */
/** hitmask::circle: a point p hits when (p-c)·(p-c) <= r², rim included; radius >= 0 and finite. */
HITMASK_API hm_status hm_circle(hm_vec2 center, float radius, hm_shape* out);
/** hitmask::aabb: min.x <= x <= max.x and min.y <= y <= max.y, edges included; min <= max. */
HITMASK_API hm_status hm_aabb(hm_vec2 min, hm_vec2 max, hm_shape* out);
/** hitmask::sector::facing, the view cone: fov in radians in (0, 2*pi]; range >= 0, may be
 * INFINITY; the apex, arc and edges hit. */
HITMASK_API hm_status hm_sector_facing(hm_vec2 apex, hm_vec2 direction, float fov, float range, hm_shape* out);
/** hitmask::sector::between: the arc swept counter-clockwise from start to end (radians);
 * wrap-around and reflex arcs work; the apex, arc and edges hit. */
HITMASK_API hm_status hm_sector_between(hm_vec2 apex, float start, float end, float range, hm_shape* out);
/** hitmask::capsule: within radius of the segment a-b, rim included; a == b is a circle. */
HITMASK_API hm_status hm_capsule(hm_vec2 a, hm_vec2 b, float radius, hm_shape* out);
/** hitmask::segment, for swept bullets: a path that crosses, touches or overlaps it hits. */
HITMASK_API hm_status hm_segment(hm_vec2 a, hm_vec2 b, hm_shape* out);
/** hitmask::obb: |q·u| <= hx and |q·v| <= hy, q = p - center, u at `rotation`; edges included. */
HITMASK_API hm_status hm_obb(hm_vec2 center, hm_vec2 half_extents, float rotation, hm_shape* out);
/** hitmask::ellipse: (q·u/rx)² + (q·v/ry)² <= 1, rim included; radii > 0. */
HITMASK_API hm_status hm_ellipse(hm_vec2 center, hm_vec2 radii, float rotation, hm_shape* out);
/** hitmask::convex_polygon (either winding; on an edge hits). The vertices are copied; release
 * the shape with hm_shape_free. */
HITMASK_API hm_status hm_convex_polygon(const hm_vec2* vertices, size_t count, hm_shape* out);
/** hitmask::polygon under `rule` (on an edge hits). The vertices are copied; release the shape
 * with hm_shape_free. */
HITMASK_API hm_status hm_polygon(const hm_vec2* vertices, size_t count, hm_fill_rule rule, hm_shape* out);
/** The player's point for the oriented bullet views. Never fails; a non-finite point is refused
 * by the query that uses it. */
HITMASK_API hm_status hm_point(hm_vec2 p, hm_shape* out);
/* 3D shapes, for HM_VIEW_POINTS3 and HM_VIEW_SPHERES */
/** hitmask::sphere: (p-c)·(p-c) <= r², surface included; radius >= 0 and finite. */
HITMASK_API hm_status hm_sphere(hm_vec3 center, float radius, hm_shape* out);
/** hitmask::aabb3: min <= p <= max on every axis, faces included; min <= max. */
HITMASK_API hm_status hm_aabb3(hm_vec3 min, hm_vec3 max, hm_shape* out);
/** hitmask::capsule3: within radius of the segment a-b, surface included. */
HITMASK_API hm_status hm_capsule3(hm_vec3 a, hm_vec3 b, float radius, hm_shape* out);
/** hitmask::cone, the 3D view cone: within range of the apex and at most fov/2 from direction;
 * fov in radians > 0 (above pi reflex, 2*pi or more the whole ball); range >= 0, may be INFINITY. */
HITMASK_API hm_status hm_cone(hm_vec3 apex, hm_vec3 direction, float fov, float range, hm_shape* out);
/** hitmask::frustum::perspective: a right-handed camera; fov_y in (0, pi), 0 < near_z < far_z. */
HITMASK_API hm_status hm_frustum_perspective(hm_vec3 eye, hm_vec3 forward, hm_vec3 up, float fov_y, float aspect,
                                             float near_z, float far_z, hm_shape* out);
/** hitmask::frustum::from_planes: left, right, bottom, top, near, far with inward normals. */
HITMASK_API hm_status hm_frustum_from_planes(const hm_plane* planes, hm_shape* out);
/** hitmask::frustum::from_matrix: the planes of a column-major projection * view matrix (16 floats). */
HITMASK_API hm_status hm_frustum_from_matrix(const float* m, hm_clip_depth depth, hm_shape* out);
/** hitmask::obb3: |q·u| <= h.x, |q·v| <= h.y and |q·w| <= h.z, q = p - center, faces included;
 * u, v, w unit and perpendicular within 1e-3 (re-orthonormalized), half extents >= 0 and finite. */
HITMASK_API hm_status hm_obb3(hm_vec3 center, hm_vec3 half_extents, hm_vec3 u, hm_vec3 v, hm_vec3 w, hm_shape* out);
/** Releases a polygon and ends its handle (and its copies'); then zeroes *shape. Safe on every
 * kind, on NULL, on a zeroed shape, and on a freed, copied-then-freed or forged polygon (then
 * nothing is released). */
HITMASK_API void hm_shape_free(hm_shape* shape);

/* ---- queries on points (x[i], y[i]), i < n ---- */
/** Bit i of words: point (x[i], y[i]) hits. word_count * 64 >= n, or HM_INVALID_ARGUMENT and
 * nothing written; bits past n are cleared. The words are written in place while the columns are
 * read: they must not overlap the columns (nor, for hm_test_hit_graze, each other). */
HITMASK_API hm_status hm_test(const float* x, const float* y, size_t n, const hm_shape* shape, uint64_t* words,
                              size_t word_count);
/** *hits: how many points hit. */
HITMASK_API hm_status hm_count(const float* x, const float* y, size_t n, const hm_shape* shape, size_t* hits);
/** *any: 1 if a point hits, else 0; stops at the first 64-point block with a hit. */
HITMASK_API hm_status hm_any(const float* x, const float* y, size_t n, const hm_shape* shape, int* any);
/** Indices of the hitting points, increasing, into out[0..capacity); *hits gets how many hit
 * (HM_CAPACITY_TOO_SMALL when more than capacity). */
HITMASK_API hm_status hm_indices(const float* x, const float* y, size_t n, const hm_shape* shape, uint32_t* out,
                                 size_t capacity, size_t* hits);

/* ---- every view kind: columns in the order listed, `size` elements ---- */
/** The kinds of element an hm_view holds, with their columns in order. */
typedef enum hm_view_kind {
    HM_VIEW_POINTS = 0,   /**< x, y */
    HM_VIEW_CIRCLES = 1,  /**< x, y, r               round bullets: the disc overlaps the shape */
    HM_VIEW_SEGMENTS = 2, /**< x0, y0, x1, y1        swept bullets: the path touches the shape */
    HM_VIEW_OBBS = 3,     /**< cx, cy, ux, uy, hx, hy  vs a point, a circle, an aabb or an obb */
    HM_VIEW_ELLIPSES = 4, /**< cx, cy, ux, uy, rx, ry  vs a point or a circle */
    HM_VIEW_CAPSULES = 5, /**< x0, y0, x1, y1, r     vs a point, a circle, an aabb, an obb or a convex polygon */
    HM_VIEW_POINTS3 = 6,  /**< x, y, z               3D points vs the 3D shapes */
    HM_VIEW_SPHERES = 7,  /**< x, y, z, r            spheres: the ball overlaps the 3D shape */
    HM_VIEW_SEGMENTS3 = 8 /**< x0, y0, z0, x1, y1, z1  moving 3D points (hm_sweep, hm_sweep_first only) */
} hm_view_kind;

/** Columns of `size` elements of one kind (the C++ views). */
typedef struct hm_view {
    uint32_t kind;           /**< an hm_view_kind */
    const float* columns[6]; /**< the kind's columns in the order hm_view_kind lists; the rest unused */
    size_t size;             /**< how many elements */
} hm_view;

/** Bit i of words: element i hits. The (view kind, shape kind) pairs hitmask answers are the C++
 * registry's: docs/api.md's "Supported pairs" lists them for every form of query (the test
 * command checks that table against the registry), and hm_form_is_supported() answers at run
 * time. Any other pair is HM_UNSUPPORTED. */
HITMASK_API hm_status hm_view_test(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count);
/** hm_count() over any view. */
HITMASK_API hm_status hm_view_count(const hm_view* view, const hm_shape* shape, size_t* hits);
/** hm_any() over any view. */
HITMASK_API hm_status hm_view_any(const hm_view* view, const hm_shape* shape, int* any);
/** hm_indices() over any view. */
HITMASK_API hm_status hm_view_indices(const hm_view* view, const hm_shape* shape, uint32_t* out, size_t capacity,
                                      size_t* hits);
/** The forms of query, for hm_form_is_supported(): each covers the entry points it names, their
 * ranges and their hm_reference_ twins. */
typedef enum hm_query_form {
    HM_FORM_TEST = 0,        /**< hm_view_test, _count, _any, _indices (hm_test... are the points view's) */
    HM_FORM_HIT_GRAZE = 1,   /**< hm_test_hit_graze, _xy: the shape kind is HM_SHAPE_CIRCLE (both rings) */
    HM_FORM_SET = 2,         /**< hm_set_test_any, _test_each, _first_hit, _count_per_shape, _pairs: the set's kind */
    HM_FORM_SWEEP = 3,       /**< hm_sweep, hm_sweep_range */
    HM_FORM_SWEEP_FIRST = 4, /**< hm_sweep_first, hm_sweep_first_range: the set's kind */
    HM_FORM_RAYCAST = 5,     /**< hm_raycast, _closest and their ranges: the ray is no hm_shape, so HM_SHAPE_NONE */
    HM_FORM_RAYCAST3 = 6,    /**< hm_raycast3, _closest and their ranges: HM_SHAPE_NONE */
    HM_FORM_NEAREST = 7,     /**< hm_nearest, _k and their ranges (a 2D point): HM_SHAPE_NONE */
    HM_FORM_NEAREST3 = 8,    /**< hm_nearest3, _k and their ranges (a 3D point): HM_SHAPE_NONE */
    HM_FORM_MAX_ENUM_ = 0x7FFFFFFF /**< not a form (answered 0): keeps the enum 32-bit */
} hm_query_form;
/** Whether `form` (an hm_query_form) answers this view kind against this shape kind (1) or not
 * (0): the registry's answer, the one the entry points give (HM_UNSUPPORTED exactly when this is
 * 0, for shapes made by a factory); 0 for values that are not forms or kinds. Like the kinds, the
 * form is a plain integer, so any value a caller passes is defined. */
HITMASK_API int hm_form_is_supported(uint32_t form, uint32_t view_kind, uint32_t shape_kind);
/** hm_form_is_supported(HM_FORM_TEST, view_kind, shape_kind). */
HITMASK_API int hm_is_supported(uint32_t view_kind, uint32_t shape_kind);

/** Hit and graze in one pass: hit = within hit_radius of center, graze = within graze_radius
 * and not a hit. Views: points, circles, obbs, ellipses, capsules. Both masks hold word_count words
 * and do not overlap each other or the columns. */
HITMASK_API hm_status hm_test_hit_graze(const hm_view* view, hm_vec2 center, float hit_radius, float graze_radius,
                                        uint64_t* hit_words, uint64_t* graze_words, size_t word_count);
/** hm_test_hit_graze() with the center as two floats: the same checks, messages and bits. For
 * foreign-function interfaces that cannot pass a struct by value at full speed: LuaJIT's compiler
 * leaves a call with an hm_vec2 argument to its interpreter (NYI), and with it the function that
 * makes the call, so a frame calls this one. */
HITMASK_API hm_status hm_test_hit_graze_xy(const hm_view* view, float center_x, float center_y, float hit_radius,
                                           float graze_radius, uint64_t* hit_words, uint64_t* graze_words,
                                           size_t word_count);

/* ---- many shapes of one kind at once (circle, aabb, sector, capsule, obb over points;
 *      circle, aabb, sector, capsule, obb over circles; aabb, obb over obbs and capsules;
 *      the 3D kinds over points3 and spheres); a set of more than INT32_MAX shapes, or
 *      of mixed kinds, is HM_INVALID_ARGUMENT ---- */
/** Bit i: element i hits any of shapes[0..count). */
HITMASK_API hm_status hm_set_test_any(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words,
                                      size_t word_count);
/** One mask per shape in one pass: shape j's mask is words[j * words_per_mask ...], as hm_view_test
 * would fill it (bits past the view's size cleared); words_per_mask * 64 >= view->size and
 * word_count >= count * words_per_mask */
HITMASK_API hm_status hm_set_test_each(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words,
                                       size_t words_per_mask, size_t word_count);
/** out[i]: the lowest index of a shape element i hits, or -1; out_size >= view->size. */
HITMASK_API hm_status hm_set_first_hit(const hm_view* view, const hm_shape* shapes, size_t count, int32_t* out,
                                       size_t out_size);
/** counts[j]: how many elements hit shape j; counts_size >= count. */
HITMASK_API hm_status hm_set_count_per_shape(const hm_view* view, const hm_shape* shapes, size_t count,
                                             uint32_t* counts, size_t counts_size);
/** One hit of hm_set_pairs: element `element` of the view hits shapes[shape]. */
typedef struct hm_pair {
    uint32_t element; /**< the index in the view */
    uint32_t shape;   /**< the index in the shape array */
} hm_pair;
/** Every (element, shape) that hits, sorted by element then shape, into out[0..capacity);
 * *pair_count gets how many there are. More than capacity: HM_CAPACITY_TOO_SMALL, the first
 * `capacity` written (out NULL with capacity 0 asks for the count alone) */
HITMASK_API hm_status hm_set_pairs(const hm_view* view, const hm_shape* shapes, size_t count, hm_pair* out,
                                   size_t capacity, size_t* pair_count);

/* ---- ray casts (hitmask::raycast): where a laser stops, what a hitscan shot meets first. The
 *      pairs are the C++ registry's: circles, capsules, obbs and ellipses views with an hm_ray
 *      (hm_raycast...); spheres views with an hm_ray3 (hm_raycast3...); any other view kind is
 *      HM_UNSUPPORTED. An element is hit when it meets the segment {origin + t * dir :
 *      0 <= t <= max_distance}; its distance is the least such t (0 when the origin is inside),
 *      +INFINITY where it is missed. The _range forms take elements [begin, end) only: begin a
 *      multiple of 64, end a multiple of 64 or the view's size; indices stay the view's own. ---- */
/** The index hm_raycast_closest() gives when the ray meets nothing (hitmask::no_hit). */
#define HM_NO_HIT SIZE_MAX

/** A 2D ray (hitmask::ray), as hm_ray_make() fills it. Every cast checks the fields as
 * hm_ray_make() does (its message, after the cast's name), so a ray filled by hand is refused or
 * normalised exactly as it would be; a made ray, whose direction is already unit, is used as is. */
typedef struct hm_ray {
    float origin_x;     /**< where the ray starts */
    float origin_y;     /**< where the ray starts */
    float dir_x;        /**< the unit direction */
    float dir_y;        /**< the unit direction */
    float max_distance; /**< how far it reaches: >= 0, may be INFINITY */
} hm_ray;

/** A 3D ray (hitmask::ray3), as hm_ray3_make() fills it; checked by every cast as hm_ray. */
typedef struct hm_ray3 {
    float origin_x;     /**< where the ray starts */
    float origin_y;     /**< where the ray starts */
    float origin_z;     /**< where the ray starts */
    float dir_x;        /**< the unit direction */
    float dir_y;        /**< the unit direction */
    float dir_z;        /**< the unit direction */
    float max_distance; /**< how far it reaches: >= 0, may be INFINITY */
} hm_ray3;

/** hitmask::ray::make: a finite origin, a finite non-zero direction (stored normalised), and
 * max_distance >= 0 (INFINITY allowed). On failure *out is all zeros, which every cast refuses. */
HITMASK_API hm_status hm_ray_make(hm_vec2 origin, hm_vec2 direction, float max_distance, hm_ray* out);
/** hitmask::ray3::make: the same checks in 3D. */
HITMASK_API hm_status hm_ray3_make(hm_vec3 origin, hm_vec3 direction, float max_distance, hm_ray3* out);

/** Every element the ray meets: bit i of words set when it meets element i (as hm_view_test:
 * word_count * 64 >= view->size, later bits cleared), distances[i] its distance unless
 * distances is NULL (then distance_count is 0; else distance_count >= view->size), *hits how
 * many it meets. A refused call writes neither array. */
HITMASK_API hm_status hm_raycast(const hm_view* view, const hm_ray* ray, uint64_t* words, size_t word_count,
                                 float* distances, size_t distance_count, size_t* hits);
/** The first element the ray meets: the least distance, the lowest index on ties; *index is
 * HM_NO_HIT and *distance INFINITY when it meets none (and when the call is refused). */
HITMASK_API hm_status hm_raycast_closest(const hm_view* view, const hm_ray* ray, size_t* index, float* distance);
/** hm_raycast() over elements [begin, end): writes only words begin/64 up to (end + 63)/64 and
 * distances[begin, end), so threads can share one array; words and distances still hold the
 * whole view. *hits counts the range's hits. */
HITMASK_API hm_status hm_raycast_range(const hm_view* view, const hm_ray* ray, size_t begin, size_t end,
                                       uint64_t* words, size_t word_count, float* distances, size_t distance_count,
                                       size_t* hits);
/** hm_raycast_closest() over elements [begin, end); the index is the view's own. */
HITMASK_API hm_status hm_raycast_closest_range(const hm_view* view, const hm_ray* ray, size_t begin, size_t end,
                                               size_t* index, float* distance);
/** hm_raycast() for spheres views and an hm_ray3. */
HITMASK_API hm_status hm_raycast3(const hm_view* view, const hm_ray3* ray, uint64_t* words, size_t word_count,
                                  float* distances, size_t distance_count, size_t* hits);
/** hm_raycast_closest() for spheres views and an hm_ray3. */
HITMASK_API hm_status hm_raycast3_closest(const hm_view* view, const hm_ray3* ray, size_t* index, float* distance);
/** hm_raycast_range() for spheres views and an hm_ray3. */
HITMASK_API hm_status hm_raycast3_range(const hm_view* view, const hm_ray3* ray, size_t begin, size_t end,
                                        uint64_t* words, size_t word_count, float* distances, size_t distance_count,
                                        size_t* hits);
/** hm_raycast_closest_range() for spheres views and an hm_ray3. */
HITMASK_API hm_status hm_raycast3_closest_range(const hm_view* view, const hm_ray3* ray, size_t begin, size_t end,
                                                size_t* index, float* distance);

/* ---- sweeps (hitmask::sweep, hitmask::sweep_first): when each moving element first touches a
 *      shape, so that fast bullets cannot tunnel and the spark goes where the bullet met the wall.
 *      The moving views: segments (points moving from (x0, y0) to (x1, y1)), capsules read as
 *      discs of radius r moving the same way, segments3 (3D points). An element's fraction is
 *      the least f in [0, 1] at which, moved to p0 + f (p1 - p0), it meets the closed shape (0
 *      when it touches at the start), +INFINITY when it never does; NaN or infinite ends and
 *      NaN or negative radii never touch. The pairs are the C++ registry's (sweep_queries,
 *      sweep_set_queries); any other is HM_UNSUPPORTED, with a message that lists them. The
 *      _range forms take elements [begin, end) only, as hm_raycast_range(). ---- */
/** The shape index hm_sweep_first() gives an element that meets no shape (hitmask::no_shape). */
#define HM_NO_SHAPE 0xFFFFFFFFu

/** Every element of a moving view against one shape: bit i of words set when element i touches
 * the shape during its motion (word_count * 64 >= view->size, later bits cleared), fractions[i]
 * its fraction unless fractions is NULL (then fraction_count is 0; else fraction_count >=
 * view->size), *hits how many touch. Pairs: segments x circle, aabb, capsule, obb, segment,
 * convex_polygon, polygon; capsules (moving discs) x circle, aabb, capsule, obb, segment,
 * convex_polygon; segments3 x sphere, aabb3, capsule3. A refused call writes neither array. */
HITMASK_API hm_status hm_sweep(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count,
                               float* fractions, size_t fraction_count, size_t* hits);
/** hm_sweep() over elements [begin, end): writes only words begin/64 up to (end + 63)/64 and
 * fractions[begin, end), so threads can share one array; both still hold the whole view. *hits
 * counts the range's hits. */
HITMASK_API hm_status hm_sweep_range(const hm_view* view, const hm_shape* shape, size_t begin, size_t end,
                                     uint64_t* words, size_t word_count, float* fractions, size_t fraction_count,
                                     size_t* hits);
/** Every element's motion against a set of shapes[0..count) of one kind (walls, shields, enemies):
 * shape_index[i] the first shape element i meets (the least fraction, the lowest index on ties)
 * and fractions[i] its fraction unless fractions is NULL; HM_NO_SHAPE and INFINITY when it meets
 * none. index_count >= view->size (shape_index NULL only for an empty view), fraction_count as
 * hm_sweep(); *met how many elements meet a shape. Sets: segments and capsules views with circle,
 * aabb, capsule and obb shapes; segments3 views with aabb3 and sphere shapes. Large sets use the
 * C++ broad phase (the same answers). Mixed kinds, or HM_NO_SHAPE shapes or more, are
 * HM_INVALID_ARGUMENT. A refused call writes neither array. */
HITMASK_API hm_status hm_sweep_first(const hm_view* view, const hm_shape* shapes, size_t count, uint32_t* shape_index,
                                     size_t index_count, float* fractions, size_t fraction_count, size_t* met);
/** hm_sweep_first() over elements [begin, end): writes only shape_index[begin, end) and
 * fractions[begin, end); *met counts the range's elements that meet a shape. */
HITMASK_API hm_status hm_sweep_first_range(const hm_view* view, const hm_shape* shapes, size_t count, size_t begin,
                                           size_t end, uint32_t* shape_index, size_t index_count, float* fractions,
                                           size_t fraction_count, size_t* met);

/* ---- after the test: mask algebra, compaction, nearest elements ----
 *      A mask here is what hm_view_test() fills: uint64_t words, bit i of word i/64 for element
 *      i, (size + 63) / 64 words for `size` bits. Bits past `size` in an input are ignored; an
 *      output's are cleared. ---- */
/** out = a & b (hitmask::bitmask's operator&): the masks have the same size in bits, or the call
 * is refused (HM_INVALID_ARGUMENT naming both sizes) and out is not written. out may be a or b. */
HITMASK_API hm_status hm_mask_and(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                                  size_t out_size);
/** out = a | b; the same sizes, as hm_mask_and(). */
HITMASK_API hm_status hm_mask_or(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                                 size_t out_size);
/** out = a ^ b; the same sizes, as hm_mask_and(). */
HITMASK_API hm_status hm_mask_xor(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                                  size_t out_size);
/** out = a & ~b (hitmask::and_not): "entered the graze ring this frame", "died this frame". */
HITMASK_API hm_status hm_mask_and_not(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                                      size_t out_size);
/** out = ~a: every bit of [0, a_size) flipped, the bits past it clear; out_size == a_size. */
HITMASK_API hm_status hm_mask_not(const uint64_t* a, size_t a_size, uint64_t* out, size_t out_size);

/** The indices of the set bits among the first n bits of `words` (bits past n in the last word
 * are ignored), increasing, into out[0, *count): what a script walks instead of bits (the hits;
 * the new grazes: hm_mask_and_not against the grazed state, then this). A SIMD kernel writes a
 * group of bits at a time. HM_OK; HM_CAPACITY_TOO_SMALL with the first `capacity` written and
 * *count the whole number; HM_INVALID_ARGUMENT for a null words (n > 0), out (capacity > 0) or
 * count, or n > 2^32 (the indices are 32-bit), nothing written. The entries of out past *count
 * (and below capacity) may be overwritten: the kernel stores whole groups. */
HITMASK_API hm_status hm_mask_indices(const uint64_t* words, size_t n, uint32_t* out, size_t capacity, size_t* count);
/** hitmask::compact: keeps the elements whose bit of `keep` (keep_size bits) is set, in order, at
 * the front of every column, in place; *kept gets how many (the mask's count). columns[j] holds
 * keep_size elements of element_sizes[j] bytes each (4-byte columns run the SIMD kernel, other
 * sizes copy runs; a column may be an array of structs); what lies past *kept is unspecified. A
 * null column (keep_size > 0) or a zero element size is refused, naming the column, before any
 * column is written. */
HITMASK_API hm_status hm_compact(const uint64_t* keep, size_t keep_size, void* const* columns,
                                 const size_t* element_sizes, size_t column_count, size_t* kept);

/** hitmask::nearest: the element of a points or circles view nearest to `point` (circles by the
 * distance to the disc, 0 inside), the lowest index on ties, counting only elements at a
 * distance <= max_distance (INFINITY: all); *index is HM_NO_HIT and *distance INFINITY when none
 * counts (and when the call is refused). An element with a non-finite coordinate or a NaN or
 * negative radius never counts. Refused: a non-finite point, a NaN or negative max_distance, a
 * points3 or spheres view (hm_nearest3), any other view kind (HM_UNSUPPORTED). */
HITMASK_API hm_status hm_nearest(const hm_view* view, hm_vec2 point, float max_distance, size_t* index,
                                 float* distance);
/** hitmask::nearest_k: the k nearest, sorted by (distance, index), into indices[0, *found) and
 * distances[0, *found) (distances may be NULL); *found <= k. indices holds k entries; NULL only
 * with k == 0. Views of more than 2^32 - 1 elements are refused (the indices are 32-bit). */
HITMASK_API hm_status hm_nearest_k(const hm_view* view, hm_vec2 point, size_t k, float max_distance, uint32_t* indices,
                                   float* distances, size_t* found);
/** hm_nearest() over elements [begin, end): begin a multiple of 64, end a multiple of 64 or the
 * view's size; the index is the view's own. */
HITMASK_API hm_status hm_nearest_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end, float max_distance,
                                       size_t* index, float* distance);
/** hm_nearest_k() over elements [begin, end), as hm_nearest_range(). */
HITMASK_API hm_status hm_nearest_k_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end, size_t k,
                                         float max_distance, uint32_t* indices, float* distances, size_t* found);
/** hm_nearest() for points3 and spheres views and a 3D point. */
HITMASK_API hm_status hm_nearest3(const hm_view* view, hm_vec3 point, float max_distance, size_t* index,
                                  float* distance);
/** hm_nearest_k() for points3 and spheres views and a 3D point. */
HITMASK_API hm_status hm_nearest3_k(const hm_view* view, hm_vec3 point, size_t k, float max_distance, uint32_t* indices,
                                    float* distances, size_t* found);
/** hm_nearest_range() for points3 and spheres views and a 3D point. */
HITMASK_API hm_status hm_nearest3_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end,
                                        float max_distance, size_t* index, float* distance);
/** hm_nearest_k_range() for points3 and spheres views and a 3D point. */
HITMASK_API hm_status hm_nearest3_k_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end, size_t k,
                                          float max_distance, uint32_t* indices, float* distances, size_t* found);

/* ---- the scalar reference: every query above has a twin hm_reference_<name> with the same
 *      arguments and checks, run by the scalar code that defines the semantics (brute force for
 *      the sets) whatever the active ISA; for tests that compare, and for bug reports ---- */
/** hm_test() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_test(const float* x, const float* y, size_t n, const hm_shape* shape,
                                        uint64_t* words, size_t word_count);
/** hm_count() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_count(const float* x, const float* y, size_t n, const hm_shape* shape,
                                         size_t* hits);
/** hm_any() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_any(const float* x, const float* y, size_t n, const hm_shape* shape, int* any);
/** hm_indices() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_indices(const float* x, const float* y, size_t n, const hm_shape* shape,
                                           uint32_t* out, size_t capacity, size_t* hits);
/** hm_view_test() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_view_test(const hm_view* view, const hm_shape* shape, uint64_t* words,
                                             size_t word_count);
/** hm_view_count() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_view_count(const hm_view* view, const hm_shape* shape, size_t* hits);
/** hm_view_any() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_view_any(const hm_view* view, const hm_shape* shape, int* any);
/** hm_view_indices() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_view_indices(const hm_view* view, const hm_shape* shape, uint32_t* out,
                                                size_t capacity, size_t* hits);
/** hm_test_hit_graze() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_test_hit_graze(const hm_view* view, hm_vec2 center, float hit_radius,
                                                  float graze_radius, uint64_t* hit_words, uint64_t* graze_words,
                                                  size_t word_count);
/** hm_test_hit_graze_xy() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_test_hit_graze_xy(const hm_view* view, float center_x, float center_y,
                                                     float hit_radius, float graze_radius, uint64_t* hit_words,
                                                     uint64_t* graze_words, size_t word_count);
/** hm_set_test_any() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_set_test_any(const hm_view* view, const hm_shape* shapes, size_t count,
                                                uint64_t* words, size_t word_count);
/** hm_set_test_each() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_set_test_each(const hm_view* view, const hm_shape* shapes, size_t count,
                                                 uint64_t* words, size_t words_per_mask, size_t word_count);
/** hm_set_first_hit() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_set_first_hit(const hm_view* view, const hm_shape* shapes, size_t count,
                                                 int32_t* out, size_t out_size);
/** hm_set_count_per_shape() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_set_count_per_shape(const hm_view* view, const hm_shape* shapes, size_t count,
                                                       uint32_t* counts, size_t counts_size);
/** hm_set_pairs() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_set_pairs(const hm_view* view, const hm_shape* shapes, size_t count,
                                             hm_pair* out, size_t capacity, size_t* pair_count);
/** hm_raycast() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast(const hm_view* view, const hm_ray* ray, uint64_t* words, size_t word_count,
                                           float* distances, size_t distance_count, size_t* hits);
/** hm_raycast_closest() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast_closest(const hm_view* view, const hm_ray* ray, size_t* index,
                                                   float* distance);
/** hm_raycast_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast_range(const hm_view* view, const hm_ray* ray, size_t begin, size_t end,
                                                 uint64_t* words, size_t word_count, float* distances,
                                                 size_t distance_count, size_t* hits);
/** hm_raycast_closest_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast_closest_range(const hm_view* view, const hm_ray* ray, size_t begin,
                                                         size_t end, size_t* index, float* distance);
/** hm_raycast3() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast3(const hm_view* view, const hm_ray3* ray, uint64_t* words,
                                            size_t word_count, float* distances, size_t distance_count, size_t* hits);
/** hm_raycast3_closest() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast3_closest(const hm_view* view, const hm_ray3* ray, size_t* index,
                                                    float* distance);
/** hm_raycast3_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast3_range(const hm_view* view, const hm_ray3* ray, size_t begin, size_t end,
                                                  uint64_t* words, size_t word_count, float* distances,
                                                  size_t distance_count, size_t* hits);
/** hm_raycast3_closest_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_raycast3_closest_range(const hm_view* view, const hm_ray3* ray, size_t begin,
                                                          size_t end, size_t* index, float* distance);

/** hm_sweep() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_sweep(const hm_view* view, const hm_shape* shape, uint64_t* words,
                                         size_t word_count, float* fractions, size_t fraction_count, size_t* hits);
/** hm_sweep_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_sweep_range(const hm_view* view, const hm_shape* shape, size_t begin, size_t end,
                                               uint64_t* words, size_t word_count, float* fractions,
                                               size_t fraction_count, size_t* hits);
/** hm_sweep_first() on the scalar reference (brute force), whatever the active ISA. */
HITMASK_API hm_status hm_reference_sweep_first(const hm_view* view, const hm_shape* shapes, size_t count,
                                               uint32_t* shape_index, size_t index_count, float* fractions,
                                               size_t fraction_count, size_t* met);
/** hm_sweep_first_range() on the scalar reference (brute force), whatever the active ISA. */
HITMASK_API hm_status hm_reference_sweep_first_range(const hm_view* view, const hm_shape* shapes, size_t count,
                                                     size_t begin, size_t end, uint32_t* shape_index,
                                                     size_t index_count, float* fractions, size_t fraction_count,
                                                     size_t* met);

/** hm_mask_indices() on the scalar reference (a bit scan), whatever the active ISA. */
HITMASK_API hm_status hm_reference_mask_indices(const uint64_t* words, size_t n, uint32_t* out, size_t capacity,
                                                size_t* count);
/** hm_compact() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_compact(const uint64_t* keep, size_t keep_size, void* const* columns,
                                           const size_t* element_sizes, size_t column_count, size_t* kept);
/** hm_nearest() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest(const hm_view* view, hm_vec2 point, float max_distance, size_t* index,
                                           float* distance);
/** hm_nearest_k() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest_k(const hm_view* view, hm_vec2 point, size_t k, float max_distance,
                                             uint32_t* indices, float* distances, size_t* found);
/** hm_nearest_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end,
                                                 float max_distance, size_t* index, float* distance);
/** hm_nearest_k_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest_k_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end,
                                                   size_t k, float max_distance, uint32_t* indices, float* distances,
                                                   size_t* found);
/** hm_nearest3() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest3(const hm_view* view, hm_vec3 point, float max_distance, size_t* index,
                                            float* distance);
/** hm_nearest3_k() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest3_k(const hm_view* view, hm_vec3 point, size_t k, float max_distance,
                                              uint32_t* indices, float* distances, size_t* found);
/** hm_nearest3_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest3_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end,
                                                  float max_distance, size_t* index, float* distance);
/** hm_nearest3_k_range() on the scalar reference, whatever the active ISA. */
HITMASK_API hm_status hm_reference_nearest3_k_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end,
                                                    size_t k, float max_distance, uint32_t* indices, float* distances,
                                                    size_t* found);

/* ---- instruction sets ---- */
/** The kernels hitmask can run (hitmask::isa). */
typedef enum hm_isa {
    HM_ISA_SCALAR = 0,             /**< the scalar reference's code, every CPU */
    HM_ISA_SSE4_2 = 1,             /**< x86-64 SSE4.2 */
    HM_ISA_AVX2 = 2,               /**< x86-64 AVX2 */
    HM_ISA_AVX512 = 3,             /**< x86-64 AVX-512 (F, CD, DQ, BW) */
    HM_ISA_NEON = 4,               /**< AArch64 NEON */
    HM_ISA_SIMD128 = 5,            /**< WebAssembly SIMD128 */
    HM_ISA_MAX_ENUM_ = 0x7FFFFFFF  /**< not an ISA: makes every int a value (refused) */
} hm_isa;
/** The ISA queries use now (the best this CPU runs, or HITMASK_ISA's, or the forced one). */
HITMASK_API hm_isa hm_active_isa(void);
/** Makes every later query use `isa`; HM_UNSUPPORTED when this CPU cannot run it. */
HITMASK_API hm_status hm_force_isa(hm_isa isa);
/** Back to the ISA chosen at start-up. */
HITMASK_API void hm_use_automatic_isa(void);
/** "scalar", "sse4_2", "avx2", "avx512", "neon"; "unknown" for anything else. */
HITMASK_API const char* hm_isa_name(hm_isa isa);
/** Parses those names: HM_OK, or HM_INVALID_ARGUMENT. */
HITMASK_API hm_status hm_isa_from_name(const char* name, hm_isa* isa);

/** Unit axes from angles, as hitmask::unit_axes: ux[i] = cos(angle[i]), uy[i] = sin(angle[i]). */
HITMASK_API hm_status hm_unit_axes(const float* angle, float* ux, float* uy, size_t n);
/** Why HITMASK_ISA was not followed, or "". */
HITMASK_API const char* hm_isa_environment_note(void);

/** "0.1.0"; the numbers through the pointers that are not NULL. */
HITMASK_API const char* hm_version(int* major, int* minor, int* patch);
/** The calling thread's last failure message; "" if none yet. Valid until the thread's next call. */
HITMASK_API const char* hm_last_error(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* HITMASK_H */
