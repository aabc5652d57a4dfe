// hitmask C API: the many-shape forms (a set of shapes of one kind against a view), each with
// its hm_reference_ twin. The hm_shapes are turned into the C++ shapes once per call (into the
// thread's scratch shape_set, so a warm frame allocates nothing), then detail::query_set runs
// every check and the query; results reach the caller's arrays only on success.
#include <cstddef>
#include <cstring>
#include <type_traits>
#include <vector>

#include "views.hpp"

namespace hitmask {
namespace capi {
namespace {

static_assert(sizeof(hm_pair) == sizeof(hit_pair) && offsetof(hm_pair, shape) == offsetof(hit_pair, shape),
              "hm_pair and hitmask::hit_pair share their layout (pairs are copied with memcpy)");

/// What a many-shape call's view and shapes come to: the view for the library, the registry's
/// pair and the columns of the set (the thread's scratch shape_set, built from the hm_shapes).
struct resolved_set {
    detail::view_ref view;
    std::size_t pair;
    /// the set's set_columns<Params>, copied: every Params' has the size and alignment of the
    /// circle's (a pointer to the params, then the same columns and count)
    alignas(detail::set_columns<detail::circle_params>) unsigned char columns[sizeof(
        detail::set_columns<detail::circle_params>)];
};

/// Resolves the view (its kind among the views) and the shapes (their kind among the shapes)
/// into `out`, or fails (nothing built). Not a template: the view x shape dispatch is compiled
/// once for the five forms and their reference twins (once per form, it was most of the C API's
/// code in the WebAssembly module: 420 of the 470 KB of this file).
hm_status resolve_set(const char* name, const hm_view* view, const hm_shape* shapes, std::size_t count,
                      resolved_set& out)
{
    if (const hm_status s = check_set_shapes(name, shapes, count)) return s;
    const std::uint32_t kind = count > 0 ? shapes[0].kind : std::uint32_t{HM_SHAPE_CIRCLE};
    hm_shape first{};
    first.kind = kind;
    const hm_shape* probe = count > 0 ? &shapes[0] : &first;
    if (count == 0) store(circle{}, &first);
    resolved_view v;
    if (const hm_status s = resolve_view(name, view, v)) return s;
    return with_shape(name, probe, [&](const auto& s) -> hm_status {
        using Shape = std::decay_t<decltype(s)>;
        if constexpr (shape_in_list<detail::set_queries, Shape>()) {
            const std::size_t pair = pair_at<detail::set_queries, Shape>(v.kind);
            if (pair < detail::list_size_v<detail::set_queries>) {
                const auto columns = scratch_set_of<Shape>(shapes, count).columns();
                static_assert(std::is_trivially_copyable_v<decltype(columns)> && sizeof columns == sizeof out.columns &&
                              alignof(decltype(columns)) <= alignof(resolved_set));
                std::memcpy(out.columns, &columns, sizeof columns);
                out.view = v.ref;
                out.pair = pair;
                return HM_OK;
            }
        }
        return fail(HM_UNSUPPORTED, "%s: hitmask has no many-shape query for %s views against %s sets", name,
                    view_name(v.kind), shape_name(kind));
    });
}

/// Runs one many-shape form. prepare(request, n) points the request at its outputs (or returns
/// a failure, nothing written); finish(n, result) hands the results to the caller.
template <class Prepare, class Finish>
hm_status run_set(const char* name, bool reference, detail::set_form form, const hm_view* view, const hm_shape* shapes,
                  std::size_t count, Prepare&& prepare, Finish&& finish) noexcept
{
    return fenced(name, [&]() -> hm_status {
        resolved_set set;
        if (const hm_status s = resolve_set(name, view, shapes, count, set)) return s;
        const std::size_t n = set.view.size;
        detail::set_request r = detail::set_request_for(form, name, reference, nullptr);
        if (const hm_status s = prepare(r, n)) return s;
        detail::query_error error;
        const std::size_t result = detail::query_set(set.view, set.pair, set.columns, r, error);
        if (error.set) return status_of(error);
        return finish(n, result);
    });
}

hm_status set_test_any(const char* name, bool reference, const hm_view* view, const hm_shape* shapes, std::size_t count,
                       std::uint64_t* words, std::size_t word_count) noexcept
{
    bitmask* mask = nullptr;
    return run_set(
        name, reference, detail::set_form::any, view, shapes, count,
        [&](detail::set_request& r, std::size_t n) {
            if (const hm_status s = words_ok(name, "words", words, word_count, n)) return s;
            mask = &scratch_for(0, n);
            r.out = mask;
            return HM_OK;
        },
        [&](std::size_t n, std::size_t) {
            copy_words(*mask, n, words, word_count);
            return HM_OK;
        });
}

/// The thread's masks for test_each, count of them over n elements (at least one word each, as
/// scratch_for).
std::vector<bitmask>& scratch_masks(std::size_t count, std::size_t n)
{
    thread_local std::vector<bitmask> masks;
    if (masks.size() < count) masks.resize(count);
    for (std::size_t j = 0; j < count; ++j)
        masks[j].assign(n > 0 ? n : 1);
    return masks;
}

hm_status set_test_each(const char* name, bool reference, const hm_view* view, const hm_shape* shapes,
                        std::size_t count, std::uint64_t* words, std::size_t words_per_mask,
                        std::size_t word_count) noexcept
{
    std::vector<bitmask>* masks = nullptr;
    return run_set(
        name, reference, detail::set_form::each, view, shapes, count,
        [&](detail::set_request& r, std::size_t n) {
            if (words_per_mask < words_for(n))
                return fail(HM_INVALID_ARGUMENT, "%s: words_per_mask %zu holds %zu bits but the view's size is %zu",
                            name, words_per_mask, words_per_mask * 64, n);
            // count * words_per_mask without overflow: compare by division
            if (words_per_mask > 0 && count > word_count / words_per_mask)
                return fail(HM_INVALID_ARGUMENT, "%s: word_count %zu is less than %zu masks of %zu words", name,
                            word_count, count, words_per_mask);
            if (words == nullptr && word_count > 0)
                return fail(HM_INVALID_ARGUMENT, "%s: words is null but word_count is %zu", name, word_count);
            masks = &scratch_masks(count, n);
            r.masks = masks->data();
            r.mask_count = count;
            return HM_OK;
        },
        [&](std::size_t n, std::size_t) {
            for (std::size_t j = 0; j < count; ++j)
                copy_words((*masks)[j], n, words + j * words_per_mask, words_per_mask);
            return HM_OK;
        });
}

/// A form whose query writes the caller's array itself (first_hit, count_per_shape): the form
/// and the request's fields for the array and its size.
template <class T>
struct into_array {
    detail::set_form form;
    T* detail::set_request::*array;
    std::size_t detail::set_request::*size;
};
constexpr into_array<std::int32_t> first_hit{detail::set_form::first_hit, &detail::set_request::first,
                                             &detail::set_request::first_size};
constexpr into_array<std::uint32_t> count_per_shape{detail::set_form::count_per_shape, &detail::set_request::counts,
                                                    &detail::set_request::counts_size};

template <class T>
hm_status set_into_array(const into_array<T>& f, const char* name, bool reference, const hm_view* view,
                         const hm_shape* shapes, std::size_t count, T* out, std::size_t out_size) noexcept
{
    return run_set(
        name, reference, f.form, view, shapes, count,
        [&](detail::set_request& r, std::size_t) {
            r.*f.array = out;
            r.*f.size = out_size;
            return HM_OK;
        },
        [](std::size_t, std::size_t) { return HM_OK; });
}

hm_status set_pairs(const char* name, bool reference, const hm_view* view, const hm_shape* shapes, std::size_t count,
                    hm_pair* out, std::size_t capacity, std::size_t* pair_count) noexcept
{
    if (pair_count == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: pair_count is null", name);
    *pair_count = 0;
    if (out == nullptr && capacity > 0)
        return fail(HM_INVALID_ARGUMENT, "%s: out is null but capacity is %zu", name, capacity);
    thread_local std::vector<hit_pair> pairs;
    return run_set(
        name, reference, detail::set_form::pairs, view, shapes, count,
        [&](detail::set_request& r, std::size_t) {
            r.pairs = &pairs;
            return HM_OK;
        },
        [&](std::size_t, std::size_t) {
            *pair_count = pairs.size();
            const std::size_t written = pairs.size() < capacity ? pairs.size() : capacity;
            if (written > 0) std::memcpy(static_cast<void*>(out), pairs.data(), written * sizeof(hm_pair));
            if (pairs.size() > capacity)
                return fail(HM_CAPACITY_TOO_SMALL, "%s: %zu pairs hit but capacity is %zu; the first %zu were written",
                            name, pairs.size(), capacity, capacity);
            return HM_OK;
        });
}

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;

extern "C" {

hm_status hm_set_test_any(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words, size_t word_count)
{
    return capi::set_test_any("hm_set_test_any", false, view, shapes, count, words, word_count);
}
hm_status hm_set_test_each(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words,
                           size_t words_per_mask, size_t word_count)
{
    return capi::set_test_each("hm_set_test_each", false, view, shapes, count, words, words_per_mask, word_count);
}
hm_status hm_set_first_hit(const hm_view* view, const hm_shape* shapes, size_t count, int32_t* out, size_t out_size)
{
    return capi::set_into_array(capi::first_hit, "hm_set_first_hit", false, view, shapes, count, out, out_size);
}
hm_status hm_set_count_per_shape(const hm_view* view, const hm_shape* shapes, size_t count, uint32_t* counts,
                                 size_t counts_size)
{
    return capi::set_into_array(capi::count_per_shape, "hm_set_count_per_shape", false, view, shapes, count, counts,
                                counts_size);
}
hm_status hm_set_pairs(const hm_view* view, const hm_shape* shapes, size_t count, hm_pair* out, size_t capacity,
                       size_t* pair_count)
{
    return capi::set_pairs("hm_set_pairs", false, view, shapes, count, out, capacity, pair_count);
}

// ---- the reference twins ----

hm_status hm_reference_set_test_any(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words,
                                    size_t word_count)
{
    return capi::set_test_any("hm_reference_set_test_any", true, view, shapes, count, words, word_count);
}
hm_status hm_reference_set_test_each(const hm_view* view, const hm_shape* shapes, size_t count, uint64_t* words,
                                     size_t words_per_mask, size_t word_count)
{
    return capi::set_test_each("hm_reference_set_test_each", true, view, shapes, count, words, words_per_mask,
                               word_count);
}
hm_status hm_reference_set_first_hit(const hm_view* view, const hm_shape* shapes, size_t count, int32_t* out,
                                     size_t out_size)
{
    return capi::set_into_array(capi::first_hit, "hm_reference_set_first_hit", true, view, shapes, count, out,
                                out_size);
}
hm_status hm_reference_set_count_per_shape(const hm_view* view, const hm_shape* shapes, size_t count, uint32_t* counts,
                                           size_t counts_size)
{
    return capi::set_into_array(capi::count_per_shape, "hm_reference_set_count_per_shape", true, view, shapes, count,
                                counts, counts_size);
}
hm_status hm_reference_set_pairs(const hm_view* view, const hm_shape* shapes, size_t count, hm_pair* out,
                                 size_t capacity, size_t* pair_count)
{
    return capi::set_pairs("hm_reference_set_pairs", true, view, shapes, count, out, capacity, pair_count);
}

} // extern "C"
