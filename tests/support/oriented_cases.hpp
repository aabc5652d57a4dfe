// Test support: oriented bullets (boxes, ellipses, capsules) placed exactly on, and one ulp
// beside, the boundaries a point or a disc at `p` meets, plus special values per column.
#pragma once

#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <vector>

#include "elements.hpp"
#include "points.hpp"
#include "special_floats.hpp"

namespace hitmask_test {

/// Every bullet, and for each of its columns the copies with that column one ulp up and down.
template <class E>
std::vector<E> with_column_neighbours(const std::vector<E>& seeds)
{
    using traits = element_traits<E>;
    std::vector<E> out;
    for (const E& e : seeds) {
        out.push_back(e);
        for (std::size_t c = 0; c < traits::columns; ++c) {
            for (int direction : {-1, 1}) {
                E moved = e;
                float* field = reinterpret_cast<float*>(&moved) + c; // the element structs are plain floats
                *field = direction < 0 ? next_down(*field) : next_up(*field);
                out.push_back(moved);
            }
        }
    }
    return out;
}

/// Each element, then copies with one column replaced by each special value.
template <class E>
std::vector<E> with_special_columns(const std::vector<E>& seeds)
{
    const float specials[] = {nan, inf, -inf, 0.f, -0.f, -1.f, 1e-40f, 3.4e38f};
    std::vector<E> out;
    for (const E& e : seeds) {
        out.push_back(e);
        for (std::size_t c = 0; c < element_traits<E>::columns; ++c) {
            for (float v : specials) {
                E changed = e;
                reinterpret_cast<float*>(&changed)[c] = v;
                out.push_back(changed);
            }
        }
    }
    return out;
}

/// Unit axes at angles that matter: the axes, 45°, and awkward ones.
inline std::vector<vec2> test_axes()
{
    std::vector<vec2> out = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    for (float a : {0.5f, 0.7853982f, 1.234f, 2.9f, -2.2f}) {
        float ux, uy;
        hitmask::unit_axes(&a, &ux, &uy, 1);
        out.push_back({ux, uy});
    }
    return out;
}

/// Boxes or ellipses (E: centre, unit axis, two half sizes) of every size pair in `xs` x `ys`,
/// at each test axis u, placed so that p lies at (k.x (sx + reach), k.y (sy + reach)) in the
/// bullet's own frame (u, v = u turned 90°) for each k in `ks`: k = (1, 0) puts p (or the
/// reach of a disc at p) on the boundary along u, (0, 0) at the centre.
template <class E>
std::vector<E> framed_bullet_cases(vec2 p, float reach, std::initializer_list<float> xs,
                                   std::initializer_list<float> ys, std::initializer_list<vec2> ks)
{
    std::vector<E> out;
    for (vec2 u : test_axes()) {
        const vec2 v{-u.y, u.x};
        for (float sx : xs) {
            for (float sy : ys) {
                const float a = sx + reach, b = sy + reach;
                for (vec2 k : ks) {
                    const float du = k.x * a, dv = k.y * b;
                    out.push_back({p.x - (u.x * du + v.x * dv), p.y - (u.y * du + v.y * dv), u.x, u.y, sx, sy});
                }
            }
        }
    }
    return out;
}

/// Boxes whose edges, corners and (for a disc of radius `reach`) offset edges pass through p.
inline std::vector<box_bullet> box_cases(vec2 p, float reach)
{
    // the point (or the disc's reach) exactly on an edge, at a corner, inside and outside
    return framed_bullet_cases<box_bullet>(
        p, reach, {0.f, 2.f, 7.5f}, {0.f, 1.f, 3.25f},
        {vec2{1, 0}, vec2{0, 1}, vec2{1, 1}, vec2{-1, 0.5f}, vec2{0.3f, -1}, vec2{0, 0}, vec2{1.5f, 0}});
}

/// Ellipses whose rim (grown by `reach`) passes through p along each axis and diagonally.
inline std::vector<oval_bullet> oval_cases(vec2 p, float reach)
{
    return framed_bullet_cases<oval_bullet>(
        p, reach, {1.f, 4.f, 16.f}, {0.5f, 2.f},
        {vec2{1, 0}, vec2{0, 1}, vec2{0.6f, 0.8f}, vec2{-0.8f, 0.6f}, vec2{0, 0}, vec2{1.01f, 0}});
}

/// Capsules (and zero-length ones) whose ends, sides and caps are exactly `r + reach` from p.
inline std::vector<capsule_bullet> capsule_bullet_cases(vec2 p, float reach)
{
    std::vector<capsule_bullet> out;
    for (vec2 u : test_axes()) {
        const vec2 v{-u.y, u.x};
        for (float len : {0.f, 3.f, 40.f}) {
            for (float r : {0.f, 1.f, 4.5f}) {
                const float d = r + reach;
                // beside the middle, beyond either end, inside, far away
                for (vec2 k : {vec2{0.5f, 1}, vec2{-d, 0}, vec2{len + d, 0}, vec2{0.25f, 0}, vec2{0.5f, 3}}) {
                    const float along = k.x <= 1 && k.x >= 0 ? k.x * len : k.x, side = k.y * d;
                    const vec2 a{p.x - (u.x * along + v.x * side), p.y - (u.y * along + v.y * side)};
                    out.push_back({a.x, a.y, a.x + u.x * len, a.y + u.y * len, r});
                }
            }
        }
    }
    return out;
}

/// Random bullets of each kind around p, with random rotations.
template <class E>
std::vector<E> random_bullets(std::size_t n, vec2 p, float half, std::uint32_t seed);

/// Random boxes or ellipses (E: centre, unit axis, two half sizes in [min_size, half / 3)).
template <class E>
std::vector<E> random_oriented(std::size_t n, vec2 p, float half, float min_size, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-half, half), size(min_size, half / 3), angle(-3.2f, 3.2f);
    std::vector<E> out(n);
    for (E& b : out) {
        const float a = angle(rng);
        hitmask::unit_axes(&a, &b.ux, &b.uy, 1);
        b = {p.x + pos(rng), p.y + pos(rng), b.ux, b.uy, size(rng), size(rng)};
    }
    return out;
}
template <>
inline std::vector<box_bullet> random_bullets<box_bullet>(std::size_t n, vec2 p, float half, std::uint32_t seed)
{
    return random_oriented<box_bullet>(n, p, half, 0.f, seed);
}
template <>
inline std::vector<oval_bullet> random_bullets<oval_bullet>(std::size_t n, vec2 p, float half, std::uint32_t seed)
{
    return random_oriented<oval_bullet>(n, p, half, 0.01f, seed);
}
template <>
inline std::vector<capsule_bullet> random_bullets<capsule_bullet>(std::size_t n, vec2 p, float half,
                                                                  std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-half, half), size(0.f, half / 4);
    std::vector<capsule_bullet> out(n);
    for (capsule_bullet& b : out)
        b = {p.x + pos(rng), p.y + pos(rng), p.x + pos(rng), p.y + pos(rng), size(rng)};
    return out;
}

} // namespace hitmask_test
