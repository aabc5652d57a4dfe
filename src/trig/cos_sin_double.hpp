// hitmask internal: cos and sin in double for the shape factories, in plain arithmetic of the
// library's own, so that a shape built from an angle has the same floats on every platform
// (glibc, musl in WebAssembly, MinGW's and Microsoft's libm round their last bits differently,
// and games replay frames across them). Cody-Waite reduction by pi/2 in three parts (fdlibm's
// pio2_1 and pio2_2 of 33 bits, so q times them is exact for |q| < 2^20, and the tail pio2_2t),
// then the minimax polynomials of fdlibm's kernels on [-pi/4, pi/4]; every file is built with
// -ffp-contract=off, so no FMA changes a bit. About 1 ulp of double for |x| < 2^19 π/2. Larger
// angles are first reduced by the double nearest 2π (exactly, with fmod): the result is still a
// unit vector, the same everywhere, but for an angle off by up to |x|·2.5e-16 (no game turns a
// bullet by half a million radians). The factories round the results to float, where the error
// is far below half an ulp (tests/reference/cos_sin_double_test.cpp compares with the libm).
#pragma once

#include <cmath>

namespace hitmask {
namespace detail {

/// Writes cos(x) and sin(x); NaN for non-finite x.
inline void cos_sin_double(double x, double& cos_out, double& sin_out) noexcept
{
    if (!(std::fabs(x) <= 1.7976931348623157e308)) {
        cos_out = sin_out = x - x; // NaN for ±inf and NaN
        return;
    }
    if (x == 0.0) { // sin(-0) is -0, which the reduction below would turn into +0
        cos_out = 1.0;
        sin_out = x;
        return;
    }
    if (std::fabs(x) > 823549.6) x = std::fmod(x, 6.283185307179586); // 2^19 π/2: q stays exact below
    // q = round(x / (pi/2)): nearbyint is exact and rounds to even under the default mode
    const double q = std::nearbyint(x * 6.36619772367581382433e-01);
    const double r = ((x - q * 1.57079632673412561417e+00) - q * 6.07710050630396597660e-11) -
                     q * 2.02226624879595063154e-21;
    const double z = r * r;
    const double s = r + r * z *
                             (-1.66666666666666324348e-01 +
                              z * (8.33333333332248946124e-03 +
                                   z * (-1.98412698298579493134e-04 +
                                        z * (2.75573137070700676789e-06 +
                                             z * (-2.50507602534068634195e-08 + z * 1.58969099521155010221e-10)))));
    const double c = 1.0 - 0.5 * z +
                     z * z *
                         (4.16666666666666019037e-02 +
                          z * (-1.38888888888741095749e-03 +
                               z * (2.48015872894767294178e-05 +
                                    z * (-2.75573143513906633035e-07 +
                                         z * (2.08757232129817482790e-09 + z * -1.13596475577881948265e-11)))));
    // the quadrant, q mod 4 in 0..3 (fmod of an integer-valued double is exact)
    double quadrant = std::fmod(q, 4.0);
    if (quadrant < 0) quadrant += 4.0;
    const bool odd = quadrant == 1.0 || quadrant == 3.0;
    const double sin_r = odd ? c : s, cos_r = odd ? s : c;
    sin_out = quadrant >= 2.0 ? -sin_r : sin_r;
    cos_out = (quadrant == 1.0 || quadrant == 2.0) ? -cos_r : cos_r;
}

} // namespace detail
} // namespace hitmask
