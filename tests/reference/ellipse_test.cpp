// The ellipse reference: its documented special cases (its model is in tests/kinds/ellipse.hpp),
// and the accuracy of the round bullets' closest-rim iteration against a double-precision model.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include <gtest/gtest.h>

#include "../../src/reference/ellipse.hpp"
#include "../support/models.hpp"
#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;

TEST(ellipse_reference, rotation_zero_is_the_axis_formula)
{
    // (dx * (1/rx))² + (dy * (1/ry))² <= 1 with the reciprocals rounded once, as documented
    const vec2 c{10, -5};
    const float rx = 8, ry = 3;
    const auto e = hitmask::ellipse::make(c, {rx, ry}, 0);
    const float ix = static_cast<float>(1.0 / rx), iy = static_cast<float>(1.0 / ry);
    std::vector<vec2> pts = with_ulp_neighbours(std::vector<vec2>{{18, -5}, {2, -5}, {10, -2}, {10, -8}});
    append(pts, random_points(4000, c, 10, 25));
    for (vec2 p : pts) {
        const float u = (p.x - c.x) * ix + (p.y - c.y) * 0.f, v = (p.x - c.x) * -0.f + (p.y - c.y) * iy;
        ASSERT_EQ(reference_hit(e, p), u * u + v * v <= 1.f) << p.x << ", " << p.y;
    }
    EXPECT_TRUE(reference_hit(e, {18, -5}));
    EXPECT_TRUE(reference_hit(e, {10, -2}));
    EXPECT_FALSE(reference_hit(e, {next_up(18.f), -5}));
}

/// The worst |iteration's distance - exact distance| over points outside the ellipse with
/// semi-axes (rx, ry): every 1/2000 of the quarter's parameter angle, on the outward normal at 0
/// to 3 times the larger radius (relative to the larger radius), or with `near_rim` at 0 to 0.01
/// times the smaller (relative to the smaller), rounded to float. The iteration's distance is
/// that of reference_impl::closest_on_rim's point (the gap the disc test squares), the exact
/// one Eberly's bisection in double (model::distance_to_ellipse_in_frame).
double worst_rim_error(float rx, float ry, bool near_rim = false)
{
    const auto shape = hitmask::ellipse::make({0, 0}, {rx, ry}, 0);
    const hitmask::detail::ellipse_params& e = shape.params();
    const double unit = near_rim ? std::min(rx, ry) : std::max(rx, ry);
    const std::vector<double> far_out = {0.0, 1e-6, 1e-4, 1e-3, 0.01, 0.03, 0.1, 0.3, 1.0, 3.0};
    const std::vector<double> near_out = {0.0, 1e-6, 1e-4, 1e-3, 0.01};
    double worst = 0;
    for (int i = 0; i <= 2000; ++i) {
        const double t = 1.5707963267948966 * i / 2000;
        const double nx = std::cos(t) / rx, ny = std::sin(t) / ry, nl = std::hypot(nx, ny);
        for (double out : near_rim ? near_out : far_out) {
            const float px = static_cast<float>(rx * std::cos(t) + out * unit * nx / nl);
            const float py = static_cast<float>(ry * std::sin(t) + out * unit * ny / nl);
            const double exact = model::distance_to_ellipse_in_frame(rx, ry, px, py);
            if (exact == 0) continue; // inside: the point test decides, the iteration never runs
            float tx, ty;
            hitmask::reference_impl::closest_on_rim(e, px, py, tx, ty);
            const float gx = px - e.rx * tx, gy = py - e.ry * ty;
            const double got = std::hypot(static_cast<double>(gx), static_cast<double>(gy));
            worst = std::max(worst, std::fabs(got - exact) / unit);
        }
    }
    return worst;
}

/// The bound asserted on the error near the rim, relative to the smaller radius.
double near_rim_bound(double aspect)
{
    if (aspect <= 5) return 1e-5;
    if (aspect <= 10) return 1e-4;
    if (aspect <= 20) return 6e-4;
    if (aspect <= 50) return 1e-2;
    if (aspect <= 100) return 8e-2;
    return 1.5;
}

TEST(ellipse_reference, the_disc_tests_closest_rim_point_is_as_accurate_as_documented)
{
    // docs/semantics.md's table: the measured worst error per aspect ratio, both ways round,
    // against model::ellipse_rim_error_bound (the measured figures with headroom); and near the
    // rim, relative to the smaller radius (where small discs touch it)
    for (float aspect : {1.f, 1.5f, 2.f, 3.f, 4.f, 5.f, 8.f, 10.f, 20.f, 30.f, 50.f, 100.f, 250.f}) {
        const double worst = std::max(worst_rim_error(4 * aspect, 4), worst_rim_error(4, 4 * aspect));
        const double worst_near = std::max(worst_rim_error(4 * aspect, 4, true), worst_rim_error(4, 4 * aspect, true));
        std::printf("aspect %g: worst |distance error| / max(rx, ry) = %.3g, near the rim / min(rx, ry) = %.3g\n",
                    static_cast<double>(aspect), worst, worst_near);
        EXPECT_LE(worst, model::ellipse_rim_error_bound(aspect)) << "aspect " << aspect;
        EXPECT_LE(worst_near, near_rim_bound(aspect)) << "aspect " << aspect;
    }
}

} // namespace
