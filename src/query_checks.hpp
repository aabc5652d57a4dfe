// hitmask internal: the argument checks every query form shares (src/query.cpp), for the
// single-shape queries and the many-shape forms alike.
#pragma once

#include <cstddef>

#include <hitmask/detail/format.hpp>

#include "kernel_table.hpp"

namespace hitmask {
namespace detail {

template <class Params>
using one_mask_entry = std::size_t (*)(const query_args&, const Params&) noexcept;
template <class Params>
using two_mask_entry = void (*)(const two_mask_args&, const Params&, const Params&) noexcept;

/// Sets the error's message, printf-style.
HITMASK_PRINTF_FORMAT(2, 3) // gnu_printf on MinGW, where plain printf means Microsoft's (no %zu)
void refuse(query_error& error, const char* format, ...) noexcept;

/// The view's columns into q (mask form, no outputs); false, with the error set, for a null
/// column while the size is > 0.
bool view_args(const points_view& v, const char* query, query_args& q, query_error& error) noexcept;
bool view_args(const circles_view& v, const char* query, query_args& q, query_error& error) noexcept;
bool view_args(const segments_view& v, const char* query, query_args& q, query_error& error) noexcept;
bool view_args(const obbs_view& v, const char* query, query_args& q, query_error& error) noexcept;
bool view_args(const ellipses_view& v, const char* query, query_args& q, query_error& error) noexcept;
bool view_args(const capsules_view& v, const char* query, query_args& q, query_error& error) noexcept;
/// Strided views also refuse a stride that is not a multiple of 4 bytes (0 included) and a
/// size * stride that overflows; q.stride gets the stride.
bool view_args(const strided_points_view& v, const char* query, query_args& q, query_error& error) noexcept;
bool view_args(const strided_circles_view& v, const char* query, query_args& q, query_error& error) noexcept;

/// False, with the error set, when `out` holds fewer than n bits.
bool mask_ok(std::size_t n, const bitmask& out, const char* query, const char* name, query_error& error) noexcept;

/// The reference's table, or the active ISA's.
const kernel_table& table_of(bool reference) noexcept;

} // namespace detail
} // namespace hitmask
