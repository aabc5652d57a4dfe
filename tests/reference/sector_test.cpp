// The sector reference: the cases users write and the apex and range rules (its model is in
// tests/kinds/sector.hpp).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/points.hpp"
#include "../support/reference_hit.hpp"
#include "../support/sector_cases.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::radians;
using hitmask::sector;
using hitmask_test::inf;
using hitmask_test::nan;

const double two_pi = 2 * M_PI;

/// Point at `deg` degrees and distance `dist` from `apex`, rounded to float.
vec2 at(vec2 apex, double deg, double dist)
{
    const double a = deg * M_PI / 180;
    return {static_cast<float>(apex.x + dist * std::cos(a)), static_cast<float>(apex.y + dist * std::sin(a))};
}

/// Double-precision model: inside when |v| <= range and v's angle lies in the arc from edge_a
/// counter-clockwise to edge_b. Returns -1 when the point is too close to an edge, the arc or
/// the apex for float rounding to be irrelevant.
int model(const sector_case& c, vec2 p)
{
    const vec2 a = c.shape.apex();
    const double vx = double(p.x) - a.x, vy = double(p.y) - a.y;
    const double dist = std::hypot(vx, vy);
    const double scale = std::isinf(c.range) ? 1000.0 : c.range;
    if (dist < 1e-4 * scale) return -1; // at the apex the angle is meaningless
    if (!std::isinf(c.range) && std::fabs(dist - c.range) <= 1e-5 * c.range) return -1;
    const bool in_range = dist <= c.range;
    double width = c.edge_b - c.edge_a;
    const double turns = std::nearbyint(width / two_pi);
    const bool full = std::fabs(width - turns * two_pi) < 1e-6;
    if (full) return in_range;
    width -= two_pi * std::floor(width / two_pi);
    double rel = std::atan2(vy, vx) - c.edge_a;
    rel -= two_pi * std::floor(rel / two_pi);
    const double margin = 1e-5;
    if (rel < margin || std::fabs(rel - width) < margin || two_pi - rel < margin) return -1;
    return in_range && rel <= width;
}

TEST(sector_reference, apex_always_hits)
{
    const vec2 o{1.5f, -2.f};
    EXPECT_TRUE(reference_hit(sector::between(o, radians(30), radians(31), 5), o));
    EXPECT_TRUE(reference_hit(sector::between(o, radians(-10), radians(260), 0), o));
    EXPECT_TRUE(reference_hit(sector::facing(o, {0, 1}, radians(1), 0), o));
    EXPECT_TRUE(reference_hit(sector::facing(o, {0, 1}, radians(300), 5), o));
}

TEST(sector_reference, quarter_0_to_90_includes_both_axes)
{
    const vec2 o{0, 0};
    const sector s = sector::between(o, 0.f, radians(90.f), 10.f);
    EXPECT_TRUE(reference_hit(s, {5, 0}));
    EXPECT_TRUE(reference_hit(s, {0, 5}));
    EXPECT_TRUE(reference_hit(s, {10, 0})); // on the arc
    EXPECT_TRUE(reference_hit(s, {0, 10}));
    EXPECT_FALSE(reference_hit(s, {next_up(10.f), 0}));
    EXPECT_FALSE(reference_hit(s, {-1e-6f, 5}));
    EXPECT_FALSE(reference_hit(s, {5, -1e-6f}));
    EXPECT_TRUE(reference_hit(s, at(o, 45, 9.9)));
    EXPECT_FALSE(reference_hit(s, at(o, 180, 5)));
    EXPECT_FALSE(reference_hit(s, at(o, 270, 5)));
}

TEST(sector_reference, user_written_arcs)
{
    const vec2 o{10.5f, -3.25f};
    struct probe {
        float start, end;
        double angle;
        bool hit;
    };
    const probe probes[] = {
        {260, 350, 300, true}, {260, 350, 0, false},  {260, 350, 255, false}, {-10, 260, 0, true},
        {-10, 260, 180, true}, {-10, 260, 255, true}, {-10, 260, 270, false}, {89, 359, 180, true},
        {89, 359, 0.5, false}, {89, 359, 45, false},  {90, 360, 180, true},   {90, 360, 45, false},
        {90, 360, 0, true}, // 360° is the +x axis exactly
        {350, 10, 0, true},    {350, 10, 355, true},  {350, 10, 5, true},     {350, 10, 180, false},
        {350, 10, 20, false},  {350, 10, 340, false},
    };
    for (const probe& p : probes) {
        const sector s = sector::between(o, radians(p.start), radians(p.end), 50);
        EXPECT_EQ(reference_hit(s, at(o, p.angle, 20)), p.hit)
            << p.start << "-" << p.end << " at " << p.angle << " degrees";
    }
}

