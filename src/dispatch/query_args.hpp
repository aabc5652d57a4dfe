// hitmask internal: a query as the kernels see it, after src/queries/query.cpp has validated it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include <hitmask/detail/query_impl.hpp>

namespace hitmask {
namespace detail {

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

/// One view against one ray: every element's hit bit and distance, or the first element.
struct ray_args {
    const float* col[max_columns]; ///< the view's columns, in the view's order
    std::size_t n;
    std::size_t stride = 0;         ///< as in query_args
    bool closest = false;           ///< find the first element instead of writing every one
    std::uint64_t* words = nullptr; ///< every element: ceil(n/64) words, all written
    float* distances = nullptr;     ///< every element: n floats (+inf where the ray misses), or null
    std::size_t first_index = 0;    ///< the view's index of element 0, added to the index returned
};

/// What a ray kernel returns: how many elements the ray meets (every element), or the first
/// one's index (first_index + k; no_hit when none) and its distance (closest).
struct ray_result {
    std::size_t value;
    float distance;
};

/// One view against one point: the nearest element, or the k nearest.
struct nearest_args {
    const float* col[max_columns]; ///< the view's columns, in the view's order
    std::size_t n;
    std::size_t stride = 0; ///< as in query_args
    float p[3];             ///< the point (z is 0 for the 2D views)
    float max_distance;     ///< only elements at a distance <= max_distance count
    std::size_t k = 1;      ///< how many to find
    /// k nearest: k indices and k distances out, sorted by (distance, index); null for the
    /// nearest element alone, which comes back in nearest_result
    std::uint32_t* indices = nullptr;
    float* distances = nullptr;
    std::size_t first_index = 0; ///< the view's index of element 0, added to every index
};

/// What a nearest kernel returns: how many it found (0 or 1 for the nearest alone, else <= k)
/// and, for the nearest alone, which (first_index + i; no_hit when none) at what distance.
struct nearest_result {
    std::size_t found;
    std::size_t index;
    float distance;
};

/// A tile of moving elements against a list of one set's shapes (sweep_first): every element's
/// first shape so far, improved in place. A shape s with fraction t replaces the element's
/// (best, shape) when t < best, or t == best < +inf and s < shape: the lowest index wins ties
/// whatever order the shapes come in.
struct sweep_tiles_args {
    const float* col[max_columns]; ///< the tile's columns, n elements, in the view's order
    std::size_t n;
    const std::uint32_t* shapes;   ///< indices into the set's parameters
    std::size_t count;             ///< how many
    float* best;                   ///< per element: the least fraction so far (+inf: none)
    std::uint32_t* shape;          ///< per element: its shape (no_shape: none)
};

} // namespace detail
} // namespace hitmask
