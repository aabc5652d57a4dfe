/// @file
/// hitmask: bullets with a radius, and swept bullets (where each was and is), as SoA views.
#pragma once

#include <cstddef>
#include <vector>

#include "vec2.hpp"

namespace hitmask {

/// Round bullets: bullet i is the disc of centre (x[i], y[i]) and radius r[i]. A bullet hits a
/// shape when its disc overlaps it, boundaries included. Pointers may be null only when size
/// is 0.
struct circles_view {
    const float* x;   ///< centre x of bullet i at x[i]
    const float* y;   ///< centre y of bullet i at y[i]
    const float* r;   ///< radius of bullet i at r[i]; negative or NaN never hits
    std::size_t size; ///< how many bullets
};

/// Swept bullets: bullet i moved from (x0[i], y0[i]) to (x1[i], y1[i]) this frame, and hits a
/// shape when that segment does, so fast bullets cannot tunnel through thin targets. A bullet
/// whose two ends are equal behaves as a point.
struct segments_view {
    const float* x0;  ///< where bullet i was: x0[i]
    const float* y0;  ///< where bullet i was: y0[i]
    const float* x1;  ///< where bullet i is: x1[i]
    const float* y1;  ///< where bullet i is: y1[i]
    std::size_t size; ///< how many bullets
};

/// Owning SoA buffer of round bullets (std::vector storage; any alignment works for queries).
class circle_buffer {
public:
    /// One bullet, as operator[] returns it.
    struct circle_value {
        vec2 center;  ///< the disc's centre
        float radius; ///< the disc's radius
    };
    /// Appends a bullet; views taken before may dangle.
    void push_back(vec2 center, float radius)
    {
        x_.push_back(center.x);
        y_.push_back(center.y);
        r_.push_back(radius);
    }
    /// n bullets; new ones are (0, 0) with radius 0.
    void resize(std::size_t n)
    {
        x_.resize(n);
        y_.resize(n);
        r_.resize(n);
    }
    /// Room for n bullets without reallocating.
    void reserve(std::size_t n)
    {
        x_.reserve(n);
        y_.reserve(n);
        r_.reserve(n);
    }
    /// Size 0; the memory stays.
    void clear() noexcept { resize(0); }
    /// How many bullets.
    std::size_t size() const noexcept { return x_.size(); }
    /// The centres' x column, to fill in place.
    float* x() noexcept { return x_.data(); }
    /// The centres' y column, to fill in place.
    float* y() noexcept { return y_.data(); }
    /// The radius column, to fill in place.
    float* r() noexcept { return r_.data(); }
    /// Bullet i (< size()).
    circle_value operator[](std::size_t i) const noexcept { return {{x_[i], y_[i]}, r_[i]}; }
    /// The view every query takes; valid until the buffer reallocates or is destroyed.
    circles_view view() const noexcept { return {x_.data(), y_.data(), r_.data(), x_.size()}; }

private:
    std::vector<float> x_, y_, r_;
};

} // namespace hitmask
