// Baselines: the loops a game programmer writes today, following the usual tutorials. An
// array of bullet structs, sqrt for distances, normalising vectors and calling cosf/atan2f per
// test. These are what hitmask replaces; they are not bit-compatible with it.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace naive {

struct bullet {
    float x, y;   // position
    float vx, vy; // velocity: the struct carries more than the test reads, as real ones do
    bool hit;
};

inline void circle(std::vector<bullet>& bullets, float cx, float cy, float r)
{
    for (bullet& b : bullets) {
        const float dx = b.x - cx, dy = b.y - cy;
        b.hit = std::sqrt(dx * dx + dy * dy) <= r;
    }
}

inline void rect(std::vector<bullet>& bullets, float min_x, float min_y, float max_x, float max_y)
{
    for (bullet& b : bullets)
        b.hit = b.x >= min_x && b.x <= max_x && b.y >= min_y && b.y <= max_y;
}

/// View cone: normalise both vectors, compare the dot product with cosf(fov/2).
inline void cone(std::vector<bullet>& bullets, float ax, float ay, float dir_x, float dir_y, float fov, float range)
{
    for (bullet& b : bullets) {
        const float vx = b.x - ax, vy = b.y - ay;
        const float dist = std::sqrt(vx * vx + vy * vy);
        if (dist > range) {
            b.hit = false;
            continue;
        }
        const float dlen = std::sqrt(dir_x * dir_x + dir_y * dir_y);
        const float dot = dist > 0 ? (vx / dist) * (dir_x / dlen) + (vy / dist) * (dir_y / dlen) : 1.f;
        b.hit = dot >= std::cos(fov / 2);
    }
}

/// Start/end arc: the angle of each bullet with atan2f, wrapped into [start, start + 2π).
inline void arc(std::vector<bullet>& bullets, float ax, float ay, float start, float end, float range)
{
    const float two_pi = 6.28318531f;
    for (bullet& b : bullets) {
        const float vx = b.x - ax, vy = b.y - ay;
        if (std::sqrt(vx * vx + vy * vy) > range) {
            b.hit = false;
            continue;
        }
        float width = std::fmod(end - start, two_pi);
        if (width <= 0) width += two_pi;
        float rel = std::fmod(std::atan2(vy, vx) - start, two_pi);
        if (rel < 0) rel += two_pi;
        b.hit = rel <= width;
    }
}

} // namespace naive
