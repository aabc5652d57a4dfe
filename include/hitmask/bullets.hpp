// hitmask: bullets with a radius, and swept bullets (where each was and is), as SoA views.
#pragma once

#include <cstddef>
#include <vector>

#include "vec2.hpp"

namespace hitmask {

/// Round bullets: bullet i is the disc of centre (x[i], y[i]) and radius r[i]. A bullet hits a
/// shape when its disc overlaps it, boundaries included. Pointers may be null only when size
/// is 0.
struct circles_view {
    const float* x;
    const float* y;
    const float* r;
    std::size_t size;
};

/// Swept bullets: bullet i moved from (x0[i], y0[i]) to (x1[i], y1[i]) this frame, and hits a
/// shape when that segment does, so fast bullets cannot tunnel through thin targets. A bullet
/// whose two ends are equal behaves as a point.
struct segments_view {
    const float* x0;
    const float* y0;
    const float* x1;
    const float* y1;
    std::size_t size;
};

/// Owning SoA buffer of round bullets (std::vector storage; any alignment works for queries).
class circle_buffer {
public:
    struct circle_value {
        vec2 center;
        float radius;
    };
    void push_back(vec2 center, float radius)
    {
        x_.push_back(center.x);
        y_.push_back(center.y);
        r_.push_back(radius);
    }
    void resize(std::size_t n)
    {
        x_.resize(n);
        y_.resize(n);
        r_.resize(n);
    }
    void reserve(std::size_t n)
    {
        x_.reserve(n);
        y_.reserve(n);
        r_.reserve(n);
    }
    void clear() noexcept { resize(0); }
    std::size_t size() const noexcept { return x_.size(); }
    float* x() noexcept { return x_.data(); }
    float* y() noexcept { return y_.data(); }
    float* r() noexcept { return r_.data(); }
    circle_value operator[](std::size_t i) const noexcept { return {{x_[i], y_[i]}, r_[i]}; }
    circles_view view() const noexcept { return {x_.data(), y_.data(), r_.data(), x_.size()}; }

private:
    std::vector<float> x_, y_, r_;
};

} // namespace hitmask
