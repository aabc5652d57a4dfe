// The C API's sweeps against the C++ API, bit for bit: every pair of the registry's sweep_queries
// over every sample of its shape kind (tests/support/kind_samples.hpp), and every pair of
// sweep_set_queries over sets of the kind's samples (small sets: brute force; 30 shapes and
// more: the grid), on random columns (compare_support.hpp: NaN and infinity included) with
// motions starting and ending on the samples' boundaries, at sizes around the 64-element blocks;
// through every form (hit bits, fraction bits, count, first shape, both ranges) and its
// hm_reference_ twin against hitmask::reference, on every ISA this CPU runs. A plain program:
// exit status 0 when all agree.
#include <utility>

#include "compare_samples.hpp"

using namespace hitmask;

namespace {
using namespace compare_support;

bool same_indices(const std::uint32_t* a, const std::uint32_t* b, std::size_t count)
{
    return count == 0 || std::memcmp(a, b, count * sizeof(std::uint32_t)) == 0;
}

/// The C functions: [0] the active ISA's, [1] the reference twin.
constexpr decltype(&hm_sweep) c_sweep[2] = {hm_sweep, hm_reference_sweep};
constexpr decltype(&hm_sweep_range) c_sweep_range[2] = {hm_sweep_range, hm_reference_sweep_range};
constexpr decltype(&hm_sweep_first) c_first[2] = {hm_sweep_first, hm_reference_sweep_first};
constexpr decltype(&hm_sweep_first_range) c_first_range[2] = {hm_sweep_first_range, hm_reference_sweep_first_range};

/// The C++ forms (the active ISA's or the reference's).
template <class View, class Shape>
std::size_t cpp_sweep(bool ref, const View& v, const Shape& s, bitmask& hits, float* f)
{
    return ref ? reference::sweep(v, s, hits, f) : sweep(v, s, hits, f);
}
template <class View, class Shape>
std::size_t cpp_sweep_range(bool ref, const View& v, const Shape& s, bitmask& hits, float* f, std::size_t b,
                            std::size_t e)
{
    return ref ? reference::sweep_range(v, s, hits, f, b, e) : sweep_range(v, s, hits, f, b, e);
}
template <class View, class Shape>
std::size_t cpp_first(bool ref, const View& v, const shape_set<Shape>& set, std::uint32_t* index, float* f)
{
    return ref ? reference::sweep_first(v, set, index, f) : sweep_first(v, set, index, f);
}
template <class View, class Shape>
std::size_t cpp_first_range(bool ref, const View& v, const shape_set<Shape>& set, std::uint32_t* index, float* f,
                            std::size_t b, std::size_t e)
{
    return ref ? reference::sweep_first_range(v, set, index, f, b, e) : sweep_first_range(v, set, index, f, b, e);
}

/// Every form of one (view, shape) through both APIs.
template <class View, class Shape>
void compare(const char* what, const columns& k, const Shape& shape, const hm_shape& cs)
{
    const View v = view_of<View>(k);
    const hm_view cv = c_view(static_cast<std::uint32_t>(detail::index_in_v<View, detail::soa_views>), k);
    for (int ref = 0; ref < 2; ++ref) {
        ++compared;
        compare_hits_and_floats(
            what, cv, cs, c_sweep[ref], c_sweep_range[ref],
            [&](bitmask& hits, float* f) { return cpp_sweep(ref != 0, v, shape, hits, f); },
            [&](bitmask& hits, float* f, std::size_t b, std::size_t e) {
                return cpp_sweep_range(ref != 0, v, shape, hits, f, b, e);
            });
    }
}

/// Every form of sweep_first over one set through both APIs; `cs` holds the same shapes.
template <class View, class Shape>
void compare_first(const char* what, const columns& k, const shape_set<Shape>& set, const std::vector<hm_shape>& cs)
{
    const View v = view_of<View>(k);
    const hm_view cv = c_view(static_cast<std::uint32_t>(detail::index_in_v<View, detail::soa_views>), k);
    const std::size_t n = k.n;
    for (int ref = 0; ref < 2; ++ref) {
        ++compared;
        std::vector<std::uint32_t> want_index(n + 1, 7u), got_index(n + 1, 7u);
        std::vector<float> want(n + 1, -7.f), got(n + 1, -7.f);
        const std::size_t met = cpp_first(ref != 0, v, set, want_index.data(), want.data());
        std::size_t c_met = 0;
        EXPECT(c_first[ref](&cv, cs.data(), cs.size(), got_index.data(), n, got.data(), n, &c_met) == HM_OK &&
               c_met == met);
        EXPECT(same_indices(got_index.data(), want_index.data(), n + 1) && same_floats(got.data(), want.data(), n + 1));
        std::fill(got_index.begin(), got_index.end(), 7u);
        EXPECT(c_first[ref](&cv, cs.data(), cs.size(), got_index.data(), n, nullptr, 0, &c_met) == HM_OK &&
               c_met == met);
        EXPECT(same_indices(got_index.data(), want_index.data(), n + 1));
        for (const auto& [b, e] : spans_of(n)) {
            std::fill(want_index.begin(), want_index.end(), 7u);
            std::fill(got_index.begin(), got_index.end(), 7u);
            std::fill(want.begin(), want.end(), -7.f);
            std::fill(got.begin(), got.end(), -7.f);
            const std::size_t range_met = cpp_first_range(ref != 0, v, set, want_index.data(), want.data(), b, e);
            EXPECT(c_first_range[ref](&cv, cs.data(), cs.size(), b, e, got_index.data(), n, got.data(), n, &c_met) ==
                       HM_OK &&
                   c_met == range_met);
            EXPECT(same_indices(got_index.data(), want_index.data(), n + 1) &&
                   same_floats(got.data(), want.data(), n + 1));
        }
    }
}

/// The columns with every third motion starting on one of the sample's boundary points and
/// every third ending on one (x, y: columns 0, 1 and 2, 3; 3D: 0-2 and 3-5).
columns with_seeds(columns k, const std::vector<vec2>& seeds)
{
    for (std::size_t i = 0; !seeds.empty() && i < k.n; ++i) {
        const vec2 p = seeds[(i / 3) % seeds.size()];
        const int at = i % 3 == 0 ? 0 : i % 3 == 1 ? 2 : -1; // the start's columns or the end's
        if (at < 0) continue;
        k.col[at][i] = p.x;
        k.col[at + 1][i] = p.y;
    }
    return k;
}
columns with_seeds(columns k, const std::vector<vec3>& seeds)
{
    for (std::size_t i = 0; !seeds.empty() && i < k.n; ++i) {
        const vec3 p = seeds[(i / 3) % seeds.size()];
        const int at = i % 3 == 0 ? 0 : i % 3 == 1 ? 3 : -1;
        if (at < 0) continue;
        k.col[at][i] = p.x;
        k.col[at + 1][i] = p.y;
        k.col[at + 2][i] = p.z;
    }
    return k;
}

void compare_every_pair(const columns& k)
{
    for_each_sample<detail::sweep_queries>([&](auto pair, const auto& s, const hm_shape& cs) {
        using View = typename decltype(pair)::type::view;
        compare<View>(s.name.c_str(), with_seeds(k, s.seeds), s.shape, cs);
    });
}

void compare_every_set(const columns& k)
{
    hitmask_test::for_each_pair<detail::sweep_set_queries>([&](auto pair) {
        using Pair = typename decltype(pair)::type;
        using View = typename Pair::view;
        using Shape = typename Pair::shape;
        const auto samples = hitmask_test::kind_samples<Shape>::samples();
        const char* what = samples.front().name.c_str();
        // the samples once (brute force), and repeated to 30 shapes and more (the grid); the
        // repeats tie with the first copy, which must win in both APIs
        for (const std::size_t want : {samples.size(), std::max<std::size_t>(30, samples.size())}) {
            shape_set<Shape> set;
            std::vector<hm_shape> cs;
            for (std::size_t j = 0; j < want; ++j) {
                const auto& s = samples[j % samples.size()];
                set.push_back(s.shape);
                cs.emplace_back();
                EXPECT(s.c_make(&cs.back()) == HM_OK);
            }
            compare_first<View>(what, with_seeds(k, samples[k.n % samples.size()].seeds), set, cs);
        }
        // the empty set: nothing met
        compare_first<View>("empty set", k, shape_set<Shape>{}, {});
    });
}

} // namespace

int main()
{
    std::mt19937 rng(2033);
    return on_every_isa("C and C++ sweeps agree", [&](isa) {
        for (std::size_t n : pair_sizes) {
            const columns k = make_columns(rng, n);
            compare_every_pair(k);
            compare_every_set(k);
        }
    });
}
