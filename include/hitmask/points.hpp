/// @file
/// hitmask: structure-of-arrays point storage: a view over caller memory and an owning buffer.
#pragma once

#include <cstddef>

#include "export.hpp"
#include "vec2.hpp"

namespace hitmask {

/// Non-owning SoA view: point i is (x[i], y[i]). Any alignment works; x and y may be null
/// only when size is 0.
struct points_view {
    const float* x;   ///< x of point i at x[i]
    const float* y;   ///< y of point i at y[i]
    std::size_t size; ///< how many points
};

/// Owning SoA buffer of points. Both arrays start on a 64-byte boundary and their capacity is
/// a multiple of 16 floats, so a kernel never straddles the allocation.
class HITMASK_API point_buffer {
public:
    point_buffer() noexcept = default; ///< empty, nothing allocated
    /// `size` points, all (0, 0).
    explicit point_buffer(std::size_t size);
    point_buffer(const point_buffer& other);                ///< copies the points (aligned again)
    point_buffer(point_buffer&& other) noexcept;            ///< takes the memory; `other` is left empty
    point_buffer& operator=(const point_buffer& other);     ///< copies the points
    point_buffer& operator=(point_buffer&& other) noexcept; ///< takes the memory; `other` is left empty
    ~point_buffer();                                        ///< frees both arrays

    /// Appends p; grows the capacity geometrically, so views taken before may dangle.
    void push_back(vec2 p);
    /// New points are (0, 0).
    void resize(std::size_t size);
    /// Room for `capacity` points without reallocating.
    void reserve(std::size_t capacity);
    /// Size 0; the memory stays for the next frame.
    void clear() noexcept { size_ = 0; }

    /// How many points.
    std::size_t size() const noexcept { return size_; }
    /// How many points fit without reallocating (a multiple of 16).
    std::size_t capacity() const noexcept { return capacity_; }
    /// Whether size() is 0.
    bool empty() const noexcept { return size_ == 0; }
    /// The x column, 64-byte aligned, to fill in place.
    float* x() noexcept { return x_; }
    /// The y column, 64-byte aligned, to fill in place.
    float* y() noexcept { return y_; }
    /// The x column, 64-byte aligned.
    const float* x() const noexcept { return x_; }
    /// The y column, 64-byte aligned.
    const float* y() const noexcept { return y_; }
    /// Point i (< size()).
    vec2 operator[](std::size_t i) const noexcept { return {x_[i], y_[i]}; }
    /// Sets point i (< size()) to p.
    void set(std::size_t i, vec2 p) noexcept
    {
        x_[i] = p.x;
        y_[i] = p.y;
    }
    /// The view every query takes; valid until the buffer reallocates or is destroyed.
    points_view view() const noexcept { return {x_, y_, size_}; }

private:
    void reallocate(std::size_t capacity);
    float* x_ = nullptr;
    float* y_ = nullptr;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

} // namespace hitmask
