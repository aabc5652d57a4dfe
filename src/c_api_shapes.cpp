// hitmask C API: the factories (each one calls the C++ try_make and passes its message on),
// hm_shape_free, the thread's last error, version and ISA functions.
#include <cstdarg>
#include <cstdio>

#include "c_api_internal.hpp"

namespace hitmask {
namespace capi {

namespace {
thread_local char last_error[256] = "";

/// `make` returns a hitmask::result<Shape>; its failure message is the C++ factory's own.
template <class Make>
hm_status make_shape(const char* name, hm_shape_kind kind, hm_shape* out, Make&& make) noexcept
{
    if (out == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: out is null", name);
    std::memset(out, 0, sizeof *out);
    return fenced(name, [&]() -> hm_status {
        const auto made = make();
        if (!made) return fail(HM_INVALID_ARGUMENT, "%s", made.error());
        using Shape = std::decay_t<decltype(made.value())>;
        if constexpr (stored_by_value<Shape>) {
            store(made.value(), kind, out);
        } else {
            // bad_alloc is caught by fenced() around this lambda
            out->data_.pointer_ = new Shape(made.value()); // NOLINT(bugprone-unhandled-exception-at-new)
            out->kind = kind;
        }
        return HM_OK;
    });
}

/// The C++ factories refuse a null vertex array themselves; the C++ vertex type is hm_vec2's twin.
static_assert(sizeof(hm_vec2) == sizeof(vec2) && alignof(hm_vec2) == alignof(vec2));
const vec2* vertices_of(const hm_vec2* v) noexcept
{
    return reinterpret_cast<const vec2*>(v);
}
} // namespace

hm_status fail(hm_status status, const char* format, ...) noexcept
{
    va_list args;
    va_start(args, format);
    // the analyzer loses track of va_start through the callers' `return fail(...)`
#if defined(__MINGW32__)
    __mingw_vsnprintf(last_error, sizeof last_error, format, args);
#else
    std::vsnprintf(last_error, sizeof last_error, format, args); // NOLINT(clang-analyzer-valist.Uninitialized)
#endif
    va_end(args);
    return status;
}

const char* shape_name(std::uint32_t kind) noexcept
{
    static const char* const names[] = {"none",    "circle",  "aabb",    "sector",         "capsule", "segment",
                                        "obb",     "ellipse", "convex_polygon", "polygon", "point"};
    return kind < sizeof names / sizeof names[0] ? names[kind] : "unknown";
}
const char* view_name(std::uint32_t kind) noexcept
{
    static const char* const names[] = {"points", "circles", "segments", "obbs", "ellipses", "capsules"};
    return kind < sizeof names / sizeof names[0] ? names[kind] : "unknown";
}

} // namespace capi
} // namespace hitmask

using namespace hitmask;
using capi::make_shape;
using capi::v2;

extern "C" {

hm_status hm_circle(hm_vec2 center, float radius, hm_shape* out)
{
    return make_shape("hm_circle", HM_SHAPE_CIRCLE, out, [&] { return circle::try_make(v2(center), radius); });
}
hm_status hm_aabb(hm_vec2 min, hm_vec2 max, hm_shape* out)
{
    return make_shape("hm_aabb", HM_SHAPE_AABB, out, [&] { return aabb::try_make(v2(min), v2(max)); });
}
hm_status hm_sector_facing(hm_vec2 apex, hm_vec2 direction, float fov, float range, hm_shape* out)
{
    return make_shape("hm_sector_facing", HM_SHAPE_SECTOR, out,
                      [&] { return sector::try_facing(v2(apex), v2(direction), fov, range); });
}
hm_status hm_sector_between(hm_vec2 apex, float start, float end, float range, hm_shape* out)
{
    return make_shape("hm_sector_between", HM_SHAPE_SECTOR, out,
                      [&] { return sector::try_between(v2(apex), start, end, range); });
}
hm_status hm_capsule(hm_vec2 a, hm_vec2 b, float radius, hm_shape* out)
{
    return make_shape("hm_capsule", HM_SHAPE_CAPSULE, out, [&] { return capsule::try_make(v2(a), v2(b), radius); });
}
hm_status hm_segment(hm_vec2 a, hm_vec2 b, hm_shape* out)
{
    return make_shape("hm_segment", HM_SHAPE_SEGMENT, out, [&] { return segment::try_make(v2(a), v2(b)); });
}
hm_status hm_obb(hm_vec2 center, hm_vec2 half_extents, float rotation, hm_shape* out)
{
    return make_shape("hm_obb", HM_SHAPE_OBB, out,
                      [&] { return obb::try_make(v2(center), v2(half_extents), rotation); });
}
hm_status hm_ellipse(hm_vec2 center, hm_vec2 radii, float rotation, hm_shape* out)
{
    return make_shape("hm_ellipse", HM_SHAPE_ELLIPSE, out,
                      [&] { return ellipse::try_make(v2(center), v2(radii), rotation); });
}
hm_status hm_convex_polygon(const hm_vec2* vertices, size_t count, hm_shape* out)
{
    return make_shape("hm_convex_polygon", HM_SHAPE_CONVEX_POLYGON, out,
                      [&] { return convex_polygon::try_make(capi::vertices_of(vertices), count); });
}
hm_status hm_polygon(const hm_vec2* vertices, size_t count, hm_fill_rule rule, hm_shape* out)
{
    if (rule != HM_EVEN_ODD && rule != HM_NON_ZERO) {
        if (out != nullptr) std::memset(out, 0, sizeof *out);
        return capi::fail(HM_INVALID_ARGUMENT, "hm_polygon: rule must be HM_EVEN_ODD or HM_NON_ZERO, got %d",
                          static_cast<int>(rule));
    }
    const fill_rule r = rule == HM_NON_ZERO ? fill_rule::non_zero : fill_rule::even_odd;
    return make_shape("hm_polygon", HM_SHAPE_POLYGON, out,
                      [&] { return polygon::try_make(capi::vertices_of(vertices), count, r); });
}
hm_status hm_point(hm_vec2 p, hm_shape* out)
{
    if (out == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "hm_point: out is null");
    capi::store(point{p.x, p.y}, HM_SHAPE_POINT, out);
    return HM_OK;
}
void hm_shape_free(hm_shape* shape)
{
    if (shape == nullptr) return;
    if (shape->kind == HM_SHAPE_CONVEX_POLYGON) delete static_cast<convex_polygon*>(shape->data_.pointer_);
    if (shape->kind == HM_SHAPE_POLYGON) delete static_cast<polygon*>(shape->data_.pointer_);
    std::memset(shape, 0, sizeof *shape);
}

hm_isa hm_active_isa(void)
{
    return static_cast<hm_isa>(active_isa());
}
hm_status hm_force_isa(hm_isa target)
{
    if (static_cast<unsigned>(target) > HM_ISA_NEON)
        return capi::fail(HM_INVALID_ARGUMENT, "hm_force_isa: %d is not an hm_isa", static_cast<int>(target));
    if (!detail::try_force_isa(static_cast<isa>(target)))
        return capi::fail(HM_UNSUPPORTED, "force_isa: %s is not available on this CPU",
                          to_string(static_cast<isa>(target)));
    return HM_OK;
}
void hm_use_automatic_isa(void)
{
    use_automatic_isa();
}
const char* hm_isa_name(hm_isa target)
{
    if (static_cast<unsigned>(target) > HM_ISA_NEON) return "unknown";
    return to_string(static_cast<isa>(target));
}
hm_status hm_isa_from_name(const char* name, hm_isa* out)
{
    if (out == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "hm_isa_from_name: isa is null");
    isa parsed{};
    if (name == nullptr || !from_string(name, parsed))
        return capi::fail(HM_INVALID_ARGUMENT, "hm_isa_from_name: \"%s\" is not an ISA name (scalar, sse4_2, avx2, "
                          "avx512, neon)", name == nullptr ? "(null)" : name);
    *out = static_cast<hm_isa>(parsed);
    return HM_OK;
}

#define HM_STRINGIFY2(x) #x
#define HM_STRINGIFY(x) HM_STRINGIFY2(x)
const char* hm_version(int* major, int* minor, int* patch)
{
    if (major != nullptr) *major = HITMASK_VERSION_MAJOR;
    if (minor != nullptr) *minor = HITMASK_VERSION_MINOR;
    if (patch != nullptr) *patch = HITMASK_VERSION_PATCH;
    return HM_STRINGIFY(HITMASK_VERSION_MAJOR) "." HM_STRINGIFY(HITMASK_VERSION_MINOR) "." HM_STRINGIFY(
        HITMASK_VERSION_PATCH);
}
const char* hm_last_error(void)
{
    return capi::last_error;
}

} // extern "C"

static_assert(static_cast<int>(isa::scalar) == HM_ISA_SCALAR && static_cast<int>(isa::sse4_2) == HM_ISA_SSE4_2 &&
              static_cast<int>(isa::avx2) == HM_ISA_AVX2 && static_cast<int>(isa::avx512) == HM_ISA_AVX512 &&
              static_cast<int>(isa::neon) == HM_ISA_NEON);

extern "C" {
hm_status hm_unit_axes(const float* angle, float* ux, float* uy, size_t n)
{
    char message[128];
    if (!detail::unit_axes(angle, ux, uy, n, message)) return capi::fail(HM_INVALID_ARGUMENT, "%s", message);
    return HM_OK;
}
const char* hm_isa_environment_note(void)
{
    return isa_environment_note();
}
} // extern "C"
