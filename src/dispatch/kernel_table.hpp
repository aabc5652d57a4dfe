// hitmask internal: one function pointer per query of the registry for one ISA, in lists
// laid out by the registry's lists (registry.hpp). Each ISA's
// table is built in that ISA's own translation unit (src/arch/, src/reference/scalar_table.cpp);
// dispatch.cpp points queries at the chosen one.
#pragma once

#include <atomic>
#include <cstddef>
#include <utility>

#include <hitmask/isa.hpp>

#include "ieee_guard.hpp"
#include "query_args.hpp"
#include "set_args.hpp"

namespace hitmask {
namespace detail {

/// One ISA's kernel for a single-shape pair: the view's columns against one shape's parameters.
template <class Pair>
using one_mask_kernel = std::size_t (*)(const query_args&, const typename Pair::params&) noexcept;
/// One ISA's kernel for a hit-and-graze pair: two shapes of the kind in one pass.
template <class Pair>
using two_mask_kernel = void (*)(const two_mask_args&, const typename Pair::params&,
                                 const typename Pair::params&) noexcept;
/// One ISA's ray cast kernel for a ray pair.
template <class Pair>
using ray_kernel = ray_result (*)(const ray_args&, const typename Pair::params&) noexcept;
/// One ISA's nearest kernel for a nearest pair (the point is in nearest_args).
template <class Pair>
using nearest_kernel = nearest_result (*)(const nearest_args&) noexcept;
/// One ISA's sweep kernel for a sweep pair: every moving element's hit bit and fraction (the
/// arguments of a ray cast: the fractions in `distances`).
template <class Pair>
using sweep_kernel = ray_result (*)(const ray_args&, const typename Pair::params&) noexcept;
/// One ISA's sweep_first tile kernel for a sweep set pair.
template <class Pair>
using sweep_tiles_kernel = void (*)(const sweep_tiles_args&, const typename Pair::params*) noexcept;
/// One ISA's two many-shape drivers for a set pair.
template <class Pair>
using set_kernel_pair = set_kernels<typename Pair::params>;

/// Kernel I of a kernel_list (its index keeps two kernels of one type apart).
template <std::size_t I, class Kernel>
struct kernel_slot {
    Kernel kernel;
};
template <class Indices, class... Kernel>
struct kernel_slots;
template <std::size_t... I, class... Kernel>
struct kernel_slots<std::index_sequence<I...>, Kernel...> : kernel_slot<I, Kernel>... {};
/// One kernel of each type, in order, made from a braced list of the kernels. Not a std::tuple:
/// the constraints of a tuple's constructors, checked over each of about a hundred function
/// pointers, were among the largest instantiations of the files that build or name a table
/// (clang -ftime-trace); without them query.cpp compiles in 19 % less CPU time and a kernel file
/// in 4 % less (docs/testing.md), in each toolchain of the test command.
template <class... Kernel>
struct kernel_list : kernel_slots<std::index_sequence_for<Kernel...>, Kernel...> {
    // every slot braced: clang's -Wmissing-braces refuses the elided form
    constexpr kernel_list(Kernel... kernels) noexcept
        : kernel_slots<std::index_sequence_for<Kernel...>, Kernel...>{{kernels}...}
    {}
};
/// Kernel I of a list (the slot's type deduced from the one base with index I).
template <std::size_t I, class Kernel>
constexpr const Kernel& kernel_at(const kernel_slot<I, Kernel>& slot) noexcept
{
    return slot.kernel;
}

/// A kernel_list with one Kernel<Pair> per pair of List, in the list's order.
template <template <class> class Kernel, class List>
struct kernels_for;
template <template <class> class Kernel, class... Pair>
struct kernels_for<Kernel, type_list<Pair...>> {
    using type = kernel_list<Kernel<Pair>...>;
};
template <template <class> class Kernel, class List>
using kernels_for_t = typename kernels_for<Kernel, List>::type;

struct kernel_table {
    kernels_for_t<one_mask_kernel, shape_queries> one;     ///< per pair of shape_queries
    kernels_for_t<two_mask_kernel, hit_graze_queries> two; ///< per pair of hit_graze_queries
    /// cos and sin of bullet rotations (hitmask::unit_axes), the same bits on every ISA
    void (*unit_axes)(const float* angle, float* ux, float* uy, std::size_t n) noexcept;
    /// the grid broad phase's binning, the same cells on every ISA
    void (*grid_cells)(const grid_cells_args&) noexcept;
    kernels_for_t<ray_kernel, ray_queries> rays;            ///< per pair of ray_queries
    kernels_for_t<nearest_kernel, nearest_queries> nearest; ///< per pair of nearest_queries
    /// compaction of one column of 4-byte elements in place (hitmask::compact): the elements
    /// whose bit of `words` is set, in order, to the front; returns how many
    std::size_t (*compact4)(const std::uint64_t* words, std::size_t n, void* column) noexcept;
    /// the indices of the set bits among the first n bits of `words` (hitmask::indices on a
    /// mask), increasing, into out[0, min(count, capacity)); returns the count
    std::size_t (*mask_indices)(const std::uint64_t* words, std::size_t n, std::uint32_t* out,
                                std::size_t capacity) noexcept;
    kernels_for_t<sweep_kernel, sweep_queries> sweeps;                ///< per pair of sweep_queries
    kernels_for_t<sweep_tiles_kernel, sweep_set_queries> sweep_tiles; ///< per pair of sweep_set_queries
};

/// One ISA's many-shape kernels (test_any, test_each, first_hit, count_per_shape, pairs), per pair
/// of set_queries. A table apart from kernel_table, reached only from the many-shape forms
/// (src/sets/set_query.cpp, through set_table_for), so that a program that never calls one links
/// none of them: the npm package's WebAssembly module, whose JavaScript API has no many-shape
/// form (docs/getting-started.md has its size).
struct set_kernel_table {
    kernels_for_t<set_kernel_pair, set_queries> sets;
};

/// The kernel of pair `Pair` in a table's kernel_list for List.
template <class Pair, class List, class Kernels>
constexpr const auto& kernel_of(const Kernels& kernels) noexcept
{
    static_assert(in_list_v<Pair, List>, "the pair is not in the registry's list");
    return kernel_at<index_in_v<Pair, List>>(kernels);
}

/// A kernel table from an entries type: one entry per pair of each of the registry's lists,
/// from Entries' templates one<View, Params>, two<...>, tiles<...>, runs<...>, ray<...>,
/// nearest<View>, sweep<...> and sweep_tiles<...>, plus its axes, cells, compact4 and mask_indices. Every ISA's table (src/arch/arch_table.hpp) and the scalar and
/// reference tables (src/reference/scalar_table.cpp) are made by it.
template <class Entries>
struct table_from {
    template <class... Pair>
    static constexpr kernels_for_t<one_mask_kernel, type_list<Pair...>> ones(type_list<Pair...>) noexcept
    {
        return {Entries::template one<typename Pair::view, typename Pair::params>...};
    }
    template <class... Pair>
    static constexpr kernels_for_t<two_mask_kernel, type_list<Pair...>> twos(type_list<Pair...>) noexcept
    {
        return {Entries::template two<typename Pair::view, typename Pair::params>...};
    }
    template <class... Pair>
    static constexpr kernels_for_t<set_kernel_pair, type_list<Pair...>> sets(type_list<Pair...>) noexcept
    {
        return {set_kernel_pair<Pair>{&Entries::template tiles<typename Pair::view, typename Pair::params>,
                                      &Entries::template runs<typename Pair::view, typename Pair::params>}...};
    }
    template <class... Pair>
    static constexpr kernels_for_t<ray_kernel, type_list<Pair...>> rays(type_list<Pair...>) noexcept
    {
        return {Entries::template ray<typename Pair::view, typename Pair::params>...};
    }
    template <class... Pair>
    static constexpr kernels_for_t<nearest_kernel, type_list<Pair...>> nearests(type_list<Pair...>) noexcept
    {
        return {&Entries::template nearest<typename Pair::view>...};
    }
    template <class... Pair>
    static constexpr kernels_for_t<sweep_kernel, type_list<Pair...>> sweeps(type_list<Pair...>) noexcept
    {
        return {&Entries::template sweep<typename Pair::view, typename Pair::params>...};
    }
    template <class... Pair>
    static constexpr kernels_for_t<sweep_tiles_kernel, type_list<Pair...>> sweep_tiles(type_list<Pair...>) noexcept
    {
        return {&Entries::template sweep_tiles<typename Pair::view, typename Pair::params>...};
    }
    static constexpr kernel_table table() noexcept
    {
        return {ones(shape_queries{}),       twos(hit_graze_queries{}), &Entries::axes,
                &Entries::cells,             rays(ray_queries{}),       nearests(nearest_queries{}),
                &Entries::compact4,          &Entries::mask_indices,    sweeps(sweep_queries{}),
                sweep_tiles(sweep_set_queries{})};
    }
    static constexpr set_kernel_table set_table() noexcept { return {sets(set_queries{})}; }
};

// Both below are used inline on every query's path, without a call into dispatch.cpp: a frame's
// first call then touches no page of dispatch.cpp's code, nor a lazy-init guard, nor the dynamic
// linker's (docs/architecture.md, "The cost of a cold call").

/// The ISA of the last query's kernel, in the process (last_query_isa()). Not a thread_local: in
/// a shared library loaded by dlopen (Python, LuaJIT, .NET load hitmask so) every access to one
/// calls __tls_get_addr, a page of the dynamic linker's code; and the initial-exec model, which
/// avoids the call, needs the library's whole TLS block in glibc's small static reserve (under
/// LÖVE: "cannot allocate memory in static TLS block").
extern std::atomic<isa> last_isa;

/// Records which ISA's code served the query (see last_query_isa()). Written only on a change, so
/// that threads querying at once share the line rather than take it from one another.
inline void note_isa(isa id) noexcept
{
    if (last_isa.load(std::memory_order_relaxed) != id) last_isa.store(id, std::memory_order_relaxed);
}

/// The table queries use once chosen: the forced ISA's, or the one chosen at start-up; null
/// before the first query.
extern std::atomic<const kernel_table*> active_kernels;
/// Chooses the table at start-up (HITMASK_ISA, the CPU) and makes it active unless one was
/// forced meanwhile; returns the active table. Out of line: it runs once.
const kernel_table& choose_table() noexcept;

/// The table queries use now (the forced ISA, or the one chosen at start-up).
inline const kernel_table& active_table() noexcept
{
    if (const kernel_table* t = active_kernels.load(std::memory_order_acquire)) return *t;
    return choose_table();
}
/// The table of `target`, or null when this build lacks it or this CPU cannot run it.
const kernel_table* table_for(isa target) noexcept;

/// The many-shape kernels of the ISA whose kernel table `kernels` is (reference_table's for it).
/// Its own file (src/sets/set_tables.cpp), the only one that names the set tables below.
const set_kernel_table& set_table_for(const kernel_table& kernels) noexcept;

/// The scalar reference, as hitmask::reference:: runs it (records no ISA).
extern const kernel_table reference_table;
extern const kernel_table scalar_table;
extern const set_kernel_table reference_set_table;
extern const set_kernel_table scalar_set_table;
#if HITMASK_WITH_X86
extern const kernel_table sse4_2_table;
extern const kernel_table avx2_table;
extern const kernel_table avx512_table;
extern const set_kernel_table sse4_2_set_table;
extern const set_kernel_table avx2_set_table;
extern const set_kernel_table avx512_set_table;
#endif
#if HITMASK_WITH_NEON
extern const kernel_table neon_table;
extern const set_kernel_table neon_set_table;
#endif
#if HITMASK_WITH_WASM
extern const kernel_table simd128_table;
extern const set_kernel_table simd128_set_table;
#endif

} // namespace detail
} // namespace hitmask
