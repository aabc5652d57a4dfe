// hitmask: every query's checks and its call into the kernel table, once for all pairs of the
// registry. Compiled in the library, so the checks hold whatever flags the caller uses.
#include <array>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdint>
#include <cstring>

#include "../dispatch/hot_path.hpp"
#include "float_environment.hpp"
#include "query_checks.hpp"

namespace hitmask {
namespace detail {

void refuse(query_error& error, const char* format, ...) noexcept
{
    va_list args;
    va_start(args, format);
    // the analyzer loses track of va_start through the callers' `return refuse(...)`
    std::vsnprintf(error.text, sizeof error.text, format, args); // NOLINT(clang-analyzer-valist.Uninitialized)
    va_end(args);
    error.set = true;
}

namespace {

/// What query messages call a view and its columns, per kind (the index in all_views).
struct view_names {
    const char* name;
    std::array<const char*, max_columns> fields;
    std::size_t count;
    bool strided;
    std::size_t soa_kind; ///< its SoA twin, as its index in all_views: beside the names, so that
                          ///< a query's checks read one table (one data page when cold)
};
template <class... View>
constexpr std::array<view_names, sizeof...(View)> names_of(type_list<View...>) noexcept
{
    std::array<view_names, sizeof...(View)> out{};
    std::size_t k = 0;
    (
        [&] {
            view_names& v = out[k++];
            v.name = view_traits<View>::name;
            for (std::size_t c = 0; c < column_count_v<View>; ++c)
                v.fields[c] = view_traits<View>::fields[c];
            v.count = column_count_v<View>;
            v.strided = is_strided_v<View>;
            v.soa_kind = index_in_v<soa_view_t<View>, all_views>;
        }(),
        ...);
    return out;
}
constexpr auto all_view_names = names_of(all_views{});

} // namespace

HITMASK_HOT bool view_kind_ok(const view_ref& v, std::size_t soa_kind, const char* query, query_error& error) noexcept
{
    if (v.kind < all_view_names.size() && all_view_names[v.kind].soa_kind == soa_kind) return true;
    refuse(error, "%s: a %s view for a query of %s views", query,
           v.kind < all_view_names.size() ? all_view_names[v.kind].name : "unknown",
           soa_kind < all_view_names.size() ? all_view_names[soa_kind].name : "unknown");
    return false;
}

bool is_strided_kind(std::uint32_t kind) noexcept
{
    return kind < all_view_names.size() && all_view_names[kind].strided;
}

HITMASK_HOT bool view_columns(const view_ref& v, const char* query, const float* (&col)[max_columns], std::size_t& n,
                              std::size_t& stride, query_error& error) noexcept
{
    if (v.kind >= all_view_names.size()) {
        refuse(error, "%s: view kind %u is not a view", query, static_cast<unsigned>(v.kind));
        return false;
    }
    const view_names& names = all_view_names[v.kind];
    n = v.size;
    stride = 0;
    if (names.strided) {
        // a multiple of 4 bytes, at least 4, and size * stride must fit
        if (v.stride < sizeof(float) || v.stride % sizeof(float) != 0)
            refuse(error, "%s: %s.stride must be a multiple of 4 bytes and >= 4, got %zu", query, names.name, v.stride);
        else if (v.size > SIZE_MAX / v.stride)
            refuse(error, "%s: %s.size %zu times stride %zu overflows", query, names.name, v.size, v.stride);
        if (error.set) return false;
        stride = v.stride;
    }
    for (std::size_t c = 0; c < names.count; ++c) {
        if (v.size > 0 && v.col[c] == nullptr) {
            refuse(error, "%s: %s.%s is null but the view's size is %zu", query, names.name, names.fields[c], v.size);
            return false;
        }
    }
    // every column in a loop of fixed count: six stores (a loop from names.count became a call
    // to libc's memset)
    for (std::size_t c = 0; c < max_columns; ++c)
        col[c] = c < names.count ? v.col[c] : nullptr;
    return true;
}

HITMASK_HOT bool view_args(const view_ref& v, const char* query, query_args& q, query_error& error) noexcept
{
    // field by field: `q = {}` became a `rep stos` of its 112 bytes, whose start-up cost a query
    // of 16 points paid on every call
    q.mode = query_mode::mask;
    q.words = nullptr;
    q.indices = nullptr;
    q.capacity = 0;
    q.padded = false;
    q.first_index = 0;
    return view_columns(v, query, q.col, q.n, q.stride, error);
}

namespace {

/// Shapes are valid by construction (their factories check them); a point is checked here.
template <class Params>
bool shape_ok(const Params&, const char*, query_error&) noexcept
{
    return true;
}
bool shape_ok(const point_params& p, const char* query, query_error& error) noexcept
{
    if (!std::isfinite(p.x) || !std::isfinite(p.y))
        refuse(error, "%s: point must be finite, got (%g, %g)", query, static_cast<double>(p.x),
               static_cast<double>(p.y));
    return !error.set;
}

} // namespace

HITMASK_HOT bool mask_ok(std::size_t n, std::size_t bits, const char* query, const char* name,
                         query_error& error) noexcept
{
    if (bits < n) refuse(error, "%s: the %s bitmask holds %zu bits but the view's size is %zu", query, name, bits, n);
    return !error.set;
}

/// Clears the words past the view's own words, so bits past its size are 0.
HITMASK_HOT void clear_tail_words(std::size_t n, std::uint64_t* words, std::size_t word_count) noexcept
{
    const std::size_t used = (n + 63) / 64;
    if (word_count > used) std::memset(words + used, 0, (word_count - used) * sizeof(std::uint64_t));
}

/// A range's bounds: begin on a word boundary, so ranges own whole words of a shared mask;
/// end a word boundary too unless it is the view's end.
bool range_ok(const char* query, std::size_t begin, std::size_t end, std::size_t n, query_error& error) noexcept
{
    if (begin % 64 != 0)
        refuse(error, "%s: begin must be a multiple of 64, got %zu", query, begin);
    else if (end < begin || end > n)
        refuse(error, "%s: the range [%zu, %zu) must lie within the view's %zu elements", query, begin, end, n);
    else if (end % 64 != 0 && end != n)
        refuse(error, "%s: end must be a multiple of 64 or the view's size %zu, got %zu", query, n, end);
    return !error.set;
}

void narrow_columns(const float* (&col)[max_columns], std::size_t stride, std::size_t begin, std::size_t n) noexcept
{
    const std::size_t step = stride == 0 ? 1 : stride / sizeof(float);
    for (const float*& c : col)
        if (c != nullptr && begin < n) c += begin * step;
}

void narrow_to_range(query_args& q, std::size_t begin, std::size_t end) noexcept
{
    narrow_args(q, begin, end);
    if (q.words != nullptr) q.words += q.first_index / 64;
}

HITMASK_HOT bool view_and_range_ok(const view_ref& v, std::size_t soa_kind, const char* query, bool ranged,
                                   std::size_t begin, std::size_t end, query_args& q, query_error& error) noexcept
{
    if (!view_kind_ok(v, soa_kind, query, error) || !view_args(v, query, q, error)) return false;
    return !ranged || range_ok(query, begin, end, q.n, error);
}

bool hits_ok(std::uint64_t*& words, std::size_t n, bitmask* hits, const char* query, query_error& error) noexcept
{
    if (hits == nullptr) {
        refuse(error, "%s: hits is null", query);
        return false;
    }
    if (!mask_ok(n, *hits, query, "hits", error)) return false;
    words = hits->words();
    return true;
}

HITMASK_HOT const kernel_table& table_of(bool reference) noexcept
{
    return reference ? reference_table : active_table();
}

namespace {

/// An output mask as the kernels write it: a bitmask's words, or a C caller's own (the C API
/// writes in place), which hold word_count * 64 bits.
struct out_words {
    std::uint64_t* words;
    std::size_t word_count;
    std::size_t bits;
};
out_words words_of(bitmask& m) noexcept
{
    return {m.words(), m.word_count(), m.size()};
}
out_words words_of(std::uint64_t* words, std::size_t word_count) noexcept
{
    return {words, word_count, word_count * 64};
}

/// The checks and settings of a single-shape query that do not depend on its pair, after the
/// view's and the shape's: its range, its outputs (the mask's words, or the indices' array),
/// then q narrowed to the range. Not a template: compiled once, not into each pair's
/// checked_query (where it was most of this file's code).
HITMASK_HOT bool outputs_ok(const query_request& r, query_args& q, out_words& target, query_error& error) noexcept
{
    q.mode = r.mode;
    if (r.ranged && !range_ok(r, q.n, error)) return false;
    // the mask form's target: a bitmask, or (out null) the C caller's own words
    target = r.out != nullptr ? words_of(*r.out) : words_of(r.words, r.word_count);
    if (r.mode == query_mode::mask) {
        if (!mask_ok(q.n, target.bits, r.name, "result", error)) return false;
        q.words = target.words;
    } else if (r.mode == query_mode::indices) {
        if (r.indices == nullptr && r.capacity > 0) {
            refuse(error, "%s: out is null but capacity is %zu", r.name, r.capacity);
            return false;
        }
        if (std::uint64_t{q.n} > std::uint64_t{0xFFFFFFFFu} + 1) { // 64-bit: size_t may be 32-bit (wasm32)
            refuse(error, "%s: the view's size %zu does not fit 32-bit indices", r.name, q.n);
            return false;
        }
        q.indices = r.indices;
        q.capacity = r.capacity;
    }
    if (r.ranged) narrow_to_range(q, r.begin, r.end);
    return true;
}

/// After the kernel: the mask's words past the view cleared, an indices array too small refused.
std::size_t finish_query(const query_request& r, const query_args& q, const out_words& target, std::size_t hits,
                         query_error& error) noexcept
{
    if (r.mode == query_mode::mask && !r.ranged) clear_tail_words(q.n, target.words, target.word_count);
    if (r.mode == query_mode::indices && hits > r.capacity)
        refuse(error, "%s: capacity %zu is too small for the %zu hits", r.name, r.capacity, hits);
    return hits;
}

/// A hot pair's (hot_pair_v) runs in .text.hot (hot_path.hpp), beside view_args and outputs_ok.
template <class Pair>
HITMASK_ALWAYS_INLINE std::size_t checked_query(const view_ref& view, const void* params, const query_request& r,
                                                query_error& error) noexcept
{
    using Params = typename Pair::params;
    const Params& p = *static_cast<const Params*>(params);
    const ieee_denormals ieee;
    query_args q;
    out_words target{};
    if (!view_kind_ok(view, index_in_v<typename Pair::view, all_views>, r.name, error) ||
        !view_args(view, r.name, q, error) || !shape_ok(p, r.name, error) || !outputs_ok(r, q, target, error))
        return 0;
    const auto kernel = kernel_of<Pair, shape_queries>(table_of(r.reference).one);
    return finish_query(r, q, target, kernel(q, p), error);
}

using checked_query_fn = std::size_t (*)(const view_ref&, const void*, const query_request&, query_error&) noexcept;
template <class... Pair>
constexpr std::array<checked_query_fn, sizeof...(Pair)> checked_queries(type_list<Pair...>) noexcept
{
    return {hot_if<hot_pair_v<typename Pair::view, typename Pair::params>, &checked_query<Pair>>...};
}
/// checked_query of every pair of shape_queries, at the pair's index.
constexpr auto single_shape_entries = checked_queries(shape_queries{});

} // namespace

HITMASK_HOT std::size_t query(const view_ref& view, std::size_t pair, const void* params, const query_request& request,
                              query_error& error) noexcept
{
    if (pair >= single_shape_entries.size()) {
        refuse(error, "%s: pair %zu is not a query of this library", request.name, pair);
        return 0;
    }
    return single_shape_entries[pair](view, params, request, error);
}

namespace {

/// The checks of hit and graze that do not depend on the view's kind, after the view's: compiled
/// once, not into each pair's checked_hit_graze.
HITMASK_HOT bool ring_ok(std::size_t n, vec2 center, float hit_radius, float graze_radius, const out_words& hit,
                         const out_words& graze, const char* name, query_error& error) noexcept
{
    if (!std::isfinite(center.x) || !std::isfinite(center.y))
        refuse(error, "%s: center must be finite, got (%g, %g)", name, static_cast<double>(center.x),
               static_cast<double>(center.y));
    // radii whose squares overflow would let points at infinity hit (inf <= inf)
    else if (!(hit_radius >= 0.f) || !(hit_radius <= 1.8e19f))
        refuse(error, "%s: hit_radius must be >= 0 and <= 1.8e19, got %g", name, static_cast<double>(hit_radius));
    else if (!(graze_radius >= hit_radius) || !(graze_radius <= 1.8e19f))
        refuse(error, "%s: graze_radius must be >= hit_radius (%g) and <= 1.8e19, got %g", name,
               static_cast<double>(hit_radius), static_cast<double>(graze_radius));
    return !error.set && mask_ok(n, hit.bits, name, "hit", error) && mask_ok(n, graze.bits, name, "graze", error);
}

template <class Pair>
HITMASK_ALWAYS_INLINE void checked_hit_graze(const view_ref& view, vec2 center, float hit_radius, float graze_radius,
                                             const out_words& hit, const out_words& graze, const char* name,
                                             bool reference, query_error& error) noexcept
{
    const ieee_denormals ieee;
    two_mask_args two; // the view's columns written in place (view_columns)
    if (!view_kind_ok(view, index_in_v<typename Pair::view, all_views>, name, error) ||
        !view_columns(view, name, two.col, two.n, two.stride, error) ||
        !ring_ok(two.n, center, hit_radius, graze_radius, hit, graze, name, error))
        return;
    // the two circles of the ring, exactly as circle::make builds them
    const circle_params hit_circle{center.x, center.y, hit_radius, hit_radius * hit_radius};
    const circle_params graze_circle{center.x, center.y, graze_radius, graze_radius * graze_radius};
    two.first = hit.words;
    two.second = graze.words;
    kernel_of<Pair, hit_graze_queries>(table_of(reference).two)(two, hit_circle, graze_circle);
    clear_tail_words(two.n, hit.words, hit.word_count);
    clear_tail_words(two.n, graze.words, graze.word_count);
}

using checked_hit_graze_fn = void (*)(const view_ref&, vec2, float, float, const out_words&, const out_words&,
                                      const char*, bool, query_error&) noexcept;
constexpr checked_hit_graze_fn no_hit_graze = nullptr;
/// Each view kind's checked_hit_graze, null for a kind that has none.
template <class... View>
constexpr std::array<checked_hit_graze_fn, sizeof...(View)> hit_graze_entries(type_list<View...>) noexcept
{
    constexpr std::size_t none = list_size_v<hit_graze_queries>;
    return {[] {
        if constexpr (pair_index_v<View, circle, hit_graze_queries> == none) {
            return no_hit_graze;
        } else {
            using Pair = query_pair<soa_view_t<View>, circle>; // a strided view runs its SoA twin's pair
            static_assert(in_list_v<Pair, hit_graze_queries>);
            return hot_if<hot_pair_v<soa_view_t<View>, circle_params>, &checked_hit_graze<Pair>>;
        }
    }()...};
}

HITMASK_HOT void hit_graze_into(const view_ref& view, vec2 center, float hit_radius, float graze_radius,
                                const out_words& hit, const out_words& graze, const char* name, bool reference,
                                query_error& error) noexcept
{
    static constexpr auto entries = hit_graze_entries(all_views{});
    const checked_hit_graze_fn entry = view.kind < entries.size() ? entries[view.kind] : no_hit_graze;
    if (entry == nullptr) return refuse(error, "%s: test_hit_graze does not take this view", name);
    entry(view, center, hit_radius, graze_radius, hit, graze, name, reference, error);
}

} // namespace

HITMASK_HOT void hit_graze(const view_ref& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                           bitmask& graze, const char* name, bool reference, query_error& error) noexcept
{
    if (&hit == &graze) return refuse(error, "%s: hit and graze must be different bitmasks", name);
    hit_graze_into(view, center, hit_radius, graze_radius, words_of(hit), words_of(graze), name, reference, error);
}

HITMASK_HOT void hit_graze_words(const view_ref& view, vec2 center, float hit_radius, float graze_radius,
                                 std::uint64_t* hit_words, std::uint64_t* graze_words, std::size_t word_count,
                                 const char* name, bool reference, query_error& error) noexcept
{
    if (hit_words == graze_words && word_count > 0)
        return refuse(error, "%s: hit_words and graze_words must be different arrays", name);
    hit_graze_into(view, center, hit_radius, graze_radius, words_of(hit_words, word_count),
                   words_of(graze_words, word_count), name, reference, error);
}

} // namespace detail
} // namespace hitmask
