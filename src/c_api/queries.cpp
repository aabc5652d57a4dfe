// hitmask C API: the single-shape queries, over raw points and over every view kind, and hit
// and graze; each with its hm_reference_ twin. Each translates the C arguments into the C++
// view, shape and request and calls the library's own entry points (detail::query,
// detail::hit_graze), which run every check; the supported pairs come from the registry. The
// many-shape forms are in c_api_sets.cpp.
#include "views.hpp"

namespace hitmask {
namespace capi {
namespace {

/// The status of a finished query: its refusal, if any, as the C API reports it.
hm_status query_status(const detail::query_error& error, const detail::query_request& request, std::size_t result)
{
    if (error.set && request.mode == detail::query_mode::indices && result > request.capacity)
        return fail(HM_CAPACITY_TOO_SMALL, "%s", error.text);
    return status_of(error);
}

/// One query of any form over any view and shape; `result` gets the C++ entry point's return.
/// Out of line: its visits over every view and shape kind stay out of run(), which is hot.
HITMASK_NOINLINE hm_status run_any(const char* name, const hm_view* view, const hm_shape* shape,
                                   detail::query_request& request, std::size_t& result)
{
    resolved_view v;
    if (const hm_status s = resolve_view(name, view, v)) return s;
    return with_shape(name, shape, [&](const auto& s) -> hm_status {
        using Shape = std::decay_t<decltype(s)>;
        if constexpr (shape_in_list<detail::shape_queries, Shape>()) {
            const std::size_t pair = pair_at<detail::shape_queries, Shape>(v.kind);
            if (pair < detail::list_size_v<detail::shape_queries>) {
                detail::query_error error;
                const auto& params = detail::params_of(s);
                result = detail::query(v.ref, pair, &params, request, error);
                return query_status(error, request, result);
            }
        }
        return fail(HM_UNSUPPORTED, "%s: hitmask has no query for %s views against a %s", name, view_name(v.kind),
                    shape_name(shape->kind));
    });
}

/// A hot pair (detail::hot_pair_v: a points or discs view against a circle or a box) as run_any
/// runs it, without its visits over every view and shape kind: the view's own columns, the pair's
/// index a constant. A frame's first hm_test then
/// runs a few lines of .text.hot, not the visits' code pages away (docs/architecture.md, "The
/// cost of a cold call"). One function for the four pairs, so that it adds little code.
HITMASK_HOT hm_status run_hot(const hm_view& view, std::uint32_t view_index, std::size_t columns, std::size_t pair,
                              const void* params, detail::query_request& request, std::size_t& result)
{
    detail::view_ref ref{view_index, {}, view.size, 0};
    // each column pointer read on its own: GCC merged the copy into 16-byte loads, and the points
    // forms (hm_test, hm_count, ...) store x and y into their temporary view 8 bytes at a time just
    // before, so each such load waited for both stores to retire (a failed store forward: hm_test
    // over 16 points called back to back, 21 -> 17.5 ns on AVX-512; a volatile read is one 8-byte
    // load, never merged)
    for (std::size_t c = 0; c < columns; ++c)
        ref.col[c] = static_cast<const float* const volatile&>(view.columns[c]);
    detail::query_error error;
    result = detail::query(ref, pair, params, request, error);
    return query_status(error, request, result);
}

/// Where (View, Shape) stands in the registry's lists: the view's index in all_views and its
/// column count, the pair's index in shape_queries.
template <class View>
constexpr auto view_index = static_cast<std::uint32_t>(detail::index_in_v<View, detail::all_views>);
template <class View>
constexpr std::size_t columns_of = detail::column_count_v<View>;
template <class View, class Shape>
constexpr std::size_t hot_pair = detail::index_in_v<detail::query_pair<View, Shape>, detail::shape_queries>;

HITMASK_HOT hm_status run(const char* name, const hm_view* view, const hm_shape* shape, detail::query_request& request,
                          std::size_t& result)
{
    static_assert(detail::hot_pair_v<points_view, detail::circle_params> &&
                  detail::hot_pair_v<circles_view, detail::aabb_params> && stored_by_value<circle> &&
                  stored_by_value<aabb>);
    if (view != nullptr && shape != nullptr && (view->kind == HM_VIEW_POINTS || view->kind == HM_VIEW_CIRCLES)) {
        // the shape by value, then the pair of the view's kind with it
        const auto hot = [&](const auto& s) {
            using Shape = std::decay_t<decltype(s)>;
            return view->kind == HM_VIEW_POINTS ? run_hot(*view, view_index<points_view>, columns_of<points_view>,
                                                          hot_pair<points_view, Shape>, &s.params(), request, result)
                                                : run_hot(*view, view_index<circles_view>, columns_of<circles_view>,
                                                          hot_pair<circles_view, Shape>, &s.params(), request, result);
        };
        if (shape->kind == kind_of<circle>()) return hot(load<circle>(*shape));
        if (shape->kind == kind_of<aabb>()) return hot(load<aabb>(*shape));
    }
    return run_any(name, view, shape, request, result);
}

// The four forms, fenced: `reference` runs the scalar reference instead of the active ISA.
HITMASK_HOT hm_status view_test(const char* name, bool reference, const hm_view* view, const hm_shape* shape,
                                std::uint64_t* words, std::size_t word_count) noexcept
{
    return fenced(name, [&] {
        if (view == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (const hm_status s = words_ok(name, "words", words, word_count, view->size)) return s;
        // straight into the caller's words: every check runs before the kernel writes any
        detail::query_request request = detail::words_request(name, reference, words, word_count);
        std::size_t ignored = 0;
        return run(name, view, shape, request, ignored);
    });
}

hm_status view_count(const char* name, bool reference, const hm_view* view, const hm_shape* shape,
                     std::size_t* hits) noexcept
{
    return fenced(name, [&] {
        if (hits == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: hits is null", name);
        *hits = 0;
        detail::query_request request = detail::plain_request(detail::query_mode::count, name, reference);
        return run(name, view, shape, request, *hits);
    });
}

hm_status view_any(const char* name, bool reference, const hm_view* view, const hm_shape* shape, int* any) noexcept
{
    return fenced(name, [&] {
        if (any == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: any is null", name);
        *any = 0;
        detail::query_request request = detail::plain_request(detail::query_mode::any, name, reference);
        std::size_t result = 0;
        const hm_status status = run(name, view, shape, request, result);
        *any = result != 0;
        return status;
    });
}

hm_status view_indices(const char* name, bool reference, const hm_view* view, const hm_shape* shape, std::uint32_t* out,
                       std::size_t capacity, std::size_t* hits) noexcept
{
    return fenced(name, [&] {
        if (hits == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: hits is null", name);
        *hits = 0;
        detail::query_request request = detail::indices_request(name, reference, out, capacity);
        return run(name, view, shape, request, *hits);
    });
}

HITMASK_HOT hm_status hit_graze(const char* name, bool reference, const hm_view* view, hm_vec2 center, float hit_radius,
                                float graze_radius, std::uint64_t* hit_words, std::uint64_t* graze_words,
                                std::size_t word_count) noexcept
{
    return fenced(name, [&]() -> hm_status {
        if (view == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (const hm_status s = words_ok(name, "hit_words", hit_words, word_count, view->size)) return s;
        if (const hm_status s = words_ok(name, "graze_words", graze_words, word_count, view->size)) return s;
        if (hit_words == graze_words && word_count > 0)
            return fail(HM_INVALID_ARGUMENT, "%s: hit_words and graze_words must be different arrays", name);
        return with_view_hot_first(name, view, [&](const auto& v) -> hm_status {
            using View = std::decay_t<decltype(v)>;
            if constexpr (has_hit_graze<View>::value) {
                // straight into the caller's words: every check runs before the kernel writes any
                detail::query_error error;
                detail::hit_graze_words(detail::ref_of(v), {center.x, center.y}, hit_radius, graze_radius, hit_words,
                                        graze_words, word_count, name, reference, error);
                return status_of(error);
            } else {
                return fail(HM_UNSUPPORTED, "%s: %s views have no hit and graze query", name,
                            view_name(view_kind<View>()));
            }
        });
    });
}

/// The points forms' view: the C functions pass points_of(x, y, n).get(), a temporary that lives
/// until the call returns.
struct points_of {
    hm_view view;
    points_of(const float* x, const float* y, std::size_t n) noexcept
        : view{HM_VIEW_POINTS, {x, y, nullptr, nullptr, nullptr, nullptr}, n}
    {}
    const hm_view* get() const noexcept { return &view; }
};

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;
using capi::points_of;

extern "C" {

HITMASK_HOT hm_status hm_test(const float* x, const float* y, size_t n, const hm_shape* shape, uint64_t* words,
                              size_t word_count)
{
    return capi::view_test("hm_test", false, points_of(x, y, n).get(), shape, words, word_count);
}
hm_status hm_count(const float* x, const float* y, size_t n, const hm_shape* shape, size_t* hits)
{
    return capi::view_count("hm_count", false, points_of(x, y, n).get(), shape, hits);
}
hm_status hm_any(const float* x, const float* y, size_t n, const hm_shape* shape, int* any)
{
    return capi::view_any("hm_any", false, points_of(x, y, n).get(), shape, any);
}
hm_status hm_indices(const float* x, const float* y, size_t n, const hm_shape* shape, uint32_t* out, size_t capacity,
                     size_t* hits)
{
    return capi::view_indices("hm_indices", false, points_of(x, y, n).get(), shape, out, capacity, hits);
}

HITMASK_HOT hm_status hm_view_test(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count)
{
    return capi::view_test("hm_view_test", false, view, shape, words, word_count);
}
hm_status hm_view_count(const hm_view* view, const hm_shape* shape, size_t* hits)
{
    return capi::view_count("hm_view_count", false, view, shape, hits);
}
hm_status hm_view_any(const hm_view* view, const hm_shape* shape, int* any)
{
    return capi::view_any("hm_view_any", false, view, shape, any);
}
hm_status hm_view_indices(const hm_view* view, const hm_shape* shape, uint32_t* out, size_t capacity, size_t* hits)
{
    return capi::view_indices("hm_view_indices", false, view, shape, out, capacity, hits);
}

HITMASK_HOT hm_status hm_test_hit_graze(const hm_view* view, hm_vec2 center, float hit_radius, float graze_radius,
                                        uint64_t* hit_words, uint64_t* graze_words, size_t word_count)
{
    return capi::hit_graze("hm_test_hit_graze", false, view, center, hit_radius, graze_radius, hit_words, graze_words,
                           word_count);
}
HITMASK_HOT hm_status hm_test_hit_graze_xy(const hm_view* view, float center_x, float center_y, float hit_radius,
                                           float graze_radius, uint64_t* hit_words, uint64_t* graze_words,
                                           size_t word_count)
{
    return capi::hit_graze("hm_test_hit_graze_xy", false, view, {center_x, center_y}, hit_radius, graze_radius,
                           hit_words, graze_words, word_count);
}

// ---- the reference twins ----

hm_status hm_reference_test(const float* x, const float* y, size_t n, const hm_shape* shape, uint64_t* words,
                            size_t word_count)
{
    return capi::view_test("hm_reference_test", true, points_of(x, y, n).get(), shape, words, word_count);
}
hm_status hm_reference_count(const float* x, const float* y, size_t n, const hm_shape* shape, size_t* hits)
{
    return capi::view_count("hm_reference_count", true, points_of(x, y, n).get(), shape, hits);
}
hm_status hm_reference_any(const float* x, const float* y, size_t n, const hm_shape* shape, int* any)
{
    return capi::view_any("hm_reference_any", true, points_of(x, y, n).get(), shape, any);
}
hm_status hm_reference_indices(const float* x, const float* y, size_t n, const hm_shape* shape, uint32_t* out,
                               size_t capacity, size_t* hits)
{
    return capi::view_indices("hm_reference_indices", true, points_of(x, y, n).get(), shape, out, capacity, hits);
}
hm_status hm_reference_view_test(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count)
{
    return capi::view_test("hm_reference_view_test", true, view, shape, words, word_count);
}
hm_status hm_reference_view_count(const hm_view* view, const hm_shape* shape, size_t* hits)
{
    return capi::view_count("hm_reference_view_count", true, view, shape, hits);
}
hm_status hm_reference_view_any(const hm_view* view, const hm_shape* shape, int* any)
{
    return capi::view_any("hm_reference_view_any", true, view, shape, any);
}
hm_status hm_reference_view_indices(const hm_view* view, const hm_shape* shape, uint32_t* out, size_t capacity,
                                    size_t* hits)
{
    return capi::view_indices("hm_reference_view_indices", true, view, shape, out, capacity, hits);
}
hm_status hm_reference_test_hit_graze(const hm_view* view, hm_vec2 center, float hit_radius, float graze_radius,
                                      uint64_t* hit_words, uint64_t* graze_words, size_t word_count)
{
    return capi::hit_graze("hm_reference_test_hit_graze", true, view, center, hit_radius, graze_radius, hit_words,
                           graze_words, word_count);
}
hm_status hm_reference_test_hit_graze_xy(const hm_view* view, float center_x, float center_y, float hit_radius,
                                         float graze_radius, uint64_t* hit_words, uint64_t* graze_words,
                                         size_t word_count)
{
    return capi::hit_graze("hm_reference_test_hit_graze_xy", true, view, {center_x, center_y}, hit_radius, graze_radius,
                           hit_words, graze_words, word_count);
}

} // extern "C"
