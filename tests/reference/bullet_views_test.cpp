// References for round bullets, swept bullets and hit + graze: double-precision distance
// models away from the boundary, and the cases the issue names (apex, reflex sectors,
// tunnelling, collinear overlap, zero-length moves).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "../support/bullet_cases.hpp"
#include "../support/models.hpp"
#include "../support/reference_hit.hpp"
#include "../support/sector_cases.hpp"
#include "../support/shape_cases.hpp"
#include "../support/slow_platform.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using model::d;
using hitmask_test::inf;
using hitmask_test::nan;

template <class Shape>
bool circles_hit(const Shape& s, disc b)
{
    return reference_hit_element(b, s);
}
template <class Shape>
bool segments_hit(const Shape& s, sweep b)
{
    return reference_hit_element(b, s);
}

/// Random discs whose overlap the model decides with margin (`margin` times `half`) must match
/// the reference.
template <class Shape, class Distance>
void expect_circles_model(const Shape& shape, vec2 middle, float half, const Distance& distance,
                          const std::string& name, double margin = 1e-4)
{
    std::mt19937 rng(41);
    std::uniform_real_distribution<float> radius(0.f, half / 3);
    const std::size_t n = scaled(6000);
    std::size_t decided = 0;
    for (vec2 p : random_points(n, middle, half, 42)) {
        const disc b{p.x, p.y, radius(rng)};
        const double gap = distance(p) - b.r;
        if (std::fabs(gap) <= margin * half) continue;
        ASSERT_EQ(circles_hit(shape, b), gap <= 0) << name << " disc (" << b.x << ", " << b.y << ", " << b.r << ")";
        ++decided;
    }
    EXPECT_GT(decided, n * 5 / 6) << name;
}

TEST(circles_view_reference, agrees_with_double_distances)
{
    const vec2 c{100.3f, -20.7f};
    expect_circles_model(
        hitmask::circle::make(c, 13.37f), c, 40,
        [&](vec2 p) { return std::max(0.0, model::length(d(p) - d(c)) - 13.37f); }, "circle");
    expect_circles_model(
        hitmask::aabb::make({-3, -2}, {5, 7}), {1, 2}, 15,
        [](vec2 p) {
            return model::distance_to_box(d(p), {-3, -2}, {5, 7});
        },
        "aabb");
    for (const capsule_case& k : capsule_cases()) {
        const vec2 mid{(k.a.x + k.b.x) / 2, (k.a.y + k.b.y) / 2};
        const float half = std::fabs(k.b.x - k.a.x) + std::fabs(k.b.y - k.a.y) + 2 * k.r + 4;
        expect_circles_model(
            hitmask::capsule::make(k.a, k.b, k.r), mid, half,
            [&](vec2 p) { return std::max(0.0, model::distance_to_segment(d(p), d(k.a), d(k.b)) - k.r); },
            "capsule " + k.name);
    }
    std::vector<sector_case> sectors = between_cases();
    for (const sector_case& s : facing_cases())
        sectors.push_back(s);
    for (const sector_case& s : sectors) {
        const float r = std::isinf(s.range) ? 1000.f : s.range;
        expect_circles_model(
            s.shape, s.shape.apex(), 1.5f * r,
            [&](vec2 p) {
                return model::distance_to_sector(d(p), d(s.shape.apex()), s.edge_a, s.edge_b, s.range,
                                                 s.shape.is_full());
            },
            "disc vs " + s.name);
    }
}

TEST(circles_view_reference, new_pairs_agree_with_double_distances)
{
    // the pair matrix's second round (issue 34): rotated boxes, convex polygons, polygons under
    // both fill rules and ellipses, each against its distance written from the geometry
    for (const oriented_case& c : oriented_cases()) {
        const float half = 2 * std::max(c.size.x, c.size.y) + 4;
        expect_circles_model(
            hitmask::obb::make(c.center, c.size, c.rotation), c.center, half,
            [&](vec2 p) { return model::distance_to_obb(d(p), d(c.center), d(c.size), c.rotation); }, "obb " + c.name);
    }
    for (const outline_case& c : convex_cases()) {
        float half = 0;
        const vec2 mid = outline_center(c.vertices, half);
        expect_circles_model(
            hitmask::convex_polygon::make(c.vertices.data(), c.vertices.size()), mid, half,
            [&](vec2 p) { return model::distance_to_outline(d(p), c.vertices, model::winding(d(p), c.vertices) != 0); },
            "convex " + c.name);
    }
    for (const outline_case& c : polygon_cases()) {
        for (hitmask::fill_rule rule : {hitmask::fill_rule::even_odd, hitmask::fill_rule::non_zero}) {
            const bool non_zero = rule == hitmask::fill_rule::non_zero;
            float half = 0;
            const vec2 mid = outline_center(c.vertices, half);
            expect_circles_model(
                hitmask::polygon::make(c.vertices.data(), c.vertices.size(), rule), mid, half,
                [&](vec2 p) {
                    const int w = model::winding(d(p), c.vertices);
                    return model::distance_to_outline(d(p), c.vertices, non_zero ? w != 0 : (w & 1) != 0);
                },
                "polygon " + c.name + (non_zero ? " non_zero" : " even_odd"));
        }
    }
    // ellipses: beyond the closest-rim iteration's documented error (tests/reference/ellipse_test.cpp
    // measures it), a fraction of the larger radius that grows with the aspect ratio
    for (const oriented_case& c : oriented_cases()) {
        const float big = std::max(c.size.x, c.size.y), half = 2 * big + 4;
        const double bound = model::ellipse_rim_error_bound(big / std::min(c.size.x, c.size.y));
        const double margin = 1e-4 + bound * big / half;
        expect_circles_model(
            hitmask::ellipse::make(c.center, c.size, c.rotation), c.center, half,
            [&](vec2 p) {
                const model::dvec q = model::in_frame(d(p), d(c.center), c.rotation);
                return model::distance_to_ellipse_in_frame(c.size.x, c.size.y, q.x, q.y);
            },
            "ellipse " + c.name, margin);
    }
}

