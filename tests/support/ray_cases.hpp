// Test support: rays and the elements they meet on and one ulp beside every boundary (tangent
// rays, rays ending on the rim, origins on the rim and inside), and the comparison of a ray
// cast on the active ISA with the scalar reference: hit bits, distance bits, the count, the
// closest hit, and nothing written past the outputs.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "differential.hpp"
#include "elements.hpp"
#include "oriented_cases.hpp"
#include "points.hpp"
#include "random_round.hpp"

namespace hitmask_test {

constexpr float ray_inf = std::numeric_limits<float>::infinity();

/// The rays every view is cast against: axis-aligned ones (with -0 components), diagonal and
/// awkward directions; lengths 0, finite and +inf.
inline std::vector<hitmask::ray> test_rays(vec2 origin)
{
    const vec2 directions[] = {{1.f, 0.f},  {0.f, 1.f},   {-1.f, 0.f},  {0.f, -1.f},  {-0.f, 1.f},
                               {1.f, -0.f}, {0.6f, 0.8f}, {-0.3f, 0.7f}, {1e-3f, 1.f}, {-5.f, -2.f}};
    std::vector<hitmask::ray> out;
    for (const vec2 d : directions)
        for (const float max : {0.f, 55.5f, ray_inf})
            out.push_back(hitmask::ray::make(origin, d, max));
    return out;
}

/// Where a ray is at t, in float.
inline vec2 along(const hitmask::ray& r, float t)
{
    return {r.origin().x + t * r.direction().x, r.origin().y + t * r.direction().y};
}
/// The ray's left normal.
inline vec2 normal_of(const hitmask::ray& r)
{
    return {-r.direction().y, r.direction().x};
}
inline vec2 offset(vec2 p, vec2 dir, float s)
{
    return {p.x + s * dir.x, p.y + s * dir.y};
}

/// The distances along the ray where boundary cases sit: behind, at the origin, ahead, near
/// the end of a finite ray.
inline std::vector<float> stations(const hitmask::ray& r)
{
    std::vector<float> out = {-6.f, 0.f, 7.5f, 40.f};
    if (std::isfinite(r.max_distance())) out.push_back(r.max_distance());
    return out;
}

/// Discs tangent to the ray on both sides, centred on it, through the origin's rim, around the
/// origin, and with their near rim at the ray's end.
inline std::vector<disc> disc_cases(const hitmask::ray& r)
{
    std::vector<disc> out;
    const vec2 n = normal_of(r), u = r.direction();
    for (float s : stations(r))
        for (float rad : {0.f, 0.5f, 3.f}) {
            const vec2 c = along(r, s);
            for (float k : {1.f, -1.f, 0.f, 0.5f})
                out.push_back({c.x + k * rad * n.x, c.y + k * rad * n.y, rad});
            const vec2 end = offset(c, u, rad); // its near rim at s
            out.push_back({end.x, end.y, rad});
        }
    return with_column_neighbours(out);
}

/// Capsules beside the ray (their sides tangent), across it, with an end on it, degenerate
/// (both ends equal), around the origin, and starting at the ray's end.
inline std::vector<capsule_bullet> capsule_cases(const hitmask::ray& r)
{
    std::vector<capsule_bullet> out;
    const vec2 n = normal_of(r);
    for (float s : stations(r))
        for (float rad : {0.f, 2.f}) {
            const vec2 a = along(r, s), b = along(r, s + 9.f);
            for (float k : {1.f, -1.f, 0.f}) {
                const vec2 a2 = offset(a, n, k * rad), b2 = offset(b, n, k * rad);
                out.push_back({a2.x, a2.y, b2.x, b2.y, rad}); // along the ray
            }
            const vec2 left = offset(a, n, 5.f), right = offset(a, n, -5.f);
            out.push_back({left.x, left.y, right.x, right.y, rad}); // across it
            out.push_back({a.x, a.y, left.x, left.y, rad});         // one end on it
            out.push_back({a.x, a.y, a.x, a.y, rad});               // a disc
            const vec2 front = offset(a, r.direction(), rad);
            out.push_back({front.x, front.y, left.x + r.direction().x * rad, left.y + r.direction().y * rad, rad});
        }
    return with_column_neighbours(out);
}

/// Boxes whose edges lie on the ray, whose corners touch it, rotated boxes, boxes around the
/// origin, and boxes whose near edge is at the ray's end, for several axes.
inline std::vector<box_bullet> box_ray_cases(const hitmask::ray& r)
{
    std::vector<box_bullet> out;
    const vec2 n = normal_of(r), u = r.direction();
    for (float s : stations(r))
        for (const vec2 axis : {u, vec2{1.f, 0.f}, vec2{0.70710677f, 0.70710677f}}) {
            const float hx = 2.f, hy = 1.5f;
            const vec2 c = along(r, s);
            out.push_back({c.x, c.y, axis.x, axis.y, hx, hy});
            const vec2 beside = offset(c, n, hy), below = offset(c, n, -hy);
            out.push_back({beside.x, beside.y, axis.x, axis.y, hx, hy});
            out.push_back({below.x, below.y, axis.x, axis.y, hx, hy});
            const vec2 ahead = offset(c, u, hx); // near edge at s when the axis is u
            out.push_back({ahead.x, ahead.y, axis.x, axis.y, hx, hy});
            out.push_back({c.x, c.y, axis.x, axis.y, 0.f, 0.f});
        }
    return with_column_neighbours(out);
}

/// Ellipses tangent to the ray, centred on it, around the origin, and ending at the ray's end.
inline std::vector<oval_bullet> oval_ray_cases(const hitmask::ray& r)
{
    std::vector<oval_bullet> out;
    const vec2 n = normal_of(r), u = r.direction();
    for (float s : stations(r))
        for (const vec2 axis : {u, vec2{0.f, 1.f}, vec2{0.8f, -0.6f}}) {
            const float rx = 3.f, ry = 1.25f;
            const vec2 c = along(r, s);
            out.push_back({c.x, c.y, axis.x, axis.y, rx, ry});
            const vec2 beside = offset(c, n, ry), ahead = offset(c, u, rx);
            out.push_back({beside.x, beside.y, axis.x, axis.y, rx, ry});
            out.push_back({ahead.x, ahead.y, axis.x, axis.y, rx, ry});
        }
    return with_column_neighbours(out);
}

/// The 3D rays: axis-aligned, diagonal, with -0 components; lengths 0, finite and +inf.
inline std::vector<hitmask::ray3> test_rays3(vec3 origin)
{
    const vec3 directions[] = {{1.f, 0.f, 0.f}, {0.f, 1.f, 0.f}, {0.f, 0.f, -1.f},     {-0.f, 0.f, 1.f},
                               {0.f, 0.6f, 0.8f}, {2.f, -1.f, 2.f}, {-0.3f, 0.7f, 1e-3f}};
    std::vector<hitmask::ray3> out;
    for (const vec3 d : directions)
        for (const float max : {0.f, 55.5f, ray_inf})
            out.push_back(hitmask::ray3::make(origin, d, max));
    return out;
}

/// Spheres tangent to the ray (along two normals), centred on it, at the origin's rim and
/// with their near surface at the ray's end.
inline std::vector<ball> ball_cases(const hitmask::ray3& r)
{
    std::vector<ball> out;
    const vec3 u = r.direction(), o = r.origin();
    // two normals of u
    const vec3 a = std::fabs(u.x) < 0.9f ? vec3{0.f, -u.z, u.y} : vec3{-u.y, u.x, 0.f};
    const float la = std::sqrt(a.x * a.x + a.y * a.y + a.z * a.z);
    const vec3 n1{a.x / la, a.y / la, a.z / la};
    const vec3 n2{u.y * n1.z - u.z * n1.y, u.z * n1.x - u.x * n1.z, u.x * n1.y - u.y * n1.x};
    std::vector<float> at = {-6.f, 0.f, 7.5f, 40.f};
    if (std::isfinite(r.max_distance())) at.push_back(r.max_distance());
    for (float s : at)
        for (float rad : {0.f, 0.5f, 3.f}) {
            const vec3 c{o.x + s * u.x, o.y + s * u.y, o.z + s * u.z};
            for (const vec3 nn : {n1, n2})
                for (float k : {1.f, -1.f, 0.5f})
                    out.push_back({c.x + k * rad * nn.x, c.y + k * rad * nn.y, c.z + k * rad * nn.z, rad});
            out.push_back({c.x, c.y, c.z, rad});
            out.push_back({c.x + rad * u.x, c.y + rad * u.y, c.z + rad * u.z, rad});
        }
    return with_column_neighbours(out);
}

/// Random spheres in a cube around `middle`, radii up to half / 6.
inline std::vector<ball> random_balls(std::size_t n, vec3 middle, float half, std::uint32_t seed)
{
    return random_balls(n, middle, half, seed, half / 6);
}
/// Random discs in a square around `middle`, radii up to half / 6.
inline std::vector<disc> random_discs(std::size_t n, vec2 middle, float half, std::uint32_t seed)
{
    return random_discs(n, middle, half, seed, half / 6);
}

/// Round bullets as random_bullets gives the oriented kinds.
template <>
inline std::vector<disc> random_bullets<disc>(std::size_t n, vec2 p, float half, std::uint32_t seed)
{
    return random_discs(n, p, half, seed);
}

inline bool same_bits(float a, float b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

/// raycast and raycast_closest of the first n elements on the active ISA against the reference:
/// hit bits, distance bits, counts, the closest hit (which must also be the least of the
/// distances, the lowest index on ties), and no write past the distances. False at the first
/// difference, reported with the element.
template <class E, class Ray>
bool ray_same_as_reference(const offset_columns<E>& c, std::size_t n, const Ray& r, const std::string& what)
{
    const auto v = c.view(n);
    hitmask::bitmask expected(n), got(n);
    std::vector<float> want(n + 1, -7.f), have(n + 1, -7.f);
    const std::size_t ref_count = hitmask::reference::raycast(v, r, expected, want.data());
    const std::size_t count = hitmask::raycast(v, r, got, have.data());
    const std::string isa = hitmask::to_string(hitmask::active_isa());
    for (std::size_t i = 0; i < n; ++i) {
        if (expected.test(i) != got.test(i) || !same_bits(want[i], have[i])) {
            ADD_FAILURE() << what << " on " << isa << ": " << describe(c, i) << " reference " << expected.test(i)
                          << " at " << want[i] << ", kernel " << got.test(i) << " at " << have[i];
            return false;
        }
        if (expected.test(i) != (want[i] < ray_inf)) {
            ADD_FAILURE() << what << ": " << describe(c, i) << " hit bit and distance " << want[i] << " disagree";
            return false;
        }
    }
    if (!(expected == got) || ref_count != expected.count() || count != ref_count || have[n] != -7.f ||
        want[n] != -7.f) {
        ADD_FAILURE() << what << " on " << isa << ": counts " << count << " / " << ref_count
                      << " or bits past the view differ, or a distance was written past the view";
        return false;
    }
    hitmask::bitmask bits_only(n);
    if (hitmask::raycast(v, r, bits_only, nullptr) != count || !(bits_only == got)) {
        ADD_FAILURE() << what << ": raycast without distances differs";
        return false;
    }
    const hitmask::ray_hit first = hitmask::raycast_closest(v, r);
    const hitmask::ray_hit ref_first = hitmask::reference::raycast_closest(v, r);
    std::size_t least = hitmask::no_hit;
    for (std::size_t i = 0; i < n; ++i)
        if (want[i] < ray_inf && (least == hitmask::no_hit || want[i] < want[least])) least = i;
    const float least_distance = least == hitmask::no_hit ? ray_inf : want[least];
    if (first.index != ref_first.index || !same_bits(first.distance, ref_first.distance) || first.index != least ||
        !same_bits(first.distance, least_distance)) {
        ADD_FAILURE() << what << " on " << isa << ": closest " << first.index << " at " << first.distance
                      << ", reference " << ref_first.index << " at " << ref_first.distance
                      << ", least of the distances " << least << " at " << least_distance;
        return false;
    }
    return true;
}

/// The elements at start offsets 0..offsets-1 floats.
template <class E, class Ray>
void expect_ray_same_as_reference(const Ray& r, const std::vector<E>& elements, const std::string& what,
                                  std::size_t offsets = 4)
{
    for (std::size_t offset = 0; offset < offsets; ++offset) {
        const offset_columns<E> c(elements, offset);
        if (!ray_same_as_reference(c, elements.size(), r, what + " offset " + std::to_string(offset))) return;
    }
}

/// Rays cut exactly at some of the elements' own distances, and a float short of them: rays
/// that end on a rim and an ulp before it (up to `count` distances, spread over the set).
template <class E, class Ray>
void expect_cut_rays_same_as_reference(const Ray& r, const std::vector<E>& elements, const std::string& what,
                                       std::size_t count = 6)
{
    const offset_columns<E> c(elements, 0);
    const auto v = c.view();
    hitmask::bitmask hits(v.size);
    std::vector<float> d(v.size);
    hitmask::reference::raycast(v, r, hits, d.data());
    std::vector<float> ends;
    for (float t : d)
        if (t > 0.f && t < ray_inf) ends.push_back(t);
    const std::size_t step = ends.size() / count + 1;
    for (std::size_t k = 0; k < ends.size(); k += step)
        for (const float end : {ends[k], std::nextafter(ends[k], 0.f)}) {
            const Ray cut = Ray::make(r.origin(), r.direction(), end);
            if (!ray_same_as_reference(c, v.size, cut, what + " cut at " + std::to_string(end))) return;
        }
}

/// Every length 0..130 at tail_offsets().
template <class E, class Ray>
void expect_every_ray_length_same_as_reference(const Ray& r, const std::vector<E>& elements, const std::string& what)
{
    for (std::size_t offset : tail_offsets()) {
        const offset_columns<E> c(elements, offset);
        for (std::size_t n = 0; n <= 130 && n <= elements.size(); ++n)
            if (!ray_same_as_reference(c, n, r, what + " n=" + std::to_string(n) + " offset=" + std::to_string(offset)))
                return;
    }
}

} // namespace hitmask_test
