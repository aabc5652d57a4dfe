// The engine's loop: see engine_loop.hpp. Written the way the LuaSTG family writes it (one
// function per pair of collider kinds, a switch per bullet, early outs), not tuned for SIMD.
#include "engine_loop.hpp"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {

/// Half side of a square around the bullet that holds it at any rotation (cheap, no sqrt).
float aabb_extent(const bullet& b)
{
    switch (b.k) {
    case kind::circle:
        return b.a;
    case kind::ellipse:
        return std::max(b.a, b.b);
    case kind::obb:
    case kind::capsule:
        break;
    }
    return b.a + b.b;
}

/// Radius of the bullet's circumscribed circle.
float circumscribed(const bullet& b)
{
    switch (b.k) {
    case kind::circle:
        return b.a;
    case kind::obb:
        return std::sqrt(b.a * b.a + b.b * b.b);
    case kind::ellipse:
        return std::max(b.a, b.b);
    case kind::capsule:
        break;
    }
    return b.a + b.b;
}

/// The exact test in the bullet's frame: (lx, ly) is the player's centre relative to the
/// bullet, rotated by -rot.
bool exact(const bullet& b, const player& p, float dx, float dy)
{
    const float c = std::cos(b.rot), s = std::sin(b.rot);
    const float lx = dx * c + dy * s;
    const float ly = dy * c - dx * s;
    switch (b.k) {
    case kind::circle:
        return true; // the circumscribed circle was the exact test
    case kind::obb: {
        const float gx = std::max(std::fabs(lx) - b.a, 0.f), gy = std::max(std::fabs(ly) - b.b, 0.f);
        return gx * gx + gy * gy <= p.r * p.r;
    }
    case kind::ellipse: {
        // the player's disc as the ellipse grown by its radius, as engines do
        const float u = lx / (b.a + p.r), v = ly / (b.b + p.r);
        return u * u + v * v <= 1.f;
    }
    case kind::capsule: {
        const float t = std::clamp(lx, -b.a, b.a);
        const float reach = b.b + p.r;
        return (lx - t) * (lx - t) + ly * ly <= reach * reach;
    }
    }
    return false;
}

bool touches(const bullet& b, const player& p)
{
    const float dx = p.x - b.x, dy = p.y - b.y;
    const float box = aabb_extent(b) + p.r;
    if (std::fabs(dx) > box || std::fabs(dy) > box) return false;
    const float reach = circumscribed(b) + p.r;
    if (dx * dx + dy * dy > reach * reach) return false;
    return exact(b, p, dx, dy);
}

} // namespace

void collide(const bullet* bullets, std::size_t n, player p, std::uint64_t* out)
{
    std::uint64_t word = 0;
    for (std::size_t i = 0; i < n; ++i) {
        word |= static_cast<std::uint64_t>(touches(bullets[i], p)) << (i & 63);
        if ((i & 63) == 63) {
            out[i / 64] = word;
            word = 0;
        }
    }
    if (n & 63) out[n / 64] = word;
}

} // namespace engine
