// hitmask: the reference table (hitmask::reference::) and the scalar ISA's table, which runs
// the same code: every pair of the registry is the reference driver over that shape's
// reference predicate (reference_impl::<view>_hit).
#include "../kernel_table.hpp"
#include "../shape_predicates.hpp"
#include "../trig/sincos.hpp"
#include "reference_driver.hpp"

namespace hitmask {
namespace detail {
namespace {

#define HITMASK_REFERENCE_ONE(view, shape)                                                                             \
    std::size_t view##_##shape(const query_args& q, const shape##_params& p) noexcept                                \
    {                                                                                                                  \
        return drive_reference<view##_view>(q, [&p](auto... e) { return reference_impl::view##_hit(p, e...); });      \
    }
HITMASK_SHAPE_QUERIES(HITMASK_REFERENCE_ONE)
#undef HITMASK_REFERENCE_ONE

#define HITMASK_REFERENCE_TWO(view, shape)                                                                             \
    void view##_##shape##_two(const two_mask_args& q, const shape##_params& a, const shape##_params& b) noexcept      \
    {                                                                                                                  \
        drive_reference_two<view##_view>(q, [&a](auto... e) { return reference_impl::view##_hit(a, e...); },           \
                                         [&b](auto... e) { return reference_impl::view##_hit(b, e...); });            \
    }
HITMASK_TWO_SHAPE_QUERIES(HITMASK_REFERENCE_TWO)
#undef HITMASK_REFERENCE_TWO

/// cos and sin one angle at a time: the generic cos_sin on floats, the same bits as every ISA.
void axes(const float* angle, float* ux, float* uy, std::size_t n) noexcept
{
    for (std::size_t i = 0; i < n; ++i) {
        float c, s;
        cos_sin(angle[i], c, s);
        ux[i] = c;
        uy[i] = s;
    }
}
void scalar_axes(const float* angle, float* ux, float* uy, std::size_t n) noexcept
{
    note_isa(isa::scalar);
    axes(angle, ux, uy, n);
}

/// The scalar ISA: the reference, recording that the scalar ISA served the query.
template <auto Reference, class Params>
std::size_t scalar_one(const query_args& q, const Params& p) noexcept
{
    note_isa(isa::scalar);
    return Reference(q, p);
}
template <auto Reference, class Params>
void scalar_two(const two_mask_args& q, const Params& a, const Params& b) noexcept
{
    note_isa(isa::scalar);
    Reference(q, a, b);
}

} // namespace

#define HITMASK_REFERENCE_ENTRY_ONE(view, shape) &view##_##shape,
#define HITMASK_REFERENCE_ENTRY_TWO(view, shape) &view##_##shape##_two,
const kernel_table reference_table = {HITMASK_SHAPE_QUERIES(HITMASK_REFERENCE_ENTRY_ONE)
                                          HITMASK_TWO_SHAPE_QUERIES(HITMASK_REFERENCE_ENTRY_TWO) & axes};
#undef HITMASK_REFERENCE_ENTRY_ONE
#undef HITMASK_REFERENCE_ENTRY_TWO

#define HITMASK_SCALAR_ONE(view, shape) &scalar_one<&view##_##shape, shape##_params>,
#define HITMASK_SCALAR_TWO(view, shape) &scalar_two<&view##_##shape##_two, shape##_params>,
const kernel_table scalar_table = {HITMASK_SHAPE_QUERIES(HITMASK_SCALAR_ONE)
                                       HITMASK_TWO_SHAPE_QUERIES(HITMASK_SCALAR_TWO) & scalar_axes};
#undef HITMASK_SCALAR_ONE
#undef HITMASK_SCALAR_TWO

} // namespace detail
} // namespace hitmask
