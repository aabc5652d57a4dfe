// The naive loops of naive_baselines.hpp, in their own translation unit: compiled at -O3 with
// the user's default float semantics (not hitmask's IEEE flags), as a game would build them.
#include "naive_baselines.hpp"

#include <algorithm>
#include <cmath>

namespace naive {

namespace {

float length(float x, float y)
{
    return std::sqrt(x * x + y * y);
}

/// Distance from (x, y) to segment a-b: project with a division, clamp, sqrt.

float segment_distance(float x, float y, float ax, float ay, float bx, float by)
{
    const float abx = bx - ax, aby = by - ay;
    const float len2 = abx * abx + aby * aby;
    float t = len2 > 0 ? ((x - ax) * abx + (y - ay) * aby) / len2 : 0.f;
    t = std::clamp(t, 0.f, 1.f);
    return length(x - (ax + t * abx), y - (ay + t * aby));
}

/// View cone: normalise both vectors, compare the dot product with cosf(fov/2).

bool in_cone(float vx, float vy, float dir_x, float dir_y, float fov)
{
    const float dist = length(vx, vy);
    if (dist == 0) return true;
    const float dlen = length(dir_x, dir_y);
    return (vx / dist) * (dir_x / dlen) + (vy / dist) * (dir_y / dlen) >= std::cos(fov / 2);
}

/// Start/end arc: the angle of each bullet with atan2f, wrapped into [start, start + 2π).

bool in_arc(float vx, float vy, float start, float end)
{
    const float two_pi = 6.28318531f;
    float width = std::fmod(end - start, two_pi);
    if (width <= 0) width += two_pi;
    float rel = std::fmod(std::atan2(vy, vx) - start, two_pi);
    if (rel < 0) rel += two_pi;
    return rel <= width;
}

/// PNPOLY, the classic crossing test with a division per edge.

bool pnpoly(const std::vector<hitmask::vec2>& v, float x, float y)
{
    bool c = false;
    for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
        if ((v[i].y > y) != (v[j].y > y) && x < (v[j].x - v[i].x) * (y - v[i].y) / (v[j].y - v[i].y) + v[i].x) c = !c;
    }
    return c;
}

/// Rotated rectangle: rotate the bullet into the box's frame with cosf/sinf per test.

/// Closest point of the box by clamping, then sqrt.

/// Line-line intersection with the two parameters by division (the usual tutorial).

} // namespace

void circle(field& f, float cx, float cy, float r)
{
    for (bullet& b : f)
        b.hit = length(b.x - cx, b.y - cy) <= r;
}

void rect(field& f, float min_x, float min_y, float max_x, float max_y)
{
    for (bullet& b : f)
        b.hit = b.x >= min_x && b.x <= max_x && b.y >= min_y && b.y <= max_y;
}

void cone(field& f, float ax, float ay, float dir_x, float dir_y, float fov, float range)
{
    for (bullet& b : f) {
        const float vx = b.x - ax, vy = b.y - ay;
        b.hit = length(vx, vy) <= range && in_cone(vx, vy, dir_x, dir_y, fov);
    }
}

void arc(field& f, float ax, float ay, float start, float end, float range)
{
    for (bullet& b : f) {
        const float vx = b.x - ax, vy = b.y - ay;
        b.hit = length(vx, vy) <= range && in_arc(vx, vy, start, end);
    }
}

void poly(field& f, const std::vector<hitmask::vec2>& v)
{
    for (bullet& b : f)
        b.hit = pnpoly(v, b.x, b.y);
}

void capsule(field& f, float ax, float ay, float bx, float by, float r)
{
    for (bullet& b : f)
        b.hit = segment_distance(b.x, b.y, ax, ay, bx, by) <= r;
}

