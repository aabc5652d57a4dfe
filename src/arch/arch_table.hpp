// hitmask internal: builds the kernel table of one xsimd arch. Included only by the files in
// src/arch/, each compiled with its own ISA flags.
#pragma once

#include "../kernel_table.hpp"
#include "../kernels/aabb.hpp"
#include "../kernels/capsule.hpp"
#include "../kernels/circle.hpp"
#include "../kernels/graze.hpp"
#include "../kernels/obb.hpp"
#include "../kernels/polygon.hpp"
#include "../kernels/sector.hpp"
#include "../kernels/swept.hpp"

namespace hitmask {
namespace detail {

template <class Arch, isa Id>
struct arch_entries {
    template <class Kernel, class Params>
    static std::size_t run(const query_args& q, const Params& p) noexcept
    {
        note_isa(Id); // written here, in the ISA's own file, so tests see which code ran
        return Kernel{}(Arch{}, q, p);
    }

    static constexpr kernel_table table()
    {
#define HITMASK_ARCH_ENTRY(entry, input, params, kernel) &run<kernel, params>,
        return {Id, HITMASK_QUERIES(HITMASK_ARCH_ENTRY)};
#undef HITMASK_ARCH_ENTRY
    }
};

} // namespace detail
} // namespace hitmask

/// Explicit instantiation of every kernel for one arch, so each lives in exactly one object,
/// the one compiled with that arch's flags.
#define HITMASK_INSTANTIATE_KERNEL_FOR(entry, input, params, kernel)                                                   \
    template std::size_t kernel::operator()<HITMASK_ARCH>(HITMASK_ARCH, const query_args&, const params&)              \
        const noexcept;
