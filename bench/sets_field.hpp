// Benchmark data for many shapes at once (issue 8): elements (points, or round bullets with a
// radius column) and sets of shapes in a 1920x1080 field, deterministic in their seeds, with
// the circles also as plain columns for the peers.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "sets_peers.hpp"

namespace sets {

constexpr float field_width = 1920.f, field_height = 1080.f;
constexpr float two_pi = 6.2831853f;

/// Points or round bullets.
struct elements {
    hitmask::point_buffer p;
    std::vector<float> r; ///< empty for points

    hitmask::points_view points() const { return p.view(); }
    hitmask::circles_view circles() const { return {p.x(), p.y(), r.data(), p.size()}; }
    sets_peer::discs discs() const { return {p.x(), p.y(), r.empty() ? nullptr : r.data(), p.size()}; }
    void add(float x, float y) { p.push_back({x, y}); }
};

/// n points (radius >= 0: round bullets with radii in [r0, r1]) uniform in the field.
inline elements uniform(std::size_t n, std::uint32_t seed, float r0 = -1.f, float r1 = -1.f)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> x(0.f, field_width), y(0.f, field_height), r(r0, r1);
    elements e;
    e.p.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const float px = x(rng), py = y(rng);
        e.add(px, py);
        if (r0 >= 0) e.r.push_back(r(rng));
    }
    return e;
}

/// Shots in danmaku patterns: from 5 emitters, half in rings of 40 (every 24 px out to 216), half
/// in 6-armed spirals, each bullet's radius in [2, 8].
inline elements danmaku(std::size_t n, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> ex(200.f, 1720.f), ey(150.f, 930.f), radius(2.f, 8.f), jitter(-1.f, 1.f);
    const int emitters = 5;
    std::vector<hitmask::vec2> at;
    for (int k = 0; k < emitters; ++k)
        at.push_back({ex(rng), ey(rng)});
    elements e;
    e.p.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const hitmask::vec2 c = at[i % emitters];
        const std::size_t k = i / emitters;
        float dist, angle;
        if (k % 2 == 0) { // rings
            const std::size_t j = k / 2;
            dist = 24.f * static_cast<float>(1 + (j / 40) % 9);
            angle = two_pi * static_cast<float>(j % 40) / 40.f + 0.05f * static_cast<float>(j / 40);
        } else { // spiral arms winding outwards
            const std::size_t j = k / 2;
            dist = 10.f + std::fmod(3.1f * static_cast<float>(j / 6), 300.f);
            angle = dist * 0.012f + two_pi * static_cast<float>(j % 6) / 6.f;
        }
        e.add(c.x + dist * std::cos(angle) + jitter(rng), c.y + dist * std::sin(angle) + jitter(rng));
        e.r.push_back(radius(rng));
    }
    return e;
}

/// n points on concentric rings (every 4 px out to 60, jittered) around `clusters` centres:
/// 18 clusters of radius 60 cover 18·π·60² = 9.8 % of the field (less where two overlap).
inline elements ring_clusters(std::size_t n, std::size_t clusters, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> cx(60.f, field_width - 60.f), cy(60.f, field_height - 60.f),
        jitter(-1.f, 1.f), phase(0.f, two_pi);
    std::vector<hitmask::vec2> centres;
    for (std::size_t k = 0; k < clusters; ++k)
        centres.push_back({cx(rng), cy(rng)});
    elements e;
    e.p.reserve(n);
    const std::size_t per_cluster = (n + clusters - 1) / clusters, rings = 15;
    for (std::size_t i = 0; i < n; ++i) {
        const hitmask::vec2 c = centres[i / per_cluster];
        const std::size_t k = i % per_cluster, ring = k % rings, slot = k / rings;
        const std::size_t on_ring = (per_cluster + rings - 1) / rings;
        const float dist = 4.f * static_cast<float>(ring + 1) + jitter(rng);
        const float angle = two_pi * static_cast<float>(slot) / static_cast<float>(on_ring) + phase(rng) * 0.01f;
        e.add(c.x + dist * std::cos(angle), c.y + dist * std::sin(angle));
    }
    return e;
}

/// A circle set and the same circles as columns for the peers.
struct circles {
    std::vector<float> x, y, r;
    hitmask::shape_set<hitmask::circle> set;
    sets_peer::discs discs() const { return {x.data(), y.data(), r.data(), x.size()}; }
};

/// `count` circles, centres uniform in the field, radii uniform in [r0, r1].
inline circles uniform_circles(std::size_t count, float r0, float r1, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> x(0.f, field_width), y(0.f, field_height), r(r0, r1);
    circles c;
    for (std::size_t j = 0; j < count; ++j) {
        const float cx = x(rng), cy = y(rng), cr = r(rng);
        c.x.push_back(cx);
        c.y.push_back(cy);
        c.r.push_back(cr);
        c.set.push_back(hitmask::circle::make({cx, cy}, cr));
    }
    return c;
}

/// Sets of each kind for the five forms: `count` shapes of game-object sizes (16-96 across),
/// placed uniformly, deterministic in seed.
struct form_sets {
    hitmask::shape_set<hitmask::circle> circles;
    hitmask::shape_set<hitmask::aabb> aabbs;
    hitmask::shape_set<hitmask::sector> sectors;
    hitmask::shape_set<hitmask::capsule> capsules;
    hitmask::shape_set<hitmask::obb> obbs;

    form_sets(std::size_t count, std::uint32_t seed)
    {
        std::mt19937 rng(seed);
        std::uniform_real_distribution<float> x(0.f, field_width), y(0.f, field_height), size(8.f, 48.f),
            thin(2.f, 12.f), angle(0.f, two_pi), fov(0.5f, 2.1f);
        for (std::size_t j = 0; j < count; ++j) {
            const hitmask::vec2 c{x(rng), y(rng)};
            const float a = size(rng), b = size(rng), t = thin(rng), theta = angle(rng);
            circles.push_back(hitmask::circle::make(c, a));
            aabbs.push_back(hitmask::aabb::make({c.x - a, c.y - b}, {c.x + a, c.y + b}));
            sectors.push_back(hitmask::sector::facing(c, {std::cos(theta), std::sin(theta)}, fov(rng), 2 * a));
            capsules.push_back(hitmask::capsule::make({c.x - a * std::cos(theta), c.y - a * std::sin(theta)},
                                                      {c.x + a * std::cos(theta), c.y + a * std::sin(theta)}, t));
            obbs.push_back(hitmask::obb::make(c, {a, t}, theta));
        }
    }
};

} // namespace sets
