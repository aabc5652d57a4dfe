// The 3D shape kind "frustum" in the tests: sample camera frusta (perspective cameras, planes, and
// glm-style matrices in both clip-depth conventions, perspective and orthographic), their
// distance model (to the solid with corners found independently of the library: from the
// camera's geometry, or by mapping the clip-space cube through the inverse matrix), the
// factories' refusals, and the fuzz family "frustum" (the folder tests/kinds/ is the list of kinds).
#pragma once

#include <array>

#include "../fuzz/fuzz_cases.hpp"
#include "../support/kind_sample.hpp"

namespace hitmask_test {

template <>
struct kind_samples<hitmask::frustum> {
    using dv = model3::dv;
    using corners = std::array<dv, 8>;
    using matrix = std::array<float, 16>;

    /// Corner k of a right-handed camera (bit 0 right, bit 1 top, bit 2 far), from its geometry.
    static corners camera_corners(vec3 eye, vec3 forward, vec3 up, double fov_y, double aspect, double n, double f)
    {
        using namespace model3;
        const dv fw = (1.0 / length(d(forward))) * d(forward);
        const dv r0 = cross(fw, d(up));
        const dv r = (1.0 / length(r0)) * r0, u = cross(r, fw);
        corners c{};
        for (int k = 0; k < 8; ++k) {
            const double z = (k & 4) ? f : n;
            const double y = ((k & 2) ? 1 : -1) * z * std::tan(fov_y / 2), x = ((k & 1) ? 1 : -1) * z * std::tan(fov_y / 2) * aspect;
            c[k] = d(eye) + z * fw + x * r + y * u;
        }
        return c;
    }
    /// The corners of a column-major matrix's frustum: the clip-space cube's corners mapped back
    /// through the inverse matrix (Gauss-Jordan in double).
    static corners matrix_corners(const matrix& m, hitmask::clip_depth depth)
    {
        double a[4][8] = {};
        for (int r = 0; r < 4; ++r) {
            for (int c = 0; c < 4; ++c)
                a[r][c] = m[static_cast<std::size_t>(4 * c + r)];
            a[r][4 + r] = 1;
        }
        for (int c = 0; c < 4; ++c) {
            int p = c;
            for (int r = c + 1; r < 4; ++r)
                if (std::fabs(a[r][c]) > std::fabs(a[p][c])) p = r;
            for (int k = 0; k < 8; ++k)
                std::swap(a[c][k], a[p][k]);
            const double pivot = a[c][c];
            for (int k = 0; k < 8; ++k)
                a[c][k] /= pivot;
            for (int r = 0; r < 4; ++r) {
                if (r == c) continue;
                const double f = a[r][c];
                for (int k = 0; k < 8; ++k)
                    a[r][k] -= f * a[c][k];
            }
        }
        corners out{};
        const double near_z = depth == hitmask::clip_depth::zero_to_one ? 0.0 : -1.0;
        for (int k = 0; k < 8; ++k) {
            const double ndc[4] = {(k & 1) ? 1.0 : -1.0, (k & 2) ? 1.0 : -1.0, (k & 4) ? 1.0 : near_z, 1.0};
            double p[4] = {};
            for (int r = 0; r < 4; ++r)
                for (int c = 0; c < 4; ++c)
                    p[r] += a[r][4 + c] * ndc[c];
            out[k] = {p[0] / p[3], p[1] / p[3], p[2] / p[3]};
        }
        return out;
    }
    /// glm::perspective (right-handed) times glm::lookAt, column-major.
    static matrix perspective_view(double fov_y, double aspect, double n, double f, hitmask::clip_depth depth,
                                   vec3 eye, vec3 target, vec3 up)
    {
        using namespace model3;
        double p[16] = {};
        const double t = std::tan(fov_y / 2);
        p[0] = 1 / (aspect * t);
        p[5] = 1 / t;
        p[11] = -1;
        if (depth == hitmask::clip_depth::zero_to_one) {
            p[10] = f / (n - f);
            p[14] = -(f * n) / (f - n);
        } else {
            p[10] = -(f + n) / (f - n);
            p[14] = -(2 * f * n) / (f - n);
        }
        const dv fw0 = d(target) - d(eye), fw = (1.0 / length(fw0)) * fw0;
        const dv s0 = cross(fw, d(up)), s = (1.0 / length(s0)) * s0, u = cross(s, fw);
        const double v[16] = {s.x, u.x, -fw.x, 0, s.y, u.y, -fw.y, 0, s.z, u.z, -fw.z, 0,
                              -dot(s, d(eye)), -dot(u, d(eye)), dot(fw, d(eye)), 1};
        matrix out{};
        for (int c = 0; c < 4; ++c)
            for (int r = 0; r < 4; ++r) {
                double sum = 0;
                for (int k = 0; k < 4; ++k)
                    sum += p[4 * k + r] * v[4 * c + k];
                out[static_cast<std::size_t>(4 * c + r)] = static_cast<float>(sum);
            }
        return out;
    }
    /// glm::ortho (right-handed, -1..1 depth), column-major.
    static matrix ortho(double l, double r, double b, double t, double n, double f)
    {
        matrix m{};
        m[0] = static_cast<float>(2 / (r - l));
        m[5] = static_cast<float>(2 / (t - b));
        m[10] = static_cast<float>(-2 / (f - n));
        m[12] = static_cast<float>(-(r + l) / (r - l));
        m[13] = static_cast<float>(-(t + b) / (t - b));
        m[14] = static_cast<float>(-(f + n) / (f - n));
        m[15] = 1;
        return m;
    }

