// Test support: shape sets of every kind, the elements that stress a broad phase, and the
// check that every form on every path equals the reference forms, which equal a loop of
// single-shape reference tests.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "elements.hpp"
#include "slow_platform.hpp"
#include "special_floats.hpp"

namespace hitmask_test {

/// The middle of a 1920 x 1080 field, where the set tests put their shapes.
inline const vec2 field_centre{960, 540};

/// A random shape of each kind near `centre`, of about `size`.
template <class Shape>
Shape random_shape(std::mt19937& rng, vec2 centre, float spread, float size);

template <>
inline hitmask::circle random_shape<hitmask::circle>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> pos(-spread, spread), r(0.f, size);
    return hitmask::circle::make({c.x + pos(rng), c.y + pos(rng)}, r(rng));
}
template <>
inline hitmask::aabb random_shape<hitmask::aabb>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> pos(-spread, spread), r(0.f, size);
    const vec2 lo{c.x + pos(rng), c.y + pos(rng)};
    return hitmask::aabb::make(lo, {lo.x + r(rng), lo.y + r(rng)});
}
template <>
inline hitmask::sector random_shape<hitmask::sector>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> pos(-spread, spread), r(0.f, size), a(-7.f, 7.f);
    const vec2 apex{c.x + pos(rng), c.y + pos(rng)};
    if (rng() % 2) return hitmask::sector::facing(apex, {a(rng), a(rng) + 0.1f}, std::fabs(a(rng)) + 0.1f, r(rng));
    return hitmask::sector::between(apex, a(rng), a(rng), r(rng));
}
template <>
inline hitmask::capsule random_shape<hitmask::capsule>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> pos(-spread, spread), r(0.f, size);
    const vec2 a{c.x + pos(rng), c.y + pos(rng)};
    return hitmask::capsule::make(a, {a.x + r(rng) - size / 2, a.y + r(rng) - size / 2}, r(rng) / 4);
}
template <>
inline hitmask::obb random_shape<hitmask::obb>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> pos(-spread, spread), r(0.f, size), a(-4.f, 4.f);
    return hitmask::obb::make({c.x + pos(rng), c.y + pos(rng)}, {r(rng) / 2, r(rng) / 4}, a(rng));
}

// The 3D kinds: around `centre` in x and y, z in [-spread/2, spread/2] (a flatter world, as
// games have), sizes up to `size`.
inline vec3 random_position(std::mt19937& rng, vec2 c, float spread)
{
    std::uniform_real_distribution<float> pos(-spread, spread);
    const float x = c.x + pos(rng), y = c.y + pos(rng), z = pos(rng) / 2;
    return {x, y, z};
}
template <>
inline hitmask::sphere random_shape<hitmask::sphere>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> r(0.f, size);
    const vec3 at = random_position(rng, c, spread);
    return hitmask::sphere::make(at, r(rng));
}
template <>
inline hitmask::aabb3 random_shape<hitmask::aabb3>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> r(0.f, size);
    const vec3 lo = random_position(rng, c, spread);
    const float dx = r(rng), dy = r(rng), dz = r(rng);
    return hitmask::aabb3::make(lo, {lo.x + dx, lo.y + dy, lo.z + dz});
}
template <>
inline hitmask::capsule3 random_shape<hitmask::capsule3>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> r(0.f, size);
    const vec3 a = random_position(rng, c, spread);
    const float dx = r(rng) - size / 2, dy = r(rng) - size / 2, dz = r(rng) - size / 2, radius = r(rng) / 4;
    return hitmask::capsule3::make(a, {a.x + dx, a.y + dy, a.z + dz}, radius);
}
template <>
inline hitmask::cone random_shape<hitmask::cone>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> r(0.f, size), a(-1.f, 1.f), fov(0.1f, 7.f);
    const vec3 apex = random_position(rng, c, spread);
    const float dx = a(rng), dy = a(rng), dz = a(rng) + 0.01f, f = fov(rng);
    return hitmask::cone::make(apex, {dx, dy, dz}, f, r(rng));
}
template <>
inline hitmask::frustum random_shape<hitmask::frustum>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> a(-1.f, 1.f), fov(0.2f, 2.5f), aspect(0.5f, 2.f), depth(0.f, 1.f);
    const vec3 eye = random_position(rng, c, spread);
    const float fx = a(rng), fy = a(rng), fz = a(rng) + 0.01f, f = fov(rng), asp = aspect(rng);
    const float near_z = 0.01f + depth(rng) * size / 4, far_z = near_z + 0.01f + depth(rng) * size;
    return hitmask::frustum::perspective(eye, {fx, fy, fz}, {fz, 0.3f, -fx}, f, asp, near_z, far_z);
}