TEST(circles_view_reference, new_pairs_documented_cases)
{
    // a disc touching a box's corner exactly (3-4-5)
    const auto box = hitmask::obb::make({0, 0}, {2, 1}, 0);
    EXPECT_TRUE(circles_hit(box, {5, 5, 5}));
    EXPECT_FALSE(circles_hit(box, {5, 5, next_down(5.f)}));
    EXPECT_TRUE(circles_hit(box, {0.5f, 0.5f, 0})); // radius 0 inside: the point test
    // a convex polygon's vertex and edge, touched exactly
    const vec2 tri[3] = {{0, 0}, {4, 0}, {0, 4}};
    const auto convex = hitmask::convex_polygon::make(tri, 3);
    EXPECT_TRUE(circles_hit(convex, {7, -4, 5})); // the vertex (4, 0), 3-4-5
    EXPECT_FALSE(circles_hit(convex, {7, -4, next_down(5.f)}));
    EXPECT_TRUE(circles_hit(convex, {2, -3, 3})); // the edge y = 0
    EXPECT_FALSE(circles_hit(convex, {2, -3, next_down(3.f)}));
    // a disc in an L's notch reaches both inner edges at once
    const vec2 ell[6] = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
    const auto l_shape = hitmask::polygon::make(ell, 6, hitmask::fill_rule::even_odd);
    EXPECT_TRUE(circles_hit(l_shape, {5, 5, 3})); // (5, 2) and (2, 5)
    EXPECT_FALSE(circles_hit(l_shape, {5, 5, 2.9f}));
    // an ellipse's rim beyond the ends of its axes (the iteration's closest point, within its
    // documented error of the true one)
    const auto oval = hitmask::ellipse::make({0, 0}, {8, 2}, 0);
    EXPECT_TRUE(circles_hit(oval, {10, 0, 2.0001f}));
    EXPECT_FALSE(circles_hit(oval, {10, 0, 1.9999f}));
    EXPECT_TRUE(circles_hit(oval, {0, 5, 3.0001f}));
    EXPECT_FALSE(circles_hit(oval, {0, 5, 2.9999f}));
    // NaN or infinite centres, negative or NaN radii never hit; an infinite radius does
    for (const disc bad : {disc{nan, 0, 1}, disc{0, inf, 1}, disc{0, 0, -1}, disc{0, 0, nan}}) {
        EXPECT_FALSE(circles_hit(box, bad));
        EXPECT_FALSE(circles_hit(convex, bad));
        EXPECT_FALSE(circles_hit(l_shape, bad));
        EXPECT_FALSE(circles_hit(oval, bad));
    }
    EXPECT_TRUE(circles_hit(oval, {100, 100, inf}));
}

TEST(circles_view_reference, sector_cases_near_the_apex_and_behind_a_reflex_arc)
{
    const vec2 o{0, 0};
    const auto quarter = hitmask::sector::between(o, 0, hitmask::radians(90), 10);
    EXPECT_TRUE(circles_hit(quarter, {-1, -1, 1.5f}));  // behind the apex, reaching it
    EXPECT_FALSE(circles_hit(quarter, {-1, -1, 1.4f})); // sqrt(2) = 1.414...
    EXPECT_TRUE(circles_hit(quarter, {5, -2, 2}));      // touches the first edge from outside
    EXPECT_FALSE(circles_hit(quarter, {5, -2, 1.99f}));
    EXPECT_TRUE(circles_hit(quarter, {12, 0, 2}));    // touches the far end of the first edge
    EXPECT_TRUE(circles_hit(quarter, {8, 8, 1.32f})); // reaches the arc: |c| = 11.31 <= 10 + 1.32
    EXPECT_FALSE(circles_hit(quarter, {8, 8, 1.3f}));
    // reflex arc -10°..260°: the gap is the narrow wedge around 270°-350°
    const auto reflex = hitmask::sector::between(o, hitmask::radians(-10), hitmask::radians(260), 10);
    EXPECT_FALSE(circles_hit(reflex, {2, -5, 0.5f})); // in the gap, clear of both edges
    EXPECT_FALSE(circles_hit(reflex, {2, -5, 2.8f})); // in the gap: 2.84 from the 260° edge
    EXPECT_TRUE(circles_hit(reflex, {2, -5, 2.9f}));  // in the gap, reaching that edge
    EXPECT_TRUE(circles_hit(reflex, {-5, 5, 0.5f}));  // inside
    EXPECT_FALSE(circles_hit(quarter, {1, 1, -0.5f})); // negative radius: never
    EXPECT_FALSE(circles_hit(quarter, {1, 1, nan}));
    EXPECT_TRUE(circles_hit(quarter, {1, 1, 0}));
}

