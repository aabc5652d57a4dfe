// hitmask kernels: unit axes (cos, sin) of bullet rotations, for any xsimd arch: the generic
// cos_sin of src/trig/sincos.hpp on batches, bit for bit what the scalar table computes.
#pragma once

#include <cstddef>
#include <cstring>

#include <xsimd/xsimd.hpp>

namespace hitmask {
namespace detail {

// The batch form of choose, declared before cos_sin so it finds it.
template <class Arch>
inline xsimd::batch<float, Arch> choose(const xsimd::batch_bool<float, Arch>& take_a, const xsimd::batch<float, Arch>& a,
                                        const xsimd::batch<float, Arch>& b) noexcept
{
    return xsimd::select(take_a, a, b);
}

} // namespace detail
} // namespace hitmask

#include "../trig/sincos.hpp"

namespace hitmask {
namespace detail {

/// ux[i] = cos(angle[i]), uy[i] = sin(angle[i]); the last partial batch goes through a padded
/// copy, so nothing is read or written past the arrays. ux or uy may be angle itself.
template <class Arch>
void unit_axes_simd(const float* angle, float* ux, float* uy, std::size_t n) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    std::size_t i = 0;
    batch c, s;
    for (; i + batch::size <= n; i += batch::size) {
        cos_sin(batch::load_unaligned(angle + i), c, s);
        c.store_unaligned(ux + i);
        s.store_unaligned(uy + i);
    }
    if (i < n) {
        alignas(64) float in[batch::size] = {}, out_c[batch::size], out_s[batch::size];
        std::memcpy(in, angle + i, (n - i) * sizeof(float));
        cos_sin(batch::load_aligned(in), c, s);
        c.store_aligned(out_c);
        s.store_aligned(out_s);
        std::memcpy(ux + i, out_c, (n - i) * sizeof(float));
        std::memcpy(uy + i, out_s, (n - i) * sizeof(float));
    }
}

} // namespace detail
} // namespace hitmask
