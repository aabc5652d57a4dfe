// hitmask C API: the sweeps (hm_sweep, hm_sweep_first, their _range forms and every
// hm_reference_ twin). As for the ray casts, the C functions translate: the hm_view and hm_shape
// become the C++ view and shape, the hm_shapes of hm_sweep_first the thread's scratch shape_set
// (a warm frame allocates nothing), and the library's own entry points (detail::sweep_query,
// detail::sweep_first_query) run every check and the kernels; the supported pairs come from the
// registry's sweep_queries and sweep_set_queries.
#include <cmath>
#include <string>

#include <hitmask/sweep.hpp>

#include "views.hpp"

namespace hitmask {
namespace capi {
namespace {

static_assert(HM_NO_SHAPE == no_shape, "hitmask.h's HM_NO_SHAPE must be hitmask::no_shape");

/// A registry list of sweep pairs in words, view by view in the list's order, for the refusal
/// of a pair it lacks: "segments views against circle, aabb, ...; capsules views against ...".
template <class List>
std::string pairs_text(List)
{
    std::string out;
    detail::for_each_type(detail::soa_views{}, [&](auto view_tag, std::size_t) {
        using View = typename decltype(view_tag)::type;
        std::string shapes;
        detail::for_each_type(List{}, [&](auto tag, std::size_t) {
            using Pair = typename decltype(tag)::type;
            if (std::is_same_v<typename Pair::view, View>)
                shapes += (shapes.empty() ? "" : ", ") + std::string(detail::shape_name<typename Pair::shape>());
        });
        if (!shapes.empty())
            out +=
                (out.empty() ? "" : "; ") + std::string(detail::view_traits<View>::name) + " views against " + shapes;
    });
    return out;
}
const char* sweep_pairs_text()
{
    static const std::string text = pairs_text(detail::sweep_queries{});
    return text.c_str();
}
const char* sweep_set_pairs_text()
{
    static const std::string text = pairs_text(detail::sweep_set_queries{});
    return text.c_str();
}

/// hm_sweep and its range, fenced: every element's bit, its fraction and the count.
hm_status sweep_all(const char* name, bool reference, const hm_view* view, const hm_shape* shape, span s,
                    std::uint64_t* words, std::size_t word_count, float* fractions, std::size_t fraction_count,
                    std::size_t* hits) noexcept
{
    return fenced(name, [&] {
        if (hits == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: hits is null", name);
        *hits = 0;
        if (view == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (const hm_status st = words_ok(name, "words", words, word_count, view->size)) return st;
        if (const hm_status st = floats_ok(name, "fractions", "fraction_count", fractions, fraction_count, view->size))
            return st;
        // the kernel writes the thread's mask (the C++ entry point takes a bitmask), the caller
        // gets its words; the fractions go straight into the caller's array
        bitmask& mask = scratch_for(0, view->size);
        detail::sweep_request request{name, reference, &mask, fractions};
        request.ranged = s.ranged;
        request.begin = s.begin;
        request.end = s.end;
        resolved_view v;
        if (const hm_status st = resolve_view(name, view, v)) return st;
        const hm_status status = with_shape(name, shape, [&](const auto& sh) -> hm_status {
            using Shape = std::decay_t<decltype(sh)>;
            if constexpr (shape_in_list<detail::sweep_queries, Shape>()) {
                const std::size_t pair = pair_at<detail::sweep_queries, Shape>(v.kind);
                if (pair < detail::list_size_v<detail::sweep_queries>) {
                    detail::query_error error;
                    const auto& params = detail::params_of(sh);
                    *hits = detail::sweep_query(v.ref, pair, &params, request, error);
                    if (error.set) *hits = 0;
                    return status_of(error);
                }
            }
            return fail(HM_UNSUPPORTED, "%s: hitmask has no sweep for %s views against %s shapes (sweeps: %s)", name,
                        view_name(v.kind), shape_name(shape->kind), sweep_pairs_text());
        });
        if (status != HM_OK) return status;
        copy_span_words(mask, view->size, s, words, word_count);
        return HM_OK;
    });
}

/// Calls fn(view, pair, set) with the resolved view, the pair of sweep_set_queries and the
/// hm_shapes as the thread's shape_set of their kind. An empty array is a set of the view's
/// first set kind (every element then meets none).
template <class Fn>
hm_status with_sweep_set(const char* name, const hm_view* view, const hm_shape* shapes, std::size_t count, Fn&& fn)
{
    using list = detail::sweep_set_queries;
    // A sweep set's shape indices are 32-bit with HM_NO_SHAPE for "none", so it holds fewer.
    if (const hm_status s = check_set_shapes(name, shapes, count, std::size_t{HM_NO_SHAPE} - 1)) return s;
    resolved_view v;
    if (const hm_status s = resolve_view(name, view, v)) return s;
    if (count == 0) {
        hm_status status = HM_OK;
        bool done = false;
        detail::for_each_type(list{}, [&](auto tag, std::size_t pair) {
            using Pair = typename decltype(tag)::type;
            if (!done && view_kind<typename Pair::view>() == v.kind) {
                done = true;
                status = fn(v, pair, scratch_set_of<typename Pair::shape>(shapes, 0));
            }
        });
        if (done) return status;
        return fail(HM_UNSUPPORTED, "%s: hitmask has no sweep_first for %s views (sweep_first: %s)", name,
                    view_name(v.kind), sweep_set_pairs_text());
    }
    return with_shape(name, &shapes[0], [&](const auto& first) -> hm_status {
        using Shape = std::decay_t<decltype(first)>;
        if constexpr (shape_in_list<list, Shape>()) {
            const std::size_t pair = pair_at<list, Shape>(v.kind);
            if (pair < detail::list_size_v<list>) return fn(v, pair, scratch_set_of<Shape>(shapes, count));
        }
        return fail(HM_UNSUPPORTED, "%s: hitmask has no sweep_first for %s views against %s sets (sweep_first: %s)",
                    name, view_name(v.kind), shape_name(shapes[0].kind), sweep_set_pairs_text());
    });
}

/// hm_sweep_first and its range, fenced: every element's first shape and fraction, the count.
hm_status sweep_first_all(const char* name, bool reference, const hm_view* view, const hm_shape* shapes,
                          std::size_t count, span s, std::uint32_t* shape_index, std::size_t index_count,
                          float* fractions, std::size_t fraction_count, std::size_t* met) noexcept
{
    return fenced(name, [&] {
        if (met == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: met is null", name);
        *met = 0;
        if (view == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (shape_index == nullptr && index_count > 0)
            return fail(HM_INVALID_ARGUMENT, "%s: shape_index is null but index_count is %zu", name, index_count);
        if (index_count < view->size)
            return fail(HM_INVALID_ARGUMENT, "%s: shape_index holds %zu entries but the view's size is %zu", name,
                        index_count, view->size);
        if (const hm_status st = floats_ok(name, "fractions", "fraction_count", fractions, fraction_count, view->size))
            return st;
        detail::sweep_first_request request{name, reference, shape_index, fractions};
        request.ranged = s.ranged;
        request.begin = s.begin;
        request.end = s.end;
        return with_sweep_set(
            name, view, shapes, count, [&](const resolved_view& v, std::size_t pair, const auto& set) -> hm_status {
                detail::query_error error;
                const auto columns = set.columns();
                const std::size_t n = detail::sweep_first_query(v.ref, pair, &columns, request, error);
                if (const hm_status st = status_of(error)) return st;
                *met = n;
                return HM_OK;
            });
    });
}

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;
using capi::span;
using capi::sweep_all;
using capi::sweep_first_all;
using capi::whole_view;

// Each form and its hm_reference_ twin: `name` is the function's own, for messages.
extern "C" {

hm_status hm_sweep(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count, float* fractions,
                   size_t fraction_count, size_t* hits)
{
    return sweep_all("hm_sweep", false, view, shape, whole_view, words, word_count, fractions, fraction_count, hits);
}
hm_status hm_sweep_range(const hm_view* view, const hm_shape* shape, size_t begin, size_t end, uint64_t* words,
                         size_t word_count, float* fractions, size_t fraction_count, size_t* hits)
{
    return sweep_all("hm_sweep_range", false, view, shape, span{true, begin, end}, words, word_count, fractions,
                     fraction_count, hits);
}
hm_status hm_sweep_first(const hm_view* view, const hm_shape* shapes, size_t count, uint32_t* shape_index,
                         size_t index_count, float* fractions, size_t fraction_count, size_t* met)
{
    return sweep_first_all("hm_sweep_first", false, view, shapes, count, whole_view, shape_index, index_count,
                           fractions, fraction_count, met);
}
hm_status hm_sweep_first_range(const hm_view* view, const hm_shape* shapes, size_t count, size_t begin, size_t end,
                               uint32_t* shape_index, size_t index_count, float* fractions, size_t fraction_count,
                               size_t* met)
{
    return sweep_first_all("hm_sweep_first_range", false, view, shapes, count, span{true, begin, end}, shape_index,
                           index_count, fractions, fraction_count, met);
}

// ---- the reference twins ----

hm_status hm_reference_sweep(const hm_view* view, const hm_shape* shape, uint64_t* words, size_t word_count,
                             float* fractions, size_t fraction_count, size_t* hits)
{
    return sweep_all("hm_reference_sweep", true, view, shape, whole_view, words, word_count, fractions, fraction_count,
                     hits);
}
hm_status hm_reference_sweep_range(const hm_view* view, const hm_shape* shape, size_t begin, size_t end,
                                   uint64_t* words, size_t word_count, float* fractions, size_t fraction_count,
                                   size_t* hits)
{
    return sweep_all("hm_reference_sweep_range", true, view, shape, span{true, begin, end}, words, word_count,
                     fractions, fraction_count, hits);
}
hm_status hm_reference_sweep_first(const hm_view* view, const hm_shape* shapes, size_t count, uint32_t* shape_index,
                                   size_t index_count, float* fractions, size_t fraction_count, size_t* met)
{
    return sweep_first_all("hm_reference_sweep_first", true, view, shapes, count, whole_view, shape_index, index_count,
                           fractions, fraction_count, met);
}
hm_status hm_reference_sweep_first_range(const hm_view* view, const hm_shape* shapes, size_t count, size_t begin,
                                         size_t end, uint32_t* shape_index, size_t index_count, float* fractions,
                                         size_t fraction_count, size_t* met)
{
    return sweep_first_all("hm_reference_sweep_first_range", true, view, shapes, count, span{true, begin, end},
                           shape_index, index_count, fractions, fraction_count, met);
}

} // extern "C"