/// The columns of a random rotation (a unit quaternion in double, rounded to float).
inline std::array<vec3, 3> random_axes(std::mt19937& rng)
{
    std::normal_distribution<double> g(0.0, 1.0);
    const double qa = g(rng), qb = g(rng), qc = g(rng), qd = g(rng);
    const double n = std::sqrt(qa * qa + qb * qb + qc * qc + qd * qd) + 1e-300;
    const double a = qa / n, b = qb / n, c = qc / n, d = qd / n;
    const double m[3][3] = {{a * a + b * b - c * c - d * d, 2 * (b * c + a * d), 2 * (b * d - a * c)},
                            {2 * (b * c - a * d), a * a - b * b + c * c - d * d, 2 * (c * d + a * b)},
                            {2 * (b * d + a * c), 2 * (c * d - a * b), a * a - b * b - c * c + d * d}};
    std::array<vec3, 3> out{};
    for (std::size_t i = 0; i < 3; ++i)
        out[i] = {static_cast<float>(m[i][0]), static_cast<float>(m[i][1]), static_cast<float>(m[i][2])};
    return out;
}
template <>
inline hitmask::obb3 random_shape<hitmask::obb3>(std::mt19937& rng, vec2 c, float spread, float size)
{
    std::uniform_real_distribution<float> r(0.f, size / 2);
    const vec3 at = random_position(rng, c, spread);
    const float hu = r(rng), hv = r(rng), hw = r(rng);
    const std::array<vec3, 3> axes = random_axes(rng);
    return hitmask::obb3::make(at, {hu, hv, hw}, axes[0], axes[1], axes[2]);
}

template <class Shape>
hitmask::shape_set<Shape> random_set(std::size_t count, vec2 centre, float spread, float size, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    hitmask::shape_set<Shape> set;
    for (std::size_t i = 0; i < count; ++i)
        set.push_back(random_shape<Shape>(rng, centre, spread, size));
    return set;
}

/// Points (or discs, with radii) that stress a grid: random, all in one cell, on a lattice of
/// cell-boundary-like coordinates, and NaN, inf and ±1e30 among them.
template <class E>
std::vector<E> stress_elements(std::size_t n, vec2 centre, float spread, std::uint32_t seed);

template <>
inline std::vector<vec2> stress_elements<vec2>(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-spread, spread);
    const float odd[] = {nan, inf, -inf, 1e30f, -1e30f, 0.f};
    std::vector<vec2> out;
    for (std::size_t i = 0; i < n; ++i) {
        switch (i % 16) {
        case 0: out.push_back({c.x, c.y}); break;                                          // one cell, many times
        case 1: out.push_back({std::floor(c.x + pos(rng)), std::floor(c.y + pos(rng))}); break; // lattice
        case 2: out.push_back({odd[i / 16 % 6], c.y + pos(rng)}); break;
        case 3: out.push_back({c.x + pos(rng), odd[(i / 16 + 3) % 6]}); break;
        default: out.push_back({c.x + pos(rng), c.y + pos(rng)});
        }
    }
    return out;
}
template <>
inline std::vector<disc> stress_elements<disc>(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed + 1);
    std::uniform_real_distribution<float> r(0.f, spread / 8);
    const float odd_r[] = {nan, -1.f, 0.f, 1e30f};
    std::vector<disc> out;
    for (const vec2& p : stress_elements<vec2>(n, c, spread, seed))
        out.push_back({p.x, p.y, out.size() % 29 == 5 ? odd_r[out.size() / 29 % 4] : r(rng)});
    if (n > 40) out[40].r = inf; // one bullet that covers everything: the grid must cope
    return out;
}

/// 3D points and spheres for a grid: the 2D stress set in x and y, z spread over half the range
/// with NaN and infinities of its own; spheres with odd radii as discs have.
template <>
inline std::vector<vec3> stress_elements<vec3>(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed + 7);
    std::uniform_real_distribution<float> pos(-spread / 2, spread / 2);
    std::vector<vec3> out;
    for (const vec2& p : stress_elements<vec2>(n, c, spread, seed)) {
        const std::size_t i = out.size();
        out.push_back({p.x, p.y, i % 37 == 11 ? (i % 2 ? nan : inf) : pos(rng)});
    }
    return out;
}
template <>
inline std::vector<ball> stress_elements<ball>(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::vector<ball> out;
    std::size_t i = 0;
    const std::vector<disc> discs = stress_elements<disc>(n, c, spread, seed);
    for (const vec3& p : stress_elements<vec3>(n, c, spread, seed))
        out.push_back({p.x, p.y, p.z, discs[i++].r});
    return out;
}

