// hitmask C API internals shared by the single-shape and the many-shape queries: hm_view <->
// C++ view, the checks on the caller's mask words, and the thread's scratch masks (queries
// write a C++ bitmask; the C caller gets its words).
#pragma once

#include <array>

#include "internal.hpp"

namespace hitmask {
namespace capi {

/// An SoA view's hm_view_kind: its index in the registry's soa_views.
template <class View>
constexpr std::uint32_t view_kind() noexcept
{
    return static_cast<std::uint32_t>(detail::index_in_v<View, detail::soa_views>);
}
// The C header spells the kinds out for C callers; these tie its values to the registry.
static_assert(view_kind<points_view>() == HM_VIEW_POINTS && view_kind<circles_view>() == HM_VIEW_CIRCLES &&
                  view_kind<segments_view>() == HM_VIEW_SEGMENTS && view_kind<obbs_view>() == HM_VIEW_OBBS &&
                  view_kind<ellipses_view>() == HM_VIEW_ELLIPSES && view_kind<capsules_view>() == HM_VIEW_CAPSULES &&
                  view_kind<points3_view>() == HM_VIEW_POINTS3 && view_kind<spheres_view>() == HM_VIEW_SPHERES &&
                  view_kind<segments3_view>() == HM_VIEW_SEGMENTS3 &&
                  detail::list_size_v<detail::soa_views> == HM_VIEW_SEGMENTS3 + 1,
              "hm_view_kind (hitmask.h) must list the registry's soa_views in order");

/// Calls fn(view) with the C++ view an hm_view describes (the view kind's from_columns), or
/// fails for a kind that is not an hm_view_kind.
template <class Fn>
hm_status with_view(const char* name, const hm_view* v, Fn&& fn)
{
    if (v == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
    return detail::visit_type(
        detail::soa_views{}, v->kind,
        [&](auto tag) -> hm_status {
            using View = typename decltype(tag)::type;
            return fn(detail::view_traits<View>::from_columns(v->columns, v->size));
        },
        [&]() -> hm_status {
            return fail(HM_INVALID_ARGUMENT, "%s: view kind %u is not an hm_view_kind", name, v->kind);
        });
}

/// with_view() for the calls of a frame (hm_test_hit_graze, hm_raycast_closest): the hot view
/// kinds (points, discs: detail::hot_pair_v) first, without the visit over every kind, whose code
/// lies pages away from theirs (docs/architecture.md, "The cost of a cold call"). The same calls
/// of fn, the same refusals. Inlined into its callers, which are hot.
template <class Fn>
HITMASK_ALWAYS_INLINE hm_status with_view_hot_first(const char* name, const hm_view* v, Fn&& fn)
{
    if (v != nullptr && v->kind == HM_VIEW_POINTS)
        return fn(detail::view_traits<points_view>::from_columns(v->columns, v->size));
    if (v != nullptr && v->kind == HM_VIEW_CIRCLES)
        return fn(detail::view_traits<circles_view>::from_columns(v->columns, v->size));
    return with_view(name, v, fn);
}

/// A view kind's name in messages ("points", ...), "unknown" past the list.
inline const char* view_name(std::uint32_t kind) noexcept
{
    return detail::visit_type(
        detail::soa_views{}, kind, [](auto tag) { return detail::view_traits<typename decltype(tag)::type>::name; },
        [] { return "unknown"; });
}

/// An hm_view as the library takes it (a view_ref) with its hm_view_kind. The C functions
/// that also take a shape resolve the view here and then visit the shape's kind alone, finding
/// the pair at run time (pair_at): views + shapes cases compiled, not views x shapes (which
/// were most of the C API's code).
struct resolved_view {
    detail::view_ref ref;
    std::uint32_t kind;
};

/// Fills `out` from v, or fails as with_view does.
inline hm_status resolve_view(const char* name, const hm_view* v, resolved_view& out)
{
    return with_view(name, v, [&](const auto& view) -> hm_status {
        out.ref = detail::ref_of(view);
        out.kind = view_kind<std::decay_t<decltype(view)>>();
        return HM_OK;
    });
}

/// Whether some pair of List has Shape.
template <class List, class Shape>
constexpr bool shape_in_list() noexcept
{
    bool found = false;
    detail::for_each_type(List{}, [&](auto tag, std::size_t) {
        found = found || std::is_same_v<typename decltype(tag)::type::shape, Shape>;
    });
    return found;
}

/// The position in List of the pair (the SoA view of hm_view_kind `view`, Shape);
/// list_size_v<List> when List lacks it.
template <class List, class Shape>
std::size_t pair_at(std::uint32_t view) noexcept
{
    static constexpr auto table = [] {
        std::array<std::size_t, detail::list_size_v<detail::soa_views>> at{};
        detail::for_each_type(detail::soa_views{}, [&](auto tag, std::size_t i) {
            at[i] = detail::pair_index_v<typename decltype(tag)::type, Shape, List>;
        });
        return at;
    }();
    return view < table.size() ? table[view] : detail::list_size_v<List>;
}

/// Words that hold n bits.
constexpr std::size_t words_for(std::size_t n) noexcept
{
    return n / 64 + (n % 64 != 0);
}

/// The caller's words must hold the view's bits; nothing is written otherwise.
inline hm_status words_ok(const char* name, const char* field, const std::uint64_t* words, std::size_t word_count,
                          std::size_t n) noexcept
{
    if (words == nullptr && word_count > 0)
        return fail(HM_INVALID_ARGUMENT, "%s: %s is null but word_count is %zu", name, field, word_count);
    if (word_count < words_for(n))
        return fail(HM_INVALID_ARGUMENT, "%s: %s holds %zu words (%zu bits) but the view's size is %zu", name, field,
                    word_count, word_count * 64, n);
    return HM_OK;
}

/// The view's n bits into the caller's words; every later word cleared.
inline void copy_words(const bitmask& from, std::size_t n, std::uint64_t* to, std::size_t word_count) noexcept
{
    const std::size_t used = words_for(n);
    if (used > 0) std::memcpy(to, from.words(), used * sizeof(std::uint64_t));
    if (word_count > used) std::memset(to + used, 0, (word_count - used) * sizeof(std::uint64_t));
}

/// The thread's mask `which` (0 or 1) for a query over n elements. At least one word: the
/// many-shape forms clear their mask with memset, which must not get the null data() of an
/// empty bitmask.
inline bitmask& scratch_for(int which, std::size_t n)
{
    thread_local bitmask masks[2];
    bitmask& mask = masks[which];
    mask.assign(n > 0 ? n : 1);
    return mask;
}

inline hm_status status_of(const detail::query_error& error, hm_status when_set = HM_INVALID_ARGUMENT) noexcept
{
    return error.set ? fail(when_set, "%s", error.text) : HM_OK;
}

/// Which elements a call covers: the whole view, or [begin, end) for the _range forms.
struct span {
    bool ranged;
    std::size_t begin, end;
};
constexpr span whole_view{false, 0, 0};

/// The mask of a whole-view or range call into the caller's words: every word of the view, or
/// only the range's own words, so that threads writing other ranges into the same words do not
/// overwrite each other (the C++ range form's rule).
inline void copy_span_words(const bitmask& mask, std::size_t n, span s, std::uint64_t* words,
                            std::size_t word_count) noexcept
{
    if (!s.ranged) {
        copy_words(mask, n, words, word_count);
    } else if (s.end > s.begin) {
        const std::size_t first = s.begin / 64;
        std::memcpy(words + first, mask.words() + first, (words_for(s.end) - first) * sizeof(std::uint64_t));
    }
}

/// The caller's optional per-element floats (`floats`, with `count_name` its count): when
/// given, they must hold the view's n floats; nothing is written otherwise.
inline hm_status floats_ok(const char* name, const char* floats_name, const char* count_name, const float* floats,
                           std::size_t count, std::size_t n) noexcept
{
    if (floats == nullptr && count > 0)
        return fail(HM_INVALID_ARGUMENT, "%s: %s is null but %s is %zu", name, floats_name, count_name, count);
    if (floats != nullptr && count < n)
        return fail(HM_INVALID_ARGUMENT, "%s: %s holds %zu floats but the view's size is %zu", name, floats_name, count,
                    n);
    return HM_OK;
}

/// The hm_shapes argument of a many-shape form (the sets and the sweep sets check it alike):
/// null only when empty, at most `most` shapes (checked before any shape is read, as a larger
/// count could not be read), and one kind throughout, since a shape_set holds one kind.
inline hm_status check_set_shapes(const char* name, const hm_shape* shapes, std::size_t count,
                                  std::size_t most = static_cast<std::size_t>(-1)) noexcept
{
    if (shapes == nullptr && count > 0)
        return fail(HM_INVALID_ARGUMENT, "%s: shapes is null but count is %zu", name, count);
    if (count > most)
        return fail(HM_INVALID_ARGUMENT, "%s: the set holds %zu shapes; at most %zu fit a shape index", name, count,
                    most);
    for (std::size_t j = 1; j < count; ++j)
        if (shapes[j].kind != shapes[0].kind)
            return fail(HM_INVALID_ARGUMENT, "%s: shapes[%zu] is a %s but shapes[0] is a %s: a set holds one kind",
                        name, j, shape_name(shapes[j].kind), shape_name(shapes[0].kind));
    return HM_OK;
}

/// The thread's shape_set of Shape refilled with the hm_shapes (all of kind Shape). The set is
/// kept per thread and only cleared, so a warm frame allocates nothing; the sets and the sweep
/// sets share it, as no form runs inside another.
template <class Shape>
shape_set<Shape>& scratch_set_of(const hm_shape* shapes, std::size_t count)
{
    thread_local shape_set<Shape> set;
    set.clear();
    for (std::size_t j = 0; j < count; ++j)
        set.push_back(load<Shape>(shapes[j]));
    return set;
}

} // namespace capi
} // namespace hitmask
