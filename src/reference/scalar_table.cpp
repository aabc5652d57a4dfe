// hitmask: the scalar ISA is the reference itself, for CPUs below SSE4.2.
#include "../kernel_table.hpp"

namespace hitmask {
namespace detail {
namespace {

template <class Params>
std::size_t run_scalar(const query_args& q, const Params& p) noexcept
{
    note_isa(isa::scalar);
    return run_reference(q, p);
}

} // namespace

const kernel_table scalar_table = {isa::scalar, &run_scalar<circle_params>, &run_scalar<aabb_params>,
                                   &run_scalar<sector_params>};

} // namespace detail
} // namespace hitmask
