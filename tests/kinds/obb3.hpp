// The 3D shape kind "obb3" in the tests: sample oriented boxes (rotations from an axis and an
// angle in double, rounded to float; the identity; a left-handed frame; flat, point-like and far
// boxes), their distance model (the box in its own frame, from the rotation in double), the
// factory's refusals, and the fuzz family "obb3" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include <array>

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::obb3> {
    using dv = model3::dv;
    using frame = std::array<dv, 3>;

    /// The columns of the rotation by `angle` about `axis` (Rodrigues), in double.
    static frame rotation(dv axis, double angle)
    {
        using namespace model3;
        const dv k = (1.0 / length(axis)) * axis;
        const double c = std::cos(angle), s = std::sin(angle);
        frame f{};
        const dv e[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
        for (int i = 0; i < 3; ++i)
            f[static_cast<std::size_t>(i)] = c * e[i] + s * cross(k, e[i]) + ((1 - c) * dot(k, e[i])) * k;
        return f;
    }
    static vec3 f(dv a) { return {static_cast<float>(a.x), static_cast<float>(a.y), static_cast<float>(a.z)}; }

    /// Distance from p to the box of half extents h along the frame's axes around c, 0 inside.
    static double distance(dv p, dv c, vec3 h, const frame& axes)
    {
        using namespace model3;
        const double hs[3] = {h.x, h.y, h.z};
        double sum = 0;
        for (std::size_t i = 0; i < 3; ++i) {
            const double proj = dot(p - c, axes[i]) / length(axes[i]);
            const double out = std::max(std::fabs(proj) - hs[i], 0.0);
            sum += out * out;
        }
        return std::sqrt(sum);
    }

    static sample<hitmask::obb3> make(const std::string& name, vec3 center, vec3 h, const frame& axes)
    {
        using namespace model3;
        const vec3 u = f(axes[0]), v = f(axes[1]), w = f(axes[2]);
        const dv c = d(center);
        const double hs[3] = {h.x, h.y, h.z};
        // the 27 points of the 3x3x3 grid in the box's frame (corners, edge midpoints, face
        // centres, centre), points along every edge and across every face, and points outside
        // beyond each face, edge and corner (spheres reaching them touch a face, an edge, a corner)
        std::vector<vec3> seeds;
        const auto at = [&](double a, double b, double e) {
            return c + (a * hs[0]) * axes[0] + (b * hs[1]) * axes[1] + (e * hs[2]) * axes[2];
        };
        for (int a = -1; a <= 1; ++a)
            for (int b = -1; b <= 1; ++b)
                for (int e = -1; e <= 1; ++e) {
                    seeds.push_back(f(at(a, b, e)));
                    if (a != 0 || b != 0 || e != 0)
                        seeds.push_back(f(at(a, b, e) + 0.75 * (a * axes[0] + b * axes[1] + e * axes[2])));
                }
        for (int k = 1; k < 8; ++k) {
            const double t = -1 + k / 4.0;
            for (double s1 : {-1.0, 1.0})
                for (double s2 : {-1.0, 1.0}) {
                    seeds.push_back(f(at(t, s1, s2)));
                    seeds.push_back(f(at(s1, t, s2)));
                    seeds.push_back(f(at(s1, s2, t)));
                }
            seeds.push_back(f(at(t, 0.3, 1)));
            seeds.push_back(f(at(-1, t, -0.6)));
            seeds.push_back(f(at(0.45, -1, t)));
        }
        return {name, hitmask::obb3::make(center, h, u, v, w),
                [=](hm_shape* s) { return hm_obb3(cv(center), cv(h), cv(u), cv(v), cv(w), s); }, std::move(seeds),
                [=](double x, double y, double z) { return distance({x, y, z}, c, h, axes); }};
    }
    static std::vector<sample<hitmask::obb3>> samples()
    {
        const frame identity{dv{1, 0, 0}, dv{0, 1, 0}, dv{0, 0, 1}};
        frame left = rotation({0, 0, 1}, 0.5);
        left[2] = -1.0 * left[2];
        return {make("obb3", {1, -2, 3}, {4, 2, 1}, rotation({1, 2, 3}, 0.7)),
                make("obb3_identity", {0.5f, 0, -1}, {2, 3, 4}, identity),
                make("obb3_flat", {0, 0, 2}, {5, 5, 0}, rotation({1, 0, 0}, 0.5235987755982988)),
                make("obb3_point", {1, 1, 1}, {0, 0, 0}, rotation({-1, 1, 2}, 2.0)),
                make("obb3_left_handed", {-3, 4, 0.25f}, {1.5f, 0.5f, 2.5f}, left),
                make("obb3_far", {1e4f, -2e4f, 5e3f}, {10, 0.5f, 3}, rotation({0, 0, 1}, 1.0)),
                make("obb3_odd", {-0.3f, 0.7f, -12.25f}, {0.6f, 6.33f, 6.17f}, rotation({3, -1, 0.5}, -2.4))};
    }
    static std::vector<refusal_case> refusals()
    {
        const vec3 x{1, 0, 0}, y{0, 1, 0}, z{0, 0, 1};
        const auto refused = refusal_through(
            [](vec3 c, vec3 h, vec3 u, vec3 v, vec3 w) { return hitmask::obb3::try_make(c, h, u, v, w); },
            [](hm_shape* s, vec3 c, vec3 h, vec3 u, vec3 v, vec3 w) {
                return hm_obb3(cv(c), cv(h), cv(u), cv(v), cv(w), s);
            });
        return {refused("obb3: center.y must be finite, got nan", vec3{0, nan, 0}, vec3{1, 1, 1}, x, y, z),
                refused("obb3: half_extents.z must be >= 0, got -1", vec3{0, 0, 0}, vec3{1, 1, -1}, x, y, z),
                refused("obb3: half_extents.x must be finite, got inf", vec3{0, 0, 0}, vec3{inf, 1, 1}, x, y, z),
                refused("obb3: half_extents.y must be >= 0, got nan", vec3{0, 0, 0}, vec3{1, nan, 1}, x, y, z),
                refused("obb3: u.z must be finite, got inf", vec3{0, 0, 0}, vec3{1, 1, 1}, vec3{1, 0, inf}, y, z),
                refused("obb3: w.x must be finite, got nan", vec3{0, 0, 0}, vec3{1, 1, 1}, x, y, vec3{nan, 0, 1}),
                refused("obb3: |v| must be 1 within 1e-3 (a unit axis), got 2", vec3{0, 0, 0}, vec3{1, 1, 1}, x,
                        vec3{0, 2, 0}, z),
                refused("obb3: |u| must be 1 within 1e-3 (a unit axis), got 0", vec3{0, 0, 0}, vec3{1, 1, 1},
                        vec3{0, 0, 0}, y, z),
                refused("obb3: |w| must be 1 within 1e-3 (a unit axis), got 1.00199997", vec3{0, 0, 0},
                        vec3{1, 1, 1}, x, y, vec3{0, 0, 1.002f}),
                refused("obb3: u·w must be 0 within 1e-3 (perpendicular axes), got 0.5", vec3{0, 0, 0},
                        vec3{1, 1, 1}, x, y, vec3{0.5f, 0, 0.866025403784f}),
                refused("obb3: u·v must be 0 within 1e-3 (perpendicular axes), got 1", vec3{0, 0, 0},
                        vec3{1, 1, 1}, x, x, z),
                refused("obb3: v·w must be 0 within 1e-3 (perpendicular axes), got -0.00200000009", vec3{0, 0, 0},
                        vec3{1, 1, 1}, x, y, vec3{0, -0.002f, 1})};
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// 3D oriented boxes against 3D points and spheres: the axes the columns of a rotation made
/// from a quaternion of fuzzed floats (in double), or fuzzed axes as they come (mostly refused).
template <class Check>
void obb3_case(fuzz_input& in, Check& check)
{
    const hitmask::vec3 c{in.value({}), in.value({}), in.value({})};
    const hitmask::vec3 h{in.value({0.f, 1.f}), in.value({0.f, 1.f}), in.value({0.f, 1.f})};
    hitmask::vec3 axes[3];
    if (in.byte() % 8 != 0) {
        const double q[4] = {in.value({1.f}), in.value({0.f}), in.value({0.f}), in.value({0.f})};
        const double n = std::sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        if (!(n > 1e-6 && n < 1e30)) return;
        const double a = q[0] / n, b = q[1] / n, cc = q[2] / n, dd = q[3] / n;
        const double m[3][3] = {{a * a + b * b - cc * cc - dd * dd, 2 * (b * cc + a * dd), 2 * (b * dd - a * cc)},
                                {2 * (b * cc - a * dd), a * a - b * b + cc * cc - dd * dd, 2 * (cc * dd + a * b)},
                                {2 * (b * dd + a * cc), 2 * (cc * dd - a * b), a * a - b * b - cc * cc + dd * dd}};
        for (int i = 0; i < 3; ++i)
            axes[i] = {static_cast<float>(m[i][0]), static_cast<float>(m[i][1]), static_cast<float>(m[i][2])};
    } else {
        for (hitmask::vec3& a : axes)
            a = {in.value({0.f, 1.f}), in.value({0.f, 1.f}), in.value({0.f, 1.f})};
    }
    compare_made(in, check, hitmask::obb3::try_make(c, h, axes[0], axes[1], axes[2]), "obb3",
                 {c.x, c.y, c.z, h.x, h.y, h.z, axes[0].x, axes[0].y, axes[0].z},
                 {c.x, c.y, c.z, c.x + h.x, c.y - h.y, c.z + h.z, 0.f, 1.f}, &columns::points3, &columns::spheres);
}

} // namespace hitmask_fuzz
