// Test support: random round elements, discs in a square and balls in a cube around a point,
// for the tests that cast rays at them and look for the nearest. The draws come in the order
// x, y, (z,) r per element, so a seed gives the same elements in every test that uses it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

#include "elements.hpp"

namespace hitmask_test {

/// n discs centred within `half` of `middle` (each axis), radii in [0, max_radius).
inline std::vector<disc> random_discs(std::size_t n, vec2 middle, float half, std::uint32_t seed, float max_radius)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-half, half), size(0.f, max_radius);
    std::vector<disc> out(n);
    for (disc& d : out)
        d = {middle.x + pos(rng), middle.y + pos(rng), size(rng)};
    return out;
}

/// n balls centred within `half` of `middle` (each axis), radii in [0, max_radius).
inline std::vector<ball> random_balls(std::size_t n, vec3 middle, float half, std::uint32_t seed, float max_radius)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> pos(-half, half), size(0.f, max_radius);
    std::vector<ball> out(n);
    for (ball& b : out)
        b = {middle.x + pos(rng), middle.y + pos(rng), middle.z + pos(rng), size(rng)};
    return out;
}

} // namespace hitmask_test