    /// Seeds from the corners: corners, points along the 12 edges, face centres, and points
    /// beside edges and corners (outward from the centre: where the six-plane test errs).
    static std::vector<vec3> seeds_of(const corners& c)
    {
        using namespace model3;
        std::vector<vec3> out;
        const auto put = [&](dv p) {
            out.push_back({static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z)});
        };
        dv centre{0, 0, 0};
        for (const dv& k : c)
            centre = centre + 0.125 * k;
        put(centre);
        double size = 0;
        for (int a = 0; a < 8; ++a)
            size = std::max(size, length(c[a] - centre));
        for (int a = 0; a < 8; ++a) {
            put(c[a]);
            const dv out_dir = (1.0 / length(c[a] - centre)) * (c[a] - centre);
            for (double k : {0.01, 0.05, 0.2})
                put(c[a] + (k * size) * out_dir);
            for (int bit = 1; bit < 8; bit <<= 1) {
                if (a & bit) continue;
                const dv b = c[a | bit];
                for (double t : {0.1, 0.5, 0.9}) {
                    const dv p = c[a] + t * (b - c[a]);
                    put(p);
                    const dv o = p - centre;
                    for (double k : {0.02, 0.1})
                        put(p + (k * size / length(o)) * o);
                }
            }
        }
        return out;
    }
    static sample<hitmask::frustum> from(const std::string& name, const hitmask::frustum& f,
                                         std::function<hm_status(hm_shape*)> c_make, const corners& c)
    {
        return {name, f, std::move(c_make), seeds_of(c), [c](double x, double y, double z) {
                    const dv arr[8] = {c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]};
                    return model3::distance_to_hexahedron({x, y, z}, arr);
                }};
    }
    static sample<hitmask::frustum> camera(const std::string& name, vec3 eye, vec3 fw, vec3 up, float fov_y,
                                           float aspect, float n, float f)
    {
        return from(name, hitmask::frustum::perspective(eye, fw, up, fov_y, aspect, n, f),
                    [=](hm_shape* s) { return hm_frustum_perspective(cv(eye), cv(fw), cv(up), fov_y, aspect, n, f, s); },
                    camera_corners(eye, fw, up, fov_y, aspect, n, f));
    }
    static sample<hitmask::frustum> of_matrix(const std::string& name, const matrix& m, hitmask::clip_depth depth)
    {
        float raw[16];
        std::copy(m.begin(), m.end(), raw);
        const hm_clip_depth cd = depth == hitmask::clip_depth::zero_to_one ? HM_CLIP_DEPTH_ZERO_TO_ONE
                                                                           : HM_CLIP_DEPTH_NEGATIVE_ONE_TO_ONE;
        return from(name, hitmask::frustum::from_matrix(raw, depth),
                    [m, cd](hm_shape* s) { return hm_frustum_from_matrix(m.data(), cd, s); },
                    matrix_corners(m, depth));
    }
    /// The box lo..hi as six planes (inward normals of assorted lengths), through from_planes.
    static sample<hitmask::frustum> box(const std::string& name, vec3 lo, vec3 hi)
    {
        const std::array<hitmask::plane, 6> p = {hitmask::plane{{2, 0, 0}, -2 * lo.x}, {{-1, 0, 0}, hi.x},
                                                 {{0, 3, 0}, -3 * lo.y}, {{0, -1, 0}, hi.y},
                                                 {{0, 0, 0.5f}, -0.5f * lo.z}, {{0, 0, -1}, hi.z}};
        const hitmask::plane planes[6] = {p[0], p[1], p[2], p[3], p[4], p[5]};
        corners c{};
        for (int k = 0; k < 8; ++k)
            c[k] = {(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z};
        return from(name, hitmask::frustum::from_planes(planes),
                    [p](hm_shape* s) {
                        hm_plane cp[6];
                        for (int i = 0; i < 6; ++i)
                            cp[i] = {cv(p[i].normal), p[i].d};
                        return hm_frustum_from_planes(cp, s);
                    },
                    c);
    }
    static std::vector<sample<hitmask::frustum>> samples()
    {
        using hitmask::radians;
        const auto gl = hitmask::clip_depth::negative_one_to_one, zo = hitmask::clip_depth::zero_to_one;
        return {camera("frustum_camera", {0, 0, 0}, {0, 0, -1}, {0, 1, 0}, radians(60), 16.f / 9, 0.5f, 50),
                camera("frustum_tilted", {3, -2, 5}, {1, 0.5f, -0.25f}, {0, 0, 1}, radians(75), 1.25f, 1, 40),
                camera("frustum_narrow", {-10, 4, 1}, {0, -1, 0}, {1, 0, 0}, radians(15), 1, 2, 200),
                camera("frustum_wide", {0.5f, 0.5f, 0.5f}, {-1, -1, -1}, {0, 1, 0}, radians(120), 2, 0.1f, 10),
                of_matrix("frustum_gl_matrix", perspective_view(radians(70), 1.5, 0.3, 30, gl, {1, 2, 3}, {4, 2, -5}, {0, 1, 0}), gl),
                of_matrix("frustum_zo_matrix", perspective_view(radians(50), 0.75, 1, 25, zo, {-2, 0, 1}, {0, 5, 1}, {0, 0, 1}), zo),
                of_matrix("frustum_ortho", ortho(-4, 6, -3, 2, 1, 9), gl),
                box("frustum_box", {-3, -2, -1}, {5, 7, 4})};
    }
    static std::vector<refusal_case> refusals()
    {
        const auto refused = refusal_through(
            [](vec3 e, vec3 f, vec3 u, float fov, float aspect, float n, float fa) {
                return hitmask::frustum::try_perspective(e, f, u, fov, aspect, n, fa);
            },
            [](hm_shape* s, vec3 e, vec3 f, vec3 u, float fov, float aspect, float n, float fa) {
                return hm_frustum_perspective(cv(e), cv(f), cv(u), fov, aspect, n, fa, s);
            });
        const vec3 o{0, 0, 0}, fw{0, 0, -1}, up{0, 1, 0};
        const float fov = 1.f;
        std::vector<refusal_case> out = {
            refused("frustum::perspective: eye.x must be finite, got nan", vec3{nan, 0, 0}, fw, up, fov, 1.f, 1.f, 10.f),
            refused("frustum::perspective: forward must be non-zero", o, o, up, fov, 1.f, 1.f, 10.f),
            refused("frustum::perspective: up must not be parallel to forward", o, fw, vec3{0, 0, 2}, fov, 1.f, 1.f, 10.f),
            refused("frustum::perspective: fov_y must be in (0, pi) radians, got 0", o, fw, up, 0.f, 1.f, 1.f, 10.f),
            refused("frustum::perspective: fov_y must be in (0, pi) radians, got 3.14159274", o, fw, up,
                    hitmask::radians(180), 1.f, 1.f, 10.f),
            refused("frustum::perspective: aspect must be > 0, got 0", o, fw, up, fov, 0.f, 1.f, 10.f),
            refused("frustum::perspective: near_z must be > 0, got 0", o, fw, up, fov, 1.f, 0.f, 10.f),
            refused("frustum::perspective: far_z must be > near_z, got 1", o, fw, up, fov, 1.f, 1.f, 1.f),
            refused("frustum::perspective: far_z must be finite, got inf", o, fw, up, fov, 1.f, 1.f, inf)};
        const auto planes_refused = [](std::string message, std::array<hitmask::plane, 6> p) {
            return refusal_case{std::move(message),
                                [p] {
                                    const hitmask::plane raw[6] = {p[0], p[1], p[2], p[3], p[4], p[5]};
                                    return error_of(hitmask::frustum::try_from_planes(raw));
                                },
                                [p](hm_shape* s) {
                                    hm_plane cp[6];
                                    for (int i = 0; i < 6; ++i)
                                        cp[i] = {cv(p[i].normal), p[i].d};
                                    return hm_frustum_from_planes(cp, s);
                                }};
        };
        const std::array<hitmask::plane, 6> cube = {hitmask::plane{{1, 0, 0}, 1}, {{-1, 0, 0}, 1}, {{0, 1, 0}, 1},
                                                    {{0, -1, 0}, 1},              {{0, 0, 1}, 1},  {{0, 0, -1}, 1}};
        auto zero = cube, not_finite = cube, flipped = cube, parallel = cube;
        zero[2].normal = {0, 0, 0};
        not_finite[5].d = nan;
        flipped[5] = {{0, 0, 1}, -3}; // far faces away: z >= 3 and z >= -1 bound nothing between near and far
        parallel[0] = {{0, 1, 0}, 1}; // left parallel to bottom: no corner
        out.push_back(planes_refused("frustum::from_planes: planes[2].normal must be non-zero", zero));
        out.push_back(planes_refused("frustum::from_planes: planes[5] must be finite", not_finite));
        out.push_back(planes_refused("frustum::from_planes: the planes do not bound a frustum", flipped));
        out.push_back(planes_refused("frustum::from_planes: the planes do not bound a frustum", parallel));
        const auto matrix_refused = [](std::string message, matrix m, int depth) {
            return refusal_case{std::move(message),
                                [m, depth] {
                                    float raw[16];
                                    std::copy(m.begin(), m.end(), raw);
                                    return error_of(hitmask::frustum::try_from_matrix(raw, static_cast<hitmask::clip_depth>(depth)));
                                },
                                [m, depth](hm_shape* s) {
                                    return hm_frustum_from_matrix(m.data(), static_cast<hm_clip_depth>(depth), s);
                                }};
        };
        matrix bad = ortho(-1, 1, -1, 1, 1, 2);
        bad[9] = nan;
        out.push_back(matrix_refused("frustum::from_matrix: m[9] must be finite, got nan", bad, 0));
        out.push_back(matrix_refused("frustum::from_matrix: planes[0].normal must be non-zero", matrix{}, 0));
        out.push_back(matrix_refused("frustum::from_matrix: depth must be a clip_depth, got 7", ortho(-1, 1, -1, 1, 1, 2), 7));
        return out;
    }
};

} // namespace hitmask_test

namespace hitmask_fuzz {

/// Perspective frusta against 3D points and spheres.
template <class Check>
void frustum_case(fuzz_input& in, Check& check)
{
    const hitmask::vec3 eye{in.value({}), in.value({}), in.value({})};
    const hitmask::vec3 fw{in.value({1.f, 0.f}), in.value({1.f, 0.f}), in.value({-1.f, 0.f})};
    const hitmask::vec3 up{in.value({0.f, 1.f}), in.value({0.f, 1.f}), in.value({0.f, 1.f})};
    const float fov = in.value({1.f, 0.5f}), aspect = in.value({1.f, 1.5f}), n = in.value({0.5f, 1.f}),
                f = in.value({10.f, 100.f});
    compare_made(in, check, hitmask::frustum::try_perspective(eye, fw, up, fov, aspect, n, f), "frustum",
                 {eye.x, eye.y, eye.z, fw.x, fw.y, fw.z, fov, n, f}, // (the text holds 9 values)
                 {eye.x, eye.y, eye.z, eye.x + f, eye.z - f, eye.y + n, 0.f, 1.f}, &columns::points3, &columns::spheres);
}

} // namespace hitmask_fuzz
