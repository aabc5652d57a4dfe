// hitmask internal: the table entries of the hot pairs (registry.hpp's hot_pair_v) laid out in
// .text.hot, beside the query path, and every other pair's left in .text. A frame's first call,
// the library's code cold, costs a page walk for each code page it touches
// (docs/architecture.md, "The cost of a cold call"): the hot pairs' path, front end and kernel,
// then shares a few pages. Layout only: both entries run the same source (the hot pairs' small
// views, arch_table.hpp, are a branch of that source).
#pragma once

#include <hitmask/detail/format.hpp>

namespace hitmask {
namespace detail {

template <auto F, class Signature = decltype(F)>
struct hot_path;
template <auto F, class R, class... A>
struct hot_path<F, R (*)(A...) noexcept> {
    /// F in .text.hot, F's body inlined into it (F is HITMASK_ALWAYS_INLINE): a front end.
    HITMASK_HOT static R call(A... a) noexcept { return F(a...); }
    /// F in .text.hot with every call inside it inlined: a kernel and its driver as one function.
    HITMASK_HOT HITMASK_FLATTEN static R flat(A... a) noexcept { return F(a...); }
};

/// A table's entry for F: hot_path<F>::call when Hot, F itself otherwise.
template <bool Hot, auto F>
inline constexpr decltype(F) hot_if = Hot ? &hot_path<F>::call : F;
/// A table's entry for the kernel F: hot_path<F>::flat when Hot, F itself otherwise.
template <bool Hot, auto F>
inline constexpr decltype(F) flat_if = Hot ? &hot_path<F>::flat : F;

} // namespace detail
} // namespace hitmask
