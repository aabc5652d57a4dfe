// Benchmark data for many 3D shapes at once: spheres (round objects, 3D bullets) or points in a
// 2000 x 2000 x 500 box, sphere sets and cone sets placed in the same box, deterministic in
// their seeds, with the spheres also as plain columns for Bullet's broadphase.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "sets_peers.hpp"

namespace sets3d {

constexpr float box_x = 2000.f, box_y = 2000.f, box_z = 500.f;
constexpr float degree = 0.017453292f;

/// Columns of spheres (or of points: r empty), the elements of a query or the shapes as a peer
/// sees them.
struct balls {
    std::vector<float> x, y, z, r;

    hitmask::points3_view points() const { return {x.data(), y.data(), z.data(), x.size()}; }
    hitmask::spheres_view spheres() const { return {x.data(), y.data(), z.data(), r.data(), x.size()}; }
    sets_peer::balls columns() const { return {x.data(), y.data(), z.data(), r.data(), x.size()}; }
};

/// n centres uniform in the box; radii uniform in [r0, r1) (or (r0, r1] when open_below),
/// none when r1 <= 0.
inline balls uniform(std::size_t n, float r0, float r1, bool open_below, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> x(0.f, box_x), y(0.f, box_y), z(0.f, box_z), r(r0, r1);
    balls b;
    for (std::size_t i = 0; i < n; ++i) {
        b.x.push_back(x(rng));
        b.y.push_back(y(rng));
        b.z.push_back(z(rng));
        if (r1 > 0) b.r.push_back(open_below ? r0 + r1 - r(rng) : r(rng)); // [r0, r1) mirrored to (r0, r1]
    }
    return b;
}

/// `b` one frame later: each centre moved 1 to 8 units (a 3D bullet at 60 to 480 units/s, at
/// 60 frames/s) in a direction of its own, uniform on the unit sphere; radii kept.
inline balls moved(const balls& b, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(-1.f, 1.f), phi(0.f, 6.2831853f), speed(1.f, 8.f);
    balls m = b;
    for (std::size_t i = 0; i < b.x.size(); ++i) {
        const float cz = u(rng), ring = std::sqrt(1.f - cz * cz), a = phi(rng), s = speed(rng);
        m.x[i] += s * ring * std::cos(a);
        m.y[i] += s * ring * std::sin(a);
        m.z[i] += s * cz;
    }
    return m;
}

/// The sphere set of `b`, in the same order.
inline hitmask::shape_set<hitmask::sphere> sphere_set(const balls& b)
{
    hitmask::shape_set<hitmask::sphere> set;
    for (std::size_t j = 0; j < b.x.size(); ++j)
        set.push_back(hitmask::sphere::make({b.x[j], b.y[j], b.z[j]}, b.r[j]));
    return set;
}

/// `count` view cones: apex uniform in the box, direction uniform on the unit sphere, fov
/// uniform in [30, 120] degrees, range uniform in [50, 300].
inline hitmask::shape_set<hitmask::cone> cones(std::size_t count, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    const float above = std::nextafter(1.f, 2.f); // closed intervals: [a, b] as [a, b + ulp)
    std::uniform_real_distribution<float> x(0.f, box_x), y(0.f, box_y), z(0.f, box_z), u(-1.f, above),
        phi(0.f, 6.2831853f), fov(30.f * degree, 120.f * degree * above), range(50.f, 300.f * above);
    hitmask::shape_set<hitmask::cone> set;
    for (std::size_t j = 0; j < count; ++j) {
        const hitmask::vec3 apex{x(rng), y(rng), z(rng)};
        const float cz = std::fmin(u(rng), 1.f), ring = std::sqrt(1.f - cz * cz), a = phi(rng); // uniform on the sphere
        set.push_back(hitmask::cone::make(apex, {ring * std::cos(a), ring * std::sin(a), cz}, fov(rng), range(rng)));
    }
    return set;
}

} // namespace sets3d
