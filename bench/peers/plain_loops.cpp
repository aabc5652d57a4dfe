// The plain loops of plain_loops.hpp, written as a user would: one predicate per shape, a loop
// storing bytes, a loop counting. Compiled once per target (HITMASK_PLAIN_NS), see CMakeLists.
#include "plain_loops.hpp"

#include <algorithm>
#include <cmath>

#ifndef HITMASK_PLAIN_NS
#error "compile with -DHITMASK_PLAIN_NS=baseline or native"
#endif

namespace plain::HITMASK_PLAIN_NS {

namespace {

inline bool hit(float x, float y, const circle_args& s)
{
    const float dx = x - s.cx, dy = y - s.cy;
    return dx * dx + dy * dy <= s.r * s.r;
}

inline bool hit(float x, float y, const aabb_args& s)
{
    return x >= s.x0 && x <= s.x1 && y >= s.y0 && y <= s.y1;
}

inline bool hit(float x, float y, const facing_args& s)
{
    const float vx = x - s.ax, vy = y - s.ay;
    const float d = std::sqrt(vx * vx + vy * vy);
    return d <= s.range && vx * s.dx + vy * s.dy >= s.cos_half * d;
}

inline bool hit(float x, float y, const between_args& s)
{
    const float vx = x - s.ax, vy = y - s.ay;
    if (vx * vx + vy * vy > s.range * s.range) return false;
    const bool after_start = s.sx * vy - s.sy * vx >= 0, before_end = vx * s.ey - vy * s.ex >= 0;
    return s.reflex ? (after_start || before_end) : (after_start && before_end);
}

inline bool hit(float x, float y, const capsule_args& s)
{
    const float abx = s.bx - s.ax, aby = s.by - s.ay, apx = x - s.ax, apy = y - s.ay;
    const float t = std::clamp((apx * abx + apy * aby) / (abx * abx + aby * aby), 0.f, 1.f);
    const float dx = apx - t * abx, dy = apy - t * aby;
    return dx * dx + dy * dy <= s.r * s.r;
}

inline bool hit_convex(float x, float y, const polygon_args& s)
{
    bool inside = true;
    for (std::size_t i = 0, j = s.count - 1; i < s.count; j = i++)
        inside &= (s.vx[i] - s.vx[j]) * (y - s.vy[j]) - (s.vy[i] - s.vy[j]) * (x - s.vx[j]) >= 0;
    return inside;
}

/// The classic crossing-number test (PNPOLY).
inline bool hit_polygon(float x, float y, const polygon_args& s)
{
    bool inside = false;
    for (std::size_t i = 0, j = s.count - 1; i < s.count; j = i++)
        if ((s.vy[i] > y) != (s.vy[j] > y) &&
            x < (s.vx[j] - s.vx[i]) * (y - s.vy[i]) / (s.vy[j] - s.vy[i]) + s.vx[i])
            inside = !inside;
    return inside;
}

struct convex_tag {};
struct polygon_tag {};
inline bool hit(float x, float y, const polygon_args& s, convex_tag) { return hit_convex(x, y, s); }
inline bool hit(float x, float y, const polygon_args& s, polygon_tag) { return hit_polygon(x, y, s); }

template <class... Args>
void fill(const float* x, const float* y, std::size_t n, std::uint8_t* out, const Args&... args)
{
    for (std::size_t i = 0; i < n; ++i)
        out[i] = hit(x[i], y[i], args...);
}

template <class... Args>
std::size_t tally(const float* x, const float* y, std::size_t n, const Args&... args)
{
    std::size_t hits = 0;
    for (std::size_t i = 0; i < n; ++i)
        hits += hit(x[i], y[i], args...);
    return hits;
}

} // namespace

void test(const float* x, const float* y, std::size_t n, const circle_args& s, std::uint8_t* out) { fill(x, y, n, out, s); }
void test(const float* x, const float* y, std::size_t n, const aabb_args& s, std::uint8_t* out) { fill(x, y, n, out, s); }
void test(const float* x, const float* y, std::size_t n, const facing_args& s, std::uint8_t* out) { fill(x, y, n, out, s); }
void test(const float* x, const float* y, std::size_t n, const between_args& s, std::uint8_t* out) { fill(x, y, n, out, s); }
void test(const float* x, const float* y, std::size_t n, const capsule_args& s, std::uint8_t* out) { fill(x, y, n, out, s); }
void test_convex(const float* x, const float* y, std::size_t n, const polygon_args& s, std::uint8_t* out)
{
    fill(x, y, n, out, s, convex_tag{});
}
void test_polygon(const float* x, const float* y, std::size_t n, const polygon_args& s, std::uint8_t* out)
{
    fill(x, y, n, out, s, polygon_tag{});
}

std::size_t count(const float* x, const float* y, std::size_t n, const circle_args& s) { return tally(x, y, n, s); }
std::size_t count(const float* x, const float* y, std::size_t n, const aabb_args& s) { return tally(x, y, n, s); }
std::size_t count(const float* x, const float* y, std::size_t n, const facing_args& s) { return tally(x, y, n, s); }
std::size_t count(const float* x, const float* y, std::size_t n, const between_args& s) { return tally(x, y, n, s); }
std::size_t count(const float* x, const float* y, std::size_t n, const capsule_args& s) { return tally(x, y, n, s); }
std::size_t count_convex(const float* x, const float* y, std::size_t n, const polygon_args& s)
{
    return tally(x, y, n, s, convex_tag{});
}
std::size_t count_polygon(const float* x, const float* y, std::size_t n, const polygon_args& s)
{
    return tally(x, y, n, s, polygon_tag{});
}

} // namespace plain::HITMASK_PLAIN_NS