TEST(sector_reference, whole_turns_are_full_discs)
{
    const vec2 o{0, 0};
    const sector forms[] = {
        sector::between(o, 0.f, radians(360.f), 10.f),       // degrees
        sector::between(o, 0.f, 6.2831855f, 10.f),           // 2π as a float
        sector::between(o, -3.14159274f, 3.14159274f, 10.f), // -π to π as floats
        sector::between(o, radians(45), radians(45), 10.f),  // start == end
        sector::facing(o, {1, 0}, radians(360.f), 10.f),     sector::facing(o, {0, -1}, 7.f, 10.f), // fov past 2π
    };
    for (const sector& s : forms) {
        EXPECT_TRUE(s.is_full());
        for (int deg = 0; deg < 360; deg += 15)
            EXPECT_TRUE(reference_hit(s, at(o, deg, 9.5))) << deg;
        EXPECT_FALSE(reference_hit(s, {10.001f, 0}));
    }
}

TEST(sector_reference, one_degree_cone)
{
    const vec2 o{0, 0};
    const sector s = sector::facing(o, {1, 1}, radians(1), 100);
    EXPECT_TRUE(reference_hit(s, at(o, 45, 50)));
    EXPECT_TRUE(reference_hit(s, at(o, 45.4, 50)));
    EXPECT_TRUE(reference_hit(s, at(o, 44.6, 50)));
    EXPECT_FALSE(reference_hit(s, at(o, 45.6, 50)));
    EXPECT_FALSE(reference_hit(s, at(o, 44.4, 50)));
    EXPECT_FALSE(reference_hit(s, at(o, 225, 50))); // straight behind
}

TEST(sector_reference, infinite_range)
{
    const vec2 o{0, 0};
    const sector cone = sector::facing(o, {0, 1}, radians(90), inf);
    EXPECT_TRUE(reference_hit(cone, {0, 1e30f}));
    EXPECT_TRUE(reference_hit(cone, {-1e18f, 1e19f}));
    EXPECT_FALSE(reference_hit(cone, {0, -1e30f}));
    const sector arc = sector::between(o, radians(45), radians(135), inf);
    EXPECT_TRUE(reference_hit(arc, {0, 1e30f}));
    EXPECT_FALSE(reference_hit(arc, {1e30f, 0}));
}

TEST(sector_reference, range_is_inclusive)
{
    const sector s = sector::facing({0, 0}, {1, 0}, radians(90), 8);
    EXPECT_TRUE(reference_hit(s, {8, 0}));
    EXPECT_FALSE(reference_hit(s, {next_up(8.f), 0}));
}

TEST(sector_reference, facing_and_between_agree_away_from_edges)
{
    const vec2 o{3, 4};
    struct pair {
        vec2 dir;
        float dir_deg, fov_deg;
    };
    const pair pairs[] = {{{1, 0}, 0, 90}, {{0, 1}, 90, 200}, {{-1, 0}, 180, 30}, {{0, -1}, 270, 300}};
    for (const pair& p : pairs) {
        const sector cone = sector::facing(o, p.dir, radians(p.fov_deg), 40);
        const sector arc =
            sector::between(o, radians(p.dir_deg - p.fov_deg / 2), radians(p.dir_deg + p.fov_deg / 2), 40);
        const sector_case c{"pair", arc, radians(p.dir_deg - p.fov_deg / 2), radians(p.dir_deg + p.fov_deg / 2), 40};
        for (vec2 q : random_points(5000, o, 80, 5)) {
            if (model(c, q) < 0) continue;
            EXPECT_EQ(reference_hit(cone, q), reference_hit(arc, q)) << q.x << "," << q.y;
        }
    }
}

TEST(sector_reference, nan_and_infinity)
{
    const sector s = sector::between({0, 0}, radians(-10), radians(260), 1e6f);
    for (vec2 p : {vec2{nan, 1}, vec2{1, nan}, vec2{inf, 1}, vec2{-inf, 1}, vec2{1, inf}, vec2{inf, inf}})
        EXPECT_FALSE(reference_hit(s, p));
}

} // namespace
