// hitmask internal: the argument checks every query form shares (src/queries/query.cpp), for the
// single-shape queries and the many-shape forms alike.
#pragma once

#include <cstddef>

#include <hitmask/detail/format.hpp>

#include "../dispatch/kernel_table.hpp"

namespace hitmask {
namespace detail {

/// Sets the error's message, printf-style.
HITMASK_PRINTF_FORMAT(2, 3) // gnu_printf on MinGW, where plain printf means Microsoft's (no %zu)
HITMASK_COLD void refuse(query_error& error, const char* format, ...) noexcept;

/// The view's columns into q (mask form, no outputs); false, with the error set, for an
/// unknown view kind, a null column while the size is > 0, or (strided views) a stride that
/// is not a multiple of 4 bytes (0 included) or a size * stride that overflows.
bool view_args(const view_ref& v, const char* query, query_args& q, query_error& error) noexcept;
/// view_args' checks, the view's columns, size and stride written where a kernel's own argument
/// record holds them (two_mask_args, ray_args, nearest_args): copied from a query_args instead,
/// the columns stored 8 bytes at a time were read back 16 at a time, and each such load waited
/// for its stores to retire (store-forwarding stalls: 5-7 ns of a 16-point test_hit_graze).
bool view_columns(const view_ref& v, const char* query, const float* (&col)[max_columns], std::size_t& n,
                  std::size_t& stride, query_error& error) noexcept;

/// False, with the error set, unless the view's kind is `soa_kind` (an index in all_views) or
/// one of its strided twins: the entries' callers derive the view and the pair from one type
/// (the C API from one hm_view), so this only catches a caller that mixed them up.
bool view_kind_ok(const view_ref& v, std::size_t soa_kind, const char* query, query_error& error) noexcept;

/// Whether a view kind (an index in all_views) is an array-of-structs view.
bool is_strided_kind(std::uint32_t kind) noexcept;

/// False, with the error set, when `out` holds fewer than n bits.
/// (`bits`: a mask of that many bits, a bitmask's size or a C caller's word_count * 64.)
bool mask_ok(std::size_t n, std::size_t bits, const char* query, const char* name, query_error& error) noexcept;
inline bool mask_ok(std::size_t n, const bitmask& out, const char* query, const char* name, query_error& error) noexcept
{
    return mask_ok(n, out.size(), query, name, error);
}

/// Clears the words past the view's own ceil(n/64) of the word_count words, so bits past its
/// size are 0.
void clear_tail_words(std::size_t n, std::uint64_t* words, std::size_t word_count) noexcept;
inline void clear_tail_words(std::size_t n, bitmask& out) noexcept
{
    clear_tail_words(n, out.words(), out.word_count());
}

/// False, with the error set, unless the request's range [begin, end) lies within the view's n
/// elements, begin a multiple of 64 and end a multiple of 64 or n.
bool range_ok(const char* query, std::size_t begin, std::size_t end, std::size_t n, query_error& error) noexcept;
inline bool range_ok(const query_request& r, std::size_t n, query_error& error) noexcept
{
    return range_ok(r.name, r.begin, r.end, n, error);
}

/// Advances the columns of a view of n elements to its element `begin` (stride in bytes, 0 for
/// SoA columns): narrow_args' columns.
void narrow_columns(const float* (&col)[max_columns], std::size_t stride, std::size_t begin, std::size_t n) noexcept;

/// Narrows an argument record (query_args, or a kernel's own: ray_args, nearest_args), a.n the
/// whole view's size and a.first_index 0, to elements [begin, end): the columns start at `begin`
/// and indices count from it (a.first_index).
template <class Args>
void narrow_args(Args& a, std::size_t begin, std::size_t end) noexcept
{
    if (begin != end && begin != 0) {
        narrow_columns(a.col, a.stride, begin, a.n);
        a.first_index = begin;
    }
    a.n = end - begin;
}

/// narrow_args on q, whose mask's words (when set) start at `begin` too.
void narrow_to_range(query_args& q, std::size_t begin, std::size_t end) noexcept;

/// What the queries with an optional range check first: the view's kind and columns into q
/// (view_kind_ok, view_args), then, when `ranged`, the range [begin, end) (range_ok); q.n is
/// still the whole view's size.
bool view_and_range_ok(const view_ref& v, std::size_t soa_kind, const char* query, bool ranged, std::size_t begin,
                       std::size_t end, query_args& q, query_error& error) noexcept;
/// The same checks into a kernel's own argument record (ray_args, nearest_args): its columns,
/// size and stride written in place (view_columns).
template <class Args>
bool view_and_range_ok(const view_ref& v, std::size_t soa_kind, const char* query, bool ranged, std::size_t begin,
                       std::size_t end, Args& a, query_error& error) noexcept
{
    return view_kind_ok(v, soa_kind, query, error) && view_columns(v, query, a.col, a.n, a.stride, error) &&
           (!ranged || range_ok(query, begin, end, a.n, error));
}

/// The every-element forms of the ray casts and sweeps: false, with the error set, when `hits`
/// is null or holds fewer than n bits; else `words` are its words.
bool hits_ok(std::uint64_t*& words, std::size_t n, bitmask* hits, const char* query, query_error& error) noexcept;

/// The checks a ray cast and a sweep share, in order, then their kernel's arguments in `a`: the
/// view's kind and columns (written in place, view_columns) and the range, in the every-element
/// form (not `closest`) the mask r.hits (hits_ok), then the range's narrowing; `values` (the
/// distances or the fractions, or null) is ignored by the closest form. False, with the error
/// set, when a check fails. Without a range, a.n is the whole view's size.
template <class Request>
bool ray_args_ok(const view_ref& v, std::size_t soa_kind, const Request& r, bool closest, float* values, ray_args& a,
                 query_error& error) noexcept
{
    if (!view_and_range_ok(v, soa_kind, r.name, r.ranged, r.begin, r.end, a, error)) return false;
    a.closest = closest;
    a.words = nullptr;
    if (!closest && !hits_ok(a.words, a.n, r.hits, r.name, error)) return false;
    a.first_index = 0;
    if (r.ranged) narrow_args(a, r.begin, r.end);
    if (a.words != nullptr) a.words += a.first_index / 64;
    a.distances = !closest && values != nullptr ? values + a.first_index : nullptr;
    return true;
}

/// The reference's table, or the active ISA's.
const kernel_table& table_of(bool reference) noexcept;

} // namespace detail
} // namespace hitmask
