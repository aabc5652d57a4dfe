// The pair matrix's second round (issue 34) on every ISA vs the reference, bit for bit: round
// bullets against the rotated box, convex polygons, polygons (both fill rules) and ellipses;
// bullet boxes against rectangles and rotated boxes; capsules against rectangles, rotated boxes
// and convex polygons. Bullets on and one ulp beside every boundary (faces, edges, corners,
// polygon vertices and edges, ellipse rims at aspect ratios 1, 3 and 10), special values in
// every column, random bullets, every tail length and start offset.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

#include "../support/bullet_cases.hpp"
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/models.hpp"
#include "../support/oriented_cases.hpp"
#include "../support/shape_cases.hpp"
#include "../support/strided_check.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using model::d;
using hitmask_test::inf;
using hitmask_test::nan;

/// Every `step`-th element, so the special-value copies (49 per element) stay few.
template <class E>
std::vector<E> every(const std::vector<E>& all, std::size_t step)
{
    std::vector<E> out;
    for (std::size_t i = 0; i < all.size(); i += step)
        out.push_back(all[i]);
    return out;
}

/// The battery: the boundary set at every start offset (or the first `offsets`) and every tail
/// length (unless `tails` is false: a shape too costly for it, whose start offsets still cover
/// the unaligned starts), special values in every column of a few of its elements, and random
/// bullets.
template <class Shape, class E>
void check(const Shape& shape, const std::vector<E>& boundary, const std::vector<E>& random, const std::string& name,
           std::size_t offsets = 16, bool tails = true)
{
    expect_same_as_reference(shape, boundary, name + " boundary", offsets);
    expect_same_as_reference(shape,
                             with_special_columns(every(boundary, std::max<std::size_t>(1, boundary.size() / 64))),
                             name + " special values", 2);
    expect_same_as_reference(shape, random, name + " random", 2);
    if (tails) expect_every_length_same_as_reference(shape, boundary, name + " tail");
}

/// Points on two rings around a shape's middle (circles_cases gives each the disc whose radius
/// is its distance to the shape, touching a face, an edge, a corner or a vertex from outside).
std::vector<vec2> around(vec2 middle, double ring_radius)
{
    std::vector<vec2> out = ring(middle, ring_radius, 48, 0.05);
    append(out, ring(middle, ring_radius * 0.55, 48, 0.11));
    return out;
}

/// How many random bullets a case takes: 4,099 (past 64 blocks, with a tail), fewer on a slow
/// platform and for the scalar ISA, never under 1,024 (tests/support/slow_platform.hpp).
std::size_t random_count()
{
    return scaled(4099, 1024);
}

/// Random round bullets around `middle`, radii up to half / 3.
std::vector<disc> random_discs_near(vec2 middle, float half, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> radius(0.f, half / 3);
    std::vector<disc> out;
    for (vec2 p : random_points(random_count(), middle, half, seed))
        out.push_back({p.x, p.y, radius(rng)});
    return out;
}

class circles_pair_kernel : public per_isa {};
class obbs_pair_kernel : public per_isa {};
class capsules_pair_kernel : public per_isa {};

TEST_P(circles_pair_kernel, discs_against_rotated_boxes)
{
    for (const oriented_case& c : oriented_cases()) {
        const auto shape = hitmask::obb::make(c.center, c.size, c.rotation);
        const auto dist = [&](vec2 p) { return model::distance_to_obb(d(p), d(c.center), d(c.size), c.rotation); };
        const float half = 2 * std::max(c.size.x, c.size.y) + 4;
        std::vector<vec2> seeds = obb_seeds(c);
        append(seeds, around(c.center, 1.3 * std::hypot(c.size.x, c.size.y) + 1));
        const std::vector<disc> discs = circles_cases(seeds, c.center, half, dist);
        check(shape, discs, random_discs_near(c.center, half, 21), "disc vs obb " + c.name);
    }
}

