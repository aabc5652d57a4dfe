/// @file
/// hitmask: bullets with their own hitbox shape and rotation, as SoA views over the engine's
/// own columns, tested against one point or one disc (the player) with SIMD across the bullets.
#pragma once

#include <cstddef>

#include "export.hpp"
#include "result.hpp"
#include "vec2.hpp"

namespace hitmask {

/// Rotated-rectangle bullets (kunai, needles, straight lasers): bullet j has centre
/// (cx[j], cy[j]), axis u = (ux[j], uy[j]) (the other axis is v = (-uy, ux)) and half extents
/// hx[j] along u, hy[j] along v. u is used as given: a non-unit axis scales the box. A bullet
/// whose centre or axis is NaN, or whose half extent is negative or NaN, never hits.
struct obbs_view {
    const float* cx;  ///< centre x of bullet j at cx[j]
    const float* cy;  ///< centre y of bullet j at cy[j]
    const float* ux;  ///< axis u, x component (cos of the rotation for a unit axis)
    const float* uy;  ///< axis u, y component (sin of the rotation)
    const float* hx;  ///< half extent along u (>= 0; edges inclusive)
    const float* hy;  ///< half extent along v (>= 0; edges inclusive)
    std::size_t size; ///< how many bullets
};

/// Elliptic bullets (rice, arrowheads): centre, unit axis u and semi-axes rx[j] along u and
/// ry[j] along v = (-uy, ux). u is used as given (a non-unit axis scales the ellipse); a NaN
/// centre or axis, or a negative, zero or NaN semi-axis, never hits.
struct ellipses_view {
    const float* cx;  ///< centre x of bullet j at cx[j]
    const float* cy;  ///< centre y of bullet j at cy[j]
    const float* ux;  ///< axis u, x component
    const float* uy;  ///< axis u, y component
    const float* rx;  ///< semi-axis along u (> 0; rim inclusive)
    const float* ry;  ///< semi-axis along v (> 0; rim inclusive)
    std::size_t size; ///< how many bullets
};

/// Capsule bullets: segment (x0, y0)-(x1, y1) with radius r. A bent laser of n nodes in arrays
/// x, y with width w is {x, y, x + 1, y + 1, w, n - 1}. A NaN end, or a negative or NaN radius,
/// never hits.
struct capsules_view {
    const float* x0;  ///< first end, x, of segment j at x0[j]
    const float* y0;  ///< first end, y
    const float* x1;  ///< second end, x
    const float* y1;  ///< second end, y
    const float* r;   ///< radius (>= 0; the rim is inclusive)
    std::size_t size; ///< how many segments
};

/// The point the oriented bullets are tested against (the player's hitbox centre); the other
/// form is a disc, hitmask::circle.
using point = vec2;

namespace detail {
struct point_params {
    float x, y;
};
} // namespace detail

namespace detail {
/// Fills the axes; returns false, with `message` set, for a null pointer while n > 0.
HITMASK_API bool unit_axes(const float* angle, float* ux, float* uy, std::size_t n, char (&message)[128]) noexcept;
} // namespace detail

/// Unit axes from angles, vectorised: ux[i] = cos(angle[i]), uy[i] = sin(angle[i]), within 2.5 ulp
/// of the true values for angles in [-1e4, 1e4] radians (wrap larger ones; accuracy falls off
/// past 1e5), and the same bits on every ISA, so replays agree across machines. NaN or
/// infinite angles give NaN axes (such bullets never hit). Throws std::invalid_argument if a
/// pointer is null while n > 0. ux or uy may be the angle array itself (in place).
inline void unit_axes(const float* angle, float* ux, float* uy, std::size_t n)
{
    char message[128];
    if (!detail::unit_axes(angle, ux, uy, n, message)) detail::fail(message);
}

} // namespace hitmask
