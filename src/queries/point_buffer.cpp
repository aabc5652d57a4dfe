// hitmask: the owning SoA point buffer.
#include <hitmask/points.hpp>

#include <algorithm>
#include <cstring>
#include <new>

namespace hitmask {
namespace {

constexpr std::size_t alignment = 64;
constexpr std::size_t lane_pad = 16; // floats per 64 bytes

std::size_t padded(std::size_t n) noexcept
{
    return (n + lane_pad - 1) / lane_pad * lane_pad;
}

float* allocate(std::size_t n)
{
    if (n == 0) return nullptr;
    return static_cast<float*>(::operator new (n * sizeof(float), std::align_val_t{alignment}));
}

void release(float* p) noexcept
{
    if (p) ::operator delete (p, std::align_val_t{alignment});
}

} // namespace

point_buffer::point_buffer(std::size_t size)
{
    resize(size);
}

point_buffer::point_buffer(const point_buffer& other)
{
    reserve(other.size_);
    if (other.size_) {
        std::memcpy(x_, other.x_, other.size_ * sizeof(float));
        std::memcpy(y_, other.y_, other.size_ * sizeof(float));
    }
    size_ = other.size_;
}

point_buffer::point_buffer(point_buffer&& other) noexcept
    : x_(other.x_), y_(other.y_), size_(other.size_), capacity_(other.capacity_)
{
    other.x_ = other.y_ = nullptr;
    other.size_ = other.capacity_ = 0;
}

point_buffer& point_buffer::operator=(const point_buffer& other)
{
    if (this != &other) {
        point_buffer copy(other);
        *this = std::move(copy);
    }
    return *this;
}

point_buffer& point_buffer::operator=(point_buffer&& other) noexcept
{
    if (this != &other) {
        release(x_);
        release(y_);
        x_ = other.x_;
        y_ = other.y_;
        size_ = other.size_;
        capacity_ = other.capacity_;
        other.x_ = other.y_ = nullptr;
        other.size_ = other.capacity_ = 0;
    }
    return *this;
}

point_buffer::~point_buffer()
{
    release(x_);
    release(y_);
}

void point_buffer::reallocate(std::size_t capacity)
{
    capacity = padded(capacity);
    float* nx = allocate(capacity);
    float* ny = nullptr;
    try {
        ny = allocate(capacity);
    } catch (...) {
        release(nx);
        throw;
    }
    if (size_) {
        std::memcpy(nx, x_, size_ * sizeof(float));
        std::memcpy(ny, y_, size_ * sizeof(float));
    }
    // The padding past size is zeroed so that reading it (e.g. in a debugger) shows no junk.
    std::fill(nx + size_, nx + capacity, 0.f);
    std::fill(ny + size_, ny + capacity, 0.f);
    release(x_);
    release(y_);
    x_ = nx;
    y_ = ny;
    capacity_ = capacity;
}

void point_buffer::reserve(std::size_t capacity)
{
    if (capacity > capacity_) reallocate(capacity);
}

void point_buffer::push_back(vec2 p)
{
    if (size_ == capacity_) reallocate(std::max<std::size_t>(64, capacity_ * 2));
    x_[size_] = p.x;
    y_[size_] = p.y;
    ++size_;
}

void point_buffer::resize(std::size_t size)
{
    reserve(size);
    if (size > size_) {
        std::fill(x_ + size_, x_ + size, 0.f);
        std::fill(y_ + size_, y_ + size, 0.f);
    }
    size_ = size;
}

} // namespace hitmask
