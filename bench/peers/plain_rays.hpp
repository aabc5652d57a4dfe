// Peer: the ray cast a game programmer writes without hitmask. The bullets are an array of
// structs {x, y, r}; each is tested with Box2D 2.4's circle ray cast (b2CircleShape::RayCast,
// written out in plain_rays.cpp) against the segment p1 -> p2, keeping the nearest. Compiled
// twice, as plain_loops.cpp is: for baseline x86-64 at -O3 (a shipped game binary) and at
// -O3 -march=native, with the user's usual flags, not hitmask's IEEE ones.
#pragma once

#include <cstddef>

namespace plain_ray {

struct bullet {
    float x, y, r;
};

/// Box2D's b2RayCastInput with maxFraction 1: the ray is the segment p1 -> p2.
struct segment {
    float x1, y1, x2, y2;
};

/// The nearest bullet hit (index n when none) and its fraction along the segment.
struct first_hit {
    std::size_t index;
    float fraction;
};

} // namespace plain_ray

#define HITMASK_DECLARE_PLAIN_RAYS(ns)                                                             \
    namespace plain_ray::ns {                                                                      \
    first_hit closest(const bullet* bullets, std::size_t n, const segment& s);                     \
    }

HITMASK_DECLARE_PLAIN_RAYS(baseline)
HITMASK_DECLARE_PLAIN_RAYS(native)
