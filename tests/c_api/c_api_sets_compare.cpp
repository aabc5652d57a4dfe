// The C API's many-shape forms against the C++ API, bit for bit: the five forms (test_any,
// test_each, first_hit, count_per_shape, pairs) and their hm_reference_ twins against
// hitmask::reference, for every set kind (circle, aabb, sector, capsule, obb) over points and
// round bullets, aabb and obb sets over shots (rotated boxes, capsules) and the 3D kinds, small
// sets (brute force) and large ones (the grid), on random data with points on boundaries, on
// every ISA this CPU runs. A plain program: exit status 0 when all agree.
#include <algorithm>
#include <utility>

#include "compare_support.hpp"

using namespace hitmask;

namespace {
using namespace compare_support;

using rng_t = std::mt19937;

// One random shape of each kind, as the C++ shape and the same one made through the C API.
std::pair<circle, hm_shape> random_shape(rng_t& rng, circle*)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f), rad(0.f, 12.f);
    const vec2 p{pos(rng), pos(rng)};
    const float r = rad(rng);
    hm_shape s;
    hm_circle(c(p), r, &s);
    return {circle::make(p, r), s};
}
std::pair<aabb, hm_shape> random_shape(rng_t& rng, aabb*)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f), ext(0.f, 20.f);
    const vec2 lo{pos(rng), pos(rng)}, hi{lo.x + ext(rng), lo.y + ext(rng)};
    hm_shape s;
    hm_aabb(c(lo), c(hi), &s);
    return {aabb::make(lo, hi), s};
}
std::pair<sector, hm_shape> random_shape(rng_t& rng, sector*)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f), ang(-7.f, 7.f), fov(0.1f, 6.2f), range(1.f, 40.f);
    const vec2 apex{pos(rng), pos(rng)};
    const float r = range(rng);
    hm_shape s;
    if (rng() % 2) { // the facing form, and the angle form with reflex and wrap-around arcs
        const float a = ang(rng), f = fov(rng);
        hm_sector_facing(c(apex), {std::cos(a), std::sin(a)}, f, r, &s);
        return {sector::facing(apex, {std::cos(a), std::sin(a)}, f, r), s};
    }
    const float start = ang(rng), end = ang(rng);
    hm_sector_between(c(apex), start, end, r, &s);
    return {sector::between(apex, start, end, r), s};
}
std::pair<capsule, hm_shape> random_shape(rng_t& rng, capsule*)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f), rad(0.f, 6.f);
    const vec2 a{pos(rng), pos(rng)}, b{a.x + pos(rng) / 3.f, a.y + pos(rng) / 3.f};
    const float r = rad(rng);
    hm_shape s;
    hm_capsule(c(a), c(b), r, &s);
    return {capsule::make(a, b, r), s};
}
hm_vec3 c3(vec3 p)
{
    return {p.x, p.y, p.z};
}
vec3 random_position(rng_t& rng)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f);
    const float x = pos(rng), y = pos(rng), z = pos(rng);
    return {x, y, z};
}
std::pair<sphere, hm_shape> random_shape(rng_t& rng, sphere*)
{
    std::uniform_real_distribution<float> rad(0.f, 12.f);
    const vec3 p = random_position(rng);
    const float r = rad(rng);
    hm_shape s;
    hm_sphere(c3(p), r, &s);
    return {sphere::make(p, r), s};
}
std::pair<aabb3, hm_shape> random_shape(rng_t& rng, aabb3*)
{
    std::uniform_real_distribution<float> ext(0.f, 20.f);
    const vec3 lo = random_position(rng);
    const float dx = ext(rng), dy = ext(rng), dz = ext(rng);
    const vec3 hi{lo.x + dx, lo.y + dy, lo.z + dz};
    hm_shape s;
    hm_aabb3(c3(lo), c3(hi), &s);
    return {aabb3::make(lo, hi), s};
}
std::pair<capsule3, hm_shape> random_shape(rng_t& rng, capsule3*)
{
    std::uniform_real_distribution<float> rad(0.f, 6.f);
    const vec3 a = random_position(rng), d = random_position(rng);
    const vec3 b{a.x + d.x / 3, a.y + d.y / 3, a.z + d.z / 3};
    const float r = rad(rng);
    hm_shape s;
    hm_capsule3(c3(a), c3(b), r, &s);
    return {capsule3::make(a, b, r), s};
}
std::pair<cone, hm_shape> random_shape(rng_t& rng, cone*)
{
    std::uniform_real_distribution<float> fov(0.1f, 7.f), range(1.f, 40.f);
    const vec3 apex = random_position(rng), d = random_position(rng);
    const vec3 dir{d.x, d.y, d.z + 0.5f};
    const float f = fov(rng), r = range(rng);
    hm_shape s;
    hm_cone(c3(apex), c3(dir), f, r, &s);
    return {cone::make(apex, dir, f, r), s};
}
std::pair<frustum, hm_shape> random_shape(rng_t& rng, frustum*)
{
    std::uniform_real_distribution<float> fov(0.2f, 2.5f), depth(1.f, 40.f);
    const vec3 eye = random_position(rng), d = random_position(rng);
    const vec3 fw{d.x, d.y, d.z + 0.5f}, up{fw.z, 0.3f, -fw.x};
    const float f = fov(rng), near_z = depth(rng) / 10, far_z = near_z + depth(rng);
    hm_shape s;
    hm_frustum_perspective(c3(eye), c3(fw), c3(up), f, 1.3f, near_z, far_z, &s);
    return {frustum::perspective(eye, fw, up, f, 1.3f, near_z, far_z), s};
}
std::pair<obb3, hm_shape> random_shape(rng_t& rng, obb3*)
{
    std::uniform_real_distribution<float> ext(0.f, 10.f), ang(-3.f, 3.f);
    const vec3 center = random_position(rng), half{ext(rng), ext(rng), ext(rng)};
    // a rotation about z, then about x, as a game's yaw and pitch give it
    const float yaw = ang(rng), pitch = ang(rng);
    const float cy = std::cos(yaw), sy = std::sin(yaw), cp = std::cos(pitch), sp = std::sin(pitch);
    const vec3 u{cy, sy, 0.f}, v{-sy * cp, cy * cp, sp}, w{sy * sp, -cy * sp, cp};
    hm_shape s;
    hm_obb3(c3(center), c3(half), c3(u), c3(v), c3(w), &s);
    return {obb3::make(center, half, u, v, w), s};
}
std::pair<obb, hm_shape> random_shape(rng_t& rng, obb*)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f), ext(0.f, 15.f), ang(-4.f, 4.f);
    const vec2 center{pos(rng), pos(rng)}, half{ext(rng), ext(rng)};
    const float rot = ang(rng);
    hm_shape s;
    hm_obb(c(center), c(half), rot, &s);
    return {obb::make(center, half, rot), s};
}

