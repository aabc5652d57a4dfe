// The WebAssembly module behind the JavaScript API (web/hitmask.js, the npm package): the C API's
// factories (shapes and rays) and the nearest queries with flat float arguments (a struct passed
// by value is a pointer in wasm's C ABI, awkward to call from JavaScript). The page's module adds
// the demo's frame (page_frame.cpp). The other queries are the C API's hm_view_*, hm_raycast*, hm_sweep*, hm_mask_* and
// hm_compact functions, which take only pointers; hitmask.js calls them directly.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <emscripten/emscripten.h>

#include <hitmask/hitmask.h>

// web/hitmask.js writes hm_view itself: kind, six column addresses, size
static_assert(sizeof(hm_view) == 32 && offsetof(hm_view, columns) == 4 && offsetof(hm_view, size) == 28,
              "web/hitmask.js's VIEW_BYTES and offsets follow hm_view's wasm32 layout");
// copies shapes into an hm_shape array for hm_sweep_first, SHAPE_BYTES each
static_assert(sizeof(hm_shape) == 264, "web/hitmask.js's SHAPE_BYTES is sizeof(hm_shape)");
// and reads a ray's fields back as consecutive floats: origin, direction, max_distance
static_assert(sizeof(hm_ray) == 5 * sizeof(float) && offsetof(hm_ray, max_distance) == 16 &&
                  sizeof(hm_ray3) == 7 * sizeof(float) && offsetof(hm_ray3, max_distance) == 24,
              "web/hitmask.js's Ray reads hm_ray and hm_ray3 as packed floats");