TEST_P(circles_pair_kernel, discs_against_convex_polygons)
{
    for (const outline_case& c : convex_cases()) {
        const auto shape = hitmask::convex_polygon::make(c.vertices.data(), c.vertices.size());
        const auto dist = [&](vec2 p) {
            return model::distance_to_outline(d(p), c.vertices, model::winding(d(p), c.vertices) != 0);
        };
        float half = 0;
        const vec2 mid = outline_center(c.vertices, half);
        std::vector<vec2> seeds = outline_seeds(c.vertices);
        append(seeds, around(mid, 1.2 * half));
        check(shape, circles_cases(seeds, mid, half, dist), random_discs_near(mid, half, 22), "disc vs convex " + c.name);
    }
}

/// The convex polygon's inner disc (convex_polygon_params: lanes there are decided hits before
/// the edge loop) on the octagon and the convex cases, at the origin and moved far from it
/// (where the rounding margin grows): discs of radius 0 to 1 on 64 rays around the disc's
/// centre, at 4 ulp inside to 4 ulp outside its rim, and the ray's two ends; and a small
/// polygon so far out that it has no disc. Every ISA against the reference.
TEST_P(circles_pair_kernel, discs_at_a_convex_polygons_inner_disc)
{
    std::vector<outline_case> cases = convex_cases();
    cases.push_back({"octagon", star({0, 0}, 8, 50, 50, 0.2)});
    std::size_t with_disc = 0;
    for (const float shift : {0.f, 1e5f, -3e6f}) {
        for (const outline_case& c : cases) {
            std::vector<vec2> v = c.vertices;
            for (vec2& q : v)
                q = {q.x + shift, q.y - shift};
            const auto shape = hitmask::convex_polygon::make(v.data(), v.size());
            const auto& p = shape.params();
            with_disc += p.inner_reach2 > 0;
            const float rim = std::sqrt(p.inner_reach2);
            std::vector<disc> discs;
            for (int k = 0; k < 64; ++k) {
                const float dx = std::cos(0.1f * static_cast<float>(k)), dy = std::sin(0.1f * static_cast<float>(k));
                for (int ulps = -4; ulps <= 4; ++ulps) {
                    float reach = rim;
                    for (int u = 0; u < std::abs(ulps); ++u)
                        reach = std::nextafter(reach, ulps < 0 ? 0.f : 1e30f);
                    for (const float r : {0.f, 1e-30f, 1e-3f, 1.f})
                        discs.push_back({p.inner_x + reach * dx, p.inner_y + reach * dy, r});
                }
            }
            discs.push_back({p.inner_x, p.inner_y, 0.f});
            discs.push_back({p.inner_x, p.inner_y, -1.f});
            expect_same_as_reference(shape, discs, "inner disc of " + c.name + " moved " + std::to_string(shift), 2);
        }
    }
    EXPECT_GE(with_disc, 12u) << "the inner discs this test is for";
    const std::vector<vec2> far = {{1e7f, 1e7f}, {1e7f + 2, 1e7f}, {1e7f, 1e7f + 2}};
    EXPECT_EQ(hitmask::convex_polygon::make(far.data(), far.size()).params().inner_reach2, 0.f);
}

TEST_P(circles_pair_kernel, discs_against_polygons_under_both_fill_rules)
{
    for (const outline_case& c : polygon_cases()) {
        for (hitmask::fill_rule rule : {hitmask::fill_rule::even_odd, hitmask::fill_rule::non_zero}) {
            const auto shape = hitmask::polygon::make(c.vertices.data(), c.vertices.size(), rule);
            const bool non_zero = rule == hitmask::fill_rule::non_zero;
            const auto dist = [&](vec2 p) {
                const int w = model::winding(d(p), c.vertices);
                return model::distance_to_outline(d(p), c.vertices, non_zero ? w != 0 : (w & 1) != 0);
            };
            float half = 0;
            const vec2 mid = outline_center(c.vertices, half);
            std::vector<vec2> seeds = outline_seeds(c.vertices);
            append(seeds, around(mid, 1.2 * half));
            // the 1,000-edge outline gets two start offsets and no tail sweep (each pass over the
            // set costs four million edge tests); the small outlines cover the tails
            const bool costly = c.vertices.size() > 100;
            check(shape, circles_cases(seeds, mid, half, dist), random_discs_near(mid, half, 23),
                  "disc vs polygon " + c.name + (non_zero ? " non_zero" : " even_odd"), costly ? 2 : 16, !costly);
        }
    }
}