/// Rotated-box shots for a grid: the 2D stress set's centres (NaN, infinities, lattice), random
/// rotations and half extents up to spread / 8, and every column's odd values: NaN, negative and
/// infinite half extents, a zero axis with an infinite extent (0·inf: never hits), a long axis,
/// an infinite axis with zero extents, one box longer than the field.
template <>
inline std::vector<box_bullet> stress_elements<box_bullet>(std::size_t n, vec2 c, float spread, std::uint32_t seed)
{
    std::mt19937 rng(seed + 3);
    std::uniform_real_distribution<float> angle(-3.2f, 3.2f), half(0.f, spread / 8);
    std::vector<box_bullet> out;
    for (const vec2& p : stress_elements<vec2>(n, c, spread, seed)) {
        const float a = angle(rng);
        box_bullet b{p.x, p.y, std::cos(a), std::sin(a), half(rng), half(rng)};
        switch (out.size() % 31) {
        case 7: b.hx = nan; break;
        case 9: b.hy = -1.f; break;
        case 11: b.ux = 0.f, b.uy = 0.f, b.hx = inf; break;
        case 13: b.ux *= 3.f, b.uy *= 3.f; break;
        case 15: b.ux = inf, b.hx = 0.f, b.hy = 0.f; break;
        case 17: b.uy = nan; break;
        case 19: b.hx = 0.f, b.hy = 0.f; break;
        default: break;
        }
        out.push_back(b);
    }
    if (n > 50) out[50].hx = 4 * spread; // a laser across the field: the grid's reach must cope
    if (n > 60) out[60].hy = inf;        // one that covers everything
    return out;
}
/// Laser and swept-disc shots for a grid: the 2D stress set's points as first ends, second ends
/// up to spread / 4 away, radii as discs have, and odd values per column: NaN and infinite
/// second ends, negative and NaN radii, zero length, one capsule longer than the field.
template <>
inline std::vector<capsule_bullet> stress_elements<capsule_bullet>(std::size_t n, vec2 c, float spread,
                                                                   std::uint32_t seed)
{
    std::mt19937 rng(seed + 5);
    std::uniform_real_distribution<float> step(-spread / 4, spread / 4);
    const std::vector<disc> discs = stress_elements<disc>(n, c, spread, seed);
    std::vector<capsule_bullet> out;
    for (const disc& d : discs) {
        capsule_bullet b{d.x, d.y, d.x + step(rng), d.y + step(rng), d.r};
        switch (out.size() % 23) {
        case 6: b.x1 = nan; break;
        case 8: b.y1 = out.size() % 2 ? inf : -inf; break;
        case 10: b.x1 = b.x0, b.y1 = b.y0; break;
        default: break;
        }
        out.push_back(b);
    }
    if (n > 70) out[70].x1 = out[70].x0 + 8 * spread; // a laser across the field
    return out;
}

/// The broad phase's name, for failure messages.
inline const char* path_name(hitmask::broad_phase path)
{
    switch (path) {
    case hitmask::broad_phase::grid: return "grid";
    case hitmask::broad_phase::brute_force: return "brute_force";
    default: return "automatic";
    }
}

/// The other set forms' answers from test_each's masks (each[j]: the elements that hit shape
/// j): any, the lowest shape an element hits (-1 for none; first[n] left alone), the hits per
/// shape (counts[s] left alone) and the (element, shape) pairs sorted by element, then shape.
inline void forms_from_each(const std::vector<hitmask::bitmask>& each, std::size_t n, hitmask::bitmask& any,
                            std::vector<std::int32_t>& first, std::vector<std::uint32_t>& counts,
                            std::vector<hitmask::hit_pair>& pairs)
{
    std::fill(first.begin(), first.begin() + static_cast<std::ptrdiff_t>(n), -1);
    pairs.clear();
    for (std::size_t j = each.size(); j-- > 0;) { // the lowest shape last, so it stays in first
        any |= each[j];
        counts[j] = static_cast<std::uint32_t>(each[j].count());
        for (std::size_t i : each[j].set_bits()) {
            first[i] = static_cast<std::int32_t>(j);
            pairs.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
        }
    }
    std::sort(pairs.begin(), pairs.end(), [](hitmask::hit_pair a, hitmask::hit_pair b) {
        return a.element != b.element ? a.element < b.element : a.shape < b.shape;
    });
}

