// Ray casts on every ISA against the reference, hit bits and distance bits: for each view,
// elements on and one ulp beside every boundary (tangent rays, rays ending on the rim, origins
// on the rim and inside, degenerate elements), special values in every column, random elements,
// every tail length and start offset; strided views; ranges; the closest hit and its ties.
// These drive src/kernels/ray_driver.hpp (drive_ray, and visit_blocks_in_order in simd_driver.hpp) through the public API:
// its SoA and strided block walks (strided_views_match_soa), the tail block's zero padding
// masked out (every length 0-130), the closest form's per-batch scan and bound updates across
// lanes, batches and blocks (ties_go_to_the_lowest_index, and every comparison's closest hit),
// the bounded filter of discs and balls (near_tangent_and_inside_lanes_pass_the_filter, the
// finite-length rays) and distances written only within the view (ray_same_as_reference's
// sentinel, and tests/raycast_api_test.cpp's guard pages).
#include <algorithm>
#include <numeric>
#include <random>

#include "../support/field_columns.hpp"
#include "../support/isa_test.hpp"
#include "../support/ray_cases.hpp"

namespace {

using namespace hitmask_test;

const vec2 origin{100.25f, -37.5f};
const vec3 origin3{100.25f, -37.5f, 12.f};

/// Every test ray against the view's boundary cases (and their special values) and random
/// elements around the origin; every length for one ray.
template <class E, class Cases>
void check_rays_against(const Cases& cases, const std::string& name)
{
    const std::vector<E> random = random_bullets<E>(1000, offset(origin, {1.f, 1.f}, 20.f), 60.f, 31);
    const std::vector<hitmask::ray> rays = test_rays(origin);
    for (std::size_t k = 0; k < rays.size(); ++k) {
        const std::string what = name + " ray " + std::to_string(k);
        expect_ray_same_as_reference(rays[k], cases(rays[k]), what + " boundary");
        expect_ray_same_as_reference(rays[k], random, what + " random", 2);
        if (k % 3 == 2) expect_cut_rays_same_as_reference(rays[k], cases(rays[k]), what + " boundary");
        if (k % 3 == 1) expect_ray_same_as_reference(rays[k], with_special_columns(cases(rays[k])), what + " special", 1);
    }
    expect_every_ray_length_same_as_reference(rays[19], cases(rays[19]), name + " tail");
}

class raycast_kernel : public per_isa {};

TEST_P(raycast_kernel, discs_match_reference)
{
    check_rays_against<disc>([](const hitmask::ray& r) { return disc_cases(r); }, "circles");
    const std::vector<hitmask::ray> rays = test_rays(origin);
    for (std::size_t k = 0; k < rays.size(); k += 4)
        expect_ray_same_as_reference(rays[k], random_discs(1000, origin, 80.f, 5), "circles random discs", 2);
}

TEST_P(raycast_kernel, capsules_match_reference)
{
    check_rays_against<capsule_bullet>([](const hitmask::ray& r) { return capsule_cases(r); }, "capsules");
}

TEST_P(raycast_kernel, boxes_match_reference)
{
    check_rays_against<box_bullet>(box_ray_cases, "obbs");
}

TEST_P(raycast_kernel, ellipses_match_reference)
{
    check_rays_against<oval_bullet>(oval_ray_cases, "ellipses");
}

TEST_P(raycast_kernel, spheres_match_reference)
{
    const std::vector<ball> random = random_balls(1000, origin3, 60.f, 17);
    const std::vector<hitmask::ray3> rays = test_rays3(origin3);
    for (std::size_t k = 0; k < rays.size(); ++k) {
        const std::string what = "spheres ray " + std::to_string(k);
        expect_ray_same_as_reference(rays[k], ball_cases(rays[k]), what + " boundary");
        expect_ray_same_as_reference(rays[k], random, what + " random", 2);
        if (k % 3 == 2) expect_cut_rays_same_as_reference(rays[k], ball_cases(rays[k]), what + " boundary");
        if (k % 3 == 1)
            expect_ray_same_as_reference(rays[k], with_special_columns(ball_cases(rays[k])), what + " special", 1);
    }
    expect_every_ray_length_same_as_reference(rays[13], ball_cases(rays[13]), "spheres tail");
}

// Rays far from elements much smaller than their distance, and elements near float's range:
// the same bits, and no hit out of overflow.
TEST_P(raycast_kernel, far_and_huge_elements_match_reference)
{
    std::vector<disc> far;
    for (float d : {1e4f, 1e6f, 1e12f, 1e18f, 1e19f, 3e19f, 1e30f, 3.4e38f})
        for (float rad : {0.f, 1.f, 1e3f, 1e19f, 2e19f, 3.4e38f})
            for (float side : {0.f, 1.f, -1.f, 0.999f})
                far.push_back({d, side * rad, rad});
    const auto r = hitmask::ray::make({0.f, 0.f}, {1.f, 0.f}, ray_inf);
    const auto back = hitmask::ray::make({-3.4e38f, 0.f}, {1.f, 0.f}, ray_inf);
    expect_ray_same_as_reference(r, with_column_neighbours(far), "far discs");
    expect_ray_same_as_reference(back, far, "discs from the far end");
    hitmask::bitmask hits(far.size());
    const offset_columns<disc> c(far, 0);
    hitmask::raycast(c.view(), back, hits, nullptr);
    for (std::size_t i : hits.set_bits())
        EXPECT_LT(std::fabs(far[i].x), 1.9e19f) << describe(c, i) << ": a hit from 3.4e38 away";
}

// The kernels' filter before the exact formula (near the line, not behind the best hit) must
// pass every lane that can hit: discs an ulp or a few off tangency at every distance scale,
// origins on and a rounding inside rims, zero radii whose squared distance underflows, and a
// first hit a hair from the origin, so the bound is tiny when the inside lanes come.
TEST_P(raycast_kernel, near_tangent_and_inside_lanes_pass_the_filter)
{
    std::mt19937 rng(77);
    std::uniform_real_distribution<float> unit(-1.f, 1.f);
    for (int trial = 0; trial < 40; ++trial) {
        const hitmask::ray r = hitmask::ray::make({unit(rng) * 100.f, unit(rng) * 100.f}, {unit(rng), unit(rng)}, ray_inf);
        const vec2 u = r.direction(), n = normal_of(r);
        std::vector<disc> discs;
        for (float scale = 1e-3f; scale < 1e8f; scale *= 7.3f) {
            const float rad = scale * 0.01f * (1.f + unit(rng) * 0.5f);
            const vec2 c = along(r, scale);
            for (int m = -4; m <= 4; ++m) {
                const float off = rad * (1.f + static_cast<float>(m) * 0x1p-22f);
                discs.push_back({c.x + off * n.x, c.y + off * n.y, rad});
                discs.push_back({c.x - off * n.x, c.y - off * n.y, rad});
            }
        }
        for (float tiny : {0.f, 1e-30f, -1e-30f, 1e-23f, 1e-38f}) {
            const vec2 o = r.origin();
            discs.push_back({o.x + tiny, o.y - tiny, 0.f});              // r = 0, the square underflows
            discs.push_back({o.x + 2.5f * u.x + tiny, o.y + 2.5f * u.y, 2.5f}); // the origin on the rim
            discs.push_back({o.x - 2.5f * u.x, o.y - 2.5f * u.y + tiny, 2.5f}); // behind, the origin on its rim
        }
        discs.push_back({r.origin().x + 1e-6f * u.x + 3.f * n.x, r.origin().y + 1e-6f * u.y + 3.f * n.y, 3.f});
        std::shuffle(discs.begin(), discs.end(), rng);
        expect_ray_same_as_reference(r, with_column_neighbours(discs), "trial " + std::to_string(trial));
        if (HasFailure()) return;
    }
}

TEST_P(raycast_kernel, strided_views_match_soa)
{
    struct enemy {
        int id;
        float x, y, r;
        float z;
    };
    std::vector<enemy> enemies;
    for (const disc& d : random_discs(300, origin, 80.f, 9))
        enemies.push_back({1, d.x, d.y, d.r, d.x * 0.5f});
    const std::vector<float> x = column_of(enemies, &enemy::x), y = column_of(enemies, &enemy::y),
                             z = column_of(enemies, &enemy::z), r = column_of(enemies, &enemy::r);
    for (const hitmask::ray& ray : test_rays(origin)) {
        for (std::size_t n : {std::size_t{0}, std::size_t{63}, std::size_t{64}, std::size_t{300}}) {
            const auto strided = hitmask::strided(enemies.data(), n, &enemy::x, &enemy::y, &enemy::r);
            const hitmask::circles_view soa{x.data(), y.data(), r.data(), n};
            hitmask::bitmask a(n), b(n);
            std::vector<float> da(n + 1), db(n + 1); // never empty: memcmp takes no null pointer
            EXPECT_EQ(hitmask::raycast(strided, ray, a, da.data()), hitmask::reference::raycast(soa, ray, b, db.data()));
            EXPECT_TRUE(a == b);
            EXPECT_EQ(0, std::memcmp(da.data(), db.data(), n * sizeof(float)));
            const auto first = hitmask::raycast_closest(strided, ray), ref = hitmask::reference::raycast_closest(soa, ray);
            EXPECT_EQ(first.index, ref.index);
            EXPECT_TRUE(same_bits(first.distance, ref.distance));
        }
    }
    const auto ray3 = hitmask::ray3::make({0.f, -37.5f, 0.f}, {1.f, 0.01f, 0.5f}, ray_inf);
    const auto strided3 = hitmask::strided_spheres(enemies, &enemy::x, &enemy::y, &enemy::z, &enemy::r);
    const hitmask::spheres_view soa3{x.data(), y.data(), z.data(), r.data(), x.size()};
    hitmask::bitmask a(x.size()), b(x.size());
    std::vector<float> da(x.size()), db(x.size());
    hitmask::raycast(strided3, ray3, a, da.data());
    hitmask::reference::raycast(soa3, ray3, b, db.data());
    EXPECT_TRUE(a == b);
    EXPECT_EQ(0, std::memcmp(da.data(), db.data(), x.size() * sizeof(float)));
    EXPECT_EQ(hitmask::raycast_closest(strided3, ray3).index, hitmask::reference::raycast_closest(soa3, ray3).index);
}

TEST_P(raycast_kernel, ranges_equal_the_whole_view)
{
    const std::vector<disc> discs = random_discs(1000, origin, 80.f, 21);
    const offset_columns<disc> c(discs, 0);
    const auto v = c.view();
    for (const hitmask::ray& ray : test_rays(origin)) {
        hitmask::bitmask whole(v.size), parts(v.size);
        std::vector<float> dw(v.size), dp(v.size, -1.f);
        const std::size_t total = hitmask::raycast(v, ray, whole, dw.data());
        std::size_t sum = 0;
        hitmask::ray_hit best{hitmask::no_hit, ray_inf};
        for (std::size_t begin = 0; begin < v.size; begin += 192) {
            const std::size_t end = std::min(v.size, begin + 192);
            sum += hitmask::raycast_range(v, ray, parts, dp.data(), begin, end);
            const hitmask::ray_hit h = hitmask::raycast_closest_range(v, ray, begin, end);
            EXPECT_EQ(h.index, hitmask::reference::raycast_closest_range(v, ray, begin, end).index);
            if (h.index != hitmask::no_hit) {
                EXPECT_GE(h.index, begin);
                EXPECT_LT(h.index, end);
            }
            if (h.distance < best.distance) best = h;
        }
        EXPECT_EQ(sum, total);
        EXPECT_TRUE(parts == whole);
        EXPECT_EQ(0, std::memcmp(dw.data(), dp.data(), v.size * sizeof(float)));
        const hitmask::ray_hit first = hitmask::raycast_closest(v, ray);
        EXPECT_EQ(best.index, first.index);
        EXPECT_TRUE(same_bits(best.distance, first.distance));
    }
}

// Equal distances: the lowest index wins, across lanes, batches and blocks.
TEST_P(raycast_kernel, ties_go_to_the_lowest_index)
{
    const auto r = hitmask::ray::make({0.f, 0.f}, {1.f, 0.f}, ray_inf);
    for (std::size_t first : {std::size_t{0}, std::size_t{5}, std::size_t{63}, std::size_t{64}, std::size_t{130}}) {
        std::vector<disc> discs(200, disc{-50.f, 0.f, 1.f}); // behind: misses
        for (std::size_t i = first; i < discs.size(); i += 37)
            discs[i] = {10.f, 0.f, 2.f}; // all entered at t = 8
        const offset_columns<disc> c(discs, 3);
        const hitmask::ray_hit h = hitmask::raycast_closest(c.view(), r);
        EXPECT_EQ(h.index, first);
        EXPECT_EQ(h.distance, 8.f);
    }
    const offset_columns<disc> none(std::vector<disc>(70, disc{-50.f, 0.f, 1.f}), 0);
    const hitmask::ray_hit miss = hitmask::raycast_closest(none.view(), r);
    EXPECT_EQ(miss.index, hitmask::no_hit);
    EXPECT_EQ(miss.distance, ray_inf);
}

HITMASK_INSTANTIATE_PER_ISA(raycast_kernel);

} // namespace
