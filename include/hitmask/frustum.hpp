/// @file
/// hitmask: camera frustum (view-frustum culling, exact for spheres at edges and corners).
#pragma once

#include "export.hpp"
#include "result.hpp"
#include "vec3.hpp"

namespace hitmask {
namespace detail {
/// The six planes (unit inward normals), the eight corners and the cosines between the
/// planes' normals, all rounded once to float by the factory.
struct frustum_params {
    float plane[6][4];  ///< nx, ny, nz, d of left, right, bottom, top, near, far
    float corner[8][3]; ///< corner k: bit 0 right (else left), bit 1 top (else bottom), bit 2 far (else near)
    float cos[15];      ///< n_i·n_j for i < j, in the order (0,1), (0,2) .. (0,5), (1,2) .. (4,5)
};
} // namespace detail

template <class Shape>
class shape_set;

/// A convex solid bounded by six planes: left, right, bottom, top, near and far. With
/// s_i = (nx·x + ny·y) + nz·z + d for plane i (unit inward normal), a point hits when
/// s_i >= 0 for all six.
///
/// A sphere (q, s) hits when its centre's distance to the solid is <= s: when s >= 0, no plane
/// has s_i < -s, and
///   every s_i >= 0                                       (the centre is inside)
///   or some face i has s_i < 0 and the centre's projection onto it, q - s_i·n_i, is inside the
///      other five planes: s_j - s_i·(n_i·n_j) >= 0 for all j != i   (nearest point on face i)
///   or the centre is within s of an edge of a face with s_i < 0 (the segment test of capsule3
///      between two corners; the nearest point of the solid always lies on such a face or edge)
/// A sphere beside an edge or a corner that passes all six plane tests (s_i >= -s) but lies
/// farther than s from the solid does not hit, unlike the usual six-plane test.
class HITMASK_API frustum {
public:
    /// A right-handed perspective camera at `eye` looking along `forward` (right = forward ×
    /// up, then up made orthogonal), vertical field of view fov_y in radians, width/height
    /// `aspect`, clipping at near_z and far_z along forward. Refuses non-finite vectors, a zero
    /// forward, up parallel to forward, fov_y outside (0, π), aspect <= 0, near_z <= 0,
    /// far_z <= near_z or infinite.
    static result<frustum> try_perspective(vec3 eye, vec3 forward, vec3 up, float fov_y, float aspect, float near_z,
                                           float far_z) noexcept;
    /// Six planes in the order left, right, bottom, top, near, far, normals pointing inwards,
    /// of any length (normalised here). Refuses a zero or non-finite plane, and planes that do
    /// not bound a frustum (the corners three planes meet at must exist and lie inside all six).
    static result<frustum> try_from_planes(const plane (&planes)[6]) noexcept;
    /// The planes of the clip-space box of a column-major matrix (OpenGL and glm's layout:
    /// m[4 * column + row]), usually projection * view, for the given clip depth convention
    /// (Gribb and Hartmann's extraction). Refuses a NaN or infinite entry, and the planes
    /// from_planes refuses.
    static result<frustum> try_from_matrix(const float (&m)[16], clip_depth depth) noexcept;

    /// Throwing forms: std::invalid_argument naming the field and value.
    static frustum perspective(vec3 eye, vec3 forward, vec3 up, float fov_y, float aspect, float near_z, float far_z)
    {
        return detail::value_or_fail(try_perspective(eye, forward, up, fov_y, aspect, near_z, far_z));
    }
    /// See try_from_planes.
    static frustum from_planes(const plane (&planes)[6]) { return detail::value_or_fail(try_from_planes(planes)); }
    /// See try_from_matrix.
    static frustum from_matrix(const float (&m)[16], clip_depth depth)
    {
        return detail::value_or_fail(try_from_matrix(m, depth));
    }

    frustum() = default; ///< the unit cube [-1, 1]³
    /// Plane i (0 left, 1 right, 2 bottom, 3 top, 4 near, 5 far) with its unit inward normal.
    plane plane_at(int i) const noexcept
    {
        return {{p_.plane[i][0], p_.plane[i][1], p_.plane[i][2]}, p_.plane[i][3]};
    }
    /// Corner k (bit 0: right, bit 1: top, bit 2: far).
    vec3 corner(int k) const noexcept { return {p_.corner[k][0], p_.corner[k][1], p_.corner[k][2]}; }
    /// What the kernels read; the layout is internal.
    const detail::frustum_params& params() const noexcept { return p_; }

private:
    template <class Shape>
    friend class shape_set; // keeps the parameters in its columns and rebuilds the shape from them
    detail::frustum_params p_ = unit_cube();
    static detail::frustum_params unit_cube() noexcept;
};

} // namespace hitmask
