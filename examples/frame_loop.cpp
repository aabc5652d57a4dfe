// The frame loop of docs/engine-integration.md, word for word (scripts/check-docs.sh keeps them
// equal; ctest runs it): sweep against the walls, test, graze events with and_not, remove with
// compact, home with nearest.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <utility>
#include <vector>

#include <hitmask/hitmask.hpp>

struct Bullets { // the engine's columns, element i of each is bullet i
    std::vector<float> x, y, vx, vy;
    std::vector<std::uint8_t> grazed; // 1 once the bullet has grazed the player: it counts once
};

int main()
{
    Bullets b;
    for (int i = 0; i < 4096; ++i) { // a fan falling from above the screen
        b.x.push_back(320.f + static_cast<float>(i % 64 - 32) * 2.f);
        b.y.push_back(-static_cast<float>(i / 64) * 6.f);
        b.vx.push_back(static_cast<float>(i % 64 - 32) * 0.05f);
        b.vy.push_back(1.f + static_cast<float>(i / 64 % 8) * 0.25f);
        b.grazed.push_back(0);
    }
    const hitmask::vec2 player{320.f, 400.f};
    const auto screen = hitmask::aabb::make({-16.f, -400.f}, {656.f, 496.f});
    const float ex[] = {160.f, 320.f, 480.f}, ey[] = {80.f, 40.f, 80.f}, er[] = {20.f, 20.f, 20.f};
    const hitmask::circles_view enemies{ex, ey, er, 3};
    hitmask::vec2 shot{320.f, 380.f}, shot_v{-6.f, -4.f}; // a homing shot
    hitmask::shape_set<hitmask::aabb> walls;              // cover beside the player
    walls.push_back(hitmask::aabb::make({240.f, 300.f}, {300.f, 306.f}));
    walls.push_back(hitmask::aabb::make({340.f, 300.f}, {400.f, 306.f}));
    hitmask::bitmask hit, graze, before, keep, stopped; // kept from frame to frame
    std::vector<float> x1, y1, f;
    std::vector<std::uint32_t> wall;
    std::size_t hits = 0, events = 0, removed = 0, shots = 0, sparks = 0;
    for (int frame = 0; frame < 300; ++frame) {
        // 0. move, each bullet's motion swept against the walls: one that meets a wall stops
        //    there, at p0 + f (p1 - p0) (where its spark goes), and is removed in step 3
        const std::size_t n = b.x.size();
        x1.resize(n), y1.resize(n), f.resize(n), wall.resize(n), stopped.assign(n);
        for (std::size_t i = 0; i < n; ++i)
            x1[i] = b.x[i] + b.vx[i], y1[i] = b.y[i] + b.vy[i];
        const hitmask::segments_view motion{b.x.data(), b.y.data(), x1.data(), y1.data(), n};
        sparks += hitmask::sweep_first(motion, walls, wall.data(), f.data()); // no_shape: none
        for (std::size_t i = 0; i < n; ++i) {
            if (wall[i] == hitmask::no_shape) {
                b.x[i] = x1[i], b.y[i] = y1[i];
                continue;
            }
            stopped.words()[i / 64] |= std::uint64_t{1} << (i % 64);
            b.x[i] += f[i] * (x1[i] - b.x[i]), b.y[i] += f[i] * (y1[i] - b.y[i]);
        }
        const hitmask::points_view pts{b.x.data(), b.y.data(), n};
        hit.assign(pts.size), graze.assign(pts.size), keep.assign(pts.size), before.assign(pts.size);
        // 1. test: the hitbox and the graze ring in one pass, then the screen
        hitmask::test_hit_graze(pts, player, 3.f, 24.f, hit, graze);
        hitmask::test(pts, screen, keep);
        hits += hit.count();
        // 2. graze events: in the ring now, not grazed before (and_not reads `before` only where
        //    graze is set, so only the grazing bullets' flags become bits)
        for (std::size_t i : graze.set_bits())
            if (b.grazed[i]) before.words()[i / 64] |= std::uint64_t{1} << (i % 64);
        events += and_not(graze, before).count();
        for (std::size_t i : graze.set_bits())
            b.grazed[i] = 1;
        // 3. remove the bullets on the player, on a wall or off the screen: every column moves together
        keep = and_not(and_not(std::move(keep), hit), stopped);
        const std::size_t kept = hitmask::compact(keep, b.x.data(), b.y.data(), b.vx.data(), b.vy.data(), b.grazed.data());
        removed += pts.size - kept;
        for (auto* column : {&b.x, &b.y, &b.vx, &b.vy})
            column->resize(kept);
        b.grazed.resize(kept);
        // 4. home: turn toward the nearest enemy within 300; at distance 0 the shot is on it
        const hitmask::nearest_hit t = hitmask::nearest(enemies, shot, 300.f);
        if (t.index != hitmask::no_hit && t.distance == 0.f) {
            std::printf("frame %d: homing shot %zu hits enemy %zu\n", frame, ++shots, t.index);
            shot = {320.f, 380.f}, shot_v = {static_cast<float>(shots % 3) * 6.f - 6.f, -4.f}; // the next one
        } else if (t.index != hitmask::no_hit) {
            const float dx = ex[t.index] - shot.x, dy = ey[t.index] - shot.y, len = std::sqrt(dx * dx + dy * dy);
            shot_v = {shot_v.x + (8.f * dx / len - shot_v.x) * 0.25f, shot_v.y + (8.f * dy / len - shot_v.y) * 0.25f};
        }
        shot = {shot.x + shot_v.x, shot.y + shot_v.y};
    }
    std::printf("%zu bullets left, %zu removed (%zu on the player, %zu on the walls), %zu graze events\n", b.x.size(),
                removed, hits, sparks, events);
}
