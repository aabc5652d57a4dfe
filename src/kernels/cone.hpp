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

/// The angle of a full cone: every direction.
template <class Arch>
struct every_direction {
    using batch = xsimd::batch<float, Arch>;
    auto operator()(const batch&, const batch&) const noexcept { return every_lane<Arch>(); }
};

/// Calls body(angle), where angle(h, d2) is reference_impl::in_cone on batches for this cone's
/// span, chosen once per query (each span its own loop).
template <class Arch, class Body>
inline auto with_cone_angle(const cone_params& c, const Body& body) noexcept
{
    if (c.span == sector_span::full) return body(every_direction<Arch>{});
    return with_facing_angle<Arch>(c.span == sector_span::narrow, c.cos2, body);
}

/// The apex and the unit axis u on batches; of(x, y, z) gives v = p - apex, d2 = |v|² and
/// h = v·u, the terms both predicates start from.
template <class Arch>
struct cone_axis {
    using batch = xsimd::batch<float, Arch>;
    struct offset {
        batch vx, vy, vz, d2, h;
    };
    batch ax, ay, az, dx, dy, dz;
    explicit cone_axis(const cone_params& c) noexcept : ax(c.ax), ay(c.ay), az(c.az), dx(c.dx), dy(c.dy), dz(c.dz) {}
    offset of(const batch& x, const batch& y, const batch& z) const noexcept
    {
        const batch vx = x - ax, vy = y - ay, vz = z - az;
        return {vx, vy, vz, vx * vx + vy * vy + vz * vz, vx * dx + vy * dy + vz * dz};
    }
};

/// A point hits when |v|² <= range² and v is within the angle.
template <class Arch, class Angle>
struct cone_on_points {
    using batch = xsimd::batch<float, Arch>;
    cone_axis<Arch> axis;
    batch range2;
    Angle angle;
    cone_on_points(const cone_params& c, const Angle& a) noexcept : axis(c), range2(c.range2), angle(a) {}
    auto operator()(const batch& x, const batch& y, const batch& z) const noexcept
    {
        const auto v = axis.of(x, y, z);
        return (v.d2 <= range2) & angle(v.h, v.d2);
    }
};

/// A ball overlaps the cone when its centre is within the angle and range + r, or (not for a
/// full cone, whose angle is every_direction) within r of the edge in the plane through the
/// axis: (h, q) with q = |v × u|.
template <class Arch, class Angle>
struct cone_on_spheres {
    using batch = xsimd::batch<float, Arch>;
    cone_axis<Arch> axis;
    batch range, cos_half, sin_half, end_h, end_q;
    Angle angle;
    cone_on_spheres(const cone_params& c, const Angle& a) noexcept
        : axis(c), range(c.range), cos_half(c.cos_half), sin_half(c.sin_half), end_h(c.end_h), end_q(c.end_q), angle(a)
    {}
    auto operator()(const batch& x, const batch& y, const batch& z, const batch& r) const noexcept
    {
        const auto [vx, vy, vz, d2, h] = axis.of(x, y, z);
        const batch reach = range + r;
        const auto inside = (d2 <= (reach * reach)) & angle(h, d2);
        if constexpr (std::is_same_v<Angle, every_direction<Arch>>) {
            return (r >= batch(0.f)) & inside;
        } else {
            const batch wx = vy * axis.dz - vz * axis.dy;
            const batch wy = vz * axis.dx - vx * axis.dz;
            const batch wz = vx * axis.dy - vy * axis.dx;
            const batch q = exact_sqrt(wx * wx + wy * wy + wz * wz);
            const batch r2 = r * r;
            const auto near_edge = near_segment(h, q, h - end_h, q - end_q, cos_half, sin_half, range, r2, r2);
            return (r >= batch(0.f)) & (inside | near_edge);
        }
    }
};

/// Both views' predicate: Lanes<Arch, Angle> built for this cone's angle, chosen once per query.
template <class Arch, template <class, class> class Lanes>
struct cone_chooser : chooser {
    template <class Body>
    static auto choose(const cone_params& c, const Body& body) noexcept
    {
        return with_cone_angle<Arch>(
            c, [&](const auto& angle) { return body(Lanes<Arch, std::decay_t<decltype(angle)>>(c, angle)); });
    }
};

template <class Arch>
struct predicate<Arch, points3_view, cone_params> : cone_chooser<Arch, cone_on_points> {};

template <class Arch>
struct predicate<Arch, spheres_view, cone_params> : cone_chooser<Arch, cone_on_spheres> {};

} // namespace detail
} // namespace hitmask
