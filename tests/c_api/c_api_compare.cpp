// The C API against the C++ API, bit for bit: every (view, shape) pair of the registry over every
// sample of the kind (tests/support/kind_samples.hpp), all four result forms and hit and graze,
// each with its hm_reference_ twin against hitmask::reference, on random data with points placed
// on the samples' boundaries, on every ISA this CPU runs; and every factory refusal through both
// APIs. The many-shape forms are c_api_sets_compare.cpp. A plain program: exit status 0 when all agree.
#include "compare_samples.hpp"

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

/// The columns with the points of x, y (columns 0 and 1) at every other element replaced by
/// the sample's boundary points, in turn.
columns with_seeds(columns k, const std::vector<vec2>& seeds)
{
    for (std::size_t i = 0; !seeds.empty() && i < k.n; i += 2) {
        k.col[0][i] = seeds[(i / 2) % seeds.size()].x;
        k.col[1][i] = seeds[(i / 2) % seeds.size()].y;
    }
    return k;
}
/// The same for a 3D kind's seeds (columns 0, 1 and 2).
columns with_seeds(columns k, const std::vector<vec3>& seeds)
{
    for (std::size_t i = 0; !seeds.empty() && i < k.n; i += 2) {
        k.col[0][i] = seeds[(i / 2) % seeds.size()].x;
        k.col[1][i] = seeds[(i / 2) % seeds.size()].y;
        k.col[2][i] = seeds[(i / 2) % seeds.size()].z;
    }
    return k;
}

/// Every pair of the registry, over every sample of its shape kind (tests/support/kind_samples.hpp)
/// made through both APIs.
void compare_every_pair(const columns& k)
{
    for_each_sample<detail::shape_queries>([&](auto pair, const auto& s, const hm_shape& cs) {
        using View = typename decltype(pair)::type::view;
        compare<View>(s.name.c_str(), detail::index_in_v<View, detail::soa_views>, with_seeds(k, s.seeds), s.shape, cs);
    });
}

/// Every factory refusal of every kind: the C call returns HM_INVALID_ARGUMENT with the C++
/// factory's message and leaves HM_SHAPE_NONE; the C++ try_ factory gives the same message.
void compare_refusals()
{
    hitmask_test::for_each_kind([&](auto kind) {
        for (const auto& r : hitmask_test::kind_samples<typename decltype(kind)::type>::refusals()) {
            const char* what = r.message.c_str();
            hm_shape cs;
            std::memset(&cs, 0xAB, sizeof cs);
            EXPECT(r.c(&cs) == HM_INVALID_ARGUMENT);
            EXPECT(cs.kind == HM_SHAPE_NONE);
            EXPECT(std::strstr(hm_last_error(), what) != nullptr);
            EXPECT(r.cpp().find(r.message) != std::string::npos);
            ++compared;
        }
    });
}

void run_all(std::mt19937& rng)
{
    // the last size, past several 64-element blocks with a tail, cut on a slow platform
    const std::size_t sizes[] = {0, 1, 63, 64, 65, 1000, hitmask_test::scaled(4099, 1027)};
    for (std::size_t n : sizes) {
        const columns k = make_columns(rng, n);
        compare_every_pair(k);
        // hit and graze, every view that has it
        const char* what = "hit_graze";
        hitmask_test::for_each_pair<detail::hit_graze_queries>([&](auto pair) {
            using View = typename decltype(pair)::type::view;
            compare_hit_graze<View>(what, detail::index_in_v<View, detail::soa_views>, k);
        });
    }
}

} // namespace

int main()
{
    std::mt19937 rng(2024);
    return on_every_isa("C and C++ agree", [&](isa target) {
        if (hm_active_isa() != static_cast<hm_isa>(target)) {
            std::fprintf(stderr, "hm_active_isa disagrees with active_isa on %s\n", to_string(target));
            ++failures;
        }
        run_all(rng);
        compare_refusals();
    });
}
