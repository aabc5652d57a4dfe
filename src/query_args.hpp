// hitmask internal: a query as the kernels see it, after src/query.cpp has validated it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include <hitmask/detail/query_impl.hpp>

namespace hitmask {
namespace detail {

/// The most SoA columns a view has (obbs_view, ellipses_view: six).
constexpr std::size_t max_columns = 6;

/// One view against one shape, into one of the four result forms.
struct query_args {
    const float* col[max_columns]; ///< the view's SoA columns, in the view's order (x, y for points)
    std::size_t n;
    query_mode mode;
    std::uint64_t* words;   ///< mask: ceil(n/64) words, all written
    std::uint32_t* indices; ///< indices: at most `capacity` written
    std::size_t capacity;
    /// The columns may be read up to the next multiple of 64 elements (scratch buffers with
    /// padding), so the last partial block needs no copy. Never set for a caller's view.
    bool padded = false;
    /// Bytes between consecutive elements of every column (a strided view), or 0 for SoA
    /// columns. The same predicates serve both; only the drivers' loads differ.
    std::size_t stride = 0;
    /// The view's index of element 0 (a range's begin), added to every index written.
    std::size_t first_index = 0;
};

/// One view against two shapes in one pass: `first` gets the hits of the first shape, `second`
/// those of the second that are not hits of the first (hit and graze). ceil(n/64) words each.
struct two_mask_args {
    const float* col[max_columns];
    std::size_t n;
    std::uint64_t* first;
    std::uint64_t* second;
    std::size_t stride = 0; ///< as in query_args
};

/// How many SoA columns a view has; the drivers load one batch from each per step. A view
/// without an overload here does not compile.
constexpr std::size_t columns_of(const points_view*) noexcept
{
    return 2;
}
constexpr std::size_t columns_of(const circles_view*) noexcept
{
    return 3;
}
constexpr std::size_t columns_of(const segments_view*) noexcept
{
    return 4;
}
constexpr std::size_t columns_of(const capsules_view*) noexcept
{
    return 5;
}
constexpr std::size_t columns_of(const obbs_view*) noexcept
{
    return 6;
}
constexpr std::size_t columns_of(const ellipses_view*) noexcept
{
    return 6;
}

template <class View>
struct view_columns : std::integral_constant<std::size_t, columns_of(static_cast<const View*>(nullptr))> {};

/// Whether the drivers need a strided path for View: the views with a strided twin.
template <class View>
inline constexpr bool has_strided_twin = std::is_same_v<View, points_view> || std::is_same_v<View, circles_view>;

} // namespace detail
} // namespace hitmask
