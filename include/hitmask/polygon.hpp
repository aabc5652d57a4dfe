/// @file
/// hitmask: convex polygons and arbitrary polygons.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "aabb.hpp"
#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {
namespace detail {
/// Vertices and edge vectors as SoA arrays, owned by the shape; edge i runs from vertex i to
/// vertex i+1 (the last one closes the loop).
struct edge_arrays {
    const float* vx;
    const float* vy;
    const float* ex;
    const float* ey;
    std::size_t n;
};
struct convex_polygon_params {
    edge_arrays edges; ///< counter-clockwise
    const float* c;    ///< e_i × v_i, so that a point costs e_i × p >= c_i per edge
    aabb_params box;   ///< the vertices' bounding box (round bullets are rejected by it first)
    /// A disc inside every edge by more than the reference's rounding (polygon.cpp): a centre p
    /// with fl(|p - (inner_x, inner_y)|²) < inner_reach2 is inside in the reference's float
    /// arithmetic, so a round bullet there hits once it passes the box. 0: no such disc.
    float inner_x, inner_y, inner_reach2;
};
/// A polygon's edge index: the y range of its vertices cut into `count` horizontal bands of
/// equal height, each listing (as copies, one after the other) the edges whose closed y range
/// [min_y, max_y] reaches the band. Band of y in [y0, y1]: min(floor((y - y0) * scale),
/// count - 1), in float; the function is monotone, so an edge listed in the bands of its min_y
/// through its max_y is listed in the band of every y it can count for. Edges are duplicated
/// across the bands they span; the factory keeps the copies within a budget (polygon.cpp).
struct polygon_bands {
    const float *vx, *vy, *next_y, *ex, *ey;    ///< per copy: edge i's start, next y, vector
    const float *min_x, *max_x, *min_y, *max_y; ///< per copy: edge i's bounding box
    const std::uint32_t* start;                 ///< band b's copies are [start[b], start[b+1])
    std::uint32_t count;                        ///< bands; 0: no index (few edges)
    float y0, y1, scale;                        ///< the vertices' y range; bands per unit of y
};
struct polygon_params {
    edge_arrays edges;
    const float* next_y;                        ///< y of vertex i+1, exactly (not vy[i] + ey[i])
    const float *min_x, *max_x, *min_y, *max_y; ///< bounding box of edge i
    bool non_zero;                              ///< fill rule: non-zero winding, else even-odd
    polygon_bands bands;                        ///< the edge index the point kernels read
    aabb_params box;                            ///< the vertices' bounding box (round bullets' first reject)
};

/// The arrays behind the params: vertices, edges and, for polygon, per-edge boxes.
struct polygon_storage {
    std::vector<float> vx, vy, ex, ey;
    std::vector<float> next_y, min_x, max_x, min_y, max_y;
    std::vector<float> c;
    aabb_params box{0.f, 0.f, 0.f, 0.f}; ///< the vertices' bounding box
    float inner_x = 0, inner_y = 0, inner_reach2 = 0; ///< convex_polygon only (convex_polygon_params)
    /// polygon only: the edge index (polygon_bands), copies padded by 32 NaN edges at the end
    std::array<std::vector<float>, 9> band_edges; // not a C array: clang-tidy flags its implicit copy
    std::vector<std::uint32_t> band_start;
    float band_y0 = 0, band_y1 = 0, band_scale = 0;
    edge_arrays arrays() const noexcept { return {vx.data(), vy.data(), ex.data(), ey.data(), vx.size()}; }
};
} // namespace detail

/// Convex polygon, given in either winding (stored counter-clockwise). A point hits when it is
/// on the inner side of, or on, every edge: e_i × p >= e_i × v_i for all i, with e_i × v_i
/// computed once in float (exact at the vertices and along axis-aligned edges).
class HITMASK_API convex_polygon {
public:
    /// Never throws. Refuses fewer than 3 vertices, NaN or infinite coordinates, all vertices
    /// on one line, and non-convex or self-overlapping outlines, naming the vertex at fault.
    static result<convex_polygon> try_make(const vec2* vertices, std::size_t count) noexcept;
    /// Throws std::invalid_argument naming the vertex or field at fault.
    static convex_polygon make(const vec2* vertices, std::size_t count)
    {
        return detail::value_or_fail(try_make(vertices, count));
    }

    convex_polygon() = default; ///< no vertices: hits nothing
    /// The number of vertices (and edges).
    std::size_t size() const noexcept { return s_.vx.size(); }
    /// Vertex i (< size()), in the stored counter-clockwise order (the input's order, or its
    /// reverse for a clockwise input).
    vec2 vertex(std::size_t i) const noexcept { return {s_.vx[i], s_.vy[i]}; }
    /// What the kernels read (vertices, edges, e_i × v_i) as arrays the shape owns: valid while
    /// the shape lives; the layout is internal.
    detail::convex_polygon_params params() const noexcept
    {
        return {s_.arrays(), s_.c.data(), s_.box, s_.inner_x, s_.inner_y, s_.inner_reach2};
    }

private:
    detail::polygon_storage s_;
};

/// How a polygon's winding number w decides inside. Points on an edge hit under both rules.
enum class fill_rule {
    even_odd, ///< inside when w is odd: a pentagram's centre is outside
    non_zero  ///< inside when w != 0: a pentagram's centre is inside
};

/// Any polygon, simple or self-intersecting, under the even-odd or non-zero rule, computed
/// from the winding number (Sunday's upward/downward crossing rule). A point on an edge (the
/// float value of (b-a) × (p-a) is exactly 0 and p is within the edge's bounding box) hits
/// under both rules, so edges are inclusive like every other shape's.
class HITMASK_API polygon {
public:
    /// Never throws. Refuses fewer than 3 vertices and NaN or infinite coordinates.
    static result<polygon> try_make(const vec2* vertices, std::size_t count, fill_rule rule) noexcept;
    /// Throws std::invalid_argument naming the vertex or field at fault.
    static polygon make(const vec2* vertices, std::size_t count, fill_rule rule)
    {
        return detail::value_or_fail(try_make(vertices, count, rule));
    }

    polygon() = default; ///< no vertices: hits nothing
    /// The number of vertices (and edges, the last closing the outline).
    std::size_t size() const noexcept { return s_.vx.size(); }
    /// Vertex i (< size()), in the order given.
    vec2 vertex(std::size_t i) const noexcept { return {s_.vx[i], s_.vy[i]}; }
    /// The fill rule the winding number is read with.
    hitmask::fill_rule rule() const noexcept { return rule_; }
    /// What the kernels read (vertices, edges, per-edge boxes, the rule) as arrays the shape
    /// owns: valid while the shape lives; the layout is internal.
    detail::polygon_params params() const noexcept
    {
        return {s_.arrays(),
                s_.next_y.data(),
                s_.min_x.data(),
                s_.max_x.data(),
                s_.min_y.data(),
                s_.max_y.data(),
                rule_ == fill_rule::non_zero,
                {s_.band_edges[0].data(), s_.band_edges[1].data(), s_.band_edges[2].data(), s_.band_edges[3].data(),
                 s_.band_edges[4].data(), s_.band_edges[5].data(), s_.band_edges[6].data(), s_.band_edges[7].data(),
                 s_.band_edges[8].data(), s_.band_start.data(),
                 s_.band_start.empty() ? 0u : static_cast<std::uint32_t>(s_.band_start.size() - 1), s_.band_y0,
                 s_.band_y1, s_.band_scale},
                s_.box};
    }

private:
    detail::polygon_storage s_;
    hitmask::fill_rule rule_ = fill_rule::even_odd;
};

} // namespace hitmask
