// hitmask: the table of ISAs, best first, each with its name and its kernels. Picks one once,
// lets tests and benchmarks force another, and routes every query to that ISA's kernel table
// (one indirect call per query, never per point).
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

struct isa_entry {
    isa id;
    const char* name;            ///< as to_string() and HITMASK_ISA spell it
    const kernel_table* kernels; ///< null when this build does not compile the ISA
};

/// Every ISA hitmask knows, best first. Support on this CPU is cpu_can_run(id).
const isa_entry isa_table[] = {
#if HITMASK_WITH_X86
    {isa::avx512, "avx512", &avx512_table},
    {isa::avx2, "avx2", &avx2_table},
    {isa::sse4_2, "sse4_2", &sse4_2_table},
#else
    {isa::avx512, "avx512", nullptr},
    {isa::avx2, "avx2", nullptr},
    {isa::sse4_2, "sse4_2", nullptr},
#endif
#if HITMASK_WITH_NEON
    {isa::neon, "neon", &neon_table},
#else
    {isa::neon, "neon", nullptr},
#endif
#if HITMASK_WITH_WASM
    {isa::simd128, "simd128", &simd128_table},
#else
    {isa::simd128, "simd128", nullptr},
#endif
    {isa::scalar, "scalar", &scalar_table},
};

const isa_entry* entry_of(isa target) noexcept
{
    for (const isa_entry& e : isa_table)
        if (e.id == target) return &e;
    return nullptr;
}

bool runnable(const isa_entry& e) noexcept
{
    return e.kernels != nullptr && cpu_can_run(e.id);
}

isa best_isa() noexcept
{
    for (const isa_entry& e : isa_table)
        if (runnable(e)) return e.id;
    return isa::scalar;
}

struct start_up_choice {
    const kernel_table* table;
    char note[160];
};

const start_up_choice& initial() noexcept
{
    static const start_up_choice choice = [] {
        start_up_choice c{};
        const kernel_table* chosen = table_for(initial_isa(std::getenv("HITMASK_ISA"), c.note, sizeof c.note));
        c.table = chosen != nullptr ? chosen : &scalar_table; // initial_isa only names runnable ISAs
        return c;
    }();
    return choice;
}

} // namespace

const kernel_table* table_for(isa target) noexcept
{
    const isa_entry* e = entry_of(target);
    return e != nullptr && runnable(*e) ? e->kernels : nullptr;
}

std::atomic<isa> last_isa{isa::scalar};
std::atomic<const kernel_table*> active_kernels{nullptr};

const kernel_table& choose_table() noexcept
{
    const kernel_table* expected = nullptr;
    // a table forced meanwhile (try_force_isa) stays
    active_kernels.compare_exchange_strong(expected, initial().table, std::memory_order_acq_rel);
    return *active_kernels.load(std::memory_order_acquire);
}

isa initial_isa(const char* env_value, char* warning, std::size_t warning_size) noexcept
{
    if (warning_size > 0) warning[0] = '\0';
    const isa best = best_isa();
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

isa last_query_isa() noexcept
{
    return last_isa.load(std::memory_order_relaxed);
}

bool try_force_isa(isa target) noexcept
{
    const kernel_table* t = table_for(target);
    if (t == nullptr) return false;
    active_kernels.store(t, std::memory_order_release);
    return true;
}

} // namespace detail

const char* to_string(isa target) noexcept
{
    const detail::isa_entry* e = detail::entry_of(target);
    return e != nullptr ? e->name : "unknown";
}

bool from_string(const char* name, isa& target) noexcept
{
    for (const detail::isa_entry& e : detail::isa_table) {
        if (name != nullptr && std::strcmp(name, e.name) == 0) {
            target = e.id;
            return true;
        }
    }
    return false;
}

std::vector<isa> known_isas()
{
    std::vector<isa> out;
    for (const detail::isa_entry& e : detail::isa_table)
        out.push_back(e.id);
    return out;
}

std::vector<isa> available_isas()
{
    std::vector<isa> out;
    for (const detail::isa_entry& e : detail::isa_table)
        if (detail::runnable(e)) out.push_back(e.id);
    return out;
}

bool is_available(isa target) noexcept
{
    return detail::table_for(target) != nullptr;
}

isa active_isa() noexcept
{
    const detail::kernel_table& active = detail::active_table();
    for (const detail::isa_entry& e : detail::isa_table)
        if (e.kernels == &active) return e.id;
    return isa::scalar;
}

const char* isa_environment_note() noexcept
{
    return detail::initial().note;
}

void use_automatic_isa() noexcept
{
    detail::active_kernels.store(detail::initial().table, std::memory_order_release);
}

} // namespace hitmask
