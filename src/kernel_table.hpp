// hitmask internal: one function pointer per shape family for one ISA. dispatch.cpp holds
// one table per ISA compiled in and points queries at the chosen one.
#pragma once

#include <cstddef>

#include <hitmask/isa.hpp>
#include <hitmask/query.hpp>

namespace hitmask {
namespace detail {

struct kernel_table {
    isa id;
    std::size_t (*circle)(const query_args&, const circle_params&) noexcept;
    std::size_t (*aabb)(const query_args&, const aabb_params&) noexcept;
    std::size_t (*sector)(const query_args&, const sector_params&) noexcept;
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
