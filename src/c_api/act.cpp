// hitmask C API: what follows the test. The mask algebra (hm_mask_and, _or, _xor, _and_not,
// _not), the indices of a mask's set bits (hm_mask_indices), compaction (hm_compact) and the
// nearest elements (hm_nearest, hm_nearest_k, their ranges, the 3D forms and every hm_reference_
// twin). The algebra and the indices work straight on the caller's words (a frame calls them
// cold: no copies); compaction and nearest turn them into the thread's C++ bitmasks for the
// library's own entry points (detail::compact_columns, detail::nearest_query), which run every
// check; the nearest pairs come from the registry's nearest_queries.
#include <cmath>
#include <string>
#include <vector>

#include <hitmask/compact.hpp>
#include <hitmask/nearest.hpp>

#include "views.hpp"

namespace hitmask {
namespace capi {
namespace {

/// The thread's mask `which` (0 or 1), holding exactly the caller's `size` bits of `words`;
/// the bits past size are cleared, as a C++ bitmask keeps them.
bitmask& loaded(int which, const std::uint64_t* words, std::size_t size)
{
    thread_local bitmask masks[2];
    bitmask& mask = masks[which];
    mask.assign(size);
    const std::size_t n = words_for(size);
    if (n > 0) {
        std::memcpy(mask.words(), words, n * sizeof(std::uint64_t));
        if (size % 64 != 0) mask.words()[n - 1] &= (std::uint64_t{1} << (size % 64)) - 1;
    }
    return mask;
}

/// A mask argument: null only when it holds no bits.
hm_status mask_ok(const char* name, const char* field, const std::uint64_t* words, std::size_t size) noexcept
{
    if (words == nullptr && size > 0)
        return fail(HM_INVALID_ARGUMENT, "%s: %s is null but holds %zu bits", name, field, size);
    return HM_OK;
}

enum class op { and_, or_, xor_, and_not };

/// Whether [p, p + n) and [q, q + n) share a word but do not start at the same one.
bool partly_overlap(const std::uint64_t* p, const std::uint64_t* q, std::size_t n) noexcept
{
    const auto x = reinterpret_cast<std::uintptr_t>(p), y = reinterpret_cast<std::uintptr_t>(q);
    const std::uintptr_t bytes = n * sizeof(std::uint64_t);
    return x != y && x < y + bytes && y < x + bytes;
}

/// out[i] = a[i] op b[i] over the size bits' words, the bits past size cleared (as a C++ bitmask
/// keeps them): straight from the caller's words, with nothing copied first. out may be a or b,
/// since word i is read before it is written.
template <class Op>
void combine_words(const std::uint64_t* a, const std::uint64_t* b, std::uint64_t* out, std::size_t size, Op op) noexcept
{
    const std::size_t n = words_for(size);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = op(a[i], b[i]);
    if (size % 64 != 0) out[n - 1] &= (std::uint64_t{1} << (size % 64)) - 1;
}

/// out overlapping a or b in part: through the C++ operators on the thread's copies, which
/// allocate (hence fenced). Out of line: combine() is hot, and this is its rare case.
HITMASK_NOINLINE hm_status combine_copies(const char* name, op o, const std::uint64_t* a, std::size_t a_size,
                                          const std::uint64_t* b, std::size_t b_size, std::uint64_t* out) noexcept
{
    const std::size_t n = words_for(a_size);
    return fenced(name, [&] {
        bitmask& x = loaded(0, a, a_size);
        const bitmask& y = loaded(1, b, b_size);
        switch (o) {
        case op::and_:
            x &= y;
            break;
        case op::or_:
            x |= y;
            break;
        case op::xor_:
            x ^= y;
            break;
        case op::and_not:
            x = and_not(std::move(x), y);
            break;
        }
        if (a_size > 0) std::memcpy(out, x.words(), n * sizeof(std::uint64_t));
        return HM_OK;
    });
}

/// hm_mask_and and its siblings. out may alias a or b, or overlap them in part (then through
/// combine_copies).
HITMASK_HOT hm_status combine(const char* name, op o, const std::uint64_t* a, std::size_t a_size,
                              const std::uint64_t* b, std::size_t b_size, std::uint64_t* out,
                              std::size_t out_size) noexcept
{
    // the checks and the word loop throw nothing: only the copies below go through fenced()
    if (const hm_status st = mask_ok(name, "a", a, a_size)) return st;
    if (const hm_status st = mask_ok(name, "b", b, b_size)) return st;
    if (const hm_status st = mask_ok(name, "out", out, out_size)) return st;
    // the C++ operators refuse masks of different sizes; checked here first so that the
    // refusal is a status with both sizes, not an exception
    if (a_size != b_size || out_size != a_size)
        return fail(HM_INVALID_ARGUMENT, "%s: the masks must have the same size, got a %zu, b %zu and out %zu bits",
                    name, a_size, b_size, out_size);
    const std::size_t n = words_for(a_size);
    if (!partly_overlap(out, a, n) && !partly_overlap(out, b, n)) {
        switch (o) {
        case op::and_:
            combine_words(a, b, out, a_size, [](std::uint64_t x, std::uint64_t y) { return x & y; });
            break;
        case op::or_:
            combine_words(a, b, out, a_size, [](std::uint64_t x, std::uint64_t y) { return x | y; });
            break;
        case op::xor_:
            combine_words(a, b, out, a_size, [](std::uint64_t x, std::uint64_t y) { return x ^ y; });
            break;
        case op::and_not:
            combine_words(a, b, out, a_size, [](std::uint64_t x, std::uint64_t y) { return x & ~y; });
            break;
        }
        return HM_OK;
    }
    return combine_copies(name, o, a, a_size, b, b_size, out);
}

/// hm_mask_indices and its twin: straight over the caller's words (the kernel ignores the bits
/// past n itself), so nothing is copied first.
HITMASK_HOT hm_status mask_indices_c(const char* name, bool reference, const std::uint64_t* words, std::size_t n,
                                     std::uint32_t* out, std::size_t capacity, std::size_t* count) noexcept
{
    return fenced(name, [&] {
        if (count == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: count is null", name);
        *count = 0;
        if (const hm_status st = mask_ok(name, "words", words, n)) return st;
        detail::query_error error;
        const std::size_t k = detail::mask_indices(words, n, out, capacity, name, reference, error);
        if (error.set && k <= capacity) return status_of(error); // refused: nothing written
        *count = k;
        return error.set ? fail(HM_CAPACITY_TOO_SMALL, "%s", error.text) : HM_OK;
    });
}

hm_status compact_c(const char* name, bool reference, const std::uint64_t* keep, std::size_t keep_size,
                    void* const* columns, const std::size_t* element_sizes, std::size_t column_count,
                    std::size_t* kept) noexcept
{
    return fenced(name, [&] {
        if (kept == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: kept is null", name);
        *kept = 0;
        if (const hm_status st = mask_ok(name, "keep", keep, keep_size)) return st;
        if (column_count > 0 && columns == nullptr)
            return fail(HM_INVALID_ARGUMENT, "%s: columns is null but column_count is %zu", name, column_count);
        if (column_count > 0 && element_sizes == nullptr)
            return fail(HM_INVALID_ARGUMENT, "%s: element_sizes is null but column_count is %zu", name, column_count);
        std::vector<detail::compact_column> list(column_count);
        for (std::size_t j = 0; j < column_count; ++j)
            list[j] = {columns[j], element_sizes[j]}; // null columns, zero sizes: refused by the library
        const bitmask& mask = loaded(0, keep, keep_size);
        detail::query_error error;
        const std::size_t n = detail::compact_columns(mask, list.data(), column_count, name, reference, error);
        if (const hm_status st = status_of(error)) return st;
        *kept = n;
        return HM_OK;
    });
}

/// The C++ point of a C point.
inline vec2 cpp_point(hm_vec2 p) noexcept
{
    return v2(p);
}
inline vec3 cpp_point(hm_vec3 p) noexcept
{
    return v3(p);
}

/// The registry's nearest views in words, for the refusal of a view kind without a nearest query
/// for this point: "points, circles views with an hm_vec2 (hm_nearest...); points3, spheres views
/// with an hm_vec3 (hm_nearest3...)".
const char* nearest_pairs_text()
{
    static const std::string text = [] {
        std::string out;
        for (const bool three_d : {false, true}) {
            std::string views;
            detail::for_each_type(detail::nearest_queries{}, [&](auto tag, std::size_t) {
                using Pair = typename decltype(tag)::type;
                if (std::is_same_v<typename Pair::shape, vec3> == three_d)
                    views += (views.empty() ? "" : ", ") + std::string(detail::view_traits<typename Pair::view>::name);
            });
            out += (out.empty() ? "" : "; ") + views + " views with an " +
                   (three_d ? "hm_vec3 (hm_nearest3...)" : "hm_vec2 (hm_nearest...)");
        }
        return out;
    }();
    return text.c_str();
}

/// One nearest query of either form over any view; returns the C++ entry point's count and
/// fills `first`. A view kind without a nearest query for this point is refused, naming the pairs.
template <class CPoint>
hm_status find(const char* name, const hm_view* view, CPoint point, detail::nearest_request request, std::size_t& found,
               nearest_hit& first)
{
    using Point = decltype(cpp_point(point));
    const Point p = cpp_point(point);
    return with_view(name, view, [&](const auto& v) -> hm_status {
        using View = std::decay_t<decltype(v)>;
        if constexpr (has_nearest_v<View> && std::is_same_v<point_of_t<View>, Point>) {
            detail::query_error error;
            const float coordinates[3] = {p.x, p.y, detail::coordinate_z(p)};
            found = detail::nearest_query(detail::ref_of(v), detail::pair_index_v<View, Point, detail::nearest_queries>,
                                          coordinates, request, first, error);
            return status_of(error);
        } else {
            return fail(HM_UNSUPPORTED, "%s: hitmask has no nearest query for %s views with an %s (nearest: %s)", name,
                        view_name(view_kind<View>()), std::is_same_v<Point, vec3> ? "hm_vec3" : "hm_vec2",
                        nearest_pairs_text());
        }
    });
}

/// hm_nearest and its range, fenced: the nearest element, or HM_NO_HIT at +inf.
template <class CPoint>
hm_status nearest_one(const char* name, bool reference, const hm_view* view, CPoint point, float max_distance, span s,
                      std::size_t* index, float* distance) noexcept
{
    return fenced(name, [&] {
        if (index == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: index is null", name);
        if (distance == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: distance is null", name);
        // a refused call reads as none found
        *index = HM_NO_HIT;
        *distance = INFINITY;
        const detail::nearest_request request{name,    reference, max_distance, false,   1,
                                              nullptr, nullptr,   s.ranged,     s.begin, s.end};
        nearest_hit first{no_hit, INFINITY};
        std::size_t found = 0;
        if (const hm_status st = find(name, view, point, request, found, first)) return st;
        *index = first.index;
        *distance = first.distance;
        return HM_OK;
    });
}

/// hm_nearest_k and its range, fenced: the k nearest into the caller's arrays.
template <class CPoint>
hm_status nearest_list(const char* name, bool reference, const hm_view* view, CPoint point, std::size_t k,
                       float max_distance, span s, std::uint32_t* indices, float* distances,
                       std::size_t* found) noexcept
{
    return fenced(name, [&] {
        if (found == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: found is null", name);
        *found = 0;
        const detail::nearest_request request{name,    reference, max_distance, true,    k,
                                              indices, distances, s.ranged,     s.begin, s.end};
        nearest_hit unused{no_hit, INFINITY};
        std::size_t n = 0;
        if (const hm_status st = find(name, view, point, request, n, unused)) return st;
        *found = n;
        return HM_OK;
    });
}

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;
using capi::combine;
using capi::compact_c;
using capi::nearest_list;
using capi::nearest_one;
using capi::op;
using capi::span;
using capi::whole_view;

// Each function and its hm_reference_ twin: `name` is the function's own, for messages.
extern "C" {

hm_status hm_mask_and(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                      size_t out_size)
{
    return combine("hm_mask_and", op::and_, a, a_size, b, b_size, out, out_size);
}
hm_status hm_mask_or(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out, size_t out_size)
{
    return combine("hm_mask_or", op::or_, a, a_size, b, b_size, out, out_size);
}
hm_status hm_mask_xor(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                      size_t out_size)
{
    return combine("hm_mask_xor", op::xor_, a, a_size, b, b_size, out, out_size);
}
HITMASK_HOT hm_status hm_mask_and_not(const uint64_t* a, size_t a_size, const uint64_t* b, size_t b_size, uint64_t* out,
                                      size_t out_size)
{
    return combine("hm_mask_and_not", op::and_not, a, a_size, b, b_size, out, out_size);
}
hm_status hm_mask_not(const uint64_t* a, size_t a_size, uint64_t* out, size_t out_size)
{
    const char* name = "hm_mask_not";
    return capi::fenced(name, [&] {
        if (const hm_status st = capi::mask_ok(name, "a", a, a_size)) return st;
        if (const hm_status st = capi::mask_ok(name, "out", out, out_size)) return st;
        if (out_size != a_size)
            return capi::fail(HM_INVALID_ARGUMENT, "%s: the masks must have the same size, got a %zu and out %zu bits",
                              name, a_size, out_size);
        bitmask& x = capi::loaded(0, a, a_size);
        x.flip();
        if (a_size > 0) std::memcpy(out, x.words(), capi::words_for(a_size) * sizeof(std::uint64_t));
        return HM_OK;
    });
}

hm_status hm_compact(const uint64_t* keep, size_t keep_size, void* const* columns, const size_t* element_sizes,
                     size_t column_count, size_t* kept)
{
    return compact_c("hm_compact", false, keep, keep_size, columns, element_sizes, column_count, kept);
}

HITMASK_HOT hm_status hm_mask_indices(const uint64_t* words, size_t n, uint32_t* out, size_t capacity, size_t* count)
{
    return capi::mask_indices_c("hm_mask_indices", false, words, n, out, capacity, count);
}
hm_status hm_reference_mask_indices(const uint64_t* words, size_t n, uint32_t* out, size_t capacity, size_t* count)
{
    return capi::mask_indices_c("hm_reference_mask_indices", true, words, n, out, capacity, count);
}

hm_status hm_nearest(const hm_view* view, hm_vec2 point, float max_distance, size_t* index, float* distance)
{
    return nearest_one("hm_nearest", false, view, point, max_distance, whole_view, index, distance);
}
hm_status hm_nearest_k(const hm_view* view, hm_vec2 point, size_t k, float max_distance, uint32_t* indices,
                       float* distances, size_t* found)
{
    return nearest_list("hm_nearest_k", false, view, point, k, max_distance, whole_view, indices, distances, found);
}
hm_status hm_nearest_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end, float max_distance,
                           size_t* index, float* distance)
{
    return nearest_one("hm_nearest_range", false, view, point, max_distance, span{true, begin, end}, index, distance);
}
hm_status hm_nearest_k_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end, size_t k, float max_distance,
                             uint32_t* indices, float* distances, size_t* found)
{
    return nearest_list("hm_nearest_k_range", false, view, point, k, max_distance, span{true, begin, end}, indices,
                        distances, found);
}
hm_status hm_nearest3(const hm_view* view, hm_vec3 point, float max_distance, size_t* index, float* distance)
{
    return nearest_one("hm_nearest3", false, view, point, max_distance, whole_view, index, distance);
}
hm_status hm_nearest3_k(const hm_view* view, hm_vec3 point, size_t k, float max_distance, uint32_t* indices,
                        float* distances, size_t* found)
{
    return nearest_list("hm_nearest3_k", false, view, point, k, max_distance, whole_view, indices, distances, found);
}
hm_status hm_nearest3_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end, float max_distance,
                            size_t* index, float* distance)
{
    return nearest_one("hm_nearest3_range", false, view, point, max_distance, span{true, begin, end}, index, distance);
}
hm_status hm_nearest3_k_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end, size_t k,
                              float max_distance, uint32_t* indices, float* distances, size_t* found)
{
    return nearest_list("hm_nearest3_k_range", false, view, point, k, max_distance, span{true, begin, end}, indices,
                        distances, found);
}

// ---- the reference twins ----

hm_status hm_reference_compact(const uint64_t* keep, size_t keep_size, void* const* columns,
                               const size_t* element_sizes, size_t column_count, size_t* kept)
{
    return compact_c("hm_reference_compact", true, keep, keep_size, columns, element_sizes, column_count, kept);
}
hm_status hm_reference_nearest(const hm_view* view, hm_vec2 point, float max_distance, size_t* index, float* distance)
{
    return nearest_one("hm_reference_nearest", true, view, point, max_distance, whole_view, index, distance);
}
hm_status hm_reference_nearest_k(const hm_view* view, hm_vec2 point, size_t k, float max_distance, uint32_t* indices,
                                 float* distances, size_t* found)
{
    return nearest_list("hm_reference_nearest_k", true, view, point, k, max_distance, whole_view, indices, distances,
                        found);
}
hm_status hm_reference_nearest_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end, float max_distance,
                                     size_t* index, float* distance)
{
    return nearest_one("hm_reference_nearest_range", true, view, point, max_distance, span{true, begin, end}, index,
                       distance);
}
hm_status hm_reference_nearest_k_range(const hm_view* view, hm_vec2 point, size_t begin, size_t end, size_t k,
                                       float max_distance, uint32_t* indices, float* distances, size_t* found)
{
    return nearest_list("hm_reference_nearest_k_range", true, view, point, k, max_distance, span{true, begin, end},
                        indices, distances, found);
}
hm_status hm_reference_nearest3(const hm_view* view, hm_vec3 point, float max_distance, size_t* index, float* distance)
{
    return nearest_one("hm_reference_nearest3", true, view, point, max_distance, whole_view, index, distance);
}
hm_status hm_reference_nearest3_k(const hm_view* view, hm_vec3 point, size_t k, float max_distance, uint32_t* indices,
                                  float* distances, size_t* found)
{
    return nearest_list("hm_reference_nearest3_k", true, view, point, k, max_distance, whole_view, indices, distances,
                        found);
}
hm_status hm_reference_nearest3_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end, float max_distance,
                                      size_t* index, float* distance)
{
    return nearest_one("hm_reference_nearest3_range", true, view, point, max_distance, span{true, begin, end}, index,
                       distance);
}
hm_status hm_reference_nearest3_k_range(const hm_view* view, hm_vec3 point, size_t begin, size_t end, size_t k,
                                        float max_distance, uint32_t* indices, float* distances, size_t* found)
{
    return nearest_list("hm_reference_nearest3_k_range", true, view, point, k, max_distance, span{true, begin, end},
                        indices, distances, found);
}

} // extern "C"
