// Oriented bullets (obbs_view, ellipses_view, capsules_view) against the player's point and
// disc on every ISA vs the reference, bit for bit: bullets on and one ulp beside every boundary
// (box edges and corners, the ellipse rim, capsule sides and caps), zero extents, special values
// in every column, random bullets, every tail length and start offset, and hit + graze.
#include <limits>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/oriented_cases.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask_test::inf;

const vec2 player{100.25f, -37.5f};

template <class E, class Cases>
void check_view(const Cases& cases, const std::string& name)
{
    for (float radius : {0.f, 3.f}) {
        const std::vector<E> boundary = with_column_neighbours(cases(player, radius));
        const std::vector<E> special = with_special_columns(cases(player, radius));
        const std::vector<E> random = random_bullets<E>(4099, player, 60.f, 99);
        const std::string what = name + (radius == 0.f ? " vs point" : " vs disc");
        if (radius == 0.f) {
            const hitmask::point p = player;
            expect_same_as_reference(p, boundary, what + " boundary");
            expect_same_as_reference(p, special, what + " special values", 2);
            expect_same_as_reference(p, random, what + " random", 2);
            expect_every_length_same_as_reference(p, boundary, what + " tail");
        }
        const hitmask::circle disc = hitmask::circle::make(player, radius);
        expect_same_as_reference(disc, boundary, what + " (disc) boundary");
        expect_same_as_reference(disc, special, what + " (disc) special values", 2);
        expect_same_as_reference(disc, random, what + " (disc) random", 2);
        expect_every_length_same_as_reference(disc, boundary, what + " (disc) tail");
    }
}

template <class E>
void check_hit_graze(const std::vector<E>& bullets, const std::string& name)
{
    const offset_columns<E> c(bullets, 3);
    const auto v = c.view();
    hitmask::bitmask hit(v.size), graze(v.size), ref_hit(v.size), ref_graze(v.size), disc(v.size);
    hitmask::reference::test_hit_graze(v, player, 3.f, 24.f, ref_hit, ref_graze);
    hitmask::test_hit_graze(v, player, 3.f, 24.f, hit, graze);
    EXPECT_TRUE(hit == ref_hit) << name;
    EXPECT_TRUE(graze == ref_graze) << name;
    hitmask::reference::test(v, hitmask::circle::make(player, 3.f), disc);
    EXPECT_TRUE(hit == disc) << name << ": hit must be exactly the disc test";
}

class oriented_bullets_kernel : public per_isa {};

TEST_P(oriented_bullets_kernel, boxes_match_reference)
{
    check_view<box_bullet>(box_cases, "obbs");
}

TEST_P(oriented_bullets_kernel, ellipses_match_reference)
{
    check_view<oval_bullet>(oval_cases, "ellipses");
}

TEST_P(oriented_bullets_kernel, capsules_match_reference)
{
    check_view<capsule_bullet>(capsule_bullet_cases, "capsules");
}

// Two special values at once, which with_special_columns (one column at a time) does not make:
// an infinite half extent and an infinite projection (a huge centre or an infinite axis), so
// |q·u| - h is inf - inf = NaN, a gap of 0 in the reference. The soak run found a kernel that
// kept that NaN and missed.
TEST_P(oriented_bullets_kernel, infinite_extents_with_infinite_projections_match_reference)
{
    std::vector<box_bullet> bullets;
    for (float h : {inf, 4.f})
        for (float axis : {inf, -inf, 1.f})
            for (float far : {-3.4e38f, -1e19f, 0.f, 1e19f, 3.4e38f}) {
                bullets.push_back({player.x + 1.f, far, 1e-25f, axis, h, 2.f});
                bullets.push_back({far, player.y - 1.f, axis, 0.5f, 3.f, h});
                bullets.push_back({-4e-7f, far, -1e-25f, axis, h, h});
            }
    const std::vector<box_bullet> neighbours = with_column_neighbours(bullets);
    for (float radius : {0.f, 1.0000001f, 3.f}) {
        const hitmask::circle disc = hitmask::circle::make(player, radius);
        expect_same_as_reference(disc, neighbours, "obbs vs disc, infinite extents and projections");
    }
    expect_same_as_reference(hitmask::point(player), neighbours, "obbs vs point, infinite extents and projections");
}

TEST_P(oriented_bullets_kernel, hit_and_graze_match_reference)
{
    check_hit_graze(with_column_neighbours(box_cases(player, 24.f)), "obbs");
    check_hit_graze(with_column_neighbours(oval_cases(player, 24.f)), "ellipses");
    check_hit_graze(with_column_neighbours(capsule_bullet_cases(player, 24.f)), "capsules");
}

HITMASK_INSTANTIATE_PER_ISA(oriented_bullets_kernel);

} // namespace