namespace {

/// A new hm_shape (or hm_ray, hm_ray3) from a factory call, or null with hm_last_error() set.
template <class Made = hm_shape, class Make>
Made* made(Make&& make)
{
    auto* s = static_cast<Made*>(std::calloc(1, sizeof(Made)));
    if (s == nullptr) return nullptr;
    if (make(s) != HM_OK) {
        std::free(s);
        return nullptr;
    }
    return s;
}

hm_vec2 v2(float x, float y)
{
    return {x, y};
}
hm_vec3 v3(float x, float y, float z)
{
    return {x, y, z};
}

} // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE hm_shape* hmw_circle(float x, float y, float r)
{
    return made([&](hm_shape* s) { return hm_circle(v2(x, y), r, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_aabb(float x0, float y0, float x1, float y1)
{
    return made([&](hm_shape* s) { return hm_aabb(v2(x0, y0), v2(x1, y1), s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_sector_facing(float ax, float ay, float dx, float dy, float fov, float range)
{
    return made([&](hm_shape* s) { return hm_sector_facing(v2(ax, ay), v2(dx, dy), fov, range, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_sector_between(float ax, float ay, float start, float end, float range)
{
    return made([&](hm_shape* s) { return hm_sector_between(v2(ax, ay), start, end, range, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_capsule(float ax, float ay, float bx, float by, float r)
{
    return made([&](hm_shape* s) { return hm_capsule(v2(ax, ay), v2(bx, by), r, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_segment(float ax, float ay, float bx, float by)
{
    return made([&](hm_shape* s) { return hm_segment(v2(ax, ay), v2(bx, by), s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_obb(float cx, float cy, float hx, float hy, float rotation)
{
    return made([&](hm_shape* s) { return hm_obb(v2(cx, cy), v2(hx, hy), rotation, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_ellipse(float cx, float cy, float rx, float ry, float rotation)
{
    return made([&](hm_shape* s) { return hm_ellipse(v2(cx, cy), v2(rx, ry), rotation, s); });
}
/// xy: count (x, y) pairs of floats in the module's memory.
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_convex_polygon(const float* xy, std::uint32_t count)
{
    return made([&](hm_shape* s) { return hm_convex_polygon(reinterpret_cast<const hm_vec2*>(xy), count, s); });
}
/// rule: 0 even-odd, 1 non-zero (hm_fill_rule).
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_polygon(const float* xy, std::uint32_t count, std::uint32_t rule)
{
    return made([&](hm_shape* s) {
        return hm_polygon(reinterpret_cast<const hm_vec2*>(xy), count, static_cast<hm_fill_rule>(rule), s);
    });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_sphere(float x, float y, float z, float r)
{
    return made([&](hm_shape* s) { return hm_sphere(v3(x, y, z), r, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_aabb3(float x0, float y0, float z0, float x1, float y1, float z1)
{
    return made([&](hm_shape* s) { return hm_aabb3(v3(x0, y0, z0), v3(x1, y1, z1), s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_capsule3(float ax, float ay, float az, float bx, float by, float bz, float r)
{
    return made([&](hm_shape* s) { return hm_capsule3(v3(ax, ay, az), v3(bx, by, bz), r, s); });
}
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_cone(float ax, float ay, float az, float dx, float dy, float dz, float fov,
                                        float range)
{
    return made([&](hm_shape* s) { return hm_cone(v3(ax, ay, az), v3(dx, dy, dz), fov, range, s); });
}
/// Centre, half extents and the three unit axes (a rotation matrix's columns).
EMSCRIPTEN_KEEPALIVE hm_shape* hmw_obb3(float cx, float cy, float cz, float hx, float hy, float hz, float ux, float uy,
                                        float uz, float vx, float vy, float vz, float wx, float wy, float wz)
{
    return made([&](hm_shape* s) {
        return hm_obb3(v3(cx, cy, cz), v3(hx, hy, hz), v3(ux, uy, uz), v3(vx, vy, vz), v3(wx, wy, wz), s);
    });
}
/// Rays hold no pointers: hitmask.js frees them with free().
EMSCRIPTEN_KEEPALIVE hm_ray* hmw_ray(float ox, float oy, float dx, float dy, float max_distance)
{
    return made<hm_ray>([&](hm_ray* r) { return hm_ray_make(v2(ox, oy), v2(dx, dy), max_distance, r); });
}
EMSCRIPTEN_KEEPALIVE hm_ray3* hmw_ray3(float ox, float oy, float oz, float dx, float dy, float dz, float max_distance)
{
    return made<hm_ray3>([&](hm_ray3* r) { return hm_ray3_make(v3(ox, oy, oz), v3(dx, dy, dz), max_distance, r); });
}
EMSCRIPTEN_KEEPALIVE void hmw_shape_free(hm_shape* s)
{
    if (s == nullptr) return;
    hm_shape_free(s);
    std::free(s);
}

EMSCRIPTEN_KEEPALIVE hm_status hmw_test_hit_graze(const hm_view* view, float cx, float cy, float hit, float graze,
                                                  std::uint64_t* hit_words, std::uint64_t* graze_words,
                                                  std::uint32_t word_count)
{
    return hm_test_hit_graze(view, v2(cx, cy), hit, graze, hit_words, graze_words, word_count);
}

/// hm_nearest / hm_nearest3 (and their hm_reference_ twins) with the point as flat floats:
/// `dimensions` 2 takes (x, y), 3 takes (x, y, z).
EMSCRIPTEN_KEEPALIVE hm_status hmw_nearest(const hm_view* view, float x, float y, float z, std::uint32_t dimensions,
                                           float max_distance, std::uint32_t reference, std::size_t* index,
                                           float* distance)
{
    if (dimensions == 3)
        return (reference ? hm_reference_nearest3 : hm_nearest3)(view, v3(x, y, z), max_distance, index, distance);
    return (reference ? hm_reference_nearest : hm_nearest)(view, v2(x, y), max_distance, index, distance);
}

/// hm_nearest_k / hm_nearest3_k (and the twins), as hmw_nearest.
EMSCRIPTEN_KEEPALIVE hm_status hmw_nearest_k(const hm_view* view, float x, float y, float z, std::uint32_t dimensions,
                                             std::uint32_t k, float max_distance, std::uint32_t reference,
                                             std::uint32_t* indices, float* distances, std::size_t* found)
{
    if (dimensions == 3)
        return (reference ? hm_reference_nearest3_k : hm_nearest3_k)(view, v3(x, y, z), k, max_distance, indices,
                                                                       distances, found);
    return (reference ? hm_reference_nearest_k : hm_nearest_k)(view, v2(x, y), k, max_distance, indices, distances,
                                                               found);
}

} // extern "C"