TEST_P(circles_pair_kernel, discs_against_ellipses_at_their_rims)
{
    for (double aspect : {1.0, 3.0, 10.0}) {
        for (float rotation : {0.f, 0.3f, 1.234f, hitmask::radians(90), hitmask::radians(-135)}) {
            for (const bool wide : {true, false}) {
                const vec2 centre{100.25f, -37.5f};
                const vec2 radii = wide ? at(4 * aspect, 4) : at(4, 4 * aspect);
                const auto shape = hitmask::ellipse::make(centre, radii, rotation);
                const double cs = std::cos(static_cast<double>(rotation)), sn = std::sin(static_cast<double>(rotation));
                const auto dist = [&](vec2 p) {
                    const model::dvec q = model::in_frame(d(p), d(centre), rotation);
                    return model::distance_to_ellipse_in_frame(radii.x, radii.y, q.x, q.y);
                };
                // rim points at 64 parameter angles, and points on their outward normals at
                // several distances (whose discs of radius the distance touch the rim there)
                std::vector<vec2> seeds = {centre};
                for (int i = 0; i < 64; ++i) {
                    const double t = 2 * M_PI * i / 64 + 0.013;
                    const double x = radii.x * std::cos(t), y = radii.y * std::sin(t);
                    const double nx = std::cos(t) / radii.x, ny = std::sin(t) / radii.y, nl = std::hypot(nx, ny);
                    for (double out : {0.0, 0.01, 0.3, 1.5, 6.0, 40.0}) {
                        const double lx = x + out * nx / nl, ly = y + out * ny / nl;
                        seeds.push_back(at(centre.x + lx * cs - ly * sn, centre.y + lx * sn + ly * cs));
                    }
                }
                const float half = 4 * static_cast<float>(aspect) + 12;
                const std::string name = "disc vs ellipse aspect " + std::to_string(aspect) +
                                         (wide ? " wide" : " tall") + " turned " + std::to_string(rotation);
                check(shape, circles_cases(seeds, centre, half, dist), random_discs_near(centre, half, 24), name);
            }
        }
    }
}

// A polygon's full test skips the edges whose y span misses the band its batch's discs reach
// (disc_polygon_rule::y_range in src/kernels/polygon.hpp, with a margin for near_segment's
// rounding). One disc per query, 64 times (no padding lanes), so the band is that disc's alone:
// discs touching each vertex
// from above and below (centre y = vertex y ± r, then up to 4 ulp either way), radii that
// round in that sum, on a star at the origin, moved to 1e5, at 2^20 (the last size with the
// band) and past it, and with an edge shorter than 2^-20 (never skipped).
TEST_P(circles_pair_kernel, discs_alone_at_a_polygons_top_and_bottom_vertices)
{
    std::vector<std::pair<std::string, std::vector<vec2>>> outlines;
    for (const float shift : {0.f, 1e5f, 1048000.f, 2.2e6f}) {
        std::vector<vec2> v = star({0, 0}, 6, 30, 12, 0.1);
        for (vec2& q : v)
            q = {q.x - shift, q.y + shift};
        outlines.emplace_back("star moved " + std::to_string(shift), v);
    }
    outlines.emplace_back("short edge", std::vector<vec2>{{0, 0}, {10, 1}, {10, 1.0000001f}, {0, 5}});
    for (const auto& [name, v] : outlines) {
        const auto shape = hitmask::polygon::make(v.data(), v.size(), hitmask::fill_rule::even_odd);
        for (const vec2 corner : v) {
            for (int k = 0; k < 40; k += cut_random_bulk() ? 2 : 1) { // half the radii under qemu and sanitizers
                const float r = k == 0 ? 0.f : 0.01f * std::pow(1.29f, static_cast<float>(k));
                for (const float side : {1.f, -1.f}) {
                    for (int ulps = -2; ulps <= 2; ++ulps) {
                            float y = corner.y + side * r;
                            for (int u = 0; u < std::abs(ulps); ++u)
                                y = std::nextafter(y, ulps < 0 ? -1e30f : 1e30f);
                            expect_same_as_reference(shape, std::vector<disc>(64, disc{corner.x, y, r}),
                                                     name + " vertex (" + std::to_string(corner.x) + ", " +
                                                         std::to_string(corner.y) + ")",
                                                     1);
                    }
                }
            }
        }
    }
}

