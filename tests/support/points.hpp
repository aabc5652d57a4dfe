// Test support: point sets that probe boundaries, special values and random positions.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "special_floats.hpp"

namespace hitmask_test {

using hitmask::vec2;

inline float next_up(float v)
{
    return std::nextafter(v, std::numeric_limits<float>::infinity());
}
inline float next_down(float v)
{
    return std::nextafter(v, -std::numeric_limits<float>::infinity());
}

/// Each seed and its 8 neighbours one ulp away in x, y or both: points exactly on a boundary
/// and just inside and outside it.
inline std::vector<vec2> with_ulp_neighbours(const std::vector<vec2>& seeds)
{
    std::vector<vec2> out;
    out.reserve(seeds.size() * 9);
    for (vec2 p : seeds) {
        const float xs[3] = {next_down(p.x), p.x, next_up(p.x)};
        const float ys[3] = {next_down(p.y), p.y, next_up(p.y)};
        for (float x : xs)
            for (float y : ys)
                out.push_back({x, y});
    }
    return out;
}

/// NaN, infinities, the largest and smallest floats, denormals and signed zeros, alone and
/// paired with coordinates that matter to the shape (its centre, corners, apex).
inline std::vector<vec2> special_points(const std::vector<float>& interesting)
{
    std::vector<float> values = {nan,
                                 -nan,
                                 inf,
                                 -inf,
                                 std::numeric_limits<float>::max(),
                                 -std::numeric_limits<float>::max(),
                                 1e-45f,
                                 -1e-45f,
                                 1e-38f,
                                 0.f,
                                 -0.f,
                                 1e19f,
                                 -1e19f};
    values.insert(values.end(), interesting.begin(), interesting.end());
    std::vector<vec2> out;
    for (float x : values)
        for (float y : values)
            out.push_back({x, y});
    return out;
}

/// Uniform random points in the square of half-width `half` around `center`.
inline std::vector<vec2> random_points(std::size_t n, vec2 center, float half, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> dx(center.x - half, center.x + half);
    std::uniform_real_distribution<float> dy(center.y - half, center.y + half);
    std::vector<vec2> out(n);
    for (vec2& p : out)
        p = {dx(rng), dy(rng)};
    return out;
}

/// Points at `radius` from `center` at `count` evenly spaced angles, rounded to float.
inline std::vector<vec2> ring(vec2 center, double radius, int count, double phase = 0.0)
{
    std::vector<vec2> out;
    for (int i = 0; i < count; ++i) {
        const double a = phase + 2.0 * M_PI * i / count;
        out.push_back(
            {static_cast<float>(center.x + radius * std::cos(a)), static_cast<float>(center.y + radius * std::sin(a))});
    }
    return out;
}

inline void append(std::vector<vec2>& to, const std::vector<vec2>& from)
{
    to.insert(to.end(), from.begin(), from.end());
}

} // namespace hitmask_test
