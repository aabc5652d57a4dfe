// hitmask C API: the queries. Each translates the C arguments into the C++ view, shape and
// request and calls the library's own entry points (detail::query, detail::hit_graze,
// detail::query_set), which run every check; the supported pairs come from the registry.
#include <vector>

#include "c_api_internal.hpp"

namespace hitmask {
namespace capi {
namespace {

/// Calls fn(view) with the C++ view an hm_view describes.
template <class Fn>
hm_status with_view(const char* name, const hm_view* v, Fn&& fn)
{
    if (v == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
    const float* const* c = v->columns;
    switch (v->kind) {
    case HM_VIEW_POINTS: return fn(points_view{c[0], c[1], v->size});
    case HM_VIEW_CIRCLES: return fn(circles_view{c[0], c[1], c[2], v->size});
    case HM_VIEW_SEGMENTS: return fn(segments_view{c[0], c[1], c[2], c[3], v->size});
    case HM_VIEW_OBBS: return fn(obbs_view{c[0], c[1], c[2], c[3], c[4], c[5], v->size});
    case HM_VIEW_ELLIPSES: return fn(ellipses_view{c[0], c[1], c[2], c[3], c[4], c[5], v->size});
    case HM_VIEW_CAPSULES: return fn(capsules_view{c[0], c[1], c[2], c[3], c[4], v->size});
    default: return fail(HM_INVALID_ARGUMENT, "%s: view kind %u is not an hm_view_kind", name, v->kind);
    }
}

template <class View>
constexpr std::uint32_t view_kind() noexcept
{
    if constexpr (std::is_same_v<View, points_view>) return HM_VIEW_POINTS;
    else if constexpr (std::is_same_v<View, circles_view>) return HM_VIEW_CIRCLES;
    else if constexpr (std::is_same_v<View, segments_view>) return HM_VIEW_SEGMENTS;
    else if constexpr (std::is_same_v<View, obbs_view>) return HM_VIEW_OBBS;
    else if constexpr (std::is_same_v<View, ellipses_view>) return HM_VIEW_ELLIPSES;
    else return HM_VIEW_CAPSULES;
}

/// The caller's words must hold the view's bits; nothing is written otherwise.
hm_status words_ok(const char* name, const char* field, const std::uint64_t* words, std::size_t word_count,
                   std::size_t n) noexcept
{
    if (words == nullptr && word_count > 0) return fail(HM_INVALID_ARGUMENT, "%s: %s is null but word_count is %zu", name, field, word_count);
    if (word_count < n / 64 + (n % 64 != 0))
        return fail(HM_INVALID_ARGUMENT, "%s: %s holds %zu words (%zu bits) but the view's size is %zu", name, field,
                    word_count, word_count * 64, n);
    return HM_OK;
}

/// The thread's result masks: queries write a bitmask, the C caller gets its words.
bitmask& scratch_mask(int which)
{
    thread_local bitmask masks[2];
    return masks[which];
}
/// The view's n bits into the caller's words; every later word cleared.
void copy_words(const bitmask& from, std::size_t n, std::uint64_t* to, std::size_t word_count) noexcept
{
    const std::size_t used = n / 64 + (n % 64 != 0);
    if (used > 0) std::memcpy(to, from.words(), used * sizeof(std::uint64_t));
    if (word_count > used) std::memset(to + used, 0, (word_count - used) * sizeof(std::uint64_t));
}

/// The thread's mask for a query over n elements. At least one word: the many-shape forms clear
/// their mask with memset, which must not get the null data() of an empty bitmask.
bitmask& scratch_for(int which, std::size_t n)
{
    bitmask& mask = scratch_mask(which);
    mask.assign(n > 0 ? n : 1);
    return mask;
}

hm_status status_of(const detail::query_error& error, hm_status when_set = HM_INVALID_ARGUMENT) noexcept
{
    return error.set ? fail(when_set, "%s", error.text) : HM_OK;
}

/// One query of any form over any view and shape; `result` gets the C++ entry point's return.
hm_status run(const char* name, const hm_view* view, const hm_shape* shape, detail::query_request& request,
              std::size_t& result)
{
    return with_view(name, view, [&](const auto& v) {
        using View = std::decay_t<decltype(v)>;
        return with_shape(name, shape, [&](const auto& s) -> hm_status {
            using Shape = std::decay_t<decltype(s)>;
            if constexpr (is_supported_v<View, Shape>) {
                detail::query_error error;
                result = detail::query(v, detail::params_of(s), request, error);
                if (error.set && request.mode == detail::query_mode::indices && result > request.capacity)
                    return fail(HM_CAPACITY_TOO_SMALL, "%s", error.text);
                return status_of(error);
            } else {
                return fail(HM_UNSUPPORTED, "%s: hitmask has no query for %s views against a %s", name,
                            view_name(view_kind<View>()), shape_name(shape->kind));
            }
        });
    });
}

hm_status view_test(const char* name, const hm_view* view, const hm_shape* shape, std::uint64_t* words,
                    std::size_t word_count)
{
    if (view == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
    if (const hm_status s = words_ok(name, "words", words, word_count, view->size)) return s;
    bitmask& mask = scratch_for(0, view->size);
    detail::query_request request = detail::mask_request(name, false, mask);
    std::size_t ignored = 0;
    const hm_status status = run(name, view, shape, request, ignored);
    if (status == HM_OK) copy_words(mask, view->size, words, word_count);
    return status;
}

hm_status view_count(const char* name, const hm_view* view, const hm_shape* shape, std::size_t* hits)
{
    if (hits == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: hits is null", name);
    *hits = 0;
    detail::query_request request = detail::plain_request(detail::query_mode::count, name, false);
    return run(name, view, shape, request, *hits);
}

hm_status view_any(const char* name, const hm_view* view, const hm_shape* shape, int* any)
{
    if (any == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: any is null", name);
    *any = 0;
    detail::query_request request = detail::plain_request(detail::query_mode::any, name, false);
    std::size_t result = 0;
    const hm_status status = run(name, view, shape, request, result);
    *any = result != 0;
    return status;
}

hm_status view_indices(const char* name, const hm_view* view, const hm_shape* shape, std::uint32_t* out,
                       std::size_t capacity, std::size_t* hits)
{
    if (hits == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: hits is null", name);
    *hits = 0;
    detail::query_request request = detail::indices_request(name, false, out, capacity);
    return run(name, view, shape, request, *hits);
}

hm_view points(const float* x, const float* y, std::size_t n) noexcept
{
    return {HM_VIEW_POINTS, {x, y, nullptr, nullptr, nullptr, nullptr}, n};
}

// ---- many shapes ----

template <class Shape>
shape_set<Shape>& scratch_shapes()
{
    thread_local shape_set<Shape> shapes;
    return shapes;
}

/// Calls fn(view, set) with the columns of a set of the C++ shapes of one kind the hm_shapes hold.
template <class Fn>
hm_status with_set(const char* name, const hm_view* view, const hm_shape* shapes, std::size_t count, Fn&& fn)
{
    if (shapes == nullptr && count > 0) return fail(HM_INVALID_ARGUMENT, "%s: shapes is null but count is %zu", name, count);
    const std::uint32_t kind = count > 0 ? shapes[0].kind : std::uint32_t{HM_SHAPE_CIRCLE};
    for (std::size_t j = 1; j < count; ++j)
        if (shapes[j].kind != kind)
            return fail(HM_INVALID_ARGUMENT, "%s: shapes[%zu] is a %s but shapes[0] is a %s: a set holds one kind", name,
                        j, shape_name(shapes[j].kind), shape_name(kind));
    hm_shape first{};
    first.kind = kind;
    const hm_shape* probe = count > 0 ? &shapes[0] : &first;
    if (count == 0) store(circle{}, HM_SHAPE_CIRCLE, &first);
    return with_view(name, view, [&](const auto& v) {
        using View = std::decay_t<decltype(v)>;
        return with_shape(name, probe, [&](const auto& s) -> hm_status {
            using Shape = std::decay_t<decltype(s)>;
            if constexpr (detail::is_set_supported<View, Shape>::value) {
                shape_set<Shape>& cpp = scratch_shapes<Shape>();
                cpp.clear();
                for (std::size_t j = 0; j < count; ++j)
                    cpp.push_back(load<Shape>(shapes[j]));
                return fn(v, cpp.columns());
            } else {
                return fail(HM_UNSUPPORTED, "%s: hitmask has no many-shape query for %s views against %s sets", name,
                            view_name(view_kind<View>()), shape_name(kind));
            }
        });
    });
}

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;
using capi::fenced;

extern "C" {

hm_status hm_test(const float* x, const float* y, size_t n, const hm_shape* shape, uint64_t* words, size_t word_count)
{
    const hm_view v = capi::points(x, y, n);
    return fenced("hm_test", [&] { return capi::view_test("hm_test", &v, shape, words, word_count); });
}
hm_status hm_count(const float* x, const float* y, size_t n, const hm_shape* shape, size_t* hits)
{
    const hm_view v = capi::points(x, y, n);
    return fenced("hm_count", [&] { return capi::view_count("hm_count", &v, shape, hits); });
}
hm_status hm_any(const float* x, const float* y, size_t n, const hm_shape* shape, int* any)
{
    const hm_view v = capi::points(x, y, n);
    return fenced("hm_any", [&] { return capi::view_any("hm_any", &v, shape, any); });
}
hm_status hm_indices(const float* x, const float* y, size_t n, const hm_shape* shape, uint32_t* out, size_t capacity,
                     size_t* hits)
{
    const hm_view v = capi::points(x, y, n);
    return fenced("hm_indices", [&] { return capi::view_indices("hm_indices", &v, shape, out, capacity, hits); });
}

hm_status hm_view_test(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count)
{
    return fenced("hm_view_test", [&] { return capi::view_test("hm_view_test", view, shape, words, word_count); });
}
hm_status hm_view_count(const hm_view* view, const hm_shape* shape, size_t* hits)
{
    return fenced("hm_view_count", [&] { return capi::view_count("hm_view_count", view, shape, hits); });
}
hm_status hm_view_any(const hm_view* view, const hm_shape* shape, int* any)
{
    return fenced("hm_view_any", [&] { return capi::view_any("hm_view_any", view, shape, any); });
}
hm_status hm_view_indices(const hm_view* view, const hm_shape* shape, uint32_t* out, size_t capacity, size_t* hits)
{
    return fenced("hm_view_indices",
                  [&] { return capi::view_indices("hm_view_indices", view, shape, out, capacity, hits); });
}

int hm_is_supported(uint32_t view_kind, uint32_t shape_kind)
{
    if (view_kind > HM_VIEW_CAPSULES || shape_kind == HM_SHAPE_NONE || shape_kind > HM_SHAPE_POINT) return 0;
    // answered by the registry, through the same dispatch the queries use
    hm_view view{view_kind, {nullptr, nullptr, nullptr, nullptr, nullptr, nullptr}, 0};
    hm_shape shape{};
    shape.kind = shape_kind;
    static const convex_polygon empty_convex;
    static const polygon empty_polygon;
    if (shape_kind == HM_SHAPE_CONVEX_POLYGON) shape.data_.pointer_ = const_cast<convex_polygon*>(&empty_convex);
    if (shape_kind == HM_SHAPE_POLYGON) shape.data_.pointer_ = const_cast<polygon*>(&empty_polygon);
    int supported = 0;
    capi::with_view("hm_is_supported", &view, [&](const auto& v) {
        using View = std::decay_t<decltype(v)>;
        return capi::with_shape("hm_is_supported", &shape, [&](const auto& s) {
            supported = is_supported_v<View, std::decay_t<decltype(s)>>;
            return HM_OK;
        });
    });
    return supported;
}

hm_status hm_test_hit_graze(const hm_view* view, hm_vec2 center, float hit_radius, float graze_radius,
                            uint64_t* hit_words, uint64_t* graze_words, size_t word_count)
{
    const char* name = "hm_test_hit_graze";
    return fenced(name, [&]() -> hm_status {
        if (view == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (const hm_status s = capi::words_ok(name, "hit_words", hit_words, word_count, view->size)) return s;
        if (const hm_status s = capi::words_ok(name, "graze_words", graze_words, word_count, view->size)) return s;
        if (hit_words == graze_words && word_count > 0)
            return capi::fail(HM_INVALID_ARGUMENT, "%s: hit_words and graze_words must be different arrays", name);
        return capi::with_view(name, view, [&](const auto& v) -> hm_status {
            using View = std::decay_t<decltype(v)>;
            if constexpr (has_hit_graze<View>::value) {
                bitmask& hit = capi::scratch_for(0, v.size);
                bitmask& graze = capi::scratch_for(1, v.size);
                detail::query_error error;
                detail::hit_graze(v, {center.x, center.y}, hit_radius, graze_radius, hit, graze, name, false, error);
                if (error.set) return capi::status_of(error);
                capi::copy_words(hit, v.size, hit_words, word_count);
                capi::copy_words(graze, v.size, graze_words, word_count);
                return HM_OK;
            } else {
                return capi::fail(HM_UNSUPPORTED, "%s: %s views have no hit and graze query", name,
                                  capi::view_name(capi::view_kind<View>()));
            }
        });
    });
}

hm_status hm_set_test_any(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words,
                          size_t word_count)
{
    const char* name = "hm_set_test_any";
    return fenced(name, [&]() -> hm_status {
        if (view == nullptr) return capi::fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (const hm_status s = capi::words_ok(name, "words", words, word_count, view->size)) return s;
        return capi::with_set(name, view, shapes, count, [&](const auto& v, const auto& cpp) {
            bitmask& mask = capi::scratch_for(0, v.size);
            detail::set_request r = detail::set_request_for(detail::set_form::any, name, false, nullptr);
            r.out = &mask;
            detail::query_error error;
            detail::query_set(v, cpp, r, error);
            if (error.set) return capi::status_of(error);
            capi::copy_words(mask, v.size, words, word_count);
            return HM_OK;
        });
    });
}
hm_status hm_set_first_hit(const hm_view* view, const hm_shape* shapes, size_t count, int32_t* out, size_t out_size)
{
    const char* name = "hm_set_first_hit";
    return fenced(name, [&]() -> hm_status {
        return capi::with_set(name, view, shapes, count, [&](const auto& v, const auto& cpp) {
            detail::set_request r = detail::set_request_for(detail::set_form::first_hit, name, false, nullptr);
            r.first = out;
            r.first_size = out_size;
            detail::query_error error;
            detail::query_set(v, cpp, r, error);
            return capi::status_of(error);
        });
    });
}
hm_status hm_set_count_per_shape(const hm_view* view, const hm_shape* shapes, size_t count, uint32_t* counts,
                                 size_t counts_size)
{
    const char* name = "hm_set_count_per_shape";
    return fenced(name, [&]() -> hm_status {
        return capi::with_set(name, view, shapes, count, [&](const auto& v, const auto& cpp) {
            detail::set_request r = detail::set_request_for(detail::set_form::count_per_shape, name, false, nullptr);
            r.counts = counts;
            r.counts_size = counts_size;
            detail::query_error error;
            detail::query_set(v, cpp, r, error);
            return capi::status_of(error);
        });
    });
}

} // extern "C"
