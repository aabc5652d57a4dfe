// The C API's ray casts against the C++ API, bit for bit: every pair of the registry's
// ray_queries on random columns (compare_support.hpp: NaN and infinity included) and on columns
// of sizes around the 64-element blocks, cast along axes, diagonals and at the elements
// themselves (lengths 0, finite and +inf), through every form (hit bits, distance bits, count,
// closest, both ranges) and its hm_reference_ twin against hitmask::reference, on every ISA this
// CPU runs; rays filled by hand against the C++ factory; and the C factories' fields and
// refusals against the C++ factories'. A plain program: exit status 0 when all agree.
#include <tuple>
#include <utility>

#include "../support/registry_pairs.hpp"
#include "compare_support.hpp"
#include "../support/special_floats.hpp"

using namespace hitmask;

namespace {
using namespace compare_support;
using hitmask_test::inf;
using hitmask_test::nan;

/// The C functions of one ray type: [0] the active ISA's, [1] the reference twin.
template <class Ray>
struct c_casts;
template <>
struct c_casts<ray> {
    using c_ray = hm_ray;
    static constexpr decltype(&hm_raycast) all[2] = {hm_raycast, hm_reference_raycast};
    static constexpr decltype(&hm_raycast_closest) first[2] = {hm_raycast_closest, hm_reference_raycast_closest};
    static constexpr decltype(&hm_raycast_range) all_range[2] = {hm_raycast_range, hm_reference_raycast_range};
    static constexpr decltype(&hm_raycast_closest_range) first_range[2] = {hm_raycast_closest_range,
                                                                           hm_reference_raycast_closest_range};
    /// The hm_ray of a C++ ray's fields, as a caller fills it by hand.
    static hm_ray fields_of(const ray& r)
    {
        return {r.origin().x, r.origin().y, r.direction().x, r.direction().y, r.max_distance()};
    }
};
template <>
struct c_casts<ray3> {
    using c_ray = hm_ray3;
    static constexpr decltype(&hm_raycast3) all[2] = {hm_raycast3, hm_reference_raycast3};
    static constexpr decltype(&hm_raycast3_closest) first[2] = {hm_raycast3_closest, hm_reference_raycast3_closest};
    static constexpr decltype(&hm_raycast3_range) all_range[2] = {hm_raycast3_range, hm_reference_raycast3_range};
    static constexpr decltype(&hm_raycast3_closest_range) first_range[2] = {hm_raycast3_closest_range,
                                                                            hm_reference_raycast3_closest_range};
    static hm_ray3 fields_of(const ray3& r)
    {
        const vec3 o = r.origin(), u = r.direction();
        return {o.x, o.y, o.z, u.x, u.y, u.z, r.max_distance()};
    }
};

/// The C++ form (the active ISA's or the reference's) of each cast.
template <class View, class Ray>
std::size_t cpp_all(bool ref, const View& v, const Ray& r, bitmask& hits, float* d)
{
    return ref ? reference::raycast(v, r, hits, d) : raycast(v, r, hits, d);
}
template <class View, class Ray>
ray_hit cpp_first(bool ref, const View& v, const Ray& r)
{
    return ref ? reference::raycast_closest(v, r) : raycast_closest(v, r);
}
template <class View, class Ray>
std::size_t cpp_all_range(bool ref, const View& v, const Ray& r, bitmask& hits, float* d, std::size_t b, std::size_t e)
{
    return ref ? reference::raycast_range(v, r, hits, d, b, e) : raycast_range(v, r, hits, d, b, e);
}
template <class View, class Ray>
ray_hit cpp_first_range(bool ref, const View& v, const Ray& r, std::size_t b, std::size_t e)
{
    return ref ? reference::raycast_closest_range(v, r, b, e) : raycast_closest_range(v, r, b, e);
}

/// Every form of one (view, ray) through both APIs; `cr` is the C form of r.
template <class View, class Ray>
void compare(const char* what, const columns& k, const Ray& r, const typename c_casts<Ray>::c_ray& cr)
{
    using api = c_casts<Ray>;
    const View v = view_of<View>(k);
    const hm_view cv = c_view(static_cast<std::uint32_t>(detail::index_in_v<View, detail::soa_views>), k);
    for (int ref = 0; ref < 2; ++ref) {
        ++compared;
        compare_hits_and_floats(
            what, cv, cr, api::all[ref], api::all_range[ref],
            [&](bitmask& hits, float* d) { return cpp_all(ref != 0, v, r, hits, d); },
            [&](bitmask& hits, float* d, std::size_t b, std::size_t e) {
                return cpp_all_range(ref != 0, v, r, hits, d, b, e);
            });

        const ray_hit first = cpp_first(ref != 0, v, r);
        std::size_t index = 0;
        float at = 0.f;
        EXPECT(api::first[ref](&cv, &cr, &index, &at) == HM_OK && index == first.index &&
               same_floats(&at, &first.distance, 1));
        for (const auto& [b, e] : spans_of(k.n)) {
            const ray_hit range_first = cpp_first_range(ref != 0, v, r, b, e);
            EXPECT(api::first_range[ref](&cv, &cr, b, e, &index, &at) == HM_OK && index == range_first.index &&
                   same_floats(&at, &range_first.distance, 1));
        }
    }
}

/// The rays of one type: along axes and diagonals from a few origins, and at elements' centres
/// from far away (the elements' boundaries); lengths 0, 55.5 and +inf.
std::vector<ray> rays_for(const columns& k, ray*)
{
    std::vector<ray> out;
    const vec2 origins[] = {{0.f, 0.f}, {-70.f, 3.f}, {12.5f, -40.f}};
    const vec2 directions[] = {{1.f, 0.f}, {0.f, -1.f}, {0.6f, 0.8f}, {-0.3f, 0.7f}};
    for (const vec2 o : origins)
        for (const vec2 d : directions)
            for (const float max : {0.f, 55.5f, std::numeric_limits<float>::infinity()})
                out.push_back(ray::make(o, d, max));
    for (std::size_t i = 3; i < k.n; i += k.n / 5 + 1) {
        const auto aimed = ray::try_make({-70.f, -70.f}, {k.col[0][i] + 70.f, k.col[1][i] + 70.f}, 400.f);
        if (aimed) out.push_back(aimed.value());
    }
    return out;
}
std::vector<ray3> rays_for(const columns& k, ray3*)
{
    std::vector<ray3> out;
    const vec3 origins[] = {{0.f, 0.f, 0.f}, {-70.f, 3.f, 5.f}};
    const vec3 directions[] = {{1.f, 0.f, 0.f}, {0.f, 0.f, -1.f}, {2.f, -1.f, 2.f}, {0.f, 0.6f, 0.8f}};
    for (const vec3 o : origins)
        for (const vec3 d : directions)
            for (const float max : {0.f, 55.5f, std::numeric_limits<float>::infinity()})
                out.push_back(ray3::make(o, d, max));
    for (std::size_t i = 3; i < k.n; i += k.n / 5 + 1) {
        const vec3 to{k.col[0][i] + 70.f, k.col[1][i] + 70.f, k.col[2][i] + 70.f};
        const auto aimed = ray3::try_make({-70.f, -70.f, -70.f}, to, 400.f);
        if (aimed) out.push_back(aimed.value());
    }
    return out;
}

/// hm_ray_make's fields are the C++ ray's, bit for bit; so are hm_ray3_make's.
bool made_alike(const hm_ray& c, const ray& r)
{
    const hm_ray f = c_casts<ray>::fields_of(r);
    return std::memcmp(&c, &f, sizeof c) == 0;
}
bool made_alike(const hm_ray3& c, const ray3& r)
{
    const hm_ray3 f = c_casts<ray3>::fields_of(r);
    return std::memcmp(&c, &f, sizeof c) == 0;
}
hm_status c_make(const ray& r, hm_ray* out)
{
    return hm_ray_make(c(r.origin()), c(r.direction()), r.max_distance(), out);
}
hm_status c_make(const ray3& r, hm_ray3* out)
{
    const vec3 o = r.origin(), u = r.direction();
    return hm_ray3_make({o.x, o.y, o.z}, {u.x, u.y, u.z}, r.max_distance(), out);
}
/// The same ray with its direction scaled, as a caller might fill it by hand, and as C++ makes it.
hm_ray scaled(hm_ray r, float s)
{
    r.dir_x *= s;
    r.dir_y *= s;
    return r;
}
hm_ray3 scaled(hm_ray3 r, float s)
{
    r.dir_x *= s;
    r.dir_y *= s;
    r.dir_z *= s;
    return r;
}
ray cpp_of(const hm_ray& r)
{
    return ray::make({r.origin_x, r.origin_y}, {r.dir_x, r.dir_y}, r.max_distance);
}
ray3 cpp_of(const hm_ray3& r)
{
    return ray3::make({r.origin_x, r.origin_y, r.origin_z}, {r.dir_x, r.dir_y, r.dir_z}, r.max_distance);
}

/// Every ray pair of the registry over the columns.
void compare_every_pair(const columns& k)
{
    hitmask_test::for_each_pair<detail::ray_queries>([&](auto pair) {
        using View = typename decltype(pair)::type::view;
        using Ray = typename decltype(pair)::type::shape;
        const char* what = detail::view_traits<View>::name;
        std::size_t made = 0;
        for (const Ray& r : rays_for(k, static_cast<Ray*>(nullptr))) {
            typename c_casts<Ray>::c_ray cr;
            EXPECT(c_make(r, &cr) == HM_OK && made_alike(cr, r));
            compare<View>(what, k, r, cr);
            // by hand: the C++ ray's fields as they are, and every third one with its direction
            // scaled, which the cast normalises as the C++ factory does
            compare<View>(what, k, r, c_casts<Ray>::fields_of(r));
            if (made++ % 3 == 0) {
                const auto by_hand = scaled(cr, 3.f);
                compare<View>(what, k, cpp_of(by_hand), by_hand);
            }
        }
    });
}

/// Every refusal of the factories: the C message is the C++ factory's, and *out is all zeros.
void compare_refusals()
{
    const char* what = "factory refusals";
    const std::tuple<vec2, vec2, float> bad[] = {{{nan, 0.f}, {1.f, 0.f}, 1.f}, {{0.f, -inf}, {1.f, 0.f}, 1.f},
                                                 {{0.f, 0.f}, {0.f, 0.f}, 1.f}, {{0.f, 0.f}, {-0.f, 0.f}, 1.f},
                                                 {{0.f, 0.f}, {nan, 1.f}, 1.f}, {{0.f, 0.f}, {1.f, inf}, 1.f},
                                                 {{0.f, 0.f}, {1.f, 0.f}, -1.f}, {{0.f, 0.f}, {1.f, 0.f}, nan},
                                                 {{0.f, 0.f}, {1.f, 0.f}, -inf}};
    for (const auto& [o, d, max] : bad) {
        hm_ray out;
        std::memset(&out, 0xAB, sizeof out);
        EXPECT(hm_ray_make(c(o), c(d), max, &out) == HM_INVALID_ARGUMENT);
        EXPECT(std::strcmp(hm_last_error(), ray::try_make(o, d, max).error()) == 0);
        const hm_ray zero{};
        EXPECT(std::memcmp(&out, &zero, sizeof out) == 0);
        ++compared;
    }
    const std::tuple<vec3, vec3, float> bad3[] = {{{0.f, 0.f, nan}, {1.f, 0.f, 0.f}, 1.f},
                                                  {{0.f, 0.f, 0.f}, {0.f, 0.f, 0.f}, 1.f},
                                                  {{0.f, 0.f, 0.f}, {0.f, 0.f, inf}, 1.f},
                                                  {{0.f, 0.f, 0.f}, {0.f, 0.f, 1.f}, -0.5f}};
    for (const auto& [o, d, max] : bad3) {
        hm_ray3 out;
        std::memset(&out, 0xAB, sizeof out);
        EXPECT(hm_ray3_make({o.x, o.y, o.z}, {d.x, d.y, d.z}, max, &out) == HM_INVALID_ARGUMENT);
        EXPECT(std::strcmp(hm_last_error(), ray3::try_make(o, d, max).error()) == 0);
        const hm_ray3 zero{};
        EXPECT(std::memcmp(&out, &zero, sizeof out) == 0);
        ++compared;
    }
}

} // namespace

int main()
{
    std::mt19937 rng(2031);
    return on_every_isa("C and C++ ray casts agree", [&](isa) {
        for (std::size_t n : pair_sizes)
            compare_every_pair(make_columns(rng, n));
        compare_refusals();
    });
}
