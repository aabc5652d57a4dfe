// hitmask: structure-of-arrays point storage: a view over caller memory and an owning buffer.
#pragma once

#include <cstddef>

#include "export.hpp"
#include "vec2.hpp"

namespace hitmask {

/// Non-owning SoA view: point i is (x[i], y[i]). Any alignment works; x and y may be null
/// only when size is 0.
struct points_view {
    const float* x;
    const float* y;
    std::size_t size;
};

/// Owning SoA buffer of points. Both arrays start on a 64-byte boundary and their capacity is
/// a multiple of 16 floats, so a kernel never straddles the allocation.
class HITMASK_API point_buffer {
public:
    point_buffer() noexcept = default;
    explicit point_buffer(std::size_t size);
    point_buffer(const point_buffer& other);
    point_buffer(point_buffer&& other) noexcept;
    point_buffer& operator=(const point_buffer& other);
    point_buffer& operator=(point_buffer&& other) noexcept;
    ~point_buffer();

    void push_back(vec2 p);
    /// New points are (0, 0).
    void resize(std::size_t size);
    void reserve(std::size_t capacity);
    void clear() noexcept { size_ = 0; }

    std::size_t size() const noexcept { return size_; }
    std::size_t capacity() const noexcept { return capacity_; }
    bool empty() const noexcept { return size_ == 0; }
    float* x() noexcept { return x_; }
    float* y() noexcept { return y_; }
    const float* x() const noexcept { return x_; }
    const float* y() const noexcept { return y_; }
    vec2 operator[](std::size_t i) const noexcept { return {x_[i], y_[i]}; }
    void set(std::size_t i, vec2 p) noexcept
    {
        x_[i] = p.x;
        y_[i] = p.y;
    }
    points_view view() const noexcept { return {x_, y_, size_}; }

private:
    void reallocate(std::size_t capacity);
    float* x_ = nullptr;
    float* y_ = nullptr;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

} // namespace hitmask
