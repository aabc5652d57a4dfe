// The factories' own cos and sin (src/trig/cos_sin_double.hpp), which make shapes the same
// floats on every platform: within 2 ulp of double of the libm's over the angles games use, and
// as floats (what the shapes store) equal to the libm's rounded result but for rare ties.
#include <cmath>
#include <cstdint>
#include <cstring>

#include "../../src/trig/cos_sin_double.hpp"

namespace {

/// Distance in ulps of double between a and b (both finite, same sign or near zero).
double ulps(double a, double b)
{
    const double scale = std::fabs(std::nextafter(std::fabs(b), INFINITY) - std::fabs(b));
    return std::fabs(a - b) / scale;
}

TEST(cos_sin_double, agrees_with_the_libm_over_game_angles)
{
    int float_differences = 0, samples = 0;
    for (double x = -100.0; x <= 100.0; x += 0.000977) {
        double c, s;
        hitmask::detail::cos_sin_double(x, c, s);
        // absolute error near the zeros of cos and sin, relative elsewhere
        EXPECT_LE(std::fabs(c - std::cos(x)), 4e-16) << x;
        EXPECT_LE(std::fabs(s - std::sin(x)), 4e-16) << x;
        if (std::fabs(std::cos(x)) > 1e-3) {
            EXPECT_LE(ulps(c, std::cos(x)), 2.0) << x;
        }
        if (std::fabs(std::sin(x)) > 1e-3) {
            EXPECT_LE(ulps(s, std::sin(x)), 2.0) << x;
        }
        float_differences += static_cast<float>(c) != static_cast<float>(std::cos(x));
        float_differences += static_cast<float>(s) != static_cast<float>(std::sin(x));
        samples += 2;
    }
    EXPECT_LE(float_differences, samples / 100000 + 2) << samples << " samples";
}

TEST(cos_sin_double, exact_values_and_special_inputs)
{
    double c, s;
    hitmask::detail::cos_sin_double(0.0, c, s);
    EXPECT_EQ(c, 1.0);
    EXPECT_EQ(s, 0.0);
    hitmask::detail::cos_sin_double(-0.0, c, s);
    EXPECT_TRUE(std::signbit(s)); // sin(-0) = -0
    // the float nearest pi/2: cos is -4.37e-8, as the factories' axis snapping expects
    const double half_pi = static_cast<float>(M_PI / 2);
    hitmask::detail::cos_sin_double(half_pi, c, s);
    EXPECT_NEAR(c, std::cos(half_pi), 1e-22);
    EXPECT_NEAR(s, std::sin(half_pi), 2.3e-16);
    // huge angles (obb and ellipse take any finite rotation): still a unit vector
    for (double huge : {1e6, -3e7, 1e10, 1e16, -1e20, 3.4e38, -3.4e38, 1.7e308}) {
        hitmask::detail::cos_sin_double(huge, c, s);
        EXPECT_LE(std::fabs(c), 1.0) << huge;
        EXPECT_LE(std::fabs(s), 1.0) << huge;
        EXPECT_NEAR(c * c + s * s, 1.0, 1e-15) << huge;
    }
    for (double bad : {INFINITY, -INFINITY, NAN}) {
        hitmask::detail::cos_sin_double(bad, c, s);
        EXPECT_TRUE(std::isnan(c) && std::isnan(s)) << bad;
    }
}

} // namespace