/// What one API answered for all five forms.
struct answers {
    std::vector<std::uint64_t> any, each; // each: one mask of words_for(n) words per shape
    std::vector<std::int32_t> first;
    std::vector<std::uint32_t> counts;
    std::vector<hit_pair> pairs;
    bool operator==(const answers& o) const
    {
        return any == o.any && each == o.each && first == o.first && counts == o.counts && pairs == o.pairs;
    }
};

std::size_t words_for(std::size_t n)
{
    return (n + 63) / 64;
}

template <class View, class Shape>
answers cpp_answers(const View& v, const shape_set<Shape>& set, bool ref)
{
    const std::size_t n = v.size, k = set.size(), w = words_for(n);
    answers a;
    bitmask any(n);
    std::vector<bitmask> each(k, bitmask(n));
    a.first.resize(n);
    a.counts.resize(k);
    if (ref) {
        reference::test_any(v, set, any);
        reference::test_each(v, set, each.data(), k);
        reference::first_hit(v, set, a.first.data(), n);
        reference::count_per_shape(v, set, a.counts.data(), k);
        reference::pairs(v, set, a.pairs);
    } else {
        test_any(v, set, any);
        test_each(v, set, each.data(), k);
        first_hit(v, set, a.first.data(), n);
        count_per_shape(v, set, a.counts.data(), k);
        pairs(v, set, a.pairs);
    }
    a.any.assign(any.words(), any.words() + w);
    for (const bitmask& m : each)
        a.each.insert(a.each.end(), m.words(), m.words() + w);
    return a;
}

/// The C API's five forms (or their reference twins). Each output is one element longer than
/// it must be, filled with a marker that must survive: nothing is written past what was asked.
answers c_answers(const char* what, const hm_view& cv, const std::vector<hm_shape>& set, bool ref)
{
    const std::size_t n = cv.size, k = set.size(), w = words_for(n);
    const std::uint64_t marker = 0x5A5A5A5A5A5A5A5Aull;
    answers a;
    a.any.assign(w + 1, marker);
    EXPECT((ref ? hm_reference_set_test_any : hm_set_test_any)(&cv, set.data(), k, a.any.data(), w) == HM_OK);
    EXPECT(a.any.back() == marker);
    a.any.pop_back();
    a.each.assign(k * w + 1, marker);
    EXPECT((ref ? hm_reference_set_test_each : hm_set_test_each)(&cv, set.data(), k, a.each.data(), w, k * w) == HM_OK);
    EXPECT(a.each.back() == marker);
    a.each.pop_back();
    a.first.assign(n + 1, -7);
    EXPECT((ref ? hm_reference_set_first_hit : hm_set_first_hit)(&cv, set.data(), k, a.first.data(), n) == HM_OK);
    EXPECT(a.first.back() == -7);
    a.first.pop_back();
    a.counts.assign(k + 1, 77u);
    EXPECT((ref ? hm_reference_set_count_per_shape : hm_set_count_per_shape)(&cv, set.data(), k, a.counts.data(), k) ==
           HM_OK);
    EXPECT(a.counts.back() == 77u);
    a.counts.pop_back();
    // pairs: ask for the count first (capacity 0), then fetch them all
    std::size_t total = 0;
    const auto pairs_fn = ref ? hm_reference_set_pairs : hm_set_pairs;
    const hm_status first_call = pairs_fn(&cv, set.data(), k, nullptr, 0, &total);
    EXPECT(first_call == (total > 0 ? HM_CAPACITY_TOO_SMALL : HM_OK));
    std::vector<hm_pair> got(total + 1, hm_pair{7u, 7u});
    std::size_t again = 0;
    EXPECT(pairs_fn(&cv, set.data(), k, got.data(), total, &again) == HM_OK && again == total);
    EXPECT(got.back().element == 7u && got.back().shape == 7u);
    for (std::size_t i = 0; i < total; ++i)
        a.pairs.push_back({got[i].element, got[i].shape});
    return a;
}

