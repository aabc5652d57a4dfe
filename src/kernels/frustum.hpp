// hitmask kernels: camera frustum, for 3D points and spheres, for any xsimd arch. Match
// reference/frustum.hpp bit for bit.
#pragma once

#include <hitmask/frustum.hpp>

#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// The six planes as batches, and s_i for a batch of points.
template <class Arch>
struct frustum_planes {
    using batch = xsimd::batch<float, Arch>;
    batch n[6][4];
    explicit frustum_planes(const frustum_params& f) noexcept
    {
        for (int i = 0; i < 6; ++i)
            for (int k = 0; k < 4; ++k)
                n[i][k] = batch(f.plane[i][k]);
    }
    HITMASK_ALWAYS_INLINE batch distance(int i, const batch& x, const batch& y, const batch& z) const noexcept
    {
        return n[i][0] * x + n[i][1] * y + n[i][2] * z + n[i][3];
    }
};

template <class Arch>
struct predicate<Arch, points3_view, frustum_params> {
    using batch = xsimd::batch<float, Arch>;
    frustum_planes<Arch> planes;
    explicit predicate(const frustum_params& f) noexcept : planes(f) {}
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        const batch zero(0.f);
        auto in = planes.distance(0, x, y, z) >= zero;
        for (int i = 1; i < 6; ++i)
            in = in & (planes.distance(i, x, y, z) >= zero);
        return in;
    }
};

/// The exact sphere test of reference_impl::spheres_hit. The plane distances decide most
/// lanes (separated, inside, or a negative radius); the faces and edges are tested only for a
/// batch with a lane still open, each face or edge only when such a lane is outside its plane
/// (the reference's rule: other lanes' bits are masked to what the reference gives them), and
/// the edges only when a face did not settle every open lane. A lane's bit is the reference's
/// whichever tests a batch skips.
template <class Arch>
struct predicate<Arch, spheres_view, frustum_params> {
    using batch = xsimd::batch<float, Arch>;
    using mask = xsimd::batch_bool<float, Arch>;
    frustum_planes<Arch> planes;
    batch cos[6][6];    ///< n_i·n_j
    batch corner[8][3]; ///< the edges' ends
    batch edge[12][4];  ///< d = b - a and d·d of edge e
    int edge_from[12], edge_to[12], edge_plane[12][2];
    explicit predicate(const frustum_params& f) noexcept : planes(f)
    {
        int k = 0;
        for (int i = 0; i < 6; ++i)
            for (int j = i + 1; j < 6; ++j) {
                cos[i][j] = cos[j][i] = batch(f.cos[k]);
                ++k;
            }
        for (int c = 0; c < 8; ++c)
            for (int a = 0; a < 3; ++a)
                corner[c][a] = batch(f.corner[c][a]);
        int e = 0;
        for (int a = 0; a < 8; ++a)
            for (int bit = 1; bit < 8; bit <<= 1) {
                if (a & bit) continue;
                const int b = a | bit;
                const float dx = f.corner[b][0] - f.corner[a][0], dy = f.corner[b][1] - f.corner[a][1],
                            dz = f.corner[b][2] - f.corner[a][2];
                edge[e][0] = batch(dx);
                edge[e][1] = batch(dy);
                edge[e][2] = batch(dz);
                edge[e][3] = batch(dx * dx + dy * dy + dz * dz);
                edge_from[e] = a;
                edge_to[e] = b;
                // the planes the other two corner bits pick (reference_impl::edge_planes)
                const int lr = (a & 1) ? 1 : 0, bt = (a & 2) ? 3 : 2, nf = (a & 4) ? 5 : 4;
                edge_plane[e][0] = bit == 1 ? bt : lr;
                edge_plane[e][1] = bit == 4 ? bt : nf;
                ++e;
            }
    }
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch zero(0.f);
        const batch minus_r = -r;
        batch s[6];
        mask outside[6];
        mask touching = r >= zero, inside = touching;
        for (int i = 0; i < 6; ++i) {
            s[i] = planes.distance(i, x, y, z);
            outside[i] = s[i] < zero;
            touching = touching & (s[i] >= minus_r); // no plane separates it (NaN: false)
            inside = inside & (s[i] >= zero);
        }
        const mask open = touching & ~inside; // near the boundary, outside: faces and edges decide
        if (!xsimd::any(open)) return touching & inside;
        mask near = inside;
        for (int i = 0; i < 6; ++i) {
            if (!xsimd::any(open & outside[i])) continue;
            mask on_face = outside[i];
            for (int j = 0; j < 6; ++j)
                if (j != i) on_face = on_face & ((s[j] - s[i] * cos[i][j]) >= zero);
            near = near | on_face;
        }
        const mask still = open & ~near;
        if (!xsimd::any(still)) return touching & near;
        const batch r2 = r * r;
        for (int e = 0; e < 12; ++e) {
            const mask beside = outside[edge_plane[e][0]] | outside[edge_plane[e][1]];
            if (!xsimd::any(still & beside)) continue;
            const batch* a = corner[edge_from[e]];
            const batch* b = corner[edge_to[e]];
            near = near | (beside & near_segment3(x - a[0], y - a[1], z - a[2], x - b[0], y - b[1], z - b[2],
                                                  edge[e][0], edge[e][1], edge[e][2], edge[e][3], r2,
                                                  r2 * edge[e][3]));
        }
        return touching & near;
    }
};

} // namespace detail
} // namespace hitmask
