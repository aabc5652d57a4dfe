// Test support: the sectors users write, in both forms, and points on their boundaries.
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "points.hpp"
#include "special_floats.hpp"

namespace hitmask_test {

struct sector_case {
    std::string name;
    hitmask::sector shape;
    double edge_a, edge_b; ///< angles of the two straight edges, radians
    float range;
    // the factory's other arguments, for making the same sector elsewhere (the C API)
    bool facing = false;
    hitmask::vec2 direction{}; ///< facing's
    float a = 0, b = 0;        ///< between's start and end, or facing's fov in a
};

inline std::vector<sector_case> between_cases()
{
    using hitmask::radians;
    using hitmask::sector;
    const hitmask::vec2 o{10.5f, -3.25f};
    struct spec {
        const char* name;
        float start_deg, end_deg, range;
    };
    const spec specs[] = {
        {"0_90", 0, 90, 50},     {"260_350", 260, 350, 50},    {"m10_260", -10, 260, 50},     {"89_359", 89, 359, 50},
        {"90_360", 90, 360, 50}, {"350_10_wrap", 350, 10, 50}, {"0_360_full", 0, 360, 50},    {"1deg", 30, 31, 50},
        {"0_180", 0, 180, 50},   {"45_135_inf", 45, 135, inf}, {"m170_170", -170, 170, 7.5f},
    };
    std::vector<sector_case> out;
    for (const spec& s : specs)
        out.push_back({std::string("between_") + s.name,
                       sector::between(o, radians(s.start_deg), radians(s.end_deg), s.range), radians(s.start_deg),
                       radians(s.end_deg), s.range, false, {}, radians(s.start_deg), radians(s.end_deg)});
    out.push_back(
        {"between_0_2pi_float", sector::between(o, 0.f, 6.2831855f, 50.f), 0.0, 0.0, 50.f, false, {}, 0.f, 6.2831855f});
    return out;
}

inline std::vector<sector_case> facing_cases()
{
    using hitmask::radians;
    using hitmask::sector;
    struct spec {
        const char* name;
        hitmask::vec2 dir;
        float fov_deg, range;
    };
    const spec specs[] = {
        {"right_90", {1, 0}, 90, 40},   {"up_60", {0, 1}, 60, 40},           {"diag_1deg", {1, 1}, 1, 40},
        {"left_180", {-1, 0}, 180, 40}, {"odd_270", {0.3f, -0.8f}, 270, 40}, {"down_359", {0, -1}, 359, 40},
        {"full_360", {1, 2}, 360, 40},  {"inf_range_45", {-2, 1}, 45, inf},  {"tiny_120", {1, 0}, 120, 1e-3f},
    };
    const hitmask::vec2 o{-4.75f, 8.125f};
    std::vector<sector_case> out;
    for (const spec& s : specs) {
        const double dir = std::atan2(static_cast<double>(s.dir.y), static_cast<double>(s.dir.x));
        const double half = radians(s.fov_deg) / 2.0;
        out.push_back({std::string("facing_") + s.name, sector::facing(o, s.dir, radians(s.fov_deg), s.range),
                       dir - half, dir + half, s.range, true, s.dir, radians(s.fov_deg)});
    }
    return out;
}

/// The apex, points along both edges (on them as nearly as float allows), points on the arc,
/// and points near the apex.
inline std::vector<hitmask::vec2> sector_seeds(const sector_case& c)
{
    const hitmask::vec2 a = c.shape.apex();
    const double r = std::isinf(c.range) ? 1000.0 : static_cast<double>(c.range);
    std::vector<hitmask::vec2> seeds = {a, {a.x + 1e-6f, a.y}, {a.x, a.y - 1e-6f}};
    for (double angle : {c.edge_a, c.edge_b}) {
        for (double t : {1e-4, 0.25, 0.5, 0.999, 1.0, 1.5}) {
            seeds.push_back(
                {static_cast<float>(a.x + t * r * std::cos(angle)), static_cast<float>(a.y + t * r * std::sin(angle))});
        }
    }
    append(seeds, ring(a, r, 48, 0.05));
    append(seeds, ring(a, r * 0.5, 16));
    return seeds;
}

} // namespace hitmask_test
