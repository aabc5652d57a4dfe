// The demo's scene: building the frame.
#include "frame.hpp"

#include <cmath>

#include "portable_random.hpp"

namespace demo {

namespace {

constexpr float two_pi = 6.2831853f;

/// Spirals; each bullet flies outwards from its emitter at 1.2 to 2.4 pixels per frame.
void add_spirals(frame& f, std::size_t count, portable_random& rng)
{
    hitmask::point_buffer& out = f.bullets;
    const hitmask::vec2 emitters[] = {{320, 260}, {640, 180}, {960, 260}};
    const int arms = 7;
    for (std::size_t i = 0; i < count; ++i) {
        const hitmask::vec2 e = emitters[i % 3];
        const float k = static_cast<float>(i / 3);
        const int arm = static_cast<int>(i / 3) % arms;
        // each arm winds outwards: angle grows with distance
        const float dist = 6.f + std::fmod(k * 0.37f, 760.f);
        const float angle = dist * 0.011f + static_cast<float>(arm) * two_pi / arms + (i % 3 == 1 ? 0.5f : 0.f);
        const hitmask::vec2 u = cos_sin(angle);
        const float jx = rng.uniform(-1.5f, 1.5f), jy = rng.uniform(-1.5f, 1.5f);
        out.push_back({e.x + dist * u.x + jx, e.y + dist * u.y + jy});
        const float speed = 1.2f + 0.3f * static_cast<float>((i / 3) % 5);
        f.vx.push_back(speed * u.x);
        f.vy.push_back(speed * u.y);
    }
}

/// Rings of 96; each ring expands at 0.8 to 2 pixels per frame.
void add_rings(frame& f, std::size_t count, portable_random& rng)
{
    hitmask::point_buffer& out = f.bullets;
    std::size_t left = count, rings = 0;
    while (left > 0) {
        const float cx = rng.uniform(200.f, 1080.f), cy = rng.uniform(150.f, 800.f);
        const hitmask::vec2 c{cx, cy};
        const float radius = rng.uniform(30.f, 260.f);
        const std::size_t n = left < 96 ? left : 96;
        for (std::size_t j = 0; j < n; ++j) {
            const float a = two_pi * static_cast<float>(j) / static_cast<float>(n);
            const hitmask::vec2 u = cos_sin(a);
            out.push_back({c.x + radius * u.x, c.y + radius * u.y});
            const float speed = 0.8f + 0.4f * static_cast<float>(rings % 4);
            f.vx.push_back(speed * u.x);
            f.vy.push_back(speed * u.y);
        }
        left -= n;
        ++rings;
    }
}

/// Kunai in rings around a point beside the player, each pointing out from the ring's centre,
/// so a few come within the hitbox and more within the graze ring.
void add_kunai(oriented_bullets& out, hitmask::vec2 player, std::size_t count, portable_random& rng)
{
    for (std::size_t i = 0; i < count; ++i) {
        const float ring = static_cast<float>(i / 32), a = two_pi * static_cast<float>(i % 32) / 32 + 0.1f * ring;
        const float dist = 14.f + 9.f * ring;
        const hitmask::vec2 u = cos_sin(a);
        const hitmask::vec2 c{player.x + 25.f + dist * u.x, player.y + dist * u.y};
        out.push_back(c, a + rng.uniform(-0.08f, 0.08f), 8.f, 2.f);
    }
}

/// Rice in a spiral from an emitter above the player, each along its direction of flight.
void add_rice(oriented_bullets& out, hitmask::vec2 player, std::size_t count, portable_random& rng)
{
    const hitmask::vec2 emitter{player.x + 40.f, player.y - 150.f};
    for (std::size_t i = 0; i < count; ++i) {
        const float k = static_cast<float>(i);
        const float dist = 10.f + std::fmod(k * 0.9f, 420.f), a = dist * 0.02f + static_cast<float>(i % 5) * two_pi / 5;
        const hitmask::vec2 u = cos_sin(a);
        const float jx = rng.uniform(-2.f, 2.f), jy = rng.uniform(-2.f, 2.f);
        const hitmask::vec2 c{emitter.x + dist * u.x + jx, emitter.y + dist * u.y + jy};
        out.push_back(c, a, 6.f, 3.f);
    }
}

/// The player's shots, r 3 to 5, spaced 15 apart as the player fires them: four straight
/// streams that trace the player's sway over the last frames, and two fanned at ±20° from
/// where it is now.
void add_shots(round_bullets& out, hitmask::vec2 player)
{
    const auto add = [&out](float x, float y, std::size_t k) {
        out.x.push_back(x);
        out.y.push_back(y);
        out.r.push_back(3.f + static_cast<float>(k % 3));
    };
    for (std::size_t k = 0; 24.f + 15.f * static_cast<float>(k) < player.y + 10.f; ++k) {
        const float up = 24.f + 15.f * static_cast<float>(k);
        const float sway = 150.f * cos_sin(up * 0.0065f).y;
        for (float offset : {-21.f, -7.f, 7.f, 21.f})
            add(player.x + sway + offset, player.y - up, k);
        for (float side : {-1.f, 1.f}) {
            const float a = hitmask::radians(-90.f + side * 20.f);
            const hitmask::vec2 u = cos_sin(a);
            const float y = player.y + up * u.y;
            if (y > -10.f) add(player.x + up * u.x, y, k);
        }
    }
}

/// Twelve fast bullets from each enemy in a fan of 60 degrees around the direction to the
/// player, 26 to 32 pixels per frame, the k-th of a fan k * 37 pixels along its flight.
void add_fast(frame& f)
{
    for (std::size_t j = 0; j < f.enemies.size(); ++j) {
        const hitmask::vec2 e{f.enemy_discs.x[j], f.enemy_discs.y[j]};
        // the direction to the player turned by the fan's angle: sqrt and the portable cos and
        // sin only, so every platform places the same bullets
        const float dx = f.player.x - e.x, dy = f.player.y - e.y, len = std::sqrt(dx * dx + dy * dy);
        const hitmask::vec2 aim{dx / len, dy / len};
        for (int k = 0; k < 12; ++k) {
            const float kf = static_cast<float>(k);
            const hitmask::vec2 turn = cos_sin(hitmask::radians(-30.f + 60.f * kf / 11.f));
            const hitmask::vec2 u{aim.x * turn.x - aim.y * turn.y, aim.x * turn.y + aim.y * turn.x};
            const float speed = 26.f + 2.f * static_cast<float>(k % 4), along = 30.f + 37.f * kf;
            f.fast.x.push_back(e.x + along * u.x);
            f.fast.y.push_back(e.y + along * u.y);
            f.fast.vx.push_back(speed * u.x);
            f.fast.vy.push_back(speed * u.y);
        }
    }
}

/// A beam from `origin` at `angle` (the direction from the library's portable cos and sin), up
/// to `length`, cast against the enemies.
beam fire(hitmask::vec2 origin, float angle, float length, hitmask::circles_view enemies)
{
    const hitmask::vec2 u = cos_sin(angle);
    const hitmask::ray r = hitmask::ray::make(origin, u, length);
    return {r, angle, hitmask::raycast_closest(enemies, r)};
}

} // namespace

void oriented_bullets::push_back(hitmask::vec2 c, float angle, float along, float across)
{
    cx.push_back(c.x);
    cy.push_back(c.y);
    ux.push_back(0.f);
    uy.push_back(0.f);
    hitmask::unit_axes(&angle, &ux.back(), &uy.back(), 1);
    a.push_back(along);
    b.push_back(across);
}

frame make_frame(std::size_t bullets, std::uint32_t seed)
{
    portable_random rng(seed);
    frame f;
    f.bullets.reserve(bullets);
    f.vx.reserve(bullets);
    f.vy.reserve(bullets);
    add_spirals(f, bullets * 6 / 10, rng);
    add_rings(f, bullets - f.bullets.size(), rng);
    f.grazed.assign(f.bullets.size(), 0);
    f.screen = hitmask::aabb::make({-16.f, -16.f}, {arena_width + 16.f, arena_height + 16.f});

    f.player = {640.f, 780.f};
    f.hitbox_radius = 4.f;
    f.graze_radius = 32.f;
    f.wall = hitmask::aabb::make({140.f, 560.f}, {460.f, 590.f});
    // the level's walls: the wall, a block in the middle, a ledge on the right and two pillars;
    // they hide the player from four of the enemies
    f.walls.push_back(f.wall);
    f.walls.push_back(hitmask::aabb::make({560.f, 430.f}, {720.f, 452.f}));
    f.walls.push_back(hitmask::aabb::make({840.f, 300.f}, {990.f, 322.f}));
    f.walls.push_back(hitmask::aabb::make({250.f, 250.f}, {272.f, 400.f}));
    f.walls.push_back(hitmask::aabb::make({1060.f, 420.f}, {1082.f, 560.f}));
    // a concave rock with a notch, as a level's collision outline would be
    f.rock_outline = {{880, 560}, {1010, 520}, {1120, 580}, {1090, 690}, {1010, 640}, {960, 720}, {860, 670}};
    f.rock = hitmask::polygon::make(f.rock_outline.data(), f.rock_outline.size(), hitmask::fill_rule::non_zero);

    const std::size_t oriented = bullets / 25 > 64 ? bullets / 25 : 64;
    add_kunai(f.kunai, f.player, oriented, rng);
    add_rice(f.rice, f.player, oriented, rng);
    // a bent laser of 256 nodes waving across the field, grazing the player from below
    for (int j = 0; j < 256; ++j) {
        const float t = static_cast<float>(j);
        f.laser.x.push_back(80.f + 4.4f * t);
        f.laser.y.push_back(810.f + 70.f * cos_sin(t * 0.045f).y);
        if (j > 0) f.laser.w.push_back(5.f);
    }

    // Eight enemies along the top; odd ones look at the player with a facing cone, even ones
    // sweep a start/end arc (one reflex, one wrapping past 0).
    const float arcs[4][2] = {{40, 140}, {-30, 210}, {330, 30}, {60, 80}};
    for (int i = 0; i < 8; ++i) {
        const hitmask::vec2 e{100.f + 154.f * static_cast<float>(i), 90.f + (i % 2 ? 60.f : 0.f)};
        f.enemies.push_back(hitmask::circle::make(e, 26.f));
        if (i % 2) {
            const hitmask::vec2 dir{f.player.x - e.x, f.player.y - e.y};
            const float fov = hitmask::radians(50.f + 10.f * static_cast<float>(i));
            const float a = std::atan2(dir.y, dir.x); // for drawing only: the shape is made from dir
            f.sectors.push_back({"enemy " + std::to_string(i) + " cone (facing)",
                                 hitmask::sector::facing(e, dir, fov, 420.f), a - fov / 2, a + fov / 2, dir, fov});
        } else {
            const float s = hitmask::radians(arcs[i / 2][0]), t = hitmask::radians(arcs[i / 2][1]);
            f.sectors.push_back(
                {"enemy " + std::to_string(i) + " arc (between)", hitmask::sector::between(e, s, t, 300.f), s, t});
        }
    }
    for (std::size_t i = 0; i < f.enemies.size(); ++i) {
        const hitmask::circle e = f.enemies[i];
        f.enemy_discs.x.push_back(e.center().x);
        f.enemy_discs.y.push_back(e.center().y);
        f.enemy_discs.r.push_back(e.radius());
    }
    // Two lasers fired up the field; each stops at the first enemy its ray meets.
    f.round_beam = fire({60.f, 700.f}, hitmask::radians(-48.f), 1000.f, f.enemies_view());
    f.flat_beam = fire({1240.f, 660.f}, hitmask::radians(-111.f), 900.f, f.enemies_view());
    const hitmask::vec2 a = f.round_beam.ray.origin(), u = f.round_beam.ray.direction();
    const float reach = f.round_beam.length();
    f.round_laser = hitmask::capsule::make(a, {a.x + reach * u.x, a.y + reach * u.y}, 9.f);
    const hitmask::vec2 o = f.flat_beam.ray.origin(), w = f.flat_beam.ray.direction();
    const float half = f.flat_beam.length() / 2;
    f.flat_laser = hitmask::obb::make({o.x + half * w.x, o.y + half * w.y}, {half, 7.f}, f.flat_beam.angle);
    for (std::size_t i = 0; i < f.enemies.size(); ++i) {
        f.sight_x1.push_back(f.player.x);
        f.sight_y1.push_back(f.player.y);
    }
    add_fast(f);
    add_shots(f.shots, f.player);
    // six homing shots at different heights of their flight, alternating sides, flying up
    for (int k = 0; k < 6; ++k) {
        const float side = k % 2 ? 1.f : -1.f, kf = static_cast<float>(k);
        f.homing.x.push_back(f.player.x + side * (40.f + 30.f * kf));
        f.homing.y.push_back(f.player.y - 60.f - 70.f * kf);
        f.homing.vx.push_back(0.f);
        f.homing.vy.push_back(-8.f);
    }
    return f;
}

} // namespace demo