TEST(segments_view_reference, agrees_with_double_distances)
{
    const vec2 c{3, 4};
    const float r = 5;
    const auto circle = hitmask::circle::make(c, r);
    const auto seg = hitmask::segment::make({-20, 7.5f}, {31, -4.25f});
    std::mt19937 rng(51);
    std::uniform_real_distribution<float> step(-15, 15);
    int decided = 0;
    for (vec2 p : random_points(8000, c, 30, 52)) {
        const sweep s{p.x, p.y, p.x + step(rng), p.y + step(rng)};
        const double to_circle = model::distance_to_segment(d(c), {s.x0, s.y0}, {s.x1, s.y1}) - r;
        if (std::fabs(to_circle) > 1e-4) {
            ASSERT_EQ(segments_hit(circle, s), to_circle <= 0);
            ++decided;
        }
        const double to_seg = model::segment_distance({s.x0, s.y0}, {s.x1, s.y1}, {-20, 7.5}, {31, -4.25});
        const double o1 = model::cross(model::dvec{51, -11.75}, model::dvec{s.x0 + 20.0, s.y0 - 7.5});
        if (to_seg > 1e-4 || (to_seg == 0 && std::fabs(o1) > 1e-3)) {
            ASSERT_EQ(segments_hit(seg, s), to_seg == 0);
        }
    }
    EXPECT_GT(decided, 7000);
}

TEST(segments_view_reference, no_tunnelling_and_the_edge_cases)
{
    // a fast bullet jumps clean over a thin wall and a small circle between two frames
    const auto wall = hitmask::segment::make({10, -50}, {10, 50});
    EXPECT_TRUE(segments_hit(wall, {0, 0, 500, 3}));
    EXPECT_FALSE(segments_hit(wall, {0, 0, 9.9f, 3}));
    const auto target = hitmask::circle::make({100, 0}, 1);
    EXPECT_TRUE(segments_hit(target, {0, 0.5f, 300, 0.5f}));
    EXPECT_FALSE(segments_hit(target, {0, 1.5f, 300, 1.5f}));
    EXPECT_TRUE(segments_hit(target, {0, 1, 300, 1})); // grazes the rim: inclusive
    // touching, collinear overlap, collinear apart, parallel, zero-length
    const auto seg = hitmask::segment::make({0, 0}, {8, 4});
    EXPECT_TRUE(segments_hit(seg, {8, 4, 9, 9}));    // starts on an end
    EXPECT_TRUE(segments_hit(seg, {4, 2, 4, 9}));    // starts on the middle
    EXPECT_TRUE(segments_hit(seg, {6, 3, 12, 6}));   // collinear overlap
    EXPECT_TRUE(segments_hit(seg, {-2, -1, 0, 0}));  // collinear, touching an end
    EXPECT_FALSE(segments_hit(seg, {10, 5, 12, 6})); // collinear, apart
    EXPECT_FALSE(segments_hit(seg, {0, 1, 8, 5}));   // parallel
    EXPECT_TRUE(segments_hit(seg, {2, 1, 2, 1}));    // a point on the segment
    EXPECT_FALSE(segments_hit(seg, {2, 1.5f, 2, 1.5f}));
    // a zero-length sweep is exactly the point test against a circle
    for (vec2 p : with_ulp_neighbours(ring({100, 0}, 1, 16)))
        ASSERT_EQ(segments_hit(target, {p.x, p.y, p.x, p.y}), reference_hit(target, p));
    EXPECT_FALSE(segments_hit(seg, {nan, 0, 4, 2}));
    EXPECT_FALSE(segments_hit(target, {99, 0, nan, 0}));
}

TEST(graze_reference, grazes_are_the_ring_between_the_radii)
{
    const float xs[5] = {0, 3, 4, 10, 24.5f}, ys[5] = {0, 0, 0, 0, 0};
    hitmask::bitmask hit(5), graze(5);
    hitmask::reference::test_hit_graze(hitmask::points_view{xs, ys, 5}, {0, 0}, 4, 24, hit, graze);
    EXPECT_EQ(hit.words()[0], 0b00111u);
    EXPECT_EQ(graze.words()[0], 0b01000u);
    const float rs[5] = {0, 0, 0, 6.5f, 0.6f}; // 24.5 - 0.6 <= 24: a graze
    hitmask::reference::test_hit_graze(hitmask::circles_view{xs, ys, rs, 5}, {0, 0}, 4, 24, hit, graze);
    EXPECT_EQ(hit.words()[0], 0b01111u); // the 6.5-radius bullet at 10 reaches the 4 hitbox
    EXPECT_EQ(graze.words()[0], 0b10000u);
}

} // namespace
