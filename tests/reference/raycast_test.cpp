// The ray casts' reference against double-precision models of the geometry: the float distance
// lies between the model's distances to the element grown and shrunk by a small margin (a few
// dozen ulps of the coordinates' scale), for random rays and elements near and far (the
// closest-point discriminant keeps far rays exact to that margin); a ray whose length is the
// distance hits and one a float shorter misses; an origin inside gives 0.
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/hitmask.hpp>

#include "../support/elements.hpp"
#include "../support/special_floats.hpp"

namespace {

using hitmask_test::ball;
using hitmask_test::box_bullet;
using hitmask_test::capsule_bullet;
using hitmask_test::disc;
using hitmask_test::inf;
using hitmask_test::nan;
using hitmask_test::oval_bullet;

const double dinf = std::numeric_limits<double>::infinity();

struct dv {
    double x, y, z;
};
double dot(dv a, dv b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
dv sub(dv a, dv b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
dv axpy(dv a, double s, dv b) { return {a.x + s * b.x, a.y + s * b.y, a.z + s * b.z}; }

/// The least t >= 0 where o + t u is within r of c (u as given, not renormalised), or +inf.
double model_disc(dv o, dv u, dv c, double r)
{
    if (r < 0) return dinf;
    const dv f = sub(c, o);
    if (dot(f, f) <= r * r) return 0;
    const double uu = dot(u, u), b = dot(f, u) / uu;
    const dv p = axpy(f, -b, u);
    const double h2 = r * r - dot(p, p);
    if (b < 0 || h2 < 0) return dinf;
    return std::max(b - std::sqrt(h2 / uu), 0.0);
}

/// The t interval where lo <= p0 + t pu <= hi.
void model_slab(double p0, double pu, double lo, double hi, double& enter, double& exit)
{
    if (pu == 0) {
        const bool in = lo <= p0 && p0 <= hi;
        enter = in ? -dinf : dinf;
        exit = in ? dinf : -dinf;
        return;
    }
    const double a = (lo - p0) / pu, b = (hi - p0) / pu;
    enter = std::min(a, b);
    exit = std::max(a, b);
}
double model_two_slabs(double s0, double su, double hs, double w0, double wu, double hw)
{
    double se, sx, we, wx;
    model_slab(s0, su, -hs, hs, se, sx);
    model_slab(w0, wu, -hw, hw, we, wx);
    const double enter = std::max({se, we, 0.0}), exit = std::min(sx, wx);
    return enter <= exit ? enter : dinf;
}

double model(const hitmask::ray& r, const disc& e, double grow)
{
    return model_disc({r.origin().x, r.origin().y, 0}, {r.direction().x, r.direction().y, 0}, {e.x, e.y, 0},
                      e.r + grow);
}
double model(const hitmask::ray3& r, const ball& e, double grow)
{
    return model_disc({r.origin().x, r.origin().y, r.origin().z}, {r.direction().x, r.direction().y, r.direction().z},
                      {e.x, e.y, e.z}, e.r + grow);
}
double model(const hitmask::ray& r, const capsule_bullet& e, double grow)
{
    const dv o{r.origin().x, r.origin().y, 0}, u{r.direction().x, r.direction().y, 0};
    const double rad = e.r + grow;
    double best = std::min(model_disc(o, u, {e.x0, e.y0, 0}, rad), model_disc(o, u, {e.x1, e.y1, 0}, rad));
    const dv a{e.x0, e.y0, 0}, d{e.x1 - static_cast<double>(e.x0), e.y1 - static_cast<double>(e.y0), 0};
    const double len = std::sqrt(dot(d, d));
    if (len > 0 && rad >= 0) {
        const dv f = sub(o, a), n{-d.y / len, d.x / len, 0}, t{d.x / len, d.y / len, 0};
        // the rectangle as two slabs around its middle
        best = std::min(best, model_two_slabs(dot(f, t) - len / 2, dot(u, t), len / 2, dot(f, n), dot(u, n), rad));
    }
    return best;
}
double model(const hitmask::ray& r, const box_bullet& e, double grow)
{
    const dv f{r.origin().x - static_cast<double>(e.cx), r.origin().y - static_cast<double>(e.cy), 0};
    const dv u{r.direction().x, r.direction().y, 0}, a{e.ux, e.uy, 0}, v{-static_cast<double>(e.uy), e.ux, 0};
    const double la = std::sqrt(dot(a, a)); // the box scales with its axis: grow in its own units
    return model_two_slabs(dot(f, a), dot(u, a), e.hx + grow * la, dot(f, v), dot(u, v), e.hy + grow * la);
}
double model(const hitmask::ray& r, const oval_bullet& e, double grow)
{
    const dv f{r.origin().x - static_cast<double>(e.cx), r.origin().y - static_cast<double>(e.cy), 0};
    const dv u{r.direction().x, r.direction().y, 0}, a{e.ux, e.uy, 0}, v{-static_cast<double>(e.uy), e.ux, 0};
    const double la = std::sqrt(dot(a, a)), rx = e.rx + grow * la, ry = e.ry + grow * la;
    if (rx <= 0 || ry <= 0) return dinf;
    // in the frame where the ellipse is the unit disc
    const dv p{dot(f, a) / rx, dot(f, v) / ry, 0}, d{dot(u, a) / rx, dot(u, v) / ry, 0};
    return model_disc(p, d, {0, 0, 0}, 1.0) == 0 ? 0 : [&] {
        const double A = dot(d, d), tc = -dot(p, d) / A;
        const dv m = axpy(p, tc, d);
        const double h2 = 1 - dot(m, m);
        if (tc < 0 || h2 < 0) return dinf;
        return std::max(tc - std::sqrt(h2 / A), 0.0);
    }();
}

/// The element's distance in float through the reference, one element.
template <class E, class Ray>
float reference_distance(const Ray& r, const E& e)
{
    const hitmask_test::element_values v = hitmask_test::element_traits<E>::values(e);
    const float* cols[6] = {&v[0], &v[1], &v[2], &v[3], &v[4], &v[5]};
    const auto view = hitmask_test::element_traits<E>::make(cols, 1);
    float d = -1.f;
    hitmask::bitmask m(1);
    hitmask::reference::raycast(view, r, m, &d);
    return d;
}

/// The float distance within the model's, the element grown and shrunk by `margin`; the ray cut
/// to the distance still hits, a float shorter misses.
template <class E, class Ray>
void expect_within_model(const Ray& r, const E& e, double margin, const std::string& what)
{
    const float t = reference_distance(r, e);
    const double grown = model(r, e, margin), shrunk = model(r, e, -margin);
    EXPECT_LE(grown, static_cast<double>(t) + margin) << what << ": hits before the grown element";
    EXPECT_GE(shrunk + margin, static_cast<double>(t)) << what << ": hits after the shrunk element (or misses it)";
    if (t < inf && t > 0.f) {
        const auto cut = Ray::make(r.origin(), r.direction(), t);
        const auto short_of = Ray::make(r.origin(), r.direction(), std::nextafter(t, 0.f));
        EXPECT_EQ(reference_distance(cut, e), t) << what << ": the ray ending on the rim";
        EXPECT_EQ(reference_distance(short_of, e), inf) << what << ": the ray ending an ulp short";
    }
}

/// A margin of 64 ulps of the coordinates' scale.
double margin_of(double scale)
{
    return 64.0 * std::ldexp(1.0, -24) * scale + 1e-30;
}

struct generator {
    std::mt19937 rng{2024};
    float uniform(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng); }
    hitmask::ray ray(float spread)
    {
        return hitmask::ray::make({uniform(-spread, spread), uniform(-spread, spread)},
                                  {uniform(-1.f, 1.f), uniform(-1.f, 1.f)}, inf);
    }
};

TEST(raycast_reference, discs_and_spheres_within_the_double_model)
{
    generator g;
    for (int i = 0; i < 3000; ++i) {
        const float far = i % 3 == 0 ? 1e5f : 100.f; // far rays: elements small against their distance
        const hitmask::ray r = g.ray(far);
        // aim near the element, so tangent and near-tangent rays are common
        const float s = g.uniform(-10.f, far), rad = g.uniform(0.f, 20.f);
        const disc e{r.origin().x + s * r.direction().x - rad * r.direction().y * g.uniform(0.5f, 1.5f),
                     r.origin().y + s * r.direction().y + rad * r.direction().x * g.uniform(0.5f, 1.5f), rad};
        expect_within_model(r, e, margin_of(far + far + rad), "disc " + std::to_string(i));
        const hitmask::ray3 r3 = hitmask::ray3::make({r.origin().x, r.origin().y, g.uniform(-far, far)},
                                                     {r.direction().x, r.direction().y, g.uniform(-1.f, 1.f)}, inf);
        const ball b{e.x, e.y, r3.origin().z + s * r3.direction().z + g.uniform(-rad, rad), rad};
        expect_within_model(r3, b, margin_of(3 * far + rad), "ball " + std::to_string(i));
        if (HasFailure()) return;
    }
}

TEST(raycast_reference, capsules_boxes_and_ellipses_within_the_double_model)
{
    generator g;
    for (int i = 0; i < 3000; ++i) {
        const float far = i % 3 == 0 ? 1e4f : 100.f;
        const hitmask::ray r = g.ray(far);
        const float s = g.uniform(-10.f, far);
        const float cx = r.origin().x + s * r.direction().x + g.uniform(-10.f, 10.f);
        const float cy = r.origin().y + s * r.direction().y + g.uniform(-10.f, 10.f);
        const float angle = g.uniform(-3.f, 3.f);
        float ux, uy;
        hitmask::unit_axes(&angle, &ux, &uy, 1);
        const double m = margin_of(2 * far + 40);
        expect_within_model(r, capsule_bullet{cx, cy, cx + g.uniform(-15.f, 15.f), cy + g.uniform(-15.f, 15.f), g.uniform(0.f, 8.f)}, m,
                            "capsule " + std::to_string(i));
        expect_within_model(r, box_bullet{cx, cy, ux, uy, g.uniform(0.f, 9.f), g.uniform(0.f, 9.f)}, m,
                            "box " + std::to_string(i));
        expect_within_model(r, oval_bullet{cx, cy, ux, uy, g.uniform(0.5f, 9.f), g.uniform(0.5f, 9.f)}, m,
                            "ellipse " + std::to_string(i));
        if (HasFailure()) return;
    }
}

TEST(raycast_reference, origins_inside_and_on_the_rim_give_zero)
{
    const hitmask::ray r = hitmask::ray::make({3.f, 4.f}, {0.f, 1.f}, 0.f);
    EXPECT_EQ(reference_distance(r, disc{0.f, 0.f, 5.f}), 0.f);                        // on the rim
    EXPECT_EQ(reference_distance(r, disc{3.f, 4.5f, 1.f}), 0.f);                       // inside
    EXPECT_EQ(reference_distance(r, disc{0.f, 0.f, std::nextafter(5.f, 0.f)}), inf); // an ulp outside, length 0
    EXPECT_EQ(reference_distance(r, box_bullet{3.f, 5.f, 1.f, 0.f, 1.f, 1.f}), 0.f);
    EXPECT_EQ(reference_distance(r, oval_bullet{3.f, 6.f, 0.f, 1.f, 2.f, 1.f}), 0.f);
    EXPECT_EQ(reference_distance(r, capsule_bullet{0.f, 4.f, 2.f, 4.f, 1.f}), 0.f);
    // tangent rays hit, at the foot of the tangency
    const hitmask::ray along_x = hitmask::ray::make({0.f, 0.f}, {1.f, 0.f}, inf);
    EXPECT_EQ(reference_distance(along_x, disc{10.f, 2.f, 2.f}), 10.f);
    EXPECT_EQ(reference_distance(along_x, disc{10.f, 2.f, std::nextafter(2.f, 0.f)}), inf);
    EXPECT_EQ(reference_distance(along_x, box_bullet{10.f, 2.f, 1.f, 0.f, 3.f, 2.f}), 7.f);
    EXPECT_EQ(reference_distance(along_x, capsule_bullet{10.f, 2.f, 20.f, 2.f, 2.f}), 10.f);
    EXPECT_EQ(reference_distance(along_x, capsule_bullet{10.f, 0.f, 20.f, 0.f, 2.f}), 8.f);
    // bad values never hit
    EXPECT_EQ(reference_distance(along_x, disc{10.f, 0.f, -1.f}), inf);
    EXPECT_EQ(reference_distance(along_x, disc{10.f, 0.f, nan}), inf);
    EXPECT_EQ(reference_distance(along_x, capsule_bullet{10.f, 0.f, nan, 0.f, 1.f}), inf);
    EXPECT_EQ(reference_distance(along_x, box_bullet{10.f, 0.f, 1.f, 0.f, -1.f, 1.f}), inf);
    EXPECT_EQ(reference_distance(along_x, oval_bullet{10.f, 0.f, 1.f, 0.f, 0.f, 1.f}), inf);
    EXPECT_EQ(reference_distance(along_x, box_bullet{10.f, 0.f, nan, 0.f, 1.f, 1.f}), inf);
}

} // namespace
