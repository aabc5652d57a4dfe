// The plain pair loops of plain_pairs.hpp, compiled at -O3 -march=native (see CMakeLists).
#include "plain_pairs.hpp"

#include <algorithm>
#include <cmath>

namespace plain_pair::native {

namespace {

/// Bit i of out[i / 64] = hit(b[i]); the number of hits.
template <class Bullet, class Hit>
std::size_t each(const Bullet* b, std::size_t n, std::uint64_t* out, Hit hit)
{
    std::size_t count = 0;
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const bool h = hit(b[i]);
        count += h;
        word |= static_cast<std::uint64_t>(h) << (i & 63);
        if ((i & 63) == 63) {
            out[i / 64] = word;
            word = 0;
        }
    }
    if (n & 63) out[n / 64] = word;
    return count;
}

/// The squared distance from p to the segment a-b.
inline float segment_d2(float px, float py, float ax, float ay, float bx, float by)
{
    const float ex = bx - ax, ey = by - ay, wx = px - ax, wy = py - ay;
    const float len2 = ex * ex + ey * ey;
    float t = len2 > 0.f ? (wx * ex + wy * ey) / len2 : 0.f;
    t = std::clamp(t, 0.f, 1.f);
    const float dx = wx - t * ex, dy = wy - t * ey;
    return dx * dx + dy * dy;
}

inline float cross(float ax, float ay, float bx, float by)
{
    return ax * by - ay * bx;
}

/// Whether p is on the inner side of (or on) every edge of the counter-clockwise outline.
inline bool inside_convex(const outline& s, float px, float py)
{
    for (std::size_t i = 0; i < s.n; ++i) {
        const std::size_t j = i + 1 == s.n ? 0 : i + 1;
        if (cross(s.x[j] - s.x[i], s.y[j] - s.y[i], px - s.x[i], py - s.y[i]) < 0.f) return false;
    }
    return true;
}

/// The least squared distance from p to an edge of the outline.
inline float edges_d2(const outline& s, float px, float py)
{
    float best = INFINITY;
    for (std::size_t i = 0; i < s.n; ++i) {
        const std::size_t j = i + 1 == s.n ? 0 : i + 1;
        best = std::min(best, segment_d2(px, py, s.x[i], s.y[i], s.x[j], s.y[j]));
    }
    return best;
}

} // namespace

std::size_t discs(const disc* b, std::size_t n, const rotated_box& s, std::uint64_t* out)
{
    return each(b, n, out, [&](const disc& d) {
        const float qx = d.x - s.cx, qy = d.y - s.cy;
        const float lu = qx * s.ux + qy * s.uy, lv = qy * s.ux - qx * s.uy;
        const float du = lu - std::clamp(lu, -s.hx, s.hx), dv = lv - std::clamp(lv, -s.hy, s.hy);
        return du * du + dv * dv <= d.r * d.r;
    });
}

std::size_t discs_convex(const disc* b, std::size_t n, const outline& s, std::uint64_t* out)
{
    return each(b, n, out, [&](const disc& d) {
        if (d.x + d.r < s.min_x || d.x - d.r > s.max_x || d.y + d.r < s.min_y || d.y - d.r > s.max_y) return false;
        return inside_convex(s, d.x, d.y) || edges_d2(s, d.x, d.y) <= d.r * d.r;
    });
}

std::size_t discs_polygon(const disc* b, std::size_t n, const outline& s, std::uint64_t* out)
{
    return each(b, n, out, [&](const disc& d) {
        if (d.x + d.r < s.min_x || d.x - d.r > s.max_x || d.y + d.r < s.min_y || d.y - d.r > s.max_y) return false;
        bool in = false; // pnpoly (W. Randolph Franklin)
        for (std::size_t i = 0, j = s.n - 1; i < s.n; j = i++)
            if ((s.y[i] > d.y) != (s.y[j] > d.y) &&
                d.x < (s.x[j] - s.x[i]) * (d.y - s.y[i]) / (s.y[j] - s.y[i]) + s.x[i])
                in = !in;
        return in || edges_d2(s, d.x, d.y) <= d.r * d.r;
    });
}