// The ellipse's screen (src/kernels/ellipse.hpp) decides a disc a miss when its centre is past
// the world box around the ellipse grown by r, plus margins for the reference's roundings.
// Discs of radius 0 to 100 touching the rim where that box does (the rim's extreme x and y)
// and at the four ends of the axes, then moved outward by up to 3 of the box's margins
// (2^-17 max(rx, ry)), each up to 6 ulp either way; radii whose 1/rx rounds either way, aspect
// ratios 1 to 70,000, turned or not.
TEST_P(circles_pair_kernel, discs_at_the_edges_of_an_ellipses_screen)
{
    const bool quick = cut_random_bulk();
    for (const double aspect : {1.0, 3.0, 1000.0, 70000.0}) {
        for (const float rotation : {0.f, 0.3f, hitmask::radians(90), 2.5f}) {
            for (int k = 0; k < (quick ? 8 : 24); ++k) {
                const float small = 0.5f + 0.37f * static_cast<float>(k);
                const vec2 radii = k % 2 ? at(small, small * aspect) : at(small * aspect, small);
                const vec2 centre{k % 3 == 0 ? 0.f : 100.25f, k % 3 == 0 ? 0.f : -37.5f};
                const auto shape = hitmask::ellipse::make(centre, radii, rotation);
                const double cs = std::cos(static_cast<double>(rotation)), sn = std::sin(static_cast<double>(rotation));
                const double rx = radii.x, ry = radii.y, margin = std::max(rx, ry) * 0x1p-17;
                // rim points (frame coordinates) and their outward directions (world)
                std::vector<std::array<double, 4>> touches;
                // the rim's extreme x: frame point (rx² cs, -ry² sn) / reach_x; extreme y likewise
                const double reach_x = std::hypot(rx * cs, ry * sn), reach_y = std::hypot(rx * sn, ry * cs);
                for (const double sign : {1.0, -1.0}) {
                    touches.push_back({sign * rx, 0, sign * cs, sign * sn});
                    touches.push_back({0, sign * ry, -sign * sn, sign * cs});
                    touches.push_back({sign * rx * rx * cs / reach_x, -sign * ry * ry * sn / reach_x, sign, 0});
                    touches.push_back({sign * rx * rx * sn / reach_y, sign * ry * ry * cs / reach_y, 0, sign});
                }
                std::vector<disc> discs;
                for (const auto& [lx, ly, ox, oy] : touches) {
                    for (const float r : {0.f, 1e-30f, 1e-3f, 1.f, 100.f}) {
                        for (const double beyond : {0.0, 1.0, 2.0, 3.0}) {
                            const double out = r + beyond * margin;
                            const vec2 end =
                                at(centre.x + lx * cs - ly * sn + out * ox, centre.y + lx * sn + ly * cs + out * oy);
                            for (int ulps = -6; ulps <= 6; ulps += quick ? 3 : 1) {
                                vec2 q = end;
                                // outward (ulps > 0) or inward along the outward direction's larger component
                                const bool along_x = std::abs(ox) >= std::abs(oy);
                                const bool up = (ulps > 0) == ((along_x ? ox : oy) > 0);
                                float& moved = along_x ? q.x : q.y;
                                for (int u = 0; u < std::abs(ulps); ++u)
                                    moved = std::nextafter(moved, up ? 1e30f : -1e30f);
                                discs.push_back({q.x, q.y, r});
                            }
                        }
                    }
                }
                expect_same_as_reference(shape, discs,
                                         "screen edges, aspect " + std::to_string(aspect) + " turned " +
                                             std::to_string(rotation) + " radii " + std::to_string(radii.x) + ", " +
                                             std::to_string(radii.y),
                                         2);
            }
        }
    }
}

