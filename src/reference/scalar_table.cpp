// hitmask: the reference table (hitmask::reference::) and the scalar ISA's table, which runs
// the same code: every pair of the registry is the reference driver over that shape's
// reference predicate (reference_impl::<view>_hit), every set pair the many-shape drivers over it.
#include "../kernel_table.hpp"
#include "../shape_predicates.hpp"
#include "../trig/sincos.hpp"
#include "../sets/set_drivers.hpp"
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

// The many-shape drivers over the reference predicate, one element at a time.
#define HITMASK_REFERENCE_SET(view, shape)                                                                             \
    struct view##_##shape##_blocks {                                                                                   \
        template <class Body>                                                                                          \
        static void with_shape(const shape##_params& p, const Body& body) noexcept                                    \
        {                                                                                                              \
            const auto hit = [&p](auto... e) { return reference_impl::view##_hit(p, e...); };                         \
            body([&hit](const float* const* col, std::size_t at) {                                                    \
                return reference_block<view_columns<view##_view>::value>(hit, col, at);                                \
            });                                                                                                        \
        }                                                                                                              \
    };                                                                                                                 \
    void view##_##shape##_tiles(const set_tiles_args& a, const shape##_params* shapes) noexcept                       \
    {                                                                                                                  \
        drive_set_tiles<view##_##shape##_blocks, view_columns<view##_view>::value>(a, shapes);                        \
    }                                                                                                                  \
    void view##_##shape##_runs(const set_runs_args& a, const shape##_params* shapes) noexcept                         \
    {                                                                                                                  \
        drive_set_runs<view##_##shape##_blocks, view_columns<view##_view>::value>(a, shapes);                         \
    }
HITMASK_SET_QUERIES(HITMASK_REFERENCE_SET)
#undef HITMASK_REFERENCE_SET

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

/// The grid's cells one element at a time, with grid_column().
void cells(const grid_cells_args& a) noexcept
{
    for (std::size_t i = 0; i < a.n; ++i) {
        const float x = a.x[i], y = a.y[i];
        const bool inside = (x >= a.x0) & (x <= a.x1) & (y >= a.y0) & (y <= a.y1); // NaN: false
        const std::uint32_t k = grid_column((y - a.y0) * a.inv, a.last_row) * static_cast<std::uint32_t>(a.cols) +
                                grid_column((x - a.x0) * a.inv, a.last_col);
        a.cell[i] = inside ? k : a.spare;
    }
}
void scalar_cells(const grid_cells_args& a) noexcept
{
    note_isa(isa::scalar);
    cells(a);
}

/// The scalar ISA: the reference, recording that the scalar ISA served the query.
template <auto Reference, class Params>
std::size_t scalar_one(const query_args& q, const Params& p) noexcept
{
    note_isa(isa::scalar);
    return Reference(q, p);
}
template <auto Reference, class Args, class Params>
void scalar_set(const Args& a, const Params* shapes) noexcept
{
    note_isa(isa::scalar);
    Reference(a, shapes);
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
#define HITMASK_REFERENCE_ENTRY_SET(view, shape) {&view##_##shape##_tiles, &view##_##shape##_runs},
const kernel_table reference_table = {HITMASK_SHAPE_QUERIES(HITMASK_REFERENCE_ENTRY_ONE)
                                          HITMASK_TWO_SHAPE_QUERIES(HITMASK_REFERENCE_ENTRY_TWO)
                                              HITMASK_SET_QUERIES(HITMASK_REFERENCE_ENTRY_SET) & axes,
                                      &cells};
#undef HITMASK_REFERENCE_ENTRY_ONE
#undef HITMASK_REFERENCE_ENTRY_TWO
#undef HITMASK_REFERENCE_ENTRY_SET

#define HITMASK_SCALAR_ONE(view, shape) &scalar_one<&view##_##shape, shape##_params>,
#define HITMASK_SCALAR_TWO(view, shape) &scalar_two<&view##_##shape##_two, shape##_params>,
#define HITMASK_SCALAR_SET(view, shape)                                                                                \
    {&scalar_set<&view##_##shape##_tiles, set_tiles_args, shape##_params>,                                            \
     &scalar_set<&view##_##shape##_runs, set_runs_args, shape##_params>},
const kernel_table scalar_table = {HITMASK_SHAPE_QUERIES(HITMASK_SCALAR_ONE) HITMASK_TWO_SHAPE_QUERIES(
    HITMASK_SCALAR_TWO) HITMASK_SET_QUERIES(HITMASK_SCALAR_SET) & scalar_axes,
                                   &scalar_cells};
#undef HITMASK_SCALAR_ONE
#undef HITMASK_SCALAR_TWO
#undef HITMASK_SCALAR_SET

} // namespace detail
} // namespace hitmask
