// hitmask internal: cos and sin in float, written once for scalar floats and for SIMD batches,
// so every ISA gives the same bits (games replay frames across machines). Cody-Waite reduction
// by pi/2 in four parts, then the Cephes minimax polynomials on [-pi/4, pi/4]; plain multiplies
// and adds in a fixed order (no FMA: every file is built with -ffp-contract=off). The bound the
// docs/semantics.md states is measured by tests/reference/oriented_bullets_test.cpp.
#pragma once

namespace hitmask {
namespace detail {

/// a where take_a, else b: the float form; the SIMD form (select) is in src/kernels/unit_axes.hpp.
inline float choose(bool take_a, float a, float b) noexcept
{
    return take_a ? a : b;
}

/// v rounded to the nearest integer, ties to even, for |v| < 2^22, by adding and subtracting
/// 1.5 * 2^23: two float adds, so scalar and SIMD round alike (no rounding instruction, whose
/// availability and modes differ between ISAs). Larger, infinite and NaN values pass through
/// as garbage, infinity or NaN; the callers' inputs stay far below 2^22 for angles in range.
template <class T>
inline T round_to_nearest(const T& v) noexcept
{
    const T magic(12582912.f);
    return (v + magic) - magic;
}

/// floor(v) for |v| < 2^22, from round_to_nearest.
template <class T>
inline T floor_of(const T& v) noexcept
{
    const T nearest = round_to_nearest(v);
    return choose(nearest > v, nearest - T(1.f), nearest);
}

/// Writes cos(x) and sin(x). T is float or an xsimd batch of float.
template <class T>
inline void cos_sin(const T& x, T& cos_out, T& sin_out) noexcept
{
    // q = round(x / (pi/2)); r = x - q (pi/2), with pi/2 in four parts of 11, 11, 11 and 24
    // bits, so q * part is exact for the first three while |q| < 2^13 (|x| < 12,868)
    const T q = round_to_nearest(x * T(0.636619772367581343f));
    const T r = (((x - q * T(1.5703125f)) - q * T(4.837512969970703125e-4f)) - q * T(7.549533620476723e-8f)) -
                q * T(2.5633440682570896e-12f);
    const T z = r * r;
    const T s = ((T(-1.9515295891e-4f) * z + T(8.3321608736e-3f)) * z + T(-1.6666654611e-1f)) * z * r + r;
    const T c = ((T(2.443315711809948e-5f) * z + T(-1.388731625493765e-3f)) * z + T(4.166664568298827e-2f)) * z * z -
                T(0.5f) * z + T(1.f);
    // the quadrant, q mod 4, exactly in float: sin and cos swap in odd quadrants, signs follow
    const T quadrant = q - T(4.f) * floor_of(q * T(0.25f));
    const auto odd = (quadrant == T(1.f)) | (quadrant == T(3.f));
    const auto negate_sin = quadrant >= T(2.f);
    const auto negate_cos = (quadrant == T(1.f)) | (quadrant == T(2.f));
    const T sin_r = choose(odd, c, s), cos_r = choose(odd, s, c);
    sin_out = choose(negate_sin, -sin_r, sin_r);
    cos_out = choose(negate_cos, -cos_r, cos_r);
}

} // namespace detail
} // namespace hitmask
