/// @file
/// hitmask: views over the engine's own array of structs, without copying. Element i's fields
/// are the floats at byte offset i * stride from the first element's fields.
#pragma once

#include <cstddef>
#include <vector>

namespace hitmask {

/// Points inside an array of structs: point i is (*(x + i*stride bytes), *(y + i*stride bytes)).
/// `stride` is in bytes, a multiple of 4 and >= 4 (sizeof the struct; 8 for interleaved x, y;
/// 4 makes x and y plain arrays). x and y may be null only when size is 0. Accepted wherever a
/// points_view is, with the same results as the same points in SoA columns.
struct strided_points_view {
    const float* x;     ///< the first element's x field
    const float* y;     ///< the first element's y field
    std::size_t size;   ///< how many elements
    std::size_t stride; ///< bytes from one element to the next (a multiple of 4, >= 4)
};

/// Round bullets inside an array of structs: bullet i is the disc (x, y, r) of element i, each
/// field at byte offset i * stride from the first element's. Accepted wherever a circles_view is.
struct strided_circles_view {
    const float* x;     ///< the first element's centre x field
    const float* y;     ///< the first element's centre y field
    const float* r;     ///< the first element's radius field; negative or NaN never hits
    std::size_t size;   ///< how many elements
    std::size_t stride; ///< bytes from one element to the next (a multiple of 4, >= 4)
};

/// 3D points inside an array of structs: point i is (x, y, z) of element i, each field at byte
/// offset i * stride from the first element's. Accepted wherever a points3_view is.
struct strided_points3_view {
    const float* x;     ///< the first element's x field
    const float* y;     ///< the first element's y field
    const float* z;     ///< the first element's z field
    std::size_t size;   ///< how many elements
    std::size_t stride; ///< bytes from one element to the next (a multiple of 4, >= 4)
};

/// Spheres inside an array of structs: sphere i is the ball (x, y, z, r) of element i.
/// Accepted wherever a spheres_view is.
struct strided_spheres_view {
    const float* x;     ///< the first element's centre x field
    const float* y;     ///< the first element's centre y field
    const float* z;     ///< the first element's centre z field
    const float* r;     ///< the first element's radius field; negative or NaN never hits
    std::size_t size;   ///< how many elements
    std::size_t stride; ///< bytes from one element to the next (a multiple of 4, >= 4)
};

/// The points (items[i].*x, items[i].*y) of n structs, e.g. strided(bullets, n, &Bullet::x, &Bullet::y).
template <class T>
strided_points_view strided(const T* items, std::size_t n, float T::*x, float T::*y) noexcept
{
    if (items == nullptr || n == 0) return {nullptr, nullptr, 0, sizeof(T)};
    return {&(items->*x), &(items->*y), n, sizeof(T)};
}
/// The discs (items[i].*x, items[i].*y, items[i].*r) of n structs.
template <class T>
strided_circles_view strided(const T* items, std::size_t n, float T::*x, float T::*y, float T::*r) noexcept
{
    if (items == nullptr || n == 0) return {nullptr, nullptr, nullptr, 0, sizeof(T)};
    return {&(items->*x), &(items->*y), &(items->*r), n, sizeof(T)};
}
/// The same over a std::vector of structs (the view does not own them: keep the vector alive
/// and unchanged while it is used).
template <class T, class Allocator>
strided_points_view strided(const std::vector<T, Allocator>& items, float T::*x, float T::*y) noexcept
{
    return strided(items.data(), items.size(), x, y);
}
/// The discs of a std::vector of structs (the view does not own them).
template <class T, class Allocator>
strided_circles_view strided(const std::vector<T, Allocator>& items, float T::*x, float T::*y, float T::*r) noexcept
{
    return strided(items.data(), items.size(), x, y, r);
}

/// The 3D points (items[i].*x, items[i].*y, items[i].*z) of n structs, e.g.
/// strided_points3(objects, n, &Object::x, &Object::y, &Object::z).
template <class T>
strided_points3_view strided_points3(const T* items, std::size_t n, float T::*x, float T::*y, float T::*z) noexcept
{
    if (items == nullptr || n == 0) return {nullptr, nullptr, nullptr, 0, sizeof(T)};
    return {&(items->*x), &(items->*y), &(items->*z), n, sizeof(T)};
}
/// The 3D points of a std::vector of structs (the view does not own them).
template <class T, class Allocator>
strided_points3_view strided_points3(const std::vector<T, Allocator>& items, float T::*x, float T::*y,
                                     float T::*z) noexcept
{
    return strided_points3(items.data(), items.size(), x, y, z);
}
/// The spheres (items[i].*x, items[i].*y, items[i].*z, items[i].*r) of n structs.
template <class T>
strided_spheres_view strided_spheres(const T* items, std::size_t n, float T::*x, float T::*y, float T::*z,
                                     float T::*r) noexcept
{
    if (items == nullptr || n == 0) return {nullptr, nullptr, nullptr, nullptr, 0, sizeof(T)};
    return {&(items->*x), &(items->*y), &(items->*z), &(items->*r), n, sizeof(T)};
}
/// The spheres of a std::vector of structs (the view does not own them).
template <class T, class Allocator>
strided_spheres_view strided_spheres(const std::vector<T, Allocator>& items, float T::*x, float T::*y, float T::*z,
                                     float T::*r) noexcept
{
    return strided_spheres(items.data(), items.size(), x, y, z, r);
}

} // namespace hitmask
