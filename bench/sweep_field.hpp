// hitmask_sweep_bench's data (fixed seeds):
// - the moving bullets: 4,096 round bullets (radii 2 to 8) in the 600 x 400 arena around the
//   shapes, each moving up to 64 px this frame in any direction, as SoA columns (hitmask, Box2D)
//   and as the array of structs of the plain loop; the points are the same motions without r;
// - the shapes they sweep against, centred in a 1920 x 1080 screen: a 240 x 160 box and a
//   regular octagon of radius 120 (with peers), the same box turned by 0.5 rad and a laser of
//   radius 24 across it (hitmask and its reference only);
// - a level of 500 walls (axis-aligned rectangles 20 to 120 long and 6 to 16 thick, either way
//   round, anywhere in 1920 x 1080), 1,000 enemies outside every wall and the player outside
//   every wall near the middle: the sight lines run from each enemy to the player;
// - the same level in 3D: each wall standing on the floor (z from 0 to 40..160), the enemies'
//   eyes at z 20..60, the player's at 50;
// - 4,096 fast bullets anywhere in that level, each moving up to 64 px this frame (outside the
//   walls or not): the other use of sweep_first, for the grid's crossover rows.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "aligned_column.hpp"
#include "peers/plain_sweeps.hpp"
#include "peers/ray_peers.hpp"
#include "peers/toi_peer.hpp"

