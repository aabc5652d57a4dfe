// hitmask C API: hm_point, hm_shape_free, the thread's last error, version and ISA functions.
// Each shape's C factory sits beside its C++ factory, in src/shapes/<shape>.cpp.
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>

#include "internal.hpp"

namespace hitmask {
namespace capi {

namespace {
thread_local char last_error[256] = "";
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

} // namespace capi
} // namespace hitmask

using namespace hitmask;

extern "C" {

hm_status hm_point(hm_vec2 p, hm_shape* out)
{
    if (out == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "hm_point: out is null");
    capi::store(point{p.x, p.y}, out);
    return HM_OK;
}
void hm_shape_free(hm_shape* shape)
{
    if (shape == nullptr) return;
    // the owning kinds (the polygons) end their handle; a freed, copied-then-freed or forged
    // handle names no live shape, and then nothing is released
    capi::visit_kind(
        shape->kind,
        [shape](auto tag) {
            using Shape = typename decltype(tag)::type;
            if constexpr (!capi::stored_by_value<Shape>)
                capi::shape_table::instance().remove(shape->kind, capi::handle_of(*shape));
            return 0;
        },
        [] { return 0; });
    std::memset(shape, 0, sizeof *shape);
}

hm_isa hm_active_isa(void)
{
    return static_cast<hm_isa>(active_isa());
}
hm_status hm_force_isa(hm_isa target)
{
    if (std::strcmp(to_string(static_cast<isa>(target)), "unknown") == 0) // not in dispatch's table
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
    return to_string(static_cast<isa>(target)); // "unknown" for a value dispatch's table lacks
}
} // extern "C"

namespace {
/// "avx512, avx2, ...": every ISA's name from dispatch's table, made once.
const char* isa_names() noexcept
{
    try {
        static const std::string names = [] {
            std::string s;
            for (isa i : known_isas())
                s += (s.empty() ? "" : ", ") + std::string(to_string(i));
            return s;
        }();
        return names.c_str();
    } catch (...) {
        return "see hitmask::known_isas()";
    }
}
} // namespace

extern "C" {
hm_status hm_isa_from_name(const char* name, hm_isa* out)
{
    if (out == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "hm_isa_from_name: isa is null");
    isa parsed{};
    if (name == nullptr || !from_string(name, parsed))
        return capi::fail(HM_INVALID_ARGUMENT,
                          "hm_isa_from_name: \"%s\" is not an ISA name (%s)", name == nullptr ? "(null)" : name,
                          isa_names());
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

// hm_point has no factory file: its enumerator is checked here (each factory checks its own)
static_assert(capi::kind_of<point>() == HM_SHAPE_POINT, "hm_shape_kind (hitmask.h) must follow the registry");
static_assert(static_cast<int>(isa::scalar) == HM_ISA_SCALAR && static_cast<int>(isa::sse4_2) == HM_ISA_SSE4_2 &&
              static_cast<int>(isa::avx2) == HM_ISA_AVX2 && static_cast<int>(isa::avx512) == HM_ISA_AVX512 &&
              static_cast<int>(isa::neon) == HM_ISA_NEON && static_cast<int>(isa::simd128) == HM_ISA_SIMD128);

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