/// Every form of `set` on `view` with the active ISA equals the reference forms, on each of
/// `paths`. The reference's answers do not depend on the path: they are computed once (each of
/// them a brute-force pass over every element and shape, the bulk of the time under qemu).
/// There, and under the sanitizers, only the reference's test_each runs, and the other forms'
/// answers come from its masks (forms_from_each): the reference's own forms are the same C++
/// everywhere, and the native runs hold each of them to those answers. In shape_sets' registry
/// test under qemu, the four passes were 60 % of its 36 s.
template <class View, class Shape>
void expect_forms_match_reference(const View& view, const hitmask::shape_set<Shape>& set,
                                  std::initializer_list<hitmask::broad_phase> paths, const std::string& what)
{
    const std::size_t n = view.size, s = set.size();
    // the reference forms
    hitmask::bitmask ref_any(n);
    std::vector<hitmask::bitmask> ref_each(s, hitmask::bitmask(n));
    std::vector<std::int32_t> ref_first(n + 1, 7);
    std::vector<std::uint32_t> ref_counts(s + 1, 7);
    std::vector<hitmask::hit_pair> ref_pairs;
    hitmask::reference::test_each(view, set, ref_each.data(), s);
    if (cut_random_bulk()) {
        forms_from_each(ref_each, n, ref_any, ref_first, ref_counts, ref_pairs);
    } else {
        hitmask::reference::test_any(view, set, ref_any);
        hitmask::reference::first_hit(view, set, ref_first.data(), n);
        hitmask::reference::count_per_shape(view, set, ref_counts.data(), s);
        const std::size_t listed = hitmask::reference::pairs(view, set, ref_pairs);
        ASSERT_EQ(listed, ref_pairs.size());
        hitmask::bitmask any(n);
        std::vector<std::int32_t> first(n + 1, 7);
        std::vector<std::uint32_t> counts(s + 1, 7);
        std::vector<hitmask::hit_pair> pairs;
        forms_from_each(ref_each, n, any, first, counts, pairs);
        ASSERT_TRUE(any == ref_any && first == ref_first && counts == ref_counts && pairs == ref_pairs)
            << what << ": the reference's forms disagree with its test_each";
    }
    const std::size_t ref_count = ref_pairs.size();
    for (hitmask::broad_phase path : paths) {
        hitmask::workspace ws;
        ws.force(path);
        // the forms under test, run twice to prove the workspace's reuse changes nothing (once on
        // a slow platform: the reuse is the same C++ on every platform, and the native runs check it)
        const int rounds = cut_random_bulk() ? 1 : 2;
        for (int round = 0; round < rounds; ++round) {
            hitmask::bitmask any(n);
            std::vector<hitmask::bitmask> each(s, hitmask::bitmask(n));
            std::vector<std::int32_t> first(n + 1, 7);
            std::vector<std::uint32_t> counts(s + 1, 7);
            std::vector<hitmask::hit_pair> got = {{1, 2}};
            hitmask::test_any(view, set, any, ws);
            hitmask::test_each(view, set, each.data(), s, ws);
            hitmask::first_hit(view, set, first.data(), n, ws);
            hitmask::count_per_shape(view, set, counts.data(), s, ws);
            const std::size_t count = hitmask::pairs(view, set, got, ws);
            const std::string where = what + " on " + hitmask::to_string(hitmask::active_isa()) + " path " +
                                      path_name(path) + " round " + std::to_string(round);
            ASSERT_TRUE(any == ref_any) << where << ": test_any";
            for (std::size_t j = 0; j < s; ++j)
                ASSERT_TRUE(each[j] == ref_each[j]) << where << ": test_each shape " << j;
            ASSERT_EQ(first, ref_first) << where << ": first_hit";
            ASSERT_EQ(counts, ref_counts) << where << ": count_per_shape";
            ASSERT_EQ(count, ref_count) << where << ": pairs";
            ASSERT_TRUE(got == ref_pairs) << where << ": pairs differ";
            if (path != hitmask::broad_phase::automatic) {
                ASSERT_EQ(ws.last_path(), path) << where;
            }
        }
    }
}

} // namespace hitmask_test
