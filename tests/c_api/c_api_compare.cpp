// The C API against the C++ API, bit for bit: every (view, shape) pair of the registry, all four
// result forms and hit and graze, each with its hm_reference_ twin against hitmask::reference,
// on random data with points placed on the shapes' boundaries, on every ISA this CPU runs. The
// many-shape forms are c_api_sets_compare.cpp. A plain program: exit status 0 when all agree.
#include "compare_support.hpp"

using namespace hitmask;

namespace {
using namespace compare_support;

/// All four forms of one pair through both APIs.
template <class View, class Shape>
void compare(const char* what, std::uint32_t view_kind, const columns& k, const Shape& shape, const hm_shape& cs)
{
    static_assert(is_supported_v<View, Shape>);
    ++compared;
    const View v = view_of<View>(k);
    const hm_view cv = c_view(view_kind, k);
    bitmask expected(k.n);
    test(v, shape, expected);
    std::vector<std::uint64_t> words(expected.word_count() + 1, ~0ull);
    EXPECT(hm_view_test(&cv, &cs, words.data(), words.size()) == HM_OK);
    EXPECT(same_words(words.data(), expected.words(), expected.word_count()));
    EXPECT(words.back() == 0);
    bitmask ref(k.n);
    reference::test(v, shape, ref);
    EXPECT(ref == expected);
    std::size_t n = 0;
    EXPECT(hm_view_count(&cv, &cs, &n) == HM_OK && n == count(v, shape));
    int a = -1;
    EXPECT(hm_view_any(&cv, &cs, &a) == HM_OK && (a != 0) == any(v, shape));
    std::vector<std::uint32_t> got(k.n), want(k.n);
    const std::size_t w = indices(v, shape, want.data(), want.size());
    EXPECT(hm_view_indices(&cv, &cs, got.data(), got.size(), &n) == HM_OK && n == w);
    EXPECT(std::equal(got.begin(), got.begin() + static_cast<long>(w), want.begin()));
    if constexpr (std::is_same_v<View, points_view>) {
        std::vector<std::uint64_t> pw(expected.word_count());
        EXPECT(hm_test(v.x, v.y, v.size, &cs, pw.data(), pw.size()) == HM_OK);
        EXPECT(same_words(pw.data(), expected.words(), pw.size()));
        EXPECT(hm_reference_test(v.x, v.y, v.size, &cs, pw.data(), pw.size()) == HM_OK);
        EXPECT(same_words(pw.data(), ref.words(), pw.size()));
        EXPECT(hm_reference_count(v.x, v.y, v.size, &cs, &n) == HM_OK && n == reference::count(v, shape));
        EXPECT(hm_reference_any(v.x, v.y, v.size, &cs, &a) == HM_OK && (a != 0) == reference::any(v, shape));
        EXPECT(hm_reference_indices(v.x, v.y, v.size, &cs, got.data(), got.size(), &n) == HM_OK && n == w);
    }
    // the reference twins: the scalar reference whatever the active ISA
    std::fill(words.begin(), words.end(), ~0ull);
    EXPECT(hm_reference_view_test(&cv, &cs, words.data(), words.size()) == HM_OK);
    EXPECT(same_words(words.data(), ref.words(), ref.word_count()) && words.back() == 0);
    EXPECT(hm_reference_view_count(&cv, &cs, &n) == HM_OK && n == reference::count(v, shape));
    EXPECT(hm_reference_view_any(&cv, &cs, &a) == HM_OK && (a != 0) == reference::any(v, shape));
    const std::size_t rw = reference::indices(v, shape, want.data(), want.size());
    EXPECT(hm_reference_view_indices(&cv, &cs, got.data(), got.size(), &n) == HM_OK && n == rw);
    EXPECT(std::equal(got.begin(), got.begin() + static_cast<long>(rw), want.begin()));
}

/// Hit and graze through both APIs, and the reference twins.
template <class View>
void compare_hit_graze(const char* what, std::uint32_t kind, const columns& k)
{
    const View v = view_of<View>(k);
    const hm_view cv = c_view(kind, k);
    bitmask hit(k.n), graze(k.n), ref_hit(k.n), ref_graze(k.n);
    test_hit_graze(v, {1.f, 2.f}, 10.f, 25.f, hit, graze);
    reference::test_hit_graze(v, {1.f, 2.f}, 10.f, 25.f, ref_hit, ref_graze);
    std::vector<std::uint64_t> hw(hit.word_count()), gw(hit.word_count());
    EXPECT(hm_test_hit_graze(&cv, {1.f, 2.f}, 10.f, 25.f, hw.data(), gw.data(), hw.size()) == HM_OK);
    EXPECT(same_words(hw.data(), hit.words(), hw.size()));
    EXPECT(same_words(gw.data(), graze.words(), gw.size()));
    EXPECT(hm_reference_test_hit_graze(&cv, {1.f, 2.f}, 10.f, 25.f, hw.data(), gw.data(), hw.size()) == HM_OK);
    EXPECT(same_words(hw.data(), ref_hit.words(), hw.size()));
    EXPECT(same_words(gw.data(), ref_graze.words(), gw.size()));
    ++compared;
}

void run_all(std::mt19937& rng)
{
    const std::size_t sizes[] = {0, 1, 63, 64, 65, 1000, 4099};
    for (std::size_t n : sizes) {
        const columns k = make_columns(rng, n);
        hm_shape cs;
        const char* what = "circle";
        const circle ci = circle::make({1.f, -2.f}, 20.f);
        hm_circle({1.f, -2.f}, 20.f, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, ci, cs);
        compare<circles_view>(what, HM_VIEW_CIRCLES, k, ci, cs);
        compare<segments_view>(what, HM_VIEW_SEGMENTS, k, ci, cs);
        compare<obbs_view>(what, HM_VIEW_OBBS, k, ci, cs);
        compare<ellipses_view>(what, HM_VIEW_ELLIPSES, k, ci, cs);
        compare<capsules_view>(what, HM_VIEW_CAPSULES, k, ci, cs);

        what = "aabb";
        const aabb ab = aabb::make({-10.f, -5.f}, {10.f, 30.f});
        hm_aabb({-10.f, -5.f}, {10.f, 30.f}, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, ab, cs);
        compare<circles_view>(what, HM_VIEW_CIRCLES, k, ab, cs);

        what = "sector facing";
        const sector sf = sector::facing({0.f, 0.f}, {1.f, 1.f}, radians(70.f), 40.f);
        hm_sector_facing({0.f, 0.f}, {1.f, 1.f}, radians(70.f), 40.f, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, sf, cs);
        compare<circles_view>(what, HM_VIEW_CIRCLES, k, sf, cs);
        what = "sector between (reflex, wrap-around)";
        const sector sb = sector::between({2.f, 1.f}, radians(300.f), radians(250.f), 50.f);
        hm_sector_between({2.f, 1.f}, radians(300.f), radians(250.f), 50.f, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, sb, cs);
        compare<circles_view>(what, HM_VIEW_CIRCLES, k, sb, cs);

        what = "capsule";
        const capsule ca = capsule::make({-30.f, 5.f}, {25.f, -10.f}, 6.f);
        hm_capsule({-30.f, 5.f}, {25.f, -10.f}, 6.f, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, ca, cs);
        compare<circles_view>(what, HM_VIEW_CIRCLES, k, ca, cs);

        what = "segment";
        const segment se = segment::make({-40.f, 3.f}, {35.f, 20.f});
        hm_segment({-40.f, 3.f}, {35.f, 20.f}, &cs);
        compare<segments_view>(what, HM_VIEW_SEGMENTS, k, se, cs);

        what = "obb";
        const obb ob = obb::make({3.f, 4.f}, {25.f, 6.f}, 0.6f);
        hm_obb({3.f, 4.f}, {25.f, 6.f}, 0.6f, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, ob, cs);

        what = "ellipse";
        const ellipse el = ellipse::make({-3.f, 4.f}, {30.f, 9.f}, -0.4f);
        hm_ellipse({-3.f, 4.f}, {30.f, 9.f}, -0.4f, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, el, cs);

        what = "point";
        const point pt{2.f, -3.f};
        hm_point({2.f, -3.f}, &cs);
        compare<obbs_view>(what, HM_VIEW_OBBS, k, pt, cs);
        compare<ellipses_view>(what, HM_VIEW_ELLIPSES, k, pt, cs);
        compare<capsules_view>(what, HM_VIEW_CAPSULES, k, pt, cs);

        what = "convex_polygon";
        const vec2 hex[] = {{20.f, 0.f}, {10.f, 17.f}, {-10.f, 17.f}, {-20.f, 0.f}, {-10.f, -17.f}, {10.f, -17.f}};
        hm_vec2 chex[6];
        for (int i = 0; i < 6; ++i)
            chex[i] = c(hex[i]);
        const convex_polygon cp = convex_polygon::make(hex, 6);
        hm_convex_polygon(chex, 6, &cs);
        compare<points_view>(what, HM_VIEW_POINTS, k, cp, cs);
        hm_shape_free(&cs);

        what = "polygon";
        vec2 star[5];
        hm_vec2 cstar[5];
        for (int i = 0; i < 5; ++i) {
            const float a = radians(90.f + 144.f * static_cast<float>(i));
            star[i] = {40.f * std::cos(a), 40.f * std::sin(a)};
            cstar[i] = c(star[i]);
        }
        for (fill_rule rule : {fill_rule::even_odd, fill_rule::non_zero}) {
            const polygon po = polygon::make(star, 5, rule);
            hm_polygon(cstar, 5, rule == fill_rule::non_zero ? HM_NON_ZERO : HM_EVEN_ODD, &cs);
            compare<points_view>(what, HM_VIEW_POINTS, k, po, cs);
            hm_shape_free(&cs);
        }

        // hit and graze, every view that has it
        what = "hit_graze";
        compare_hit_graze<points_view>(what, HM_VIEW_POINTS, k);
        compare_hit_graze<circles_view>(what, HM_VIEW_CIRCLES, k);
        compare_hit_graze<obbs_view>(what, HM_VIEW_OBBS, k);
        compare_hit_graze<ellipses_view>(what, HM_VIEW_ELLIPSES, k);
        compare_hit_graze<capsules_view>(what, HM_VIEW_CAPSULES, k);
    }
}

} // namespace

int main()
{
    std::mt19937 rng(2024);
    for (isa target : available_isas()) {
        force_isa(target);
        if (hm_active_isa() != static_cast<hm_isa>(target)) {
            std::fprintf(stderr, "hm_active_isa disagrees with active_isa on %s\n", to_string(target));
            ++failures;
        }
        run_all(rng);
        std::printf("%s: C and C++ agree\n", to_string(target));
    }
    use_automatic_isa();
    std::printf("%d comparisons, %d failures\n", compared, failures);
    return failures == 0 ? 0 : 1;
}
