// Test support for the 3D kinds: point and sphere sets that probe boundaries, special values and
// random positions, and double-precision geometry for the kinds' distance models.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "elements.hpp"
#include "points.hpp"
#include "special_floats.hpp"

namespace hitmask_test {

/// Each seed and its 26 neighbours one ulp away along any of the axes: points exactly on a
/// boundary and just inside and outside it.
inline std::vector<vec3> with_ulp_neighbours(const std::vector<vec3>& seeds)
{
    std::vector<vec3> out;
    out.reserve(seeds.size() * 27);
    for (vec3 p : seeds)
        for (float x : {next_down(p.x), p.x, next_up(p.x)})
            for (float y : {next_down(p.y), p.y, next_up(p.y)})
                for (float z : {next_down(p.z), p.z, next_up(p.z)})
                    out.push_back({x, y, z});
    return out;
}

/// Special values (NaN, infinities, the largest floats, denormals, zeros) in each coordinate,
/// combined with the shape's own coordinates in the others.
inline std::vector<vec3> special_points3(const std::vector<float>& interesting, vec3 middle)
{
    const float big = std::numeric_limits<float>::max();
    std::vector<float> values = {nan, -nan, inf, -inf, big, -big, 1e-45f, -1e-45f, 1e-38f, 0.f, -0.f};
    values.insert(values.end(), interesting.begin(), interesting.end());
    std::vector<vec3> out;
    for (float a : values)
        for (float b : values) {
            out.push_back({a, b, middle.z});
            out.push_back({middle.x, a, b});
            out.push_back({b, middle.y, a});
        }
    return out;
}

inline std::vector<vec3> random_points3(std::size_t n, vec3 center, float half, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(-half, half);
    std::vector<vec3> out(n);
    for (vec3& p : out) {
        const float dx = u(rng), dy = u(rng), dz = u(rng);
        p = {center.x + dx, center.y + dy, center.z + dz};
    }
    return out;
}

/// The cube the random points around a 3D sample are drawn from: centred on its seeds' box and
/// half again as wide.
struct seed_cube {
    vec3 center;
    float half;
};
inline seed_cube cube_around(const std::vector<vec3>& seeds)
{
    vec3 lo = seeds.at(0), hi = lo;
    for (vec3 p : seeds) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
    }
    const float half = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z}) * 0.75f + 1e-3f;
    return {{lo.x + (hi.x - lo.x) / 2, lo.y + (hi.y - lo.y) / 2, lo.z + (hi.z - lo.z) / 2}, half};
}

/// Spheres for a shape given the double distance from a point to it: random balls, balls whose
/// radius is exactly that distance (rounded) and one ulp either side at the seeds and at random
/// centres, and NaN, infinite, negative and zero radii and centres.
template <class Distance>
std::vector<ball> balls_around(const std::vector<vec3>& seeds, vec3 middle, float half, const Distance& distance,
                               std::size_t random_count = 2048)
{
    std::vector<ball> out;
    std::mt19937 rng(99);
    std::uniform_real_distribution<float> radius(0.f, half / 4);
    for (vec3 p : random_points3(random_count, middle, half, 5))
        out.push_back({p.x, p.y, p.z, radius(rng)});
    std::vector<vec3> probe = seeds;
    for (vec3 p : random_points3(256, middle, half, 6))
        probe.push_back(p);
    for (vec3 p : probe) {
        const float r = static_cast<float>(distance(p.x, p.y, p.z));
        for (float rr : {next_down(r), r, next_up(r)})
            out.push_back({p.x, p.y, p.z, rr});
    }
    for (float r : {nan, inf, -1.f, -0.f, 0.f, 1e-45f})
        for (vec3 p : {middle, vec3{nan, middle.y, middle.z}, vec3{middle.x, inf, middle.z},
                       vec3{middle.x, middle.y, -inf}})
            out.push_back({p.x, p.y, p.z, r});
    return out;
}

/// `count` directions spread evenly over the unit sphere (a Fibonacci lattice), and the six axes.
inline std::vector<vec3> sphere_directions(int count)
{
    std::vector<vec3> out = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    const double golden = 3.14159265358979323846 * (3.0 - std::sqrt(5.0));
    for (int i = 0; i < count; ++i) {
        const double z = 1.0 - 2.0 * (i + 0.5) / count;
        const double rr = std::sqrt(1.0 - z * z);
        out.push_back({static_cast<float>(rr * std::cos(golden * i)), static_cast<float>(rr * std::sin(golden * i)),
                       static_cast<float>(z)});
    }
    return out;
}

/// Double-precision 3D geometry for the models: written from the definitions, not from the
/// library's formulas.
namespace model3 {

struct dv {
    double x, y, z;
};
inline dv operator+(dv a, dv b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline dv operator-(dv a, dv b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline dv operator*(double s, dv a) { return {s * a.x, s * a.y, s * a.z}; }
inline double dot(dv a, dv b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline dv cross(dv a, dv b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double length(dv a) { return std::sqrt(dot(a, a)); }
inline dv d(vec3 v) { return {v.x, v.y, v.z}; }

/// Distance from p to the segment a-b (clamped projection).
inline double distance_to_segment(dv p, dv a, dv b)
{
    const dv e = b - a;
    const double len2 = dot(e, e);
    const double t = len2 > 0 ? std::clamp(dot(p - a, e) / len2, 0.0, 1.0) : 0.0;
    return length(p - (a + t * e));
}

/// Distance from p to the convex planar polygon `v` (in order): to its plane when p projects
/// inside it, else to its nearest edge.
inline double distance_to_face(dv p, const std::vector<dv>& v)
{
    const dv n0 = cross(v[1] - v[0], v[2] - v[0]);
    const dv n = (1.0 / length(n0)) * n0;
    const dv q = p - dot(p - v[0], n) * n;
    bool inside = true;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const dv a = v[i], b = v[(i + 1) % v.size()];
        if (dot(cross(b - a, q - a), n) < 0) inside = false;
    }
    if (inside) return std::fabs(dot(p - v[0], n));
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < v.size(); ++i)
        best = std::min(best, distance_to_segment(p, v[i], v[(i + 1) % v.size()]));
    return best;
}

/// Distance from p to the hexahedron with corners c[k] (bit 0: +x side, bit 1: +y side, bit 2:
/// +z side of its own frame), 0 inside: the nearest of its six quadrilateral faces, unless p is
/// on the inner side of every face.
inline double distance_to_hexahedron(dv p, const dv (&c)[8])
{
    const int faces[6][4] = {{0, 2, 6, 4}, {1, 5, 7, 3}, {0, 4, 5, 1}, {2, 3, 7, 6}, {0, 1, 3, 2}, {4, 6, 7, 5}};
    dv centroid{0, 0, 0};
    for (const dv& k : c)
        centroid = centroid + 0.125 * k;
    bool inside = true;
    double best = std::numeric_limits<double>::infinity();
    for (const auto& f : faces) {
        const std::vector<dv> v = {c[f[0]], c[f[1]], c[f[2]], c[f[3]]};
        dv n = cross(v[1] - v[0], v[2] - v[0]);
        if (dot(n, centroid - v[0]) < 0) n = -1.0 * n; // inward
        if (dot(n, p - v[0]) < 0) inside = false;
        best = std::min(best, distance_to_face(p, v));
    }
    return inside ? 0.0 : best;
}

} // namespace model3

} // namespace hitmask_test
