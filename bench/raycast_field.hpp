// hitmask_raycast_bench's data: n round bullets in a 1920x1080 field (radii 2 to 8, a fixed
// seed) as SoA columns for hitmask and the engines and as the array of structs of the plain
// loop, with a z in [-24, 24] for the spheres; the ray across it, and the same ray as the
// segments the engines take (an unbounded ray is a segment of length `reach`, past the field).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <new>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "aligned_column.hpp"
#include "bench_rows.hpp"
#include "peers/plain_rays.hpp"
#include "peers/ray_peers.hpp"

namespace ray_field {

constexpr float inf = std::numeric_limits<float>::infinity();
constexpr std::int64_t sizes[] = {4096, 100000}; // discs: in L1/L2, and past L2
constexpr std::int64_t spheres_size = 4096;
constexpr float reach = 4096; // the engines' segment: from the origin past the field's far corner
// A bullet's step per frame, in the field's units (pixels, given to the engines as they are):
// farther than Box2D's fat-box margin (b2_aabbExtension, 0.1), so every moved proxy is reinserted.
constexpr float step_x = 5, step_y = 3;

using column = bench_memory::aligned_column;

/// The bullets as SoA columns (hitmask, the engines) and as the array of structs of the plain loop.
struct field {
    std::size_t n;
    column x, y, z, r;
    std::vector<plain_ray::bullet> aos;
    explicit field(std::size_t count) : n(count), x(count), y(count), z(count), r(count)
    {
        std::mt19937 rng(31);
        std::uniform_real_distribution<float> px(0.f, 1920.f), py(0.f, 1080.f), pz(-24.f, 24.f), radius(2.f, 8.f);
        for (std::size_t i = 0; i < n; ++i) {
            x.data()[i] = px(rng);
            y.data()[i] = py(rng);
            z.data()[i] = pz(rng);
            r.data()[i] = radius(rng);
            aos.push_back({x.data()[i], y.data()[i], r.data()[i]});
        }
    }
    hitmask::circles_view discs() const { return {x.data(), y.data(), r.data(), n}; }
    hitmask::spheres_view spheres() const { return {x.data(), y.data(), z.data(), r.data(), n}; }
    ray_peer::discs peer_discs() const { return {x.data(), y.data(), r.data(), n}; }
    ray_peer::balls peer_balls() const { return {x.data(), y.data(), z.data(), r.data(), n}; }
};

inline field& field_of(std::size_t n)
{
    return bench_rows::made_once<field>([n](const field& f) { return f.n == n; }, n);
}

/// From just left of the field, so that no bullet holds the origin (Box2D's circle ray cast, and
/// so the plain loop, misses a disc holding it; hitmask says 0), through the field's middle at a
/// slight angle, unbounded. The ray3 is the same with a slight z slope.
inline const hitmask::ray& the_ray()
{
    static const hitmask::ray r = hitmask::ray::make({-16.f, 500.f}, {1.f, 0.04f}, inf);
    return r;
}
inline const hitmask::ray3& the_ray3()
{
    static const hitmask::ray3 r = hitmask::ray3::make({-16.f, 500.f, 0.f}, {1.f, 0.04f, 0.01f}, inf);
    return r;
}
/// The ray as the engines' segment, shifted by (dx, dy) with the bodies of a moved frame.
inline ray_peer::segment segment_of(float dx = 0, float dy = 0)
{
    const hitmask::vec2 o = the_ray().origin(), u = the_ray().direction();
    return {o.x + dx, o.y + dy, o.x + dx + reach * u.x, o.y + dy + reach * u.y};
}
inline plain_ray::segment plain_segment()
{
    const ray_peer::segment s = segment_of();
    return {s.x1, s.y1, s.x2, s.y2};
}
inline ray_peer::segment3 segment3_of()
{
    const hitmask::vec3 o = the_ray3().origin(), u = the_ray3().direction();
    return {o.x, o.y, o.z, o.x + reach * u.x, o.y + reach * u.y, o.z + reach * u.z};
}

} // namespace ray_field
