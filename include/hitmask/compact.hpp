/// @file
/// hitmask: compaction, the step after a test. The bullets that hit or left the screen go, the
/// rest move to the front of their arrays in order: one mask, every column of the engine's
/// buffers (SoA floats and ints, or whole arrays of structs) moved together. 4-byte columns
/// run a SIMD kernel of the active ISA (a shuffle table per ISA: no ISA's compress-to-memory
/// instruction, which is microcoded on some CPUs); other sizes copy runs of kept elements.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "bitmask.hpp"
#include "bullets.hpp"
#include "detail/query_impl.hpp"
#include "points.hpp"

namespace hitmask {
namespace detail {

/// One column to compact: keep.size() elements of element_size bytes from data.
struct compact_column {
    void* data;
    std::size_t element_size;
};

/// The library's entry for every compaction: checks the columns (null with a non-zero size is
/// refused, naming the column), then compacts each in place; returns keep.count(). Defined in
/// src/queries/compact.cpp.
HITMASK_API std::size_t compact_columns(const bitmask& keep, const compact_column* columns, std::size_t count,
                                        const char* name, bool reference, query_error& error) noexcept;

template <bool Reference, class... T>
std::size_t run_compact(const char* name, const bitmask& keep, T*... columns)
{
    static_assert((std::is_trivially_copyable_v<T> && ...),
                  "compact moves elements with memcpy: every column's type must be trivially copyable");
    static_assert(!(std::is_const_v<T> || ...), "compact writes its columns: they cannot be const");
    if constexpr (sizeof...(T) == 0) {
        return keep.count();
    } else {
        const compact_column list[] = {{static_cast<void*>(columns), sizeof(T)}...};
        query_error error;
        const std::size_t kept = compact_columns(keep, list, sizeof...(T), name, Reference, error);
        raise_if_set(error);
        return kept;
    }
}

} // namespace detail

/// Keeps the elements whose bit is set, in order, at the front of every column, and returns
/// how many (keep.count()). Each column holds keep.size() elements of one trivially copyable
/// type: the float, int32_t or uint32_t columns of a SoA buffer, or a whole array of structs;
/// element i of every column moves together, and a column may be the very array the mask was
/// tested from. What lies past the returned count is unspecified; nothing outside
/// [0, keep.size()) of any column is read or written. Throws std::invalid_argument, before
/// writing anything, when a column is null while keep.size() > 0.
///
///     const std::size_t alive = hitmask::compact(on_screen, x, y, vx, vy, ttl); // five columns
template <class... T>
std::size_t compact(const bitmask& keep, T*... columns)
{
    return detail::run_compact<false>("compact", keep, columns...);
}

/// Compacts a point buffer in place and resizes it to the count; keep.size() must be its size.
inline std::size_t compact(const bitmask& keep, point_buffer& points)
{
    if (keep.size() != points.size())
        detail::fail(("compact: keep has " + std::to_string(keep.size()) + " bits, the point buffer " +
                      std::to_string(points.size()) + " points")
                         .c_str());
    const std::size_t kept = compact(keep, points.x(), points.y());
    points.resize(kept);
    return kept;
}

/// Compacts a circle buffer in place and resizes it to the count; keep.size() must be its size.
inline std::size_t compact(const bitmask& keep, circle_buffer& circles)
{
    if (keep.size() != circles.size())
        detail::fail(("compact: keep has " + std::to_string(keep.size()) + " bits, the circle buffer " +
                      std::to_string(circles.size()) + " circles")
                         .c_str());
    const std::size_t kept = compact(keep, circles.x(), circles.y(), circles.r());
    circles.resize(kept);
    return kept;
}

namespace detail {
/// The library's entry for hitmask::indices on a mask: the indices of the set bits among the
/// first n bits of `words` into out[0, min(count, capacity)); returns the count of set bits.
/// Refuses (error set, nothing written) a null out with capacity > 0 and n > 2^32; sets the
/// error after writing the first `capacity` when more bits are set. Defined in
/// src/queries/mask_indices.cpp.
HITMASK_API std::size_t mask_indices(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                                     std::size_t capacity, const char* name, bool reference,
                                     query_error& error) noexcept;
} // namespace detail

/// The indices of the set bits of `mask`, increasing, into out[0, k); returns k. What a
/// script walks instead of bits: the bullets that hit, the ones that entered the graze ring
/// this frame (`indices(graze.and_not(grazed), ...)`). A SIMD kernel of the active ISA writes
/// a group of bits at a time. Throws std::invalid_argument if out is null with capacity > 0,
/// if the mask has more than 2^32 bits (the indices are 32-bit), or if more than `capacity`
/// bits are set (out then holds the first `capacity`; nothing is written past it). The entries
/// of out between k and capacity may be overwritten (the kernels store whole groups).
///
///     std::vector<std::uint32_t> hit(mask.count());
///     hitmask::indices(mask, hit.data(), hit.size());
inline std::size_t indices(const bitmask& mask, std::uint32_t* out, std::size_t capacity)
{
    detail::query_error error;
    const std::size_t k = detail::mask_indices(mask.words(), mask.size(), out, capacity, "indices", false, error);
    detail::raise_if_set(error);
    return k;
}

namespace reference {

/// hitmask::indices() of a mask on the scalar reference: a plain bit scan.
inline std::size_t indices(const bitmask& mask, std::uint32_t* out, std::size_t capacity)
{
    detail::query_error error;
    const std::size_t k =
        detail::mask_indices(mask.words(), mask.size(), out, capacity, "reference::indices", true, error);
    detail::raise_if_set(error);
    return k;
}

/// hitmask::compact() on the scalar reference: one element at a time, every size.
template <class... T>
std::size_t compact(const bitmask& keep, T*... columns)
{
    return detail::run_compact<true>("reference::compact", keep, columns...);
}

} // namespace reference
} // namespace hitmask
