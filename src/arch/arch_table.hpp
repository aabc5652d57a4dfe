// hitmask internal: builds the kernel table of one xsimd arch. Included only by the files in
// src/arch/, each compiled with its own ISA flags.
#pragma once

#include "../kernel_table.hpp"
#include "../kernels/aabb.hpp"
#include "../kernels/circle.hpp"
#include "../kernels/sector.hpp"

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
        return {Id, &run<circle_kernel, circle_params>, &run<aabb_kernel, aabb_params>,
                &run<sector_kernel, sector_params>};
    }
};

} // namespace detail
} // namespace hitmask

/// Explicit instantiations of every kernel for one arch, so each lives in exactly one object.
#define HITMASK_INSTANTIATE_KERNELS(ARCH)                                                                              \
    template std::size_t hitmask::detail::circle_kernel::operator()<ARCH>(ARCH, const query_args&,                     \
                                                                          const circle_params&) const noexcept;        \
    template std::size_t hitmask::detail::aabb_kernel::operator()<ARCH>(ARCH, const query_args&, const aabb_params&)   \
        const noexcept;                                                                                                \
    template std::size_t hitmask::detail::sector_kernel::operator()<ARCH>(ARCH, const query_args&,                     \
                                                                          const sector_params&) const noexcept