template <class View, class Shape>
void compare_sets(rng_t& rng, const char* what, std::uint32_t view_kind, const columns& cols)
{
    for (std::size_t k : {std::size_t{3}, std::size_t{40}}) { // brute force; the grid at n >= 1,024
        shape_set<Shape> set;
        std::vector<hm_shape> cset;
        for (std::size_t j = 0; j < k; ++j) {
            const auto [shape, cs] = random_shape(rng, static_cast<Shape*>(nullptr));
            set.push_back(shape);
            cset.push_back(cs);
        }
        const View v = view_of<View>(cols);
        const hm_view cv = c_view(view_kind, cols);
        const answers cpp = cpp_answers(v, set, false);
        const answers ref = cpp_answers(v, set, true);
        EXPECT(cpp == ref);
        EXPECT(c_answers(what, cv, cset, false) == cpp);
        EXPECT(c_answers(what, cv, cset, true) == ref);
        ++compared;
    }
}

void run_all(rng_t& rng)
{
    // Not on an empty view: the C++ test_any clears an empty bitmask with memset(nullptr, 0, 0),
    // which UBSan reports (src/sets/set_sink.hpp, prepare()); c_api_test.c covers empty views.
    for (std::size_t n : {std::size_t{1}, std::size_t{63}, std::size_t{65}, std::size_t{1000}, hitmask_test::scaled(4099, 1027)}) {
        const columns cols = make_columns(rng, n);
        compare_sets<points_view, circle>(rng, "circle set, points", HM_VIEW_POINTS, cols);
        compare_sets<circles_view, circle>(rng, "circle set, round bullets", HM_VIEW_CIRCLES, cols);
        compare_sets<points_view, aabb>(rng, "aabb set, points", HM_VIEW_POINTS, cols);
        compare_sets<circles_view, aabb>(rng, "aabb set, round bullets", HM_VIEW_CIRCLES, cols);
        compare_sets<points_view, sector>(rng, "sector set, points", HM_VIEW_POINTS, cols);
        compare_sets<circles_view, sector>(rng, "sector set, round bullets", HM_VIEW_CIRCLES, cols);
        compare_sets<points_view, capsule>(rng, "capsule set, points", HM_VIEW_POINTS, cols);
        compare_sets<circles_view, capsule>(rng, "capsule set, round bullets", HM_VIEW_CIRCLES, cols);
        compare_sets<points_view, obb>(rng, "obb set, points", HM_VIEW_POINTS, cols);
        compare_sets<circles_view, obb>(rng, "obb set, round bullets", HM_VIEW_CIRCLES, cols);
        compare_sets<obbs_view, aabb>(rng, "aabb set, rotated-box shots", HM_VIEW_OBBS, cols);
        compare_sets<obbs_view, obb>(rng, "obb set, rotated-box shots", HM_VIEW_OBBS, cols);
        compare_sets<capsules_view, aabb>(rng, "aabb set, capsule shots", HM_VIEW_CAPSULES, cols);
        compare_sets<capsules_view, obb>(rng, "obb set, capsule shots", HM_VIEW_CAPSULES, cols);
        compare_sets<points3_view, sphere>(rng, "sphere set, 3D points", HM_VIEW_POINTS3, cols);
        compare_sets<spheres_view, aabb3>(rng, "aabb3 set, spheres", HM_VIEW_SPHERES, cols);
        compare_sets<spheres_view, capsule3>(rng, "capsule3 set, spheres", HM_VIEW_SPHERES, cols);
        compare_sets<points3_view, cone>(rng, "cone set, 3D points", HM_VIEW_POINTS3, cols);
        compare_sets<spheres_view, frustum>(rng, "frustum set, spheres", HM_VIEW_SPHERES, cols);
        compare_sets<points3_view, obb3>(rng, "obb3 set, 3D points", HM_VIEW_POINTS3, cols);
        compare_sets<spheres_view, obb3>(rng, "obb3 set, spheres", HM_VIEW_SPHERES, cols);
    }
}

} // namespace

int main()
{
    rng_t rng(2025);
    return on_every_isa("C and C++ sets agree", [&](isa) { run_all(rng); });
}
