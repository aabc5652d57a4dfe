// hitmask: picks the ISA once, lets tests and benchmarks force another, and routes every
// query to that ISA's kernel table (one indirect call per query, never per point).
#include "dispatch.hpp"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cpu_features.hpp"
#include "kernel_table.hpp"

namespace hitmask {
namespace detail {
namespace {

/// Every table compiled in, best first.
const kernel_table* const all_tables[] = {
#if HITMASK_WITH_X86
    &avx512_table, &avx2_table, &sse4_2_table,
#endif
#if HITMASK_WITH_NEON
    &neon_table,
#endif
    &scalar_table,
};

const kernel_table* table_for(isa target) noexcept
{
    for (const kernel_table* t : all_tables)
        if (t->id == target && cpu_can_run(target)) return t;
    return nullptr;
}

const kernel_table* best_table() noexcept
{
    for (const kernel_table* t : all_tables)
        if (cpu_can_run(t->id)) return t;
    return &scalar_table;
}

std::atomic<const kernel_table*> forced{nullptr};
thread_local isa last_isa = isa::scalar;

const kernel_table& active_table() noexcept
{
    if (const kernel_table* t = forced.load(std::memory_order_acquire)) return *t;
    static const kernel_table* const initial = [] {
        char warning[160];
        const isa chosen = initial_isa(std::getenv("HITMASK_ISA"), warning, sizeof warning);
        if (warning[0] != '\0') std::fprintf(stderr, "hitmask: %s\n", warning);
        return table_for(chosen);
    }();
    return *initial;
}

} // namespace

isa initial_isa(const char* env_value, char* warning, std::size_t warning_size) noexcept
{
    if (warning_size > 0) warning[0] = '\0';
    const isa best = best_table()->id;
    if (env_value == nullptr || env_value[0] == '\0') return best;
    isa wanted;
    if (!from_string(env_value, wanted)) {
        std::snprintf(warning, warning_size, "HITMASK_ISA=%s is not an ISA name; using %s", env_value, to_string(best));
        return best;
    }
    if (table_for(wanted) == nullptr) {
        std::snprintf(warning, warning_size, "HITMASK_ISA=%s cannot run on this CPU; using %s", env_value,
                      to_string(best));
        return best;
    }
    return wanted;
}

void note_isa(isa id) noexcept
{
    last_isa = id;
}
isa last_query_isa() noexcept
{
    return last_isa;
}

bool try_force_isa(isa target) noexcept
{
    const kernel_table* t = table_for(target);
    if (t == nullptr) return false;
    forced.store(t, std::memory_order_release);
    return true;
}

#define HITMASK_DISPATCH(entry, input, params, kernel)                                                                 \
    std::size_t run(input, const query_args& q, const params& s) noexcept                                              \
    {                                                                                                                  \
        return active_table().entry(q, s);                                                                             \
    }
HITMASK_QUERIES(HITMASK_DISPATCH)
#undef HITMASK_DISPATCH

} // namespace detail

const char* to_string(isa target) noexcept
{
    switch (target) {
    case isa::scalar:
        return "scalar";
    case isa::sse4_2:
        return "sse4_2";
    case isa::avx2:
        return "avx2";
    case isa::avx512:
        return "avx512";
    case isa::neon:
        return "neon";
    }
    return "unknown";
}

bool from_string(const char* name, isa& target) noexcept
{
    for (isa candidate : {isa::scalar, isa::sse4_2, isa::avx2, isa::avx512, isa::neon}) {
        if (name != nullptr && std::strcmp(name, to_string(candidate)) == 0) {
            target = candidate;
            return true;
        }
    }
    return false;
}

std::vector<isa> available_isas()
{
    std::vector<isa> out;
    for (const detail::kernel_table* t : detail::all_tables)
        if (detail::cpu_can_run(t->id)) out.push_back(t->id);
    return out;
}

bool is_available(isa target) noexcept
{
    return detail::table_for(target) != nullptr;
}

isa active_isa() noexcept
{
    return detail::active_table().id;
}

} // namespace hitmask