// Where the screen's argument needs finite squares it leaves every lane to the full test:
// radii of 2^63 and more (r² is infinity in the reference, so every centre its frame box and
// octagon keep is a hit, some of them past the world box grown by r), and ellipses under
// 2^-50 (whose squares underflow). Discs there, from inside the world box to past it.
TEST_P(circles_pair_kernel, discs_the_ellipses_screen_leaves_to_the_full_test)
{
    const auto oval = hitmask::ellipse::make({0, 0}, {60, 20}, 0.4f);
    std::vector<disc> huge = {{0.6432e20f, 1.0211e20f, 1e20f}}; // a hit in the reference, past the world box
    for (const float r : {9.2e18f, 0x1p63f, 1e19f, 1e20f, 1e30f, 3e38f})
        for (int i = -12; i <= 12; ++i)
            for (int j = -12; j <= 12; ++j)
                huge.push_back({0.125f * static_cast<float>(i) * r, 0.125f * static_cast<float>(j) * r, r});
    expect_same_as_reference(oval, huge, "huge radii", 2);
    for (const float size : {1e-22f, 1e-17f, 1e-15f}) {
        for (const float rotation : {0.f, 0.3926991f, 1.f}) {
          for (const double aspect : {1.0, 0.7}) {
            const auto tiny = hitmask::ellipse::make({0, 0}, at(size, size * aspect), rotation);
            std::vector<disc> discs;
            for (const float r : {0.f, 1e-45f, size * 1e-3f, size})
                for (int k = 0; k <= 32; ++k) {
                    const float out = size * (1.f + 0.01f * static_cast<float>(k)) + r;
                    for (const auto& [dx, dy] : {std::pair{1.f, 0.f}, {0.f, 1.f}, {-0.7071f, 0.7071f}, {0.9239f, -0.3827f}})
                        discs.push_back({dx * out, dy * out, r});
                }
            char name[96];
            std::snprintf(name, sizeof name, "ellipse of size %g aspect %g turned %g", static_cast<double>(size), aspect,
                          static_cast<double>(rotation));
            expect_same_as_reference(tiny, discs, name, 2);
          }
        }
    }
}

/// Points of a rectangle that bullets touch: its corners, edge midpoints and quarter points.
std::vector<vec2> rectangle_points(vec2 lo, vec2 hi)
{
    std::vector<vec2> out;
    for (float fx : {0.f, 0.25f, 0.5f, 1.f})
        for (float fy : {0.f, 0.5f, 1.f})
            if (fx != 0.5f || fy != 0.5f) out.push_back({lo.x + fx * (hi.x - lo.x), lo.y + fy * (hi.y - lo.y)});
    return out;
}

/// Rectangles: a plain one, one far from the origin with awkward coordinates, a zero-width one.
std::vector<std::pair<vec2, vec2>> rectangles()
{
    return {{{-3, -2}, {5, 7}}, {{100.3f, -40.7f}, {131.1f, 9.9f}}, {{2, -1}, {2, 6}}};
}

/// Every case `cases(p, 0)` makes at each point, with their columns' neighbours.
template <class Bullet>
std::vector<Bullet> bullets_at(const std::vector<vec2>& points, std::vector<Bullet> (*cases)(vec2, float))
{
    std::vector<Bullet> out;
    for (vec2 p : points)
        for (const Bullet& b : cases(p, 0.f))
            out.push_back(b);
    return with_column_neighbours(out);
}