std::size_t discs(const disc* b, std::size_t n, const oval& s, std::uint64_t* out)
{
    return each(b, n, out, [&](const disc& d) {
        if (!(d.r >= 0.f)) return false;
        const float qx = d.x - s.cx, qy = d.y - s.cy;
        float px = std::fabs(qx * s.ux + qy * s.uy), py = std::fabs(qy * s.ux - qx * s.uy);
        float e0 = s.rx, e1 = s.ry;
        if (px > e0 + d.r || py > e1 + d.r) return false;
        const float z0 = px / e0, z1 = py / e1;
        if (z0 * z0 + z1 * z1 <= 1.f) return true;
        if (e0 < e1) { // Eberly's form wants e0 >= e1
            std::swap(e0, e1);
            std::swap(px, py);
        }
        // the closest rim point (Eberly, "Distance from a point to an ellipse"): the root s of
        // (r0 z0 / (s + r0))² + (z1 / (s + 1))² = 1, by bisection
        const float y0 = px / e0, y1 = py / e1, r0 = (e0 / e1) * (e0 / e1);
        float lo = y1 - 1.f, hi = std::sqrt(r0 * r0 * y0 * y0 + y1 * y1) - 1.f, t = lo;
        for (int step = 0; step < 30; ++step) {
            t = 0.5f * (lo + hi);
            const float a = r0 * y0 / (t + r0), c = y1 / (t + 1.f), g = a * a + c * c - 1.f;
            if (g > 0.f)
                lo = t;
            else
                hi = t;
        }
        const float x0 = r0 * px / (t + r0), x1 = py / (t + 1.f);
        const float dx = x0 - px, dy = x1 - py;
        return dx * dx + dy * dy <= d.r * d.r;
    });
}

std::size_t boxes(const box_bullet* b, std::size_t n, const rect& s, std::uint64_t* out)
{
    const float ex = 0.5f * (s.max_x - s.min_x), ey = 0.5f * (s.max_y - s.min_y);
    const float mx = 0.5f * (s.min_x + s.max_x), my = 0.5f * (s.min_y + s.max_y);
    return each(b, n, out, [&](const box_bullet& k) {
        const float tx = mx - k.cx, ty = my - k.cy;
        const float aux = std::fabs(k.ux), auy = std::fabs(k.uy);
        // the rectangle's axes x and y, then the bullet's u and v
        if (std::fabs(tx) > ex + k.hx * aux + k.hy * auy) return false;
        if (std::fabs(ty) > ey + k.hx * auy + k.hy * aux) return false;
        if (std::fabs(tx * k.ux + ty * k.uy) > k.hx + ex * aux + ey * auy) return false;
        return std::fabs(ty * k.ux - tx * k.uy) <= k.hy + ex * auy + ey * aux;
    });
}

std::size_t boxes(const box_bullet* b, std::size_t n, const rotated_box& s, std::uint64_t* out)
{
    return each(b, n, out, [&](const box_bullet& k) {
        const float tx = s.cx - k.cx, ty = s.cy - k.cy;
        // |u·U|, |u·V|, |v·U|, |v·V| with v = (-uy, ux), V = (-Uy, Ux)
        const float uU = std::fabs(k.ux * s.ux + k.uy * s.uy), uV = std::fabs(k.uy * s.ux - k.ux * s.uy);
        const float vU = std::fabs(k.ux * s.uy - k.uy * s.ux), vV = std::fabs(k.ux * s.ux + k.uy * s.uy);
        if (std::fabs(tx * k.ux + ty * k.uy) > k.hx + s.hx * uU + s.hy * uV) return false;
        if (std::fabs(ty * k.ux - tx * k.uy) > k.hy + s.hx * vU + s.hy * vV) return false;
        if (std::fabs(tx * s.ux + ty * s.uy) > s.hx + k.hx * uU + k.hy * vU) return false;
        return std::fabs(ty * s.ux - tx * s.uy) <= s.hy + k.hx * uV + k.hy * vV;
    });
}

std::size_t capsules_convex(const capsule* b, std::size_t n, const outline& s, std::uint64_t* out)
{
    return each(b, n, out, [&](const capsule& c) {
        if (std::min(c.x0, c.x1) - c.r > s.max_x || std::max(c.x0, c.x1) + c.r < s.min_x ||
            std::min(c.y0, c.y1) - c.r > s.max_y || std::max(c.y0, c.y1) + c.r < s.min_y)
            return false;
        if (inside_convex(s, c.x0, c.y0)) return true;
        const float r2 = c.r * c.r, dx = c.x1 - c.x0, dy = c.y1 - c.y0;
        for (std::size_t i = 0; i < s.n; ++i) {
            const std::size_t j = i + 1 == s.n ? 0 : i + 1;
            const float ax = s.x[i], ay = s.y[i], bx = s.x[j], by = s.y[j];
            const float o1 = cross(bx - ax, by - ay, c.x0 - ax, c.y0 - ay), o2 = cross(bx - ax, by - ay, c.x1 - ax, c.y1 - ay);
            const float o3 = cross(dx, dy, ax - c.x0, ay - c.y0), o4 = cross(dx, dy, bx - c.x0, by - c.y0);
            if (o1 * o2 <= 0.f && o3 * o4 <= 0.f) return true; // the segment crosses the edge
            const float d2 = std::min(std::min(segment_d2(c.x0, c.y0, ax, ay, bx, by), segment_d2(c.x1, c.y1, ax, ay, bx, by)),
                                      std::min(segment_d2(ax, ay, c.x0, c.y0, c.x1, c.y1), segment_d2(bx, by, c.x0, c.y0, c.x1, c.y1)));
            if (d2 <= r2) return true;
        }
        return false;
    });
}

} // namespace plain_pair::native
