// hitmask kernels: the grid's binning (set_args.hpp, grid_cells_args) for any xsimd arch: each
// element's cell, a batch at a time. The same offsets and clamps as grid_column(), then the
// truncation and the cell index in float, where they are exact (integers below 2^23), so every
// ISA gives the scalar table's cells.
#pragma once

#include <cstdint>
#include <cstring>

#include <xsimd/xsimd.hpp>

#include "../dispatch/set_args.hpp"

namespace hitmask {
namespace detail {

/// 2^23: adding it to a float in [0, 2^23) leaves that float rounded to an integer in the
/// mantissa. The trunc and to_int of xsimd 8.1 would do, but GCC 12 warns (maybe-uninitialized,
/// inside its AVX-512 intrinsics) on both; these are plain adds, compares and integer subtracts.
constexpr float grid_magic = 8388608.f;

template <class Arch>
inline xsimd::batch<float, Arch> grid_column_simd(const xsimd::batch<float, Arch>& f,
                                                  const xsimd::batch<float, Arch>& last) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch zero(0.f), magic(grid_magic);
    const batch low = xsimd::select(f >= zero, f, zero); // NaN: 0
    const batch clamped = xsimd::select(low <= last, low, last);
    // truncation: round to nearest (exact, as last < 2^22), then one down where that rounded up
    const batch nearest = (clamped + magic) - magic;
    return xsimd::select(nearest > clamped, nearest - batch(1.f), nearest);
}

template <class Arch>
void grid_cells_simd(const grid_cells_args& a) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    const batch x0(a.x0), y0(a.y0), x1(a.x1), y1(a.y1), inv(a.inv), last_col(a.last_col), last_row(a.last_row),
        cols(a.cols), spare(static_cast<float>(a.spare));
    const auto cells = [&](const batch& x, const batch& y) {
        const auto inside = (x >= x0) & (x <= x1) & (y >= y0) & (y <= y1); // NaN: false
        const batch k = grid_column_simd((y - y0) * inv, last_row) * cols + grid_column_simd((x - x0) * inv, last_col);
        // k < 2^22: k + 2^23 holds k in its mantissa, exactly
        const auto bits = xsimd::bitwise_cast<xsimd::batch<std::int32_t, Arch>>(xsimd::select(inside, k, spare) + batch(grid_magic));
        return bits - xsimd::batch<std::int32_t, Arch>(0x4B000000);
    };
    std::size_t i = 0;
    for (; i + batch::size <= a.n; i += batch::size)
        cells(batch::load_unaligned(a.x + i), batch::load_unaligned(a.y + i))
            .store_unaligned(reinterpret_cast<std::int32_t*>(a.cell + i));
    if (i < a.n) { // the last partial batch through a padded copy: nothing read or written past the arrays
        alignas(64) float x[batch::size] = {}, y[batch::size] = {};
        alignas(64) std::int32_t out[batch::size];
        std::memcpy(x, a.x + i, (a.n - i) * sizeof(float));
        std::memcpy(y, a.y + i, (a.n - i) * sizeof(float));
        cells(batch::load_aligned(x), batch::load_aligned(y)).store_aligned(out);
        std::memcpy(a.cell + i, out, (a.n - i) * sizeof(std::uint32_t));
    }
}

} // namespace detail
} // namespace hitmask
