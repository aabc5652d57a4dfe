// hitmask: the scalar ISA is the reference itself, for CPUs below SSE4.2.
#include "../kernel_table.hpp"

namespace hitmask {
namespace detail {
namespace {

template <class Input, class Params>
std::size_t run_scalar(const query_args& q, const Params& p) noexcept
{
    note_isa(isa::scalar);
    return run_reference(Input{}, q, p);
}

} // namespace

#define HITMASK_SCALAR_ENTRY(entry, input, params, kernel) &run_scalar<input, params>,
const kernel_table scalar_table = {isa::scalar, HITMASK_QUERIES(HITMASK_SCALAR_ENTRY)};
#undef HITMASK_SCALAR_ENTRY

} // namespace detail
} // namespace hitmask
