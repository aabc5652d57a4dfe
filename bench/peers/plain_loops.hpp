// Peer: the plain structure-of-arrays loop a game programmer writes without hitmask, one byte
// (or a running count) per element. plain_loops.cpp is compiled twice in its own translation
// units: for baseline x86-64 at -O3 (what a shipped game binary targets: SSE2 only) and at
// -O3 -march=native (the best a compiler does for this CPU alone). Neither gets hitmask's IEEE
// flags: they are the user's code, built with the user's usual flags.
#pragma once

#include <cstddef>
#include <cstdint>

namespace plain {

struct circle_args { float cx, cy, r; };
struct aabb_args { float x0, y0, x1, y1; };
/// A view cone: unit direction, cosine of half the field of view, range.
struct facing_args { float ax, ay, dx, dy, cos_half, range; };
/// An arc from start to end (counter-clockwise) as unit vectors; reflex when wider than pi.
struct between_args { float ax, ay, sx, sy, ex, ey, range; bool reflex; };
struct capsule_args { float ax, ay, bx, by, r; };
/// Vertices counter-clockwise (convex) or in any order (even-odd crossing test).
struct polygon_args { const float* vx; const float* vy; std::size_t count; };

} // namespace plain

#define HITMASK_DECLARE_PLAIN_LOOPS(ns)                                                                         \
    namespace plain::ns {                                                                                        \
    void test(const float* x, const float* y, std::size_t n, const circle_args& s, std::uint8_t* out);          \
    void test(const float* x, const float* y, std::size_t n, const aabb_args& s, std::uint8_t* out);            \
    void test(const float* x, const float* y, std::size_t n, const facing_args& s, std::uint8_t* out);          \
    void test(const float* x, const float* y, std::size_t n, const between_args& s, std::uint8_t* out);         \
    void test(const float* x, const float* y, std::size_t n, const capsule_args& s, std::uint8_t* out);         \
    void test_convex(const float* x, const float* y, std::size_t n, const polygon_args& s, std::uint8_t* out);  \
    void test_polygon(const float* x, const float* y, std::size_t n, const polygon_args& s, std::uint8_t* out); \
    std::size_t count(const float* x, const float* y, std::size_t n, const circle_args& s);                      \
    std::size_t count(const float* x, const float* y, std::size_t n, const aabb_args& s);                        \
    std::size_t count(const float* x, const float* y, std::size_t n, const facing_args& s);                      \
    std::size_t count(const float* x, const float* y, std::size_t n, const between_args& s);                     \
    std::size_t count(const float* x, const float* y, std::size_t n, const capsule_args& s);                     \
    std::size_t count_convex(const float* x, const float* y, std::size_t n, const polygon_args& s);              \
    std::size_t count_polygon(const float* x, const float* y, std::size_t n, const polygon_args& s);             \
    }

HITMASK_DECLARE_PLAIN_LOOPS(baseline)
HITMASK_DECLARE_PLAIN_LOOPS(native)
