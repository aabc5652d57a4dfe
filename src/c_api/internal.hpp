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

#include "shape_table.hpp"

namespace hitmask {
namespace capi {

/// Records the calling thread's failure message and returns `status`. Cold: the branches that
/// fail leave a query's hot path (see HITMASK_COLD).
/// (gnu_printf on MinGW, whose plain printf archetype is Microsoft's, without %zu; the message
/// is formatted by MinGW-w64's C99 __mingw_vsnprintf there.)
HITMASK_COLD hm_status fail(hm_status status, const char* format, ...) noexcept
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

/// A shape kind's hm_shape_kind: its index in the registry's all_shapes, plus one
/// (HM_SHAPE_NONE is 0). Each C factory (src/shapes/<shape>.cpp) ties its enumerator to it.
template <class Shape>
constexpr hm_shape_kind kind_of() noexcept
{
    static_assert(detail::in_list_v<Shape, detail::all_shapes>, "a shape kind needs an entry in the registry");
    return static_cast<hm_shape_kind>(detail::index_in_v<Shape, detail::all_shapes> + 1);
}

// The plain shapes are stored by value in hm_shape's union; the polygons, which own vectors,
// in the library's shape_table, the hm_shape holding their handle.
template <class Shape>
inline constexpr bool stored_by_value = std::is_trivially_copyable_v<Shape> &&
                                        sizeof(Shape) <= sizeof(hm_shape{}.data_);

template <class Shape>
void store(const Shape& shape, hm_shape* out) noexcept
{
    static_assert(stored_by_value<Shape>, "hm_shape's union must hold the shape (grow floats_)");
    std::memset(out, 0, sizeof *out);
    std::memcpy(&out->data_, &shape, sizeof shape);
    out->kind = kind_of<Shape>();
}

template <class Shape>
Shape load(const hm_shape& s) noexcept
{
    static_assert(stored_by_value<Shape>);
    Shape shape;
    std::memcpy(static_cast<void*>(&shape), &s.data_, sizeof shape);
    return shape;
}

/// Calls fn(type_tag<Shape>) for the shape kind an hm_shape_kind value names and returns what
/// it returns, or otherwise() for HM_SHAPE_NONE and values past the list.
template <class Fn, class Otherwise>
decltype(auto) visit_kind(std::uint32_t kind, Fn&& fn, Otherwise&& otherwise)
{
    // HM_SHAPE_NONE (0) wraps to SIZE_MAX: past the list
    return detail::visit_type(detail::all_shapes{}, static_cast<std::size_t>(kind) - 1, fn, otherwise);
}

/// The shape's name in messages ("circle", "convex_polygon", ...), "none" for HM_SHAPE_NONE.
inline const char* shape_name(std::uint32_t kind) noexcept
{
    if (kind == HM_SHAPE_NONE) return "none";
    return visit_kind(
        kind, [](auto tag) { return detail::shape_name<typename decltype(tag)::type>(); }, [] { return "unknown"; });
}

inline vec2 v2(hm_vec2 p) noexcept
{
    return {p.x, p.y};
}
inline vec3 v3(hm_vec3 p) noexcept
{
    return {p.x, p.y, p.z};
}

/// The C++ factories refuse a null vertex array themselves; the C++ vertex type is hm_vec2's twin.
static_assert(sizeof(hm_vec2) == sizeof(vec2) && alignof(hm_vec2) == alignof(vec2));
inline const vec2* vertices_of(const hm_vec2* v) noexcept
{
    return reinterpret_cast<const vec2*>(v);
}

/// A C factory's body: `make` returns a hitmask::result<Shape>; its failure message is the C++
/// factory's own. *out is zeroed first, so a refused shape is HM_SHAPE_NONE. `Kind`, the
/// enumerator hitmask.h spells out for C callers, must be the registry's kind of Shape.
template <hm_shape_kind Kind, class Make>
hm_status make_shape(const char* name, hm_shape* out, Make&& make) noexcept
{
    if (out == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: out is null", name);
    std::memset(out, 0, sizeof *out);
    return fenced(name, [&]() -> hm_status {
        const auto made = make();
        if (!made) return fail(HM_INVALID_ARGUMENT, "%s", made.error());
        using Shape = std::decay_t<decltype(made.value())>;
        static_assert(kind_of<Shape>() == Kind, "hitmask.h's hm_shape_kind must follow the registry's all_shapes");
        if constexpr (stored_by_value<Shape>) {
            store(made.value(), out);
        } else {
            // bad_alloc and the table's length_error are caught by fenced() around this lambda
            const shape_handle handle =
                shape_table::instance().add(kind_of<Shape>(), std::make_shared<const Shape>(made.value()));
            std::memcpy(&out->data_, &handle, sizeof handle);
            out->kind = kind_of<Shape>();
        }
        return HM_OK;
    });
}

/// The handle an hm_shape of an owning kind holds.
inline shape_handle handle_of(const hm_shape& s) noexcept
{
    shape_handle handle;
    std::memcpy(&handle, &s.data_, sizeof handle);
    return handle;
}

/// Calls fn(shape) with the C++ shape an hm_shape holds (by value, or a polygon found through
/// its handle), or fails for HM_SHAPE_NONE, unknown kinds and a polygon handle that names no
/// live polygon. The polygon stays alive until fn returns, whatever other threads free.
template <class Fn>
hm_status with_shape(const char* name, const hm_shape* s, Fn&& fn)
{
    if (s == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: shape is null", name);
    return visit_kind(
        s->kind,
        [&](auto tag) -> hm_status {
            using Shape = typename decltype(tag)::type;
            if constexpr (stored_by_value<Shape>) {
                return fn(load<Shape>(*s));
            } else {
                const shape_handle handle = handle_of(*s);
                const std::shared_ptr<const void> held = shape_table::instance().find(s->kind, handle);
                if (held == nullptr)
                    return fail(HM_INVALID_ARGUMENT,
                                "%s: shape is a %s handle that names no live shape (slot %u, generation %u): freed "
                                "by hm_shape_free, a copy of a freed shape, or not made by hm_%s",
                                name, shape_name(s->kind), static_cast<unsigned>(handle.slot),
                                static_cast<unsigned>(handle.generation), shape_name(s->kind));
                return fn(*static_cast<const Shape*>(held.get()));
            }
        },
        [&]() -> hm_status {
            return fail(HM_INVALID_ARGUMENT, "%s: the shape was not made by a factory (kind %u)", name,
                        static_cast<unsigned>(s->kind));
        });
}

} // namespace capi
} // namespace hitmask
