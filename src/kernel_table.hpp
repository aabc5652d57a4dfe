// hitmask internal: one function pointer per query of the registry for one ISA. Each ISA's
// table is built in that ISA's own translation unit (src/arch/, src/reference/scalar_table.cpp);
// dispatch.cpp points queries at the chosen one.
#pragma once

#include <cstddef>

#include <hitmask/isa.hpp>

#include "ieee_guard.hpp"
#include "query_args.hpp"
#include "set_args.hpp"

namespace hitmask {
namespace detail {

struct kernel_table {
// `shape##_params` is a type name here, which cannot be parenthesised
#define HITMASK_TABLE_ONE(view, shape)                                                                                 \
    std::size_t (*view##_##shape)(const query_args&, const shape##_params&) noexcept; // NOLINT(bugprone-macro-parentheses)
    HITMASK_SHAPE_QUERIES(HITMASK_TABLE_ONE)
#undef HITMASK_TABLE_ONE
#define HITMASK_TABLE_TWO(view, shape)                                                                                 \
    void (*view##_##shape##_two)(const two_mask_args&, const shape##_params&, /* NOLINT(bugprone-macro-parentheses) */ \
                                 const shape##_params&) noexcept;
    HITMASK_TWO_SHAPE_QUERIES(HITMASK_TABLE_TWO)
#undef HITMASK_TABLE_TWO
#define HITMASK_TABLE_SET(view, shape) set_kernels<shape##_params> view##_##shape##_set; // NOLINT(bugprone-macro-parentheses)
    HITMASK_SET_QUERIES(HITMASK_TABLE_SET)
#undef HITMASK_TABLE_SET
    /// cos and sin of bullet rotations (hitmask::unit_axes), the same bits on every ISA
    void (*unit_axes)(const float* angle, float* ux, float* uy, std::size_t n) noexcept;
    /// the grid broad phase's binning, the same cells on every ISA
    void (*grid_cells)(const grid_cells_args&) noexcept;
};

/// Records which ISA's code served the query, per thread (see last_query_isa()).
void note_isa(isa id) noexcept;

/// The table queries use now (the forced ISA, or the one chosen at start-up).
const kernel_table& active_table() noexcept;
/// The table of `target`, or null when this build lacks it or this CPU cannot run it.
const kernel_table* table_for(isa target) noexcept;

/// The scalar reference, as hitmask::reference:: runs it (records no ISA).
extern const kernel_table reference_table;
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
