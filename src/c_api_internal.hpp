// hitmask C API internals: the thread's last error, the exception fence, and hm_shape <-> C++
// shape. The C functions only translate; every check is the C++ library's own.
#pragma once

#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <type_traits>

#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

namespace hitmask {
namespace capi {

/// Records the calling thread's failure message and returns `status`.
/// (gnu_printf on MinGW, whose plain printf archetype is Microsoft's, without %zu; the message
/// is formatted by MinGW-w64's C99 __mingw_vsnprintf there.)
hm_status fail(hm_status status, const char* format, ...) noexcept
#if defined(__MINGW32__)
    __attribute__((format(gnu_printf, 2, 3)))
#elif defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/// Runs `body` (returning hm_status) with every exception turned into a status: nothing C++
/// crosses into C.
template <class Body>
hm_status fenced(const char* name, Body&& body) noexcept
{
    try {
        return body();
    } catch (const std::bad_alloc&) {
        return fail(HM_OUT_OF_MEMORY, "%s: out of memory", name);
    } catch (const std::exception& e) {
        return fail(HM_INTERNAL_ERROR, "%s: %s", name, e.what());
    } catch (...) {
        return fail(HM_INTERNAL_ERROR, "%s: unknown exception", name);
    }
}

// The plain shapes are stored by value in hm_shape's union; the polygons, which own vectors,
// by pointer.
template <class Shape>
inline constexpr bool stored_by_value = std::is_trivially_copyable_v<Shape> && sizeof(Shape) <= sizeof(hm_shape{}.data_);

template <class Shape>
void store(const Shape& shape, hm_shape_kind kind, hm_shape* out) noexcept
{
    static_assert(stored_by_value<Shape>, "hm_shape's union must hold the shape (grow floats_)");
    std::memset(out, 0, sizeof *out);
    std::memcpy(&out->data_, &shape, sizeof shape);
    out->kind = kind;
}

template <class Shape>
Shape load(const hm_shape& s) noexcept
{
    static_assert(stored_by_value<Shape>);
    Shape shape;
    std::memcpy(static_cast<void*>(&shape), &s.data_, sizeof shape);
    return shape;
}

/// The shape's name in messages ("circle", "convex_polygon", ...), "none" for HM_SHAPE_NONE.
const char* shape_name(std::uint32_t kind) noexcept;
const char* view_name(std::uint32_t kind) noexcept;

inline vec2 v2(hm_vec2 p) noexcept
{
    return {p.x, p.y};
}

/// Calls fn(shape) with the C++ shape an hm_shape holds (a polygon by const reference), or
/// fails for HM_SHAPE_NONE and unknown kinds.
template <class Fn>
hm_status with_shape(const char* name, const hm_shape* s, Fn&& fn)
{
    if (s == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: shape is null", name);
    switch (s->kind) {
    case HM_SHAPE_CIRCLE: return fn(load<circle>(*s));
    case HM_SHAPE_AABB: return fn(load<aabb>(*s));
    case HM_SHAPE_SECTOR: return fn(load<sector>(*s));
    case HM_SHAPE_CAPSULE: return fn(load<capsule>(*s));
    case HM_SHAPE_SEGMENT: return fn(load<segment>(*s));
    case HM_SHAPE_OBB: return fn(load<obb>(*s));
    case HM_SHAPE_ELLIPSE: return fn(load<ellipse>(*s));
    case HM_SHAPE_POINT: return fn(load<point>(*s));
    case HM_SHAPE_CONVEX_POLYGON:
        if (s->data_.pointer_ == nullptr) break;
        return fn(*static_cast<const convex_polygon*>(s->data_.pointer_));
    case HM_SHAPE_POLYGON:
        if (s->data_.pointer_ == nullptr) break;
        return fn(*static_cast<const polygon*>(s->data_.pointer_));
    default: break;
    }
    return fail(HM_INVALID_ARGUMENT, "%s: the shape was not made by a factory (kind %u)", name,
                static_cast<unsigned>(s->kind));
}

} // namespace capi
} // namespace hitmask
