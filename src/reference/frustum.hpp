// hitmask reference: camera frustum, for 3D points and spheres (exact at edges and corners).
#pragma once

#include <hitmask/frustum.hpp>

#include "segment_distance.hpp"

namespace hitmask {
namespace reference_impl {

/// The signed distance of p from plane i (unit inward normal): >= 0 inside.
inline float plane_distance(const detail::frustum_params& f, int i, float x, float y, float z) noexcept
{
    return f.plane[i][0] * x + f.plane[i][1] * y + f.plane[i][2] * z + f.plane[i][3];
}

/// Hit when p is inside all six planes, faces inclusive; NaN compares false.
inline bool points3_hit(const detail::frustum_params& f, float x, float y, float z) noexcept
{
    for (int i = 0; i < 6; ++i)
        if (!(plane_distance(f, i, x, y, z) >= 0.f)) return false;
    return true;
}

/// n_i·n_j for i != j, from the factory's table of the 15 pairs i < j.
inline float plane_cos(const detail::frustum_params& f, int i, int j) noexcept
{
    const int a = i < j ? i : j, b = i < j ? j : i;
    // pairs (0,1)..(0,5) are 0..4, (1,2)..(1,5) are 5..8, (2,3).. 9..11, (3,4), (3,5) 12, 13, (4,5) 14
    const int first[5] = {0, 5, 9, 12, 14};
    return f.cos[first[a] + (b - a - 1)];
}

/// The two planes that meet along the edge from corner a to corner a | bit (the planes the
/// corner bits other than `bit` pick: bit 0 left/right, bit 1 bottom/top, bit 2 near/far).
inline void edge_planes(int a, int bit, int& i, int& j) noexcept
{
    const int lr = (a & 1) ? 1 : 0, bt = (a & 2) ? 3 : 2, nf = (a & 4) ? 5 : 4;
    i = bit == 1 ? bt : lr;
    j = bit == 4 ? bt : nf;
}

/// A ball (x, y, z, r) overlaps the frustum when its centre's distance to the solid is <= r:
/// no plane separates it (s_i >= -r for all six) and the centre is inside, or its projection
/// onto a face it is outside of lies on that face, or it is within r of an edge of a face it
/// is outside of. (The nearest point of the solid lies on such a face or edge: with q the
/// nearest point on the edge of planes i and j, p - q = -(a·n_i + b·n_j) with a, b >= 0, so
/// s_i + s_j = -(a + b)(1 + n_i·n_j) < 0.) Negative or NaN radii and NaN centres never hit.
inline bool spheres_hit(const detail::frustum_params& f, float x, float y, float z, float r) noexcept
{
    if (!(r >= 0.f)) return false;
    float s[6];
    bool inside = true;
    for (int i = 0; i < 6; ++i) {
        s[i] = plane_distance(f, i, x, y, z);
        if (!(s[i] >= -r)) return false; // separated by plane i (or NaN)
        inside = inside && s[i] >= 0.f;
    }
    if (inside) return true;
    for (int i = 0; i < 6; ++i) {
        if (!(s[i] < 0.f)) continue;
        // the projection q - s_i·n_i is inside plane j when s_j - s_i·(n_i·n_j) >= 0
        bool on_face = true;
        for (int j = 0; j < 6; ++j)
            if (j != i) on_face = on_face && s[j] - s[i] * plane_cos(f, i, j) >= 0.f;
        if (on_face) return true;
    }
    const float r2 = r * r;
    for (int a = 0; a < 8; ++a) {
        for (int bit = 1; bit < 8; bit <<= 1) {
            if (a & bit) continue;
            int i, j;
            edge_planes(a, bit, i, j);
            if (!(s[i] < 0.f || s[j] < 0.f)) continue; // not an edge of a face the centre is outside of
            const int b = a | bit; // the edge from corner a to corner b
            const float* ca = f.corner[a];
            const float* cb = f.corner[b];
            const float dx = cb[0] - ca[0], dy = cb[1] - ca[1], dz = cb[2] - ca[2];
            const float len2 = dx * dx + dy * dy + dz * dz;
            if (near_segment3(x - ca[0], y - ca[1], z - ca[2], x - cb[0], y - cb[1], z - cb[2], dx, dy, dz, len2, r2,
                              r2 * len2))
                return true;
        }
    }
    return false;
}

} // namespace reference_impl
} // namespace hitmask
