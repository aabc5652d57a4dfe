// hitmask internal: one function pointer per (view, shape) query for one ISA. dispatch.cpp
// holds one table per ISA compiled in and points queries at the chosen one.
#pragma once

#include <cstddef>

#include <hitmask/isa.hpp>
#include <hitmask/query.hpp>

namespace hitmask {
namespace detail {

// Every query hitmask has: X(entry, input, params, kernel). The kernel names a functor in
// src/kernels/; the scalar table uses run_reference for the same input and params.
#define HITMASK_QUERIES(X)                                                                                             \
    X(circle, points_input, circle_params, circle_kernel)                                                              \
    X(aabb, points_input, aabb_params, aabb_kernel)                                                                    \
    X(sector, points_input, sector_params, sector_kernel)                                                              \
    X(convex_polygon, points_input, convex_polygon_params, convex_polygon_kernel)                                      \
    X(polygon, points_input, polygon_params, polygon_kernel)                                                           \
    X(capsule, points_input, capsule_params, capsule_kernel)                                                           \
    X(obb, points_input, obb_params, obb_kernel)                                                                       \
    X(ellipse, points_input, ellipse_params, ellipse_kernel)                                                           \
    X(disc_circle, circles_input, circle_params, disc_circle_kernel)                                                   \
    X(disc_aabb, circles_input, aabb_params, disc_aabb_kernel)                                                         \
    X(disc_sector, circles_input, sector_params, disc_sector_kernel)                                                   \
    X(disc_capsule, circles_input, capsule_params, disc_capsule_kernel)                                                \
    X(swept_circle, segments_input, circle_params, swept_circle_kernel)                                                \
    X(swept_segment, segments_input, segment_params, swept_segment_kernel)                                             \
    X(graze, points_input, graze_params, graze_kernel)                                                                 \
    X(disc_graze, circles_input, graze_params, disc_graze_kernel)

struct kernel_table {
    isa id;
// `params` is a type name here, which cannot be parenthesised
#define HITMASK_TABLE_ENTRY(entry, input, params, kernel)                                                              \
    std::size_t (*entry)(const query_args&, const params&) noexcept; // NOLINT(bugprone-macro-parentheses)
    HITMASK_QUERIES(HITMASK_TABLE_ENTRY)
#undef HITMASK_TABLE_ENTRY
};

/// Records which ISA's code served the query, per thread (see last_query_isa()).
void note_isa(isa id) noexcept;

extern const kernel_table scalar_table;
#if HITMASK_WITH_X86
extern const kernel_table sse4_2_table;
extern const kernel_table avx2_table;
extern const kernel_table avx512_table;
#endif
#if HITMASK_WITH_NEON
extern const kernel_table neon_table;
#endif

} // namespace detail
} // namespace hitmask
