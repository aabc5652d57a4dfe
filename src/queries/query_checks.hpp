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
bool range_ok(const query_request& r, std::size_t n, query_error& error) noexcept;

/// Points q at elements [begin, end) of its view of n elements: the columns (and the mask's
/// words) start at `begin`, indices count from it.
void narrow_to_range(query_args& q, std::size_t begin, std::size_t end, std::size_t n) noexcept;

/// What the queries with an optional range check first: the view's kind and columns into q
/// (view_kind_ok, view_args), then, when `ranged`, the range [begin, end) (range_ok); q.n is
/// still the whole view's size.
bool view_and_range_ok(const view_ref& v, std::size_t soa_kind, const char* query, bool ranged, std::size_t begin,
                       std::size_t end, query_args& q, query_error& error) noexcept;

/// The every-element forms of the ray casts and sweeps: false, with the error set, when `hits`
/// is null or holds fewer than n bits; else q's words are its words.
bool hits_ok(query_args& q, std::size_t n, bitmask* hits, const char* query, query_error& error) noexcept;

/// q as the ray and sweep kernels take it (after narrow_to_range); `distances`, null or one
/// float per element of the whole view, starts at q's first element.
ray_args ray_args_of(const query_args& q, float* distances, bool closest) noexcept;

/// The checks a ray cast and a sweep share, in order, then their kernel's arguments in `a`: the
/// view's kind and columns and the range (view_and_range_ok), in the every-element form (not
/// `closest`) the mask r.hits (hits_ok), then the range's narrowing; `values` (the distances or
/// the fractions, or null) is ignored by the closest form. False, with the error set, when a
/// check fails. Without a range, a.n is the whole view's size.
template <class Request>
bool ray_args_ok(const view_ref& v, std::size_t soa_kind, const Request& r, bool closest, float* values, ray_args& a,
                 query_error& error) noexcept
{
    query_args q;
    if (!view_and_range_ok(v, soa_kind, r.name, r.ranged, r.begin, r.end, q, error)) return false;
    const std::size_t n = q.n;
    if (!closest && !hits_ok(q, n, r.hits, r.name, error)) return false;
    if (r.ranged) narrow_to_range(q, r.begin, r.end, n);
    a = ray_args_of(q, closest ? nullptr : values, closest);
    return true;
}

/// The reference's table, or the active ISA's.
const kernel_table& table_of(bool reference) noexcept;

} // namespace detail
} // namespace hitmask
