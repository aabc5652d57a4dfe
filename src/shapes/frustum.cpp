// hitmask: camera frustum factories. Planes are normalised and corners found in double, then
// rounded once to float; the kernels and the reference read the same floats.
#include <hitmask/frustum.hpp>

#include <cmath>

#include "../c_api/internal.hpp"
#include "../trig/cos_sin_double.hpp"
#include "validate.hpp"

namespace hitmask {

namespace {

using detail::pi;

struct dvec {
    double x, y, z;
};
dvec operator+(dvec a, dvec b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
dvec operator-(dvec a, dvec b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
dvec operator*(double s, dvec a) { return {s * a.x, s * a.y, s * a.z}; }
double dot(dvec a, dvec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
dvec cross(dvec a, dvec b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
double length(dvec a) { return std::sqrt(dot(a, a)); }
dvec d3(vec3 v) { return {v.x, v.y, v.z}; }

/// A plane in double: unit inward normal n and offset d.
struct dplane {
    dvec n;
    double d;
};

/// The point where three planes meet (Cramer's rule); false when they do not meet in one point.
bool meet(const dplane& a, const dplane& b, const dplane& c, dvec& out)
{
    const dvec bc = cross(b.n, c.n);
    const double det = dot(a.n, bc);
    if (!(std::fabs(det) > 1e-9)) return false;
    out = (-1.0 / det) * (a.d * bc + b.d * cross(c.n, a.n) + c.d * cross(a.n, b.n));
    return std::isfinite(out.x) && std::isfinite(out.y) && std::isfinite(out.z);
}

/// Fills the parameters from six unit planes (left, right, bottom, top, near, far), or fails.
void finish(detail::validator& check, const dplane (&pl)[6], detail::frustum_params& p)
{
    for (int i = 0; i < 6; ++i) {
        p.plane[i][0] = static_cast<float>(pl[i].n.x);
        p.plane[i][1] = static_cast<float>(pl[i].n.y);
        p.plane[i][2] = static_cast<float>(pl[i].n.z);
        p.plane[i][3] = static_cast<float>(pl[i].d);
    }
    int k = 0;
    for (int i = 0; i < 6; ++i)
        for (int j = i + 1; j < 6; ++j)
            p.cos[k++] = static_cast<float>(dot(pl[i].n, pl[j].n));
    for (int c = 0; c < 8; ++c) {
        dvec at;
        if (!meet(pl[(c & 1) ? 1 : 0], pl[(c & 2) ? 3 : 2], pl[(c & 4) ? 5 : 4], at)) {
            check.fail("the planes do not bound a frustum (corner %d: its three planes do not meet in a point)", c);
            return;
        }
        // every corner must be inside all six planes, or they enclose another solid (or none)
        const double tolerance = 1e-5 * (1.0 + std::fabs(at.x) + std::fabs(at.y) + std::fabs(at.z));
        for (int i = 0; i < 6; ++i) {
            if (dot(pl[i].n, at) + pl[i].d < -tolerance) {
                check.fail("the planes do not bound a frustum (corner %d lies outside plane %d)", c, i);
                return;
            }
        }
        p.corner[c][0] = static_cast<float>(at.x);
        p.corner[c][1] = static_cast<float>(at.y);
        p.corner[c][2] = static_cast<float>(at.z);
    }
}

/// Checks and normalises plane i; names it in the message.
dplane unit_plane(detail::validator& check, const char* form, int i, dvec n, double d)
{
    const double len = length(n);
    if (!std::isfinite(len) || !std::isfinite(d))
        check.fail("%s[%d] must be finite, got (%g, %g, %g, %g)", form, i, n.x, n.y, n.z, d);
    else if (!(len > 0.0))
        check.fail("%s[%d].normal must be non-zero, got (%g, %g, %g)", form, i, n.x, n.y, n.z);
    if (!check.ok()) return {{0, 0, 1}, 0};
    return {(1.0 / len) * n, d / len};
}

} // namespace

detail::frustum_params frustum::unit_cube() noexcept
{
    const dplane cube[6] = {{{1, 0, 0}, 1}, {{-1, 0, 0}, 1}, {{0, 1, 0}, 1},
                            {{0, -1, 0}, 1}, {{0, 0, 1}, 1}, {{0, 0, -1}, 1}};
    detail::validator check("frustum");
    detail::frustum_params p{};
    finish(check, cube, p);
    return p;
}

result<frustum> frustum::try_perspective(vec3 eye, vec3 forward, vec3 up, float fov_y, float aspect, float near_z,
                                         float far_z) noexcept
{
    detail::validator check("frustum::perspective");
    check.finite("eye.x", "eye.y", "eye.z", eye);
    check.finite("forward.x", "forward.y", "forward.z", forward);
    check.finite("up.x", "up.y", "up.z", up);
    check.require(forward.x != 0.f || forward.y != 0.f || forward.z != 0.f, "forward", "must be non-zero", 0.f);
    check.require(fov_y > 0.f && static_cast<double>(fov_y) < pi, "fov_y", "must be in (0, pi) radians", fov_y);
    check.require(aspect > 0.f, "aspect", "must be > 0", aspect);
    check.finite("aspect", aspect);
    check.require(near_z > 0.f, "near_z", "must be > 0", near_z);
    check.finite("near_z", near_z);
    check.require(far_z > near_z, "far_z", "must be > near_z", far_z);
    check.finite("far_z", far_z);
    if (!check.ok()) return check.finish(frustum{});
    const dvec f = (1.0 / length(d3(forward))) * d3(forward);
    const dvec side = cross(f, d3(up));
    const double side_len = length(side);
    // up parallel to forward (or too close to it to define a right vector)
    check.require(side_len > 1e-6 * length(d3(up)), "up", "must not be parallel to forward", 0.f);
    if (!check.ok()) return check.finish(frustum{});
    const dvec right = (1.0 / side_len) * side;
    const dvec u = cross(right, f);
    double cos_half, sin_half;
    detail::cos_sin_double(0.5 * static_cast<double>(fov_y), cos_half, sin_half);
    const double th = sin_half / cos_half;
    const double tw = th * static_cast<double>(aspect);
    const dvec e = d3(eye);
    // in the camera's frame (x along right, y along u, z along f): |x| <= z·tw, |y| <= z·th,
    // near <= z <= far; each side plane passes through the eye
    const dvec sides[4] = {right + tw * f, tw * f - right, u + th * f, th * f - u};
    dplane pl[6];
    for (int i = 0; i < 4; ++i) {
        const dvec n = (1.0 / length(sides[i])) * sides[i];
        pl[i] = {n, -dot(n, e)};
    }
    pl[4] = {f, -dot(f, e) - static_cast<double>(near_z)};
    pl[5] = {-1.0 * f, dot(f, e) + static_cast<double>(far_z)};
    frustum out;
    finish(check, pl, out.p_);
    return check.finish(out);
}

result<frustum> frustum::try_from_planes(const plane (&planes)[6]) noexcept
{
    detail::validator check("frustum::from_planes");
    dplane pl[6];
    for (int i = 0; i < 6; ++i)
        pl[i] = unit_plane(check, "planes", i, d3(planes[i].normal), planes[i].d);
    frustum out;
    if (check.ok()) finish(check, pl, out.p_);
    return check.finish(out);
}

result<frustum> frustum::try_from_matrix(const float (&m)[16], clip_depth depth) noexcept
{
    detail::validator check("frustum::from_matrix");
    for (int i = 0; i < 16; ++i) {
        if (!std::isfinite(m[i])) {
            check.fail("m[%d] must be finite, got %.9g", i, static_cast<double>(m[i]));
            break;
        }
    }
    const bool known = depth == clip_depth::negative_one_to_one || depth == clip_depth::zero_to_one;
    if (!known) check.fail("depth must be a clip_depth, got %d", static_cast<int>(depth));
    if (!check.ok()) return check.finish(frustum{});
    // row r of the column-major matrix: (m[r], m[4 + r], m[8 + r], m[12 + r])
    const auto row = [&](int r) {
        return dplane{{m[r], m[4 + r], m[8 + r]}, static_cast<double>(m[12 + r])};
    };
    const auto add = [](const dplane& a, const dplane& b, double s) { return dplane{a.n + s * b.n, a.d + s * b.d}; };
    const dplane w = row(3);
    // Gribb and Hartmann: -w <= x, y <= w; -w <= z (OpenGL) or 0 <= z (zero_to_one); z <= w
    const dplane raw[6] = {add(w, row(0), 1),  add(w, row(0), -1), add(w, row(1), 1),
                           add(w, row(1), -1), depth == clip_depth::zero_to_one ? row(2) : add(w, row(2), 1),
                           add(w, row(2), -1)};
    dplane pl[6];
    for (int i = 0; i < 6; ++i)
        pl[i] = unit_plane(check, "planes", i, raw[i].n, raw[i].d);
    frustum out;
    if (check.ok()) finish(check, pl, out.p_);
    return check.finish(out);
}

} // namespace hitmask

extern "C" hm_status hm_frustum_perspective(hm_vec3 eye, hm_vec3 forward, hm_vec3 up, float fov_y, float aspect,
                                            float near_z, float far_z, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_FRUSTUM>("hm_frustum_perspective", out, [&] {
        return frustum::try_perspective(capi::v3(eye), capi::v3(forward), capi::v3(up), fov_y, aspect, near_z, far_z);
    });
}

extern "C" hm_status hm_frustum_from_planes(const hm_plane* planes, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_FRUSTUM>("hm_frustum_from_planes", out, [&] {
        if (planes == nullptr) return result<frustum>::failure("frustum::from_planes: planes is null");
        plane p[6];
        for (int i = 0; i < 6; ++i)
            p[i] = {capi::v3(planes[i].normal), planes[i].d};
        return frustum::try_from_planes(p);
    });
}

extern "C" hm_status hm_frustum_from_matrix(const float* m, hm_clip_depth depth, hm_shape* out)
{
    using namespace hitmask;
    return capi::make_shape<HM_SHAPE_FRUSTUM>("hm_frustum_from_matrix", out, [&] {
        if (m == nullptr) return result<frustum>::failure("frustum::from_matrix: m is null");
        float copy[16];
        for (int i = 0; i < 16; ++i)
            copy[i] = m[i];
        return frustum::try_from_matrix(copy, static_cast<clip_depth>(depth));
    });
}
