// hitmask C API: the ray casts (hm_raycast, hm_raycast_closest, their _range forms, the 3D
// forms and every hm_reference_ twin). As for the other queries, the C functions translate the
// arguments into the C++ view, ray and request and call the library's own entry point
// (detail::ray_query), which runs every check; the supported pairs come from the registry's
// ray_queries. hm_ray_make and hm_ray3_make sit beside the C++ factories (src/shapes/ray.cpp).
#include <cmath>
#include <string>

#include "views.hpp"

namespace hitmask {
namespace capi {
namespace {

static_assert(HM_NO_HIT == no_hit, "hitmask.h's HM_NO_HIT must be hitmask::no_hit");
// The C rays mirror the C++ parameters field for field (the casts still rebuild them through
// the factory, so the layout is not relied on; this keeps the two from drifting apart).
static_assert(sizeof(hm_ray) == sizeof(detail::ray_params) && sizeof(hm_ray3) == sizeof(detail::ray3_params));

/// The C++ ray an hm_ray describes, through the factory's checks. A ray hm_ray_make filled comes
/// back bit for bit: its direction is unit, which the factory keeps as given. One filled by hand
/// is refused or normalised exactly as hm_ray_make would do it.
result<ray> cpp_ray(const hm_ray& r) noexcept
{
    return ray::try_make({r.origin_x, r.origin_y}, {r.dir_x, r.dir_y}, r.max_distance);
}
result<ray3> cpp_ray(const hm_ray3& r) noexcept
{
    return ray3::try_make({r.origin_x, r.origin_y, r.origin_z}, {r.dir_x, r.dir_y, r.dir_z}, r.max_distance);
}

/// The C name of a ray type, in messages.
template <class Ray>
constexpr const char* c_ray_name() noexcept
{
    return std::is_same_v<Ray, ray> ? "hm_ray" : "hm_ray3";
}

/// The registry's ray pairs in words, for the refusal of a view kind without a ray cast:
/// "circles, capsules, obbs, ellipses views with an hm_ray; spheres views with an hm_ray3".
const char* ray_pairs_text()
{
    static const std::string text = [] {
        std::string out;
        for (const bool three_d : {false, true}) {
            std::string views;
            detail::for_each_type(detail::ray_queries{}, [&](auto tag, std::size_t) {
                using Pair = typename decltype(tag)::type;
                if (std::is_same_v<typename Pair::shape, ray3> == three_d)
                    views += (views.empty() ? "" : ", ") + std::string(detail::view_traits<typename Pair::view>::name);
            });
            out += (out.empty() ? "" : "; ") + views + " views with an " + (three_d ? "hm_ray3" : "hm_ray");
        }
        return out;
    }();
    return text.c_str();
}

/// One ray cast of either form over any view; `result` and `distance` get the C++ entry
/// point's returns. A view kind without a ray cast for this ray is refused, naming the pairs.
/// Hot (both rays: it is a template), as hm_raycast_closest is: one out-of-line copy per ray
/// type that every C function shares, since inlined into each it grew the npm module by 9 KB.
template <class CRay>
HITMASK_HOT hm_status cast(const char* name, const hm_view* view, const CRay* c_ray, const detail::ray_request& request,
                           std::size_t& result, float& distance)
{
    if (c_ray == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: ray is null", name);
    const auto made = cpp_ray(*c_ray);
    if (!made) return fail(HM_INVALID_ARGUMENT, "%s: %s", name, made.error());
    using Ray = std::decay_t<decltype(made.value())>;
    return with_view_hot_first(name, view, [&](const auto& v) -> hm_status {
        using View = std::decay_t<decltype(v)>;
        if constexpr (has_raycast_v<View, Ray>) {
            detail::query_error error;
            const auto& params = made.value().params();
            result = detail::ray_query(detail::ref_of(v), detail::pair_index_v<View, Ray, detail::ray_queries>,
                                       &params, request, distance, error);
            return status_of(error);
        } else {
            return fail(HM_UNSUPPORTED, "%s: hitmask has no ray cast for %s views with an %s (ray casts: %s)", name,
                        view_name(view_kind<View>()), c_ray_name<Ray>(), ray_pairs_text());
        }
    });
}

/// hm_raycast and its range, fenced: every element's bit, distance and the count.
template <class CRay>
hm_status cast_all(const char* name, bool reference, const hm_view* view, const CRay* c_ray, span s,
                   std::uint64_t* words, std::size_t word_count, float* distances, std::size_t distance_count,
                   std::size_t* hits) noexcept
{
    return fenced(name, [&] {
        if (hits == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: hits is null", name);
        *hits = 0;
        if (view == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: view is null", name);
        if (const hm_status st = words_ok(name, "words", words, word_count, view->size)) return st;
        if (const hm_status st = floats_ok(name, "distances", "distance_count", distances, distance_count, view->size))
            return st;
        // the kernel writes the thread's mask (the C++ entry point takes a bitmask), the caller
        // gets its words; the distances go straight into the caller's array
        bitmask& mask = scratch_for(0, view->size);
        const detail::ray_request request{name, reference, false, &mask, distances, s.ranged, s.begin, s.end};
        float unused = 0.f;
        const hm_status status = cast(name, view, c_ray, request, *hits, unused);
        if (status != HM_OK) return status;
        copy_span_words(mask, view->size, s, words, word_count);
        return HM_OK;
    });
}

/// hm_raycast_closest and its range, fenced: the first element, or HM_NO_HIT at +inf.
template <class CRay>
HITMASK_HOT hm_status cast_first(const char* name, bool reference, const hm_view* view, const CRay* c_ray, span s,
                                 std::size_t* index, float* distance) noexcept
{
    return fenced(name, [&] {
        if (index == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: index is null", name);
        if (distance == nullptr) return fail(HM_INVALID_ARGUMENT, "%s: distance is null", name);
        // a refused call reads as a miss
        *index = HM_NO_HIT;
        *distance = INFINITY;
        const detail::ray_request request{name, reference, true, nullptr, nullptr, s.ranged, s.begin, s.end};
        std::size_t found = no_hit;
        float at = INFINITY;
        const hm_status status = cast(name, view, c_ray, request, found, at);
        if (status != HM_OK) return status;
        *index = found;
        *distance = at;
        return HM_OK;
    });
}

} // namespace
} // namespace capi
} // namespace hitmask

using namespace hitmask;
using capi::cast_all;
using capi::cast_first;
using capi::span;
using capi::whole_view;

// Each form and its hm_reference_ twin, 2D then 3D: `name` is the function's own, for messages.
extern "C" {

hm_status hm_raycast(const hm_view* view, const hm_ray* r, uint64_t* words, size_t word_count, float* distances,
                     size_t distance_count, size_t* hits)
{
    return cast_all("hm_raycast", false, view, r, whole_view, words, word_count, distances, distance_count, hits);
}
HITMASK_HOT hm_status hm_raycast_closest(const hm_view* view, const hm_ray* r, size_t* index, float* distance)
{
    return cast_first("hm_raycast_closest", false, view, r, whole_view, index, distance);
}
hm_status hm_raycast_range(const hm_view* view, const hm_ray* r, size_t begin, size_t end, uint64_t* words,
                           size_t word_count, float* distances, size_t distance_count, size_t* hits)
{
    return cast_all("hm_raycast_range", false, view, r, span{true, begin, end}, words, word_count, distances,
                    distance_count, hits);
}
hm_status hm_raycast_closest_range(const hm_view* view, const hm_ray* r, size_t begin, size_t end, size_t* index,
                                   float* distance)
{
    return cast_first("hm_raycast_closest_range", false, view, r, span{true, begin, end}, index, distance);
}
hm_status hm_raycast3(const hm_view* view, const hm_ray3* r, uint64_t* words, size_t word_count, float* distances,
                      size_t distance_count, size_t* hits)
{
    return cast_all("hm_raycast3", false, view, r, whole_view, words, word_count, distances, distance_count, hits);
}
hm_status hm_raycast3_closest(const hm_view* view, const hm_ray3* r, size_t* index, float* distance)
{
    return cast_first("hm_raycast3_closest", false, view, r, whole_view, index, distance);
}
hm_status hm_raycast3_range(const hm_view* view, const hm_ray3* r, size_t begin, size_t end, uint64_t* words,
                            size_t word_count, float* distances, size_t distance_count, size_t* hits)
{
    return cast_all("hm_raycast3_range", false, view, r, span{true, begin, end}, words, word_count, distances,
                    distance_count, hits);
}
hm_status hm_raycast3_closest_range(const hm_view* view, const hm_ray3* r, size_t begin, size_t end, size_t* index,
                                    float* distance)
{
    return cast_first("hm_raycast3_closest_range", false, view, r, span{true, begin, end}, index, distance);
}

// ---- the reference twins ----

hm_status hm_reference_raycast(const hm_view* view, const hm_ray* r, uint64_t* words, size_t word_count,
                               float* distances, size_t distance_count, size_t* hits)
{
    return cast_all("hm_reference_raycast", true, view, r, whole_view, words, word_count, distances, distance_count,
                    hits);
}
hm_status hm_reference_raycast_closest(const hm_view* view, const hm_ray* r, size_t* index, float* distance)
{
    return cast_first("hm_reference_raycast_closest", true, view, r, whole_view, index, distance);
}
hm_status hm_reference_raycast_range(const hm_view* view, const hm_ray* r, size_t begin, size_t end, uint64_t* words,
                                     size_t word_count, float* distances, size_t distance_count, size_t* hits)
{
    return cast_all("hm_reference_raycast_range", true, view, r, span{true, begin, end}, words, word_count, distances,
                    distance_count, hits);
}
hm_status hm_reference_raycast_closest_range(const hm_view* view, const hm_ray* r, size_t begin, size_t end,
                                             size_t* index, float* distance)
{
    return cast_first("hm_reference_raycast_closest_range", true, view, r, span{true, begin, end}, index, distance);
}
hm_status hm_reference_raycast3(const hm_view* view, const hm_ray3* r, uint64_t* words, size_t word_count,
                                float* distances, size_t distance_count, size_t* hits)
{
    return cast_all("hm_reference_raycast3", true, view, r, whole_view, words, word_count, distances, distance_count,
                    hits);
}
hm_status hm_reference_raycast3_closest(const hm_view* view, const hm_ray3* r, size_t* index, float* distance)
{
    return cast_first("hm_reference_raycast3_closest", true, view, r, whole_view, index, distance);
}
hm_status hm_reference_raycast3_range(const hm_view* view, const hm_ray3* r, size_t begin, size_t end,
                                      uint64_t* words, size_t word_count, float* distances, size_t distance_count,
                                      size_t* hits)
{
    return cast_all("hm_reference_raycast3_range", true, view, r, span{true, begin, end}, words, word_count,
                    distances, distance_count, hits);
}
hm_status hm_reference_raycast3_closest_range(const hm_view* view, const hm_ray3* r, size_t begin, size_t end,
                                              size_t* index, float* distance)
{
    return cast_first("hm_reference_raycast3_closest_range", true, view, r, span{true, begin, end}, index, distance);
}

} // extern "C"
