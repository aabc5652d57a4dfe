// The plain sweeps of plain_sweeps.hpp, compiled once per target (HITMASK_PLAIN_NS), see
// CMakeLists.
#include "plain_sweeps.hpp"

#include <algorithm>
#include <cmath>
#include <utility>
#include <limits>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain_sweep {

namespace {
constexpr float inf = std::numeric_limits<float>::infinity();
}

namespace HITMASK_PLAIN_NS {

namespace {

/// The slab test of p + t d against [lo, hi] per axis, t in [0, 1] (RTCD 5.3.3).
inline bool slabs(float px, float py, float dx, float dy, float lo_x, float lo_y, float hi_x, float hi_y, float& t)
{
    float tmin = 0.f, tmax = 1.f;
    const float p[2] = {px, py}, d[2] = {dx, dy}, lo[2] = {lo_x, lo_y}, hi[2] = {hi_x, hi_y};
    for (int a = 0; a < 2; ++a) {
        if (std::fabs(d[a]) < 1e-12f) {
            if (p[a] < lo[a] || p[a] > hi[a]) return false;
        } else {
            const float ood = 1.f / d[a];
            float t1 = (lo[a] - p[a]) * ood, t2 = (hi[a] - p[a]) * ood;
            if (t1 > t2) std::swap(t1, t2);
            tmin = std::max(tmin, t1);
            tmax = std::min(tmax, t2);
            if (tmin > tmax) return false;
        }
    }
    t = tmin;
    return true;
}

/// Box2D's circle ray cast from p along d (t in [0, 1]) against the circle (c, r); a start
/// inside is t = 0.
inline bool circle(float px, float py, float dx, float dy, float cx, float cy, float r, float& t)
{
    const float sx = px - cx, sy = py - cy;
    const float b = sx * sx + sy * sy - r * r;
    if (b <= 0.f) {
        t = 0.f;
        return true;
    }
    const float c = sx * dx + sy * dy, rr = dx * dx + dy * dy;
    const float sigma = c * c - rr * b;
    if (sigma < 0.f || rr < 1e-12f) return false;
    const float a = -(c + std::sqrt(sigma));
    if (0.f <= a && a <= rr) {
        t = a / rr;
        return true;
    }
    return false;
}

/// The loop every sweep here shares: each bullet's fraction (+inf when it misses) to
/// fractions[i], and how many hit.
template <class Fraction>
std::size_t sweep_each(const bullet* b, std::size_t n, float* fractions, Fraction fraction_of)
{
    std::size_t hits = 0;
    for (std::size_t i = 0; i < n; ++i) {
        fractions[i] = fraction_of(b[i]);
        hits += fractions[i] < inf;
    }
    return hits;
}

} // namespace

std::size_t points(const bullet* b, std::size_t n, const box& s, float* fractions)
{
    return sweep_each(b, n, fractions, [&s](const bullet& e) {
        float t;
        return slabs(e.x0, e.y0, e.x1 - e.x0, e.y1 - e.y0, s.min_x, s.min_y, s.max_x, s.max_y, t) ? t : inf;
    });
}

std::size_t discs(const bullet* b, std::size_t n, const box& s, float* fractions)
{
    return sweep_each(b, n, fractions, [&s](const bullet& e) {
        const float px = e.x0, py = e.y0, dx = e.x1 - px, dy = e.y1 - py, r = e.r;
        float t;
        bool hit = slabs(px, py, dx, dy, s.min_x - r, s.min_y - r, s.max_x + r, s.max_y + r, t);
        if (hit) {
            // beyond both faces at the entry: the rounded corner decides (RTCD 5.5.7, in 2D)
            const float ex = px + t * dx, ey = py + t * dy;
            const bool left = ex < s.min_x, right = ex > s.max_x, below = ey < s.min_y, above = ey > s.max_y;
            if ((left || right) && (below || above))
                hit = circle(px, py, dx, dy, left ? s.min_x : s.max_x, below ? s.min_y : s.max_y, r, t);
        }
        return hit ? t : inf;
    });
}

std::size_t points(const bullet* b, std::size_t n, const convex& s, float* fractions)
{
    return sweep_each(b, n, fractions, [&s](const bullet& e) {
        const float px = e.x0, py = e.y0, dx = e.x1 - px, dy = e.y1 - py;
        float enter = 0.f, exit = 1.f;
        bool hit = true;
        for (std::size_t k = 0; k < s.count && hit; ++k) { // Cyrus-Beck
            const float dist = s.nx[k] * (px - s.vx[k]) + s.ny[k] * (py - s.vy[k]);
            const float denom = s.nx[k] * dx + s.ny[k] * dy;
            if (denom == 0.f) {
                hit = dist <= 0.f;
            } else {
                const float t = -dist / denom;
                if (denom < 0.f)
                    enter = std::max(enter, t);
                else
                    exit = std::min(exit, t);
                hit = enter <= exit;
            }
        }
        return hit ? enter : inf;
    });
}

std::size_t discs(const bullet* b, std::size_t n, const convex& s, float* fractions)
{
    return sweep_each(b, n, fractions, [&s](const bullet& e) {
        const float px = e.x0, py = e.y0, dx = e.x1 - px, dy = e.y1 - py, r = e.r;
        // the start: inside, or within r of an edge
        bool inside = true, near = false;
        for (std::size_t k = 0; k < s.count; ++k) {
            const std::size_t j = k + 1 == s.count ? 0 : k + 1;
            const float ex = s.vx[j] - s.vx[k], ey = s.vy[j] - s.vy[k];
            const float fx = px - s.vx[k], fy = py - s.vy[k];
            inside = inside && s.nx[k] * fx + s.ny[k] * fy <= 0.f;
            const float u = std::min(std::max((fx * ex + fy * ey) / (ex * ex + ey * ey), 0.f), 1.f);
            const float cx = fx - u * ex, cy = fy - u * ey;
            near = near || cx * cx + cy * cy <= r * r;
        }
        float best = inside || near ? 0.f : inf;
        for (std::size_t k = 0; k < s.count && best > 0.f; ++k) {
            const std::size_t j = k + 1 == s.count ? 0 : k + 1;
            // the edge pushed out by r, met from outside
            const float denom = s.nx[k] * dx + s.ny[k] * dy;
            if (denom < 0.f) {
                const float t = (r - (s.nx[k] * (px - s.vx[k]) + s.ny[k] * (py - s.vy[k]))) / denom;
                if (t >= 0.f && t <= 1.f && t < best) {
                    const float ex = s.vx[j] - s.vx[k], ey = s.vy[j] - s.vy[k];
                    const float along = (px + t * dx - s.vx[k]) * ex + (py + t * dy - s.vy[k]) * ey;
                    if (along >= 0.f && along <= ex * ex + ey * ey) best = t;
                }
            }
            float t;
            if (circle(px, py, dx, dy, s.vx[k], s.vy[k], r, t) && t < best) best = t;
        }
        return best;
    });
}

} // namespace HITMASK_PLAIN_NS

} // namespace plain_sweep