void obb(field& f, float cx, float cy, float hx, float hy, float angle)
{
    for (bullet& b : f) {
        const float c = std::cos(-angle), s = std::sin(-angle);
        const float dx = b.x - cx, dy = b.y - cy;
        const float lx = dx * c - dy * s, ly = dx * s + dy * c;
        b.hit = std::fabs(lx) <= hx && std::fabs(ly) <= hy;
    }
}

void ellipse(field& f, float cx, float cy, float rx, float ry, float angle)
{
    for (bullet& b : f) {
        const float c = std::cos(-angle), s = std::sin(-angle);
        const float dx = b.x - cx, dy = b.y - cy;
        const float lx = (dx * c - dy * s) / rx, ly = (dx * s + dy * c) / ry;
        b.hit = lx * lx + ly * ly <= 1.f;
    }
}

void circles_circle(field& f, float cx, float cy, float r)
{
    for (bullet& b : f)
        b.hit = length(b.x - cx, b.y - cy) <= r + b.r;
}

void circles_rect(field& f, float min_x, float min_y, float max_x, float max_y)
{
    for (bullet& b : f) {
        const float qx = std::clamp(b.x, min_x, max_x), qy = std::clamp(b.y, min_y, max_y);
        b.hit = length(b.x - qx, b.y - qy) <= b.r;
    }
}

void circles_cone(field& f, float ax, float ay, float dir_x, float dir_y, float fov, float range)
{
    const float base = std::atan2(dir_y, dir_x);
    const float e0x = ax + range * std::cos(base - fov / 2), e0y = ay + range * std::sin(base - fov / 2);
    const float e1x = ax + range * std::cos(base + fov / 2), e1y = ay + range * std::sin(base + fov / 2);
    for (bullet& b : f) {
        const float vx = b.x - ax, vy = b.y - ay;
        b.hit = (length(vx, vy) <= range + b.r && in_cone(vx, vy, dir_x, dir_y, fov)) ||
                segment_distance(b.x, b.y, ax, ay, e0x, e0y) <= b.r ||
                segment_distance(b.x, b.y, ax, ay, e1x, e1y) <= b.r;
    }
}

void circles_arc(field& f, float ax, float ay, float start, float end, float range)
{
    const float e0x = ax + range * std::cos(start), e0y = ay + range * std::sin(start);
    const float e1x = ax + range * std::cos(end), e1y = ay + range * std::sin(end);
    for (bullet& b : f) {
        const float vx = b.x - ax, vy = b.y - ay;
        b.hit = (length(vx, vy) <= range + b.r && in_arc(vx, vy, start, end)) ||
                segment_distance(b.x, b.y, ax, ay, e0x, e0y) <= b.r ||
                segment_distance(b.x, b.y, ax, ay, e1x, e1y) <= b.r;
    }
}

void circles_capsule(field& f, float ax, float ay, float bx, float by, float r)
{
    for (bullet& b : f)
        b.hit = segment_distance(b.x, b.y, ax, ay, bx, by) <= r + b.r;
}

void segments_circle(field& f, float cx, float cy, float r)
{
    for (bullet& b : f)
        b.hit = segment_distance(cx, cy, b.px, b.py, b.x, b.y) <= r;
}

void segments_segment(field& f, float ax, float ay, float bx, float by)
{
    for (bullet& b : f) {
        const float rx = b.x - b.px, ry = b.y - b.py, sx = bx - ax, sy = by - ay;
        const float denom = rx * sy - ry * sx;
        if (denom == 0) {
            b.hit = false;
            continue;
        }
        const float t = ((ax - b.px) * sy - (ay - b.py) * sx) / denom;
        const float u = ((ax - b.px) * ry - (ay - b.py) * rx) / denom;
        b.hit = t >= 0 && t <= 1 && u >= 0 && u <= 1;
    }
}

void hit_graze(field& f, float cx, float cy, float hit_r, float graze_r)
{
    for (bullet& b : f) {
        const float dist = length(b.x - cx, b.y - cy);
        b.hit = dist <= hit_r;
        b.graze = !b.hit && dist <= graze_r;
    }
}

} // namespace naive
