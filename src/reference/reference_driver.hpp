// hitmask internal: runs a per-point predicate over a query, one point at a time. This is
// the reference path and the scalar ISA; it has no SIMD and defines what SIMD must match.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../kernels/result_sink.hpp"

namespace hitmask {
namespace detail {

struct reference_tag {};

/// Calls `hit` on element i of the first `Columns` columns.
template <std::size_t Columns, class Predicate>
inline auto call_on_element(const Predicate& hit, const float* const* col, std::size_t i) noexcept
{
    static_assert(Columns >= 2 && Columns <= 4, "views have 2 to 4 columns");
    if constexpr (Columns == 2) {
        return hit(col[0][i], col[1][i]);
    } else if constexpr (Columns == 3) {
        return hit(col[0][i], col[1][i], col[2][i]);
    } else {
        return hit(col[0][i], col[1][i], col[2][i], col[3][i]);
    }
}

/// Visits the view 64 elements at a time: visit(word, begin, end) for elements [begin, end).
/// Stops early when visit returns false.
template <class Visit>
inline void for_each_word(const query_args& q, const Visit& visit) noexcept
{
    const std::size_t words = (q.n + 63) / 64;
    for (std::size_t w = 0; w < words; ++w) {
        const std::size_t begin = w * 64;
        if (!visit(w, begin, begin + 64 < q.n ? begin + 64 : q.n)) return;
    }
}

/// Runs the per-element predicate `hit` over the view, into any of the four result forms.
template <std::size_t Columns, class Predicate>
std::size_t drive_reference(const query_args& q, const Predicate& hit) noexcept
{
    result_sink<reference_tag> sink(q);
    for_each_word(q, [&](std::size_t w, std::size_t begin, std::size_t end) {
        std::uint64_t bits = 0;
        for (std::size_t i = begin; i < end; ++i)
            bits |= std::uint64_t{call_on_element<Columns>(hit, q.col, i)} << (i - begin);
        return sink.put(w, bits);
    });
    return sink.result();
}

/// Runs `hit`, which returns two bools (a std::pair) per element, into q.words and q.words2.
/// The predicate itself makes the second exclude the first.
template <std::size_t Columns, class Predicate>
void drive_reference_two_masks(const query_args& q, const Predicate& hit) noexcept
{
    for_each_word(q, [&](std::size_t w, std::size_t begin, std::size_t end) {
        std::uint64_t first = 0, second = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const auto both = call_on_element<Columns>(hit, q.col, i);
            first |= std::uint64_t{both.first} << (i - begin);
            second |= std::uint64_t{both.second} << (i - begin);
        }
        q.words[w] = first;
        q.words2[w] = second;
        return true;
    });
}

} // namespace detail
} // namespace hitmask
