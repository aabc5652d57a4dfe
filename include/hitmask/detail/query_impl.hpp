// hitmask: the machinery behind the queries in query.hpp. Every check of a query's
// arguments runs inside the compiled library, so the caller's compiler flags (fast-math
// among them) cannot change it; the caller's code only raises the error the library reports,
// so the caller's own exception setting decides how.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../bitmask.hpp"
#include "../export.hpp"
#include "../result.hpp"
#include "registry.hpp"

namespace hitmask {
namespace detail {

enum class query_mode : unsigned char { mask, count, any, indices };

/// What the caller asked for. The library checks it against the view before any kernel runs.
struct query_request {
    query_mode mode;
    const char* name;       ///< the query's name in messages: "test", "reference::count", ...
    bool reference;         ///< run the scalar reference instead of the active ISA
    bitmask* out;           ///< mask: the result
    std::uint32_t* indices; ///< indices: the output array
    std::size_t capacity;   ///< indices: its size
    bool ranged = false;    ///< only elements [begin, end) of the view (test_range, ...)
    std::size_t begin = 0;
    std::size_t end = 0;
    /// mask, when `out` is null: the caller's own words, written in place (the C API: no
    /// scratch mask, no copy); word_count * 64 must cover the view.
    std::uint64_t* words = nullptr;
    std::size_t word_count = 0;
};

/// A refused query's message; the library fills it, the caller's code raises it.
struct query_error {
    bool set = false;
    char text[256];
};

/// The library's entry for every single-shape query: elements of `view` against the shape
/// whose parameters `params` points to, the pair `pair` of the registry (its index in
/// shape_queries, which fixes the parameters' type). Returns the number of hits (count,
/// indices), 1 or 0 (any), or 0 (mask). Defined in src/queries/query.cpp.
HITMASK_API std::size_t query(const view_ref& view, std::size_t pair, const void* params,
                              const query_request& request, query_error& error) noexcept;

/// The library's entry for test_hit_graze: `view` against the circles (center, hit_radius)
/// and (center, graze_radius) in one pass. Defined in src/queries/query.cpp.
HITMASK_API void hit_graze(const view_ref& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                           bitmask& graze, const char* name, bool reference, query_error& error) noexcept;
/// The same into raw words (the C API), word_count of them each, the view's ceil(n/64) written
/// and the rest cleared. Defined in src/queries/query.cpp.
HITMASK_API void hit_graze_words(const view_ref& view, vec2 center, float hit_radius, float graze_radius,
                                 std::uint64_t* hit_words, std::uint64_t* graze_words, std::size_t word_count,
                                 const char* name, bool reference, query_error& error) noexcept;

inline void raise_if_set(const query_error& error)
{
    if (error.set) fail(error.text);
}

template <class View, class Shape>
std::size_t run_query(const View& view, const Shape& shape, const query_request& request)
{
    static_assert(is_supported_v<View, Shape>,
                  "hitmask has no query for this view and shape: the supported pairs are listed in "
                  "<hitmask/detail/registry.hpp> (shape_queries)");
    if constexpr (is_supported_v<View, Shape>) {
        query_error error;
        const auto& params = params_of(shape);
        const std::size_t result =
            query(ref_of(view), pair_index_v<View, Shape, shape_queries>, &params, request, error);
        raise_if_set(error);
        return result;
    } else {
        return 0;
    }
}

template <class View>
void run_hit_graze(const View& view, vec2 center, float hit_radius, float graze_radius, bitmask& hit,
                   bitmask& graze, const char* name, bool reference)
{
    static_assert(has_hit_graze<View>::value,
                  "test_hit_graze takes the views listed in <hitmask/detail/registry.hpp> (hit_graze_queries)");
    if constexpr (has_hit_graze<View>::value) {
        query_error error;
        hit_graze(ref_of(view), center, hit_radius, graze_radius, hit, graze, name, reference, error);
        raise_if_set(error);
    }
}

inline query_request mask_request(const char* name, bool reference, bitmask& out) noexcept
{
    return {query_mode::mask, name, reference, &out, nullptr, 0};
}
/// The mask form into raw words: the view's ceil(n/64) words, every later one cleared.
inline query_request words_request(const char* name, bool reference, std::uint64_t* words,
                                   std::size_t word_count) noexcept
{
    query_request r{query_mode::mask, name, reference, nullptr, nullptr, 0};
    r.words = words;
    r.word_count = word_count;
    return r;
}
inline query_request plain_request(query_mode mode, const char* name, bool reference) noexcept
{
    return {mode, name, reference, nullptr, nullptr, 0};
}
inline query_request indices_request(const char* name, bool reference, std::uint32_t* out,
                                     std::size_t capacity) noexcept
{
    return {query_mode::indices, name, reference, nullptr, out, capacity};
}
/// The request over elements [begin, end) of the view only.
inline query_request in_range(query_request r, std::size_t begin, std::size_t end) noexcept
{
    r.ranged = true;
    r.begin = begin;
    r.end = end;
    return r;
}

} // namespace detail
} // namespace hitmask