/// Bullets made by `cases` at each rectangle's points against its aabb, and random ones (from
/// `seed`) around its middle.
template <class Bullet>
void check_against_rectangles(std::vector<Bullet> (*cases)(vec2, float), std::uint32_t seed, const std::string& name)
{
    for (const auto& [lo, hi] : rectangles()) {
        const auto shape = hitmask::aabb::make(lo, hi);
        const vec2 mid{(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
        check(shape, bullets_at(rectangle_points(lo, hi), cases),
              random_bullets<Bullet>(random_count(), mid, 40.f, seed), name, 4);
    }
}

/// The same against each rotated box of oriented_cases(), at its obb_seeds; `name` then the case's.
template <class Bullet>
void check_against_rotated_boxes(std::vector<Bullet> (*cases)(vec2, float), std::uint32_t seed, const std::string& name)
{
    for (const oriented_case& c : oriented_cases()) {
        const auto shape = hitmask::obb::make(c.center, c.size, c.rotation);
        const float half = 2 * std::max(c.size.x, c.size.y) + 10;
        check(shape, bullets_at(obb_seeds(c), cases), random_bullets<Bullet>(random_count(), c.center, half, seed),
              name + c.name, 4);
    }
}

// src/kernels/positive_part.hpp, the gap max(d, 0) that keeps NaN (one max instruction on x86
// and AArch64, a select elsewhere), through the four kernels that use it: a gap of exactly +0
// or -0 (a centre on a face, where the reference's larger() and x86's max give zeros of
// different signs), a NaN coordinate (the kernels no longer check x == x: the NaN gap must
// miss), infinite coordinates (an infinite gap, never NaN, as the shapes' bounds are finite),
// and radii of -0, +0, a tiny one, +inf and NaN.
TEST_P(circles_pair_kernel, positive_part_gaps_match_reference)
{
    const float coords[] = {-2.f, -0.f, 0.f, 2.f, 3.f, 4.f, 5.f, -inf, inf, nan, 1e-45f, 3.4e38f};
    const float radii[] = {-0.f, 0.f, 1e-30f, 1.f, inf, nan, -1.f};
    std::vector<disc> discs;
    std::vector<ball> balls;
    for (float x : coords)
        for (float y : coords)
            for (float r : radii) {
                discs.push_back({x, y, r});
                balls.push_back({x, y, 2.f, r});
                balls.push_back({2.f, x, y, r});
            }
    expect_same_as_reference(hitmask::aabb::make({-2.f, -2.f}, {2.f, 4.f}), discs, "positive_part: discs vs aabb");
    expect_same_as_reference(hitmask::obb::make({0.f, 0.f}, {2.f, 4.f}, 0.f), discs, "positive_part: discs vs obb");
    expect_same_as_reference(hitmask::obb::make({1.f, -0.f}, {2.f, 3.f}, 0.7f), discs, "positive_part: discs vs turned obb");
    expect_same_as_reference(hitmask::aabb3::make({-2.f, -2.f, -2.f}, {2.f, 4.f, 2.f}), balls,
                             "positive_part: balls vs aabb3");
    expect_same_as_reference(hitmask::obb3::make({0.f, 0.f, 0.f}, {2.f, 4.f, 2.f}, {1.f, 0.f, 0.f}, {0.f, 1.f, 0.f},
                                                 {0.f, 0.f, 1.f}),
                             balls, "positive_part: balls vs obb3");
}

TEST_P(obbs_pair_kernel, boxes_against_rectangles)
{
    check_against_rectangles(box_cases, 31, "box vs aabb");
}

TEST_P(obbs_pair_kernel, boxes_against_rotated_boxes)
{
    check_against_rotated_boxes(box_cases, 32, "box vs obb ");
}

TEST_P(capsules_pair_kernel, capsules_against_rectangles)
{
    check_against_rectangles(capsule_bullet_cases, 33, "capsule vs aabb");
}

TEST_P(capsules_pair_kernel, capsules_against_rotated_boxes)
{
    check_against_rotated_boxes(capsule_bullet_cases, 34, "capsule vs obb ");
}

TEST_P(capsules_pair_kernel, capsules_against_convex_polygons)
{
    for (const outline_case& c : convex_cases()) {
        const auto shape = hitmask::convex_polygon::make(c.vertices.data(), c.vertices.size());
        float half = 0;
        const vec2 mid = outline_center(c.vertices, half);
        check(shape, bullets_at(outline_seeds(c.vertices), capsule_bullet_cases),
              random_bullets<capsule_bullet>(random_count(), mid, half, 35), "capsule vs convex " + c.name, 4);
    }
}

/// The screened pairs (two_stage: the one-shape driver holds up to 128 blocks' undecided lanes,
/// 8,192 elements, before the full test) on a sparse field, as a bullet hell has: 20,000 discs
/// (17,000 on a slow platform: still two full flushes), one in 25 near the shape, so the held blocks span several
/// flushes and the last one is partly filled; as SoA columns and as structs (the strided loads
/// keep their batches, not the caller's columns); every form, and `any` with the only hit in the
/// first or the last block.
TEST_P(circles_pair_kernel, screened_pairs_across_held_blocks)
{
    struct bullet {
        float x, y, r, spin;
    };
    const std::vector<hitmask::vec2> star = {{60, 0}, {10, 10}, {0, 60}, {-10, 10}, {-60, 0}, {-10, -10}, {0, -60}, {10, -10}};
    const std::vector<hitmask::vec2> octagon = {{50, 0}, {35, 35}, {0, 50}, {-35, 35}, {-50, 0}, {-35, -35}, {0, -50}, {35, -35}};
    const auto convex = hitmask::convex_polygon::make(octagon.data(), octagon.size());
    const auto concave = hitmask::polygon::make(star.data(), star.size(), hitmask::fill_rule::non_zero);
    const auto oval = hitmask::ellipse::make({0, 0}, {60, 20}, 0.4f);
    const std::size_t n = scaled(20000, 17000);
    std::mt19937 rng(3434);
    std::uniform_real_distribution<float> far(-2000.f, 2000.f), near(-70.f, 70.f), radius(0.f, 8.f), unit(0.f, 1.f);
    std::vector<bullet> aos(n);
    for (bullet& b : aos) {
        const bool close = unit(rng) < 0.04f;
        b = {close ? near(rng) : far(rng), close ? near(rng) : far(rng), radius(rng), 0.f};
    }
    std::vector<float> x(n), y(n), r(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = aos[i].x;
        y[i] = aos[i].y;
        r[i] = aos[i].r;
    }
    const hitmask::circles_view soa{x.data(), y.data(), r.data(), n};
    const hitmask::strided_circles_view structs = hitmask::strided(aos.data(), n, &bullet::x, &bullet::y, &bullet::r);
    const auto each = [&](const auto& shape, const std::string& name) {
        hitmask::bitmask got(n), expected(n);
        hitmask::reference::test(soa, shape, expected);
        hitmask::test(soa, shape, got);
        EXPECT_TRUE(got == expected) << name << " mask";
        EXPECT_TRUE(other_forms_agree(soa, shape, expected, name + " soa", true));
        EXPECT_TRUE(same_as_soa(structs, soa, shape, name + " structs"));
    };
    each(convex, "octagon");
    each(concave, "star");
    each(oval, "ellipse");
    // the only hit in the first block, then in the last: `any` and count see it either way
    std::vector<float> lone_x(n, 1500.f), lone_y(n, 1500.f), lone_r(n, 1.f);
    for (std::size_t at : {std::size_t{0}, n - 1}) {
        std::fill(lone_x.begin(), lone_x.end(), 1500.f);
        lone_x[at] = 0.f;
        lone_y[at] = 0.f;
        const hitmask::circles_view lone{lone_x.data(), lone_y.data(), lone_r.data(), n};
        EXPECT_TRUE(hitmask::any(lone, convex)) << "hit at " << at;
        EXPECT_EQ(hitmask::count(lone, oval), 1u) << "hit at " << at;
        lone_y[at] = 1500.f;
    }
}

/// The capsule pairs' screen (two_stage: a capsule whose bounding box, padded by r and a relative
/// margin, misses the shape's box is decided as a miss before the sweep) on a sparse field: one
/// capsule in 25 near the shape, one in 50 straddling the screen's edge (a short capsule of radius
/// 1 to 1.8e19, where r² is still finite, beyond a face of the shape's box by r times 1 - 2^-10
/// to 1 + 2^-9: gaps of 0 and less hit, and from radius 1e3 on the widest gaps lie past the
/// padding), one in 100 at the extremes (ends at 1e30 to the float max, r = inf, NaN), the rest
/// far; every form, held blocks across flushes. Tiny motions: sweep_test's
/// tiny_motions_match_reference.
TEST_P(capsules_pair_kernel, screened_capsules_across_held_blocks)
{
    const std::size_t n = scaled(20000, 17000);
    std::mt19937 rng(3535);
    std::uniform_real_distribution<float> far(-2000.f, 2000.f), near(-70.f, 70.f), step(-30.f, 30.f),
        radius(0.f, 8.f), unit(0.f, 1.f);
    const float radii[] = {1.f, 1e3f, 1e10f, 1.8e19f};
    const float gaps[] = {-0x1p-10f, -0x1p-20f, 0.f, 0x1p-20f, 0x1p-14f, 0x1p-12f, 0x1p-11f, 0x1p-9f};
    const float extremes[] = {1e30f, 3e38f, std::numeric_limits<float>::max(), -3e38f, inf, nan};
    const float max_x = 50.f; // the right face of every shape's box below
    std::vector<float> x0(n), y0(n), x1(n), y1(n), r(n);
    for (std::size_t i = 0; i < n; ++i) {
        const float u = unit(rng);
        const bool straddles = u >= 0.04f && u < 0.06f;
        if (u < 0.04f) {
            x0[i] = near(rng);
            y0[i] = near(rng);
            r[i] = radius(rng);
        } else if (straddles) { // beyond the right face by r (1 + gap), the ends 1 apart in y
            r[i] = radii[rng() % 4];
            x0[i] = max_x + r[i] * (1.f + gaps[rng() % 8]);
            y0[i] = 0.f;
        } else if (u < 0.07f) {
            x0[i] = extremes[rng() % 6];
            y0[i] = far(rng);
            r[i] = rng() % 2 ? radius(rng) : extremes[rng() % 6];
        } else {
            x0[i] = far(rng);
            y0[i] = far(rng);
            r[i] = radius(rng);
        }
        x1[i] = x0[i] + (straddles ? 0.f : step(rng));
        y1[i] = y0[i] + (straddles ? 1.f : step(rng));
    }
    const hitmask::capsules_view view{x0.data(), y0.data(), x1.data(), y1.data(), r.data(), n};
    const std::vector<hitmask::vec2> octagon = {{50, 0}, {35, 35}, {0, 50}, {-35, 35}, {-50, 0}, {-35, -35}, {0, -50}, {35, -35}};
    const auto each = [&](const auto& shape, const std::string& name) {
        hitmask::bitmask got(n), expected(n);
        hitmask::reference::test(view, shape, expected);
        hitmask::test(view, shape, got);
        EXPECT_TRUE(got == expected) << name << " mask";
        EXPECT_TRUE(other_forms_agree(view, shape, expected, name, true));
    };
    each(hitmask::aabb::make({-40, -30}, {max_x, 20}), "rectangle");
    each(hitmask::obb::make({0, 0}, {max_x, 20}, 0.f), "box, unrotated"); // its right face at 50 too
    each(hitmask::obb::make({0, 0}, {45, 15}, 0.6f), "box at 0.6 rad");
    each(hitmask::convex_polygon::make(octagon.data(), octagon.size()), "octagon");
}

HITMASK_INSTANTIATE_PER_ISA(circles_pair_kernel);
HITMASK_INSTANTIATE_PER_ISA(obbs_pair_kernel);
HITMASK_INSTANTIATE_PER_ISA(capsules_pair_kernel);

} // namespace
