// The grid's binning kernel gives every ISA the scalar table's cells, for values on and next
// to cell boundaries, outside the field, NaN, infinities and ±1e30, and reads and writes
// nothing past the caller's arrays. The grid is only correct if an element's cell and the
// cells of the boxes that hold it (computed with grid_column() in set_query.cpp) agree.
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "../../src/dispatch/kernel_table.hpp"
#include "../support/guarded_memory.hpp"
#include "../support/isa_test.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::detail::grid_cells_args;
using hitmask_test::inf;

class grid_cells : public per_isa {};

/// Values around the boundaries of a grid at x0 = -3.5 with cells of 1/inv = 2.5.
std::vector<float> tricky_values()
{
    std::vector<float> v = {std::nanf(""), inf, -inf, 1e30f, -1e30f, 0.f, -0.f, -3.5f, 96.5f, 1e-30f};
    for (int k = -2; k <= 42; ++k) {
        const float edge = -3.5f + 2.5f * static_cast<float>(k);
        v.push_back(edge);
        v.push_back(std::nextafter(edge, -inf));
        v.push_back(std::nextafter(edge, inf));
    }
    return v;
}

TEST_P(grid_cells, every_isa_bins_as_the_scalar_table)
{
    const hitmask::detail::kernel_table* table = hitmask::detail::table_for(GetParam());
    ASSERT_NE(table, nullptr);
    const std::vector<float> values = tricky_values();
    // every x against every y, in views of every length up to a few batches past 64
    std::vector<float> xs, ys;
    for (float x : values)
        for (float y : values) {
            xs.push_back(x);
            ys.push_back(y);
        }
    const float inv = 1.f / 2.5f;
    grid_cells_args a{xs.data(), ys.data(), xs.size(), -3.5f, -3.5f, 96.5f, 61.5f, inv, 40.f, 26.f, 41.f, 41u * 27u,
                      nullptr};
    std::vector<std::uint32_t> expected(xs.size()), got(xs.size());
    a.cell = expected.data();
    hitmask::detail::reference_table.grid_cells(a);
    a.cell = got.data();
    table->grid_cells(a);
    for (std::size_t i = 0; i < xs.size(); ++i)
        ASSERT_EQ(got[i], expected[i]) << "x " << xs[i] << " y " << ys[i];

    guarded gx(100 * 4), gy(100 * 4), gc(100 * 4);
    for (std::size_t n = 0; n <= 100; ++n) {
        float* x = gx.last<float>(n);
        float* y = gy.last<float>(n);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = xs[i * 37 % xs.size()];
            y[i] = ys[i * 37 % ys.size()];
        }
        grid_cells_args g = a;
        g.x = x;
        g.y = y;
        g.n = n;
        g.cell = gc.last<std::uint32_t>(n);
        table->grid_cells(g);
        for (std::size_t i = 0; i < n; ++i)
            ASSERT_EQ(g.cell[i], expected[i * 37 % xs.size()]) << "n " << n << " i " << i;
    }
}

HITMASK_INSTANTIATE_PER_ISA(grid_cells);

} // namespace
