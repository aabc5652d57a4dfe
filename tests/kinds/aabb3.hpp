// The 3D shape kind "aabb3" in the tests: sample boxes, their distance model, the factory's
// refusals, and the fuzz family "aabb3" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::aabb3> {
    static sample<hitmask::aabb3> make(const std::string& name, vec3 lo, vec3 hi)
    {
        // every corner, edge midpoint and face centre (the 27 points of the 3x3x3 grid), and
        // points along the edges
        std::vector<vec3> seeds;
        const float xs[3] = {lo.x, lo.x + (hi.x - lo.x) / 2, hi.x}, ys[3] = {lo.y, lo.y + (hi.y - lo.y) / 2, hi.y},
                    zs[3] = {lo.z, lo.z + (hi.z - lo.z) / 2, hi.z};
        for (float x : xs)
            for (float y : ys)
                for (float z : zs)
                    seeds.push_back({x, y, z});
        for (int k = 1; k < 8; ++k) {
            const float t = static_cast<float>(k) / 8;
            seeds.push_back({lo.x + t * (hi.x - lo.x), lo.y, hi.z});
            seeds.push_back({hi.x, lo.y + t * (hi.y - lo.y), lo.z});
            seeds.push_back({lo.x, hi.y, lo.z + t * (hi.z - lo.z)});
        }
        return {name, hitmask::aabb3::make(lo, hi), [=](hm_shape* s) { return hm_aabb3(cv(lo), cv(hi), s); },
                std::move(seeds), [=](double x, double y, double z) {
                    const auto gap = [](double v, double a, double b) { return std::max({a - v, v - b, 0.0}); };
                    return std::sqrt(std::pow(gap(x, lo.x, hi.x), 2) + std::pow(gap(y, lo.y, hi.y), 2) +
                                     std::pow(gap(z, lo.z, hi.z), 2));
                }};
    }
    static std::vector<sample<hitmask::aabb3>> samples()
    {
        return {make("aabb3", {-3, -2, -1}, {5, 7, 4}), make("aabb3_flat", {0, 0, 2}, {10, 10, 2}),
                make("aabb3_point", {1, 1, 1}, {1, 1, 1}), make("aabb3_far", {1e4f, -2e4f, 5e3f}, {1.0001e4f, -1.9e4f, 5.5e3f}),
                make("aabb3_odd", {-0.3f, 0.7f, -12.25f}, {0.9f, 13.37f, 0.1f})};
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through([](vec3 a, vec3 b) { return hitmask::aabb3::try_make(a, b); },
                                             [](hm_shape* s, vec3 a, vec3 b) { return hm_aabb3(cv(a), cv(b), s); });
        return {refused("aabb3: min.x must be finite, got nan", vec3{nan, 0, 0}, vec3{1, 1, 1}),
                refused("aabb3: max.z must be finite, got inf", vec3{0, 0, 0}, vec3{1, 1, inf}),
                refused("aabb3: min.y must be <= max.y (1), got 2", vec3{0, 2, 0}, vec3{1, 1, 1}),
                refused("aabb3: min.z must be <= max.z (-1), got 0", vec3{0, 0, 0}, vec3{1, 1, -1})};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// 3D boxes against 3D points and spheres.
template <class Check>
void aabb3_case(fuzz_input& in, Check& check)
{
    const hitmask::vec3 lo{in.value({}), in.value({}), in.value({})};
    const hitmask::vec3 hi{in.value({lo.x}), in.value({lo.y}), in.value({lo.z})};
    compare_made(in, check, hitmask::aabb3::try_make(lo, hi), "aabb3", {lo.x, lo.y, lo.z, hi.x, hi.y, hi.z},
                 {lo.x, lo.y, lo.z, hi.x, hi.y, hi.z, 0.f, 1.f}, &columns::points3, &columns::spheres);
}

} // namespace hitmask_fuzz