namespace sweep_field {

constexpr std::int64_t bullets = 4096;
constexpr std::int64_t sight_lines = 1000;
constexpr std::size_t level_walls = 500;
constexpr float screen_w = 1920, screen_h = 1080;

using column = bench_memory::aligned_column;

using uniform = std::uniform_real_distribution<float>;

/// One bullet's motion this frame: a start drawn in the px x py area, then a direction and a
/// length, the end that far from the start. The arena's bullets and the level's fast bullets move
/// alike; the draws keep this order, so the fixed seeds give the same fields.
inline void random_motion(std::mt19937& rng, uniform& px, uniform& py, uniform& angle, uniform& length, float& x0,
                          float& y0, float& x1, float& y1)
{
    x0 = px(rng);
    y0 = py(rng);
    const float a = angle(rng), l = length(rng);
    x1 = x0 + l * std::cos(a);
    y1 = y0 + l * std::sin(a);
}

/// The moving bullets and the two shapes.
struct arena {
    std::size_t n = bullets;
    column x0{n}, y0{n}, x1{n}, y1{n}, r{n};
    std::vector<plain_sweep::bullet> aos;
    hitmask::aabb box = hitmask::aabb::make({840.f, 460.f}, {1080.f, 620.f});
    /// the rows without peers: the box turned by 0.5 rad, and a laser (a capsule) across it
    hitmask::obb tilted = hitmask::obb::make({960.f, 540.f}, {120.f, 80.f}, 0.5f);
    hitmask::capsule laser = hitmask::capsule::make({840.f, 500.f}, {1080.f, 580.f}, 24.f);
    std::vector<hitmask::vec2> octagon_vertices;
    hitmask::convex_polygon octagon;
    arena() : octagon(make_octagon(octagon_vertices))
    {
        std::mt19937 rng(33);
        std::uniform_real_distribution<float> px(660.f, 1260.f), py(340.f, 740.f), angle(0.f, 6.2831853f),
            length(0.f, 64.f), radius(2.f, 8.f);
        for (std::size_t i = 0; i < n; ++i) {
            random_motion(rng, px, py, angle, length, x0[i], y0[i], x1[i], y1[i]);
            r[i] = radius(rng);
            aos.push_back({x0[i], y0[i], x1[i], y1[i], r[i]});
        }
    }
    static hitmask::convex_polygon make_octagon(std::vector<hitmask::vec2>& v)
    {
        for (int k = 0; k < 8; ++k) {
            const float a = 0.3926991f + 0.7853982f * static_cast<float>(k); // counter-clockwise, flat sides
            v.push_back({960.f + 120.f * std::cos(a), 540.f + 120.f * std::sin(a)});
        }
        return hitmask::convex_polygon::make(v.data(), v.size());
    }
    hitmask::segments_view points() const { return {x0.data(), y0.data(), x1.data(), y1.data(), n}; }
    hitmask::capsules_view discs() const { return {x0.data(), y0.data(), x1.data(), y1.data(), r.data(), n}; }
    toi_peer::motions motions(bool round) const
    {
        return {x0.data(), y0.data(), x1.data(), y1.data(), round ? r.data() : nullptr, n};
    }
    /// The box's or the octagon's corners, counter-clockwise, x (or y) only: the engines' and the
    /// plain loop's form.
    std::vector<float> corners(bool octagon_shape, bool y) const
    {
        if (!octagon_shape) return y ? std::vector<float>{460.f, 460.f, 620.f, 620.f} : std::vector<float>{840.f, 1080.f, 1080.f, 840.f};
        std::vector<float> out;
        for (const hitmask::vec2& v : octagon_vertices)
            out.push_back(y ? v.y : v.x);
        return out;
    }
};

inline const arena& the_arena()
{
    static const arena a;
    return a;
}

/// The level, its sight lines, and the same in 3D.
struct level {
    std::size_t walls = level_walls, lines = sight_lines;
    column cx{walls}, cy{walls}, cz{walls}, hx{walls}, hy{walls}, hz{walls};
    column x0{lines}, y0{lines}, z0{lines}, x1{lines}, y1{lines}, z1{lines};
    std::size_t shots = bullets;
    column bx0{shots}, by0{shots}, bx1{shots}, by1{shots};
    hitmask::shape_set<hitmask::aabb> set;
    hitmask::shape_set<hitmask::aabb3> set3;
    level()
    {
        std::mt19937 rng(500);
        std::uniform_real_distribution<float> px(0.f, screen_w), py(0.f, screen_h), length(10.f, 60.f),
            thickness(3.f, 8.f), height(40.f, 160.f), eye(20.f, 60.f);
        for (std::size_t w = 0; w < walls; ++w) {
            const bool across = rng() & 1u;
            const float a = length(rng), b = thickness(rng);
            cx[w] = px(rng);
            cy[w] = py(rng);
            hx[w] = across ? a : b;
            hy[w] = across ? b : a;
            hz[w] = 0.5f * height(rng);
            cz[w] = hz[w];
        }
        const auto in_a_wall = [&](float x, float y) {
            for (std::size_t w = 0; w < walls; ++w)
                if (std::fabs(x - cx[w]) <= hx[w] && std::fabs(y - cy[w]) <= hy[w]) return true;
            return false;
        };
        float player_x = 960.f, player_y = 540.f;
        while (in_a_wall(player_x, player_y))
            player_x += 7.f;
        for (std::size_t i = 0; i < lines; ++i) {
            do {
                x0[i] = px(rng);
                y0[i] = py(rng);
            } while (in_a_wall(x0[i], y0[i]));
            z0[i] = eye(rng);
            x1[i] = player_x;
            y1[i] = player_y;
            z1[i] = 50.f;
        }
        std::uniform_real_distribution<float> angle(0.f, 6.2831853f), step(0.f, 64.f);
        for (std::size_t i = 0; i < shots; ++i) {
            random_motion(rng, px, py, angle, step, bx0[i], by0[i], bx1[i], by1[i]);
        }
        for (std::size_t w = 0; w < walls; ++w) {
            set.push_back(hitmask::aabb::make({cx[w] - hx[w], cy[w] - hy[w]}, {cx[w] + hx[w], cy[w] + hy[w]}));
            set3.push_back(hitmask::aabb3::make({cx[w] - hx[w], cy[w] - hy[w], cz[w] - hz[w]},
                                                {cx[w] + hx[w], cy[w] + hy[w], cz[w] + hz[w]}));
        }
    }
    hitmask::segments_view sight() const { return {x0.data(), y0.data(), x1.data(), y1.data(), lines}; }
    hitmask::segments_view shots_view() const { return {bx0.data(), by0.data(), bx1.data(), by1.data(), shots}; }
    hitmask::segments3_view sight3() const
    {
        return {x0.data(), y0.data(), z0.data(), x1.data(), y1.data(), z1.data(), lines};
    }
    /// The first `count` walls as a set of their own (a sparser level).
    hitmask::shape_set<hitmask::aabb> first(std::size_t count) const
    {
        hitmask::shape_set<hitmask::aabb> s;
        for (std::size_t w = 0; w < count && w < walls; ++w)
            s.push_back(set[w]);
        return s;
    }
    ray_peer::boxes peer_walls() const { return {cx.data(), cy.data(), hx.data(), hy.data(), walls}; }
    ray_peer::boxes3 peer_walls3() const
    {
        return {cx.data(), cy.data(), cz.data(), hx.data(), hy.data(), hz.data(), walls};
    }
    ray_peer::segment line(std::size_t i) const { return {x0[i], y0[i], x1[i], y1[i]}; }
    ray_peer::segment3 line3(std::size_t i) const { return {x0[i], y0[i], z0[i], x1[i], y1[i], z1[i]}; }
};

inline const level& the_level()
{
    static const level l;
    return l;
}

} // namespace sweep_field
