// hitmask kernels: 3D view cone, for 3D points and spheres, for any xsimd arch. Match
// reference/cone.hpp bit for bit.
#pragma once

#include <type_traits>

#include <hitmask/cone.hpp>

#include "facing_angle.hpp"
#include "segment_distance.hpp"
#include "simd_driver.hpp"

namespace hitmask {
namespace detail {

/// Calls body(angle), where angle(h, d2) is reference_impl::in_cone on batches for this cone's
/// span, chosen once per query (each span its own loop).
template <class Arch, class Body>
inline auto with_cone_angle(const cone_params& c, const Body& body) noexcept
{
    using batch = xsimd::batch<float, Arch>;
    if (c.span == sector_span::full) return body([](const batch&, const batch&) { return every_lane<Arch>(); });
    return with_facing_angle<Arch>(c.span == sector_span::narrow, c.cos2, body);
}

/// A point hits when |v|² <= range² and v is within the angle (v = p - apex, h = v·u).
template <class Arch, class Angle>
struct cone_on_points {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, az, dx, dy, dz, range2;
    Angle angle;
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        const batch vx = x - ax, vy = y - ay, vz = z - az;
        const batch d2 = vx * vx + vy * vy + vz * vz;
        const batch h = vx * dx + vy * dy + vz * dz;
        return (d2 <= range2) & angle(h, d2);
    }
};

template <class Arch>
struct predicate<Arch, points3_view, cone_params> : chooser {
    template <class Body>
    static auto choose(const cone_params& c, const Body& body) noexcept
    {
        using batch = xsimd::batch<float, Arch>;
        return with_cone_angle<Arch>(c, [&](const auto& angle) {
            using angle_t = std::decay_t<decltype(angle)>;
            return body(cone_on_points<Arch, angle_t>{batch(c.ax), batch(c.ay), batch(c.az), batch(c.dx),
                                                      batch(c.dy), batch(c.dz), batch(c.range2), angle});
        });
    }
};

/// A ball overlaps the cone when its centre is within the angle and range + r, or (not for a
/// full cone) within r of the edge in the plane through the axis: (h, q) with q = |v × u|.
template <class Arch, class Angle, bool Full>
struct cone_on_spheres {
    using batch = xsimd::batch<float, Arch>;
    batch ax, ay, az, dx, dy, dz, range, cos_half, sin_half, end_h, end_q;
    Angle angle;
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const batch vx = x - ax, vy = y - ay, vz = z - az;
        const batch d2 = vx * vx + vy * vy + vz * vz;
        const batch h = vx * dx + vy * dy + vz * dz;
        const batch reach = range + r;
        const auto inside = (d2 <= (reach * reach)) & angle(h, d2);
        if constexpr (Full) {
            return (r >= batch(0.f)) & inside;
        } else {
            const batch wx = vy * dz - vz * dy;
            const batch wy = vz * dx - vx * dz;
            const batch wz = vx * dy - vy * dx;
            const batch q = exact_sqrt(wx * wx + wy * wy + wz * wz);
            const batch r2 = r * r;
            const auto near_edge = near_segment(h, q, h - end_h, q - end_q, cos_half, sin_half, range, r2, r2);
            return (r >= batch(0.f)) & (inside | near_edge);
        }
    }
};

template <class Arch>
struct predicate<Arch, spheres_view, cone_params> : chooser {
    template <class Body>
    static auto choose(const cone_params& c, const Body& body) noexcept
    {
        using batch = xsimd::batch<float, Arch>;
        return with_cone_angle<Arch>(c, [&](const auto& angle) {
            using angle_t = std::decay_t<decltype(angle)>;
            const auto make = [&](auto full) {
                return cone_on_spheres<Arch, angle_t, decltype(full)::value>{
                    batch(c.ax),       batch(c.ay),       batch(c.az),        batch(c.dx),
                    batch(c.dy),       batch(c.dz),       batch(c.range),     batch(c.cos_half),
                    batch(c.sin_half), batch(c.end_h),    batch(c.end_q),     angle};
            };
            if (c.span == sector_span::full) return body(make(std::true_type{}));
            return body(make(std::false_type{}));
        });
    }
};

} // namespace detail
} // namespace hitmask
