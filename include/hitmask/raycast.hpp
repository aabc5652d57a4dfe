/// @file
/// hitmask: ray casts. Where a laser stops, what a hitscan shot meets first, which elements a
/// sight line crosses: every element of a view against one ray, with SIMD across the elements.
/// The pairs are the registry's detail::ray_queries: circles_view, capsules_view, obbs_view
/// and ellipses_view with a ray; spheres_view with a ray3; strided twins take their SoA
/// twin's pairs. An element is hit when the closed element meets the segment
/// {origin + t * direction : 0 <= t <= max_distance}; its distance is the least such t (0 when
/// the origin is inside), by one float formula per pair (docs/semantics.md), the same bits on
/// every ISA and platform. Per-element bad values (NaN, a negative radius or extent) never hit.
/// Every form has a twin in hitmask::reference, the scalar reference that defines it.
#pragma once

#include <cstddef>

#include "detail/raycast_impl.hpp"
#include "query.hpp"

namespace hitmask {
namespace detail {

/// raycast() and raycast_range(): every element's hit bit and distance.
template <target T>
struct raycast_form {
    template <class View, class Ray>
    std::size_t operator()(const View& view, const Ray& r, bitmask& hits, float* distances) const
    {
        return every(view, r,
                     {form_name<T>("raycast", "reference::raycast"), T == target::reference, false, &hits, distances});
    }
    template <class View, class Ray>
    std::size_t operator()(const View& view, const Ray& r, bitmask& hits, float* distances, std::size_t begin,
                           std::size_t end) const
    {
        return every(view, r,
                     {form_name<T>("raycast_range", "reference::raycast_range"), T == target::reference, false, &hits,
                      distances, true, begin, end});
    }

private:
    template <class View, class Ray>
    static std::size_t every(const View& view, const Ray& r, const ray_request& q)
    {
        float unused = 0.f;
        return run_ray_query(view, r, q, unused);
    }
};

/// raycast_closest() and raycast_closest_range(): the first element and its distance.
template <target T>
struct raycast_closest_form {
    template <class View, class Ray>
    ray_hit operator()(const View& view, const Ray& r) const
    {
        return first(view, r,
                     {form_name<T>("raycast_closest", "reference::raycast_closest"), T == target::reference, true});
    }
    template <class View, class Ray>
    ray_hit operator()(const View& view, const Ray& r, std::size_t begin, std::size_t end) const
    {
        return first(view, r,
                     {form_name<T>("raycast_closest_range", "reference::raycast_closest_range"), T == target::reference,
                      true, nullptr, nullptr, true, begin, end});
    }

private:
    template <class View, class Ray>
    static ray_hit first(const View& view, const Ray& r, const ray_request& q)
    {
        ray_hit out{no_hit, 0.f};
        out.index = run_ray_query(view, r, q, out.distance);
        return out;
    }
};

} // namespace detail

/// Every element the ray meets: sets bit i of `hits` when the ray meets element i (clears it
/// otherwise; bits past view.size are cleared) and, unless `distances` is null, writes
/// distances[i], its entry distance (+inf where it misses; `distances` holds view.size floats).
/// Returns how many elements the ray meets. Throws std::invalid_argument if `hits` holds fewer
/// than view.size bits or a column is null while view.size > 0.
template <class View, class Ray>
std::size_t raycast(const View& view, const Ray& r, bitmask& hits, float* distances)
{
    return detail::raycast_form<detail::target::active>{}(view, r, hits, distances);
}
/// The first element the ray meets: the least distance, the lowest index on ties; {no_hit,
/// +inf} when it meets none. Equal to the least of raycast()'s distances.
template <class View, class Ray>
ray_hit raycast_closest(const View& view, const Ray& r)
{
    return detail::raycast_closest_form<detail::target::active>{}(view, r);
}
/// raycast() over elements [begin, end) of the view only, for job systems: `begin` a multiple
/// of 64, `end` a multiple of 64 or view.size, as test_range(). Writes only words
/// begin/64 .. ceil(end/64) of `hits` and distances[begin, end) (indices are the view's own).
template <class View, class Ray>
std::size_t raycast_range(const View& view, const Ray& r, bitmask& hits, float* distances, std::size_t begin,
                          std::size_t end)
{
    return detail::raycast_form<detail::target::active>{}(view, r, hits, distances, begin, end);
}
/// raycast_closest() over elements [begin, end) only (the same rules as raycast_range()); the
/// index is the view's own. The first hit of the whole view is the range results' least
/// distance, the lowest index on ties.
template <class View, class Ray>
ray_hit raycast_closest_range(const View& view, const Ray& r, std::size_t begin, std::size_t end)
{
    return detail::raycast_closest_form<detail::target::active>{}(view, r, begin, end);
}

namespace reference {

/// hitmask::raycast() on the scalar reference.
template <class View, class Ray>
std::size_t raycast(const View& view, const Ray& r, bitmask& hits, float* distances)
{
    return detail::raycast_form<detail::target::reference>{}(view, r, hits, distances);
}
/// hitmask::raycast_closest() on the scalar reference.
template <class View, class Ray>
ray_hit raycast_closest(const View& view, const Ray& r)
{
    return detail::raycast_closest_form<detail::target::reference>{}(view, r);
}
/// hitmask::raycast_range() on the scalar reference.
template <class View, class Ray>
std::size_t raycast_range(const View& view, const Ray& r, bitmask& hits, float* distances, std::size_t begin,
                          std::size_t end)
{
    return detail::raycast_form<detail::target::reference>{}(view, r, hits, distances, begin, end);
}
/// hitmask::raycast_closest_range() on the scalar reference.
template <class View, class Ray>
ray_hit raycast_closest_range(const View& view, const Ray& r, std::size_t begin, std::size_t end)
{
    return detail::raycast_closest_form<detail::target::reference>{}(view, r, begin, end);
}

} // namespace reference
} // namespace hitmask
