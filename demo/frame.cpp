// Demo: building the frame.
#include "frame.hpp"

#include <cmath>
#include <random>

namespace demo {

namespace {

constexpr float two_pi = 6.2831853f;

void add_spirals(hitmask::point_buffer& out, std::size_t count, std::mt19937& rng)
{
    const hitmask::vec2 emitters[] = {{320, 260}, {640, 180}, {960, 260}};
    std::uniform_real_distribution<float> jitter(-1.5f, 1.5f);
    const int arms = 7;
    for (std::size_t i = 0; i < count; ++i) {
        const hitmask::vec2 e = emitters[i % 3];
        const float k = static_cast<float>(i / 3);
        const int arm = static_cast<int>(i / 3) % arms;
        // each arm winds outwards: angle grows with distance
        const float dist = 6.f + std::fmod(k * 0.37f, 760.f);
        const float angle = dist * 0.011f + static_cast<float>(arm) * two_pi / arms + (i % 3 == 1 ? 0.5f : 0.f);
        out.push_back({e.x + dist * std::cos(angle) + jitter(rng), e.y + dist * std::sin(angle) + jitter(rng)});
    }
}

void add_rings(hitmask::point_buffer& out, std::size_t count, std::mt19937& rng)
{
    std::uniform_real_distribution<float> cx(200.f, 1080.f), cy(150.f, 800.f), r(30.f, 260.f);
    std::size_t left = count;
    while (left > 0) {
        const hitmask::vec2 c{cx(rng), cy(rng)};
        const float radius = r(rng);
        const std::size_t n = left < 96 ? left : 96;
        for (std::size_t j = 0; j < n; ++j) {
            const float a = two_pi * static_cast<float>(j) / static_cast<float>(n);
            out.push_back({c.x + radius * std::cos(a), c.y + radius * std::sin(a)});
        }
        left -= n;
    }
}

} // namespace

frame make_frame(std::size_t bullets, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    frame f;
    f.bullets.reserve(bullets);
    add_spirals(f.bullets, bullets * 6 / 10, rng);
    add_rings(f.bullets, bullets - f.bullets.size(), rng);

    f.player = {640.f, 780.f};
    f.hitbox_radius = 4.f;
    f.graze_radius = 32.f;
    f.wall = hitmask::aabb::make({140.f, 560.f}, {460.f, 590.f});
    // a concave rock with a notch, as a level's collision outline would be
    f.rock_outline = {{880, 560}, {1010, 520}, {1120, 580}, {1090, 690}, {1010, 640}, {960, 720}, {860, 670}};
    f.rock = hitmask::polygon::make(f.rock_outline.data(), f.rock_outline.size(), hitmask::fill_rule::non_zero);
    f.round_laser = hitmask::capsule::make({60.f, 700.f}, {600.f, 420.f}, 9.f);
    f.flat_laser = hitmask::obb::make({900.f, 400.f}, {330.f, 7.f}, hitmask::radians(-20.f));

    // Eight enemies along the top; odd ones look at the player with a facing cone, even ones
    // sweep a start/end arc (one reflex, one wrapping past 0).
    const float arcs[4][2] = {{40, 140}, {-30, 210}, {330, 30}, {60, 80}};
    for (int i = 0; i < 8; ++i) {
        const hitmask::vec2 e{100.f + 154.f * static_cast<float>(i), 90.f + (i % 2 ? 60.f : 0.f)};
        if (i % 2) {
            const hitmask::vec2 dir{f.player.x - e.x, f.player.y - e.y};
            const float fov = hitmask::radians(50.f + 10.f * static_cast<float>(i));
            const float a = std::atan2(dir.y, dir.x);
            f.sectors.push_back({"enemy " + std::to_string(i) + " cone (facing)",
                                 hitmask::sector::facing(e, dir, fov, 420.f), a - fov / 2, a + fov / 2});
        } else {
            const float s = hitmask::radians(arcs[i / 2][0]), t = hitmask::radians(arcs[i / 2][1]);
            f.sectors.push_back(
                {"enemy " + std::to_string(i) + " arc (between)", hitmask::sector::between(e, s, t, 300.f), s, t});
        }
    }
    return f;
}

} // namespace demo
