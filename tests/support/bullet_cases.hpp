// Test support: round and swept bullets near a shape's boundary, with special values.
#pragma once

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "elements.hpp"
#include "points.hpp"
#include "special_floats.hpp"

namespace hitmask_test {

/// Round bullets for a shape given the double distance from a point to it: random discs,
/// discs whose radius is exactly that distance (rounded) and one ulp either side, and NaN,
/// infinite, negative and zero radii and centres.
template <class Distance>
std::vector<disc> circles_cases(const std::vector<vec2>& centres, vec2 middle, float half, const Distance& distance)
{
    std::vector<disc> out;
    std::mt19937 rng(99);
    std::uniform_real_distribution<float> radius(0.f, half / 4);
    for (vec2 p : random_points(2048, middle, half, 5))
        out.push_back({p.x, p.y, radius(rng)});
    std::vector<vec2> probe = centres;
    append(probe, random_points(256, middle, half, 6));
    for (vec2 p : probe) {
        const float r = static_cast<float>(distance(p));
        for (float rr : {next_down(r), r, next_up(r)})
            out.push_back({p.x, p.y, rr});
    }
    for (float r : {nan, inf, -1.f, -0.f, 0.f, 1e-45f})
        for (vec2 p : {middle, vec2{nan, middle.y}, vec2{middle.x, inf}, vec2{-inf, middle.y}})
            out.push_back({p.x, p.y, r});
    return out;
}

/// Swept bullets: random short and long moves, zero-length ones, each given end with its ulp
/// neighbours, and NaN or infinite coordinates.
inline std::vector<sweep> segments_cases(const std::vector<sweep>& seeds, vec2 middle, float half)
{
    std::vector<sweep> out;
    std::mt19937 rng(17);
    std::uniform_real_distribution<float> step(-half / 2, half / 2);
    for (vec2 p : random_points(2048, middle, half, 8))
        out.push_back({p.x, p.y, p.x + step(rng), p.y + step(rng)});
    for (vec2 p : random_points(64, middle, half, 9))
        out.push_back({p.x, p.y, p.x, p.y});
    for (const sweep& s : seeds) {
        out.push_back(s);
        out.push_back({s.x1, s.y1, s.x0, s.y0});
        for (float dx : {-1.f, 1.f}) {
            out.push_back({s.x0 + dx * (next_up(std::fabs(s.x0)) - std::fabs(s.x0)), s.y0, s.x1, s.y1});
            out.push_back({s.x0, next_up(s.y0), s.x1, s.y1});
            out.push_back({s.x0, s.y0, next_down(s.x1), s.y1});
            out.push_back({s.x0, s.y0, s.x1, next_down(s.y1)});
        }
    }
    for (float v : {nan, inf, -inf}) {
        out.push_back({v, middle.y, middle.x, middle.y});
        out.push_back({middle.x, v, middle.x, middle.y});
        out.push_back({middle.x, middle.y, v, middle.y});
        out.push_back({middle.x, middle.y, middle.x, v});
    }
    return out;
}

} // namespace hitmask_test
