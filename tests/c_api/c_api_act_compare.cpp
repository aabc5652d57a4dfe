// The C API's mask algebra, compaction and nearest elements against the C++ API, bit for bit:
// every pair of the registry's nearest_queries on random columns (compare_support.hpp: NaN and
// infinity included) and sizes around the 64-element blocks, from points at the elements, between
// them and far away, with max_distance +inf, finite and 0, through every form (nearest, nearest_k
// for several k with and without distances, both ranges) and its hm_reference_ twin against
// hitmask::reference; random masks through hm_mask_* against the bitmask operators; compaction of
// 1-, 2-, 4-, 8- and 12-byte columns against hitmask::compact; on every ISA this CPU runs. A plain
// program: exit status 0 when all agree.
#include <array>
#include <stdexcept>
#include <string>
#include <utility>

#include "../support/registry_pairs.hpp"
#include "compare_support.hpp"
#include "../support/special_floats.hpp"

using namespace hitmask;

namespace {
using namespace compare_support;
using hitmask_test::nan;

/// The C functions of one point type: [0] the active ISA's, [1] the reference twin.
template <class Point>
struct c_nearest;
template <>
struct c_nearest<vec2> {
    static constexpr decltype(&hm_nearest) one[2] = {hm_nearest, hm_reference_nearest};
    static constexpr decltype(&hm_nearest_k) list[2] = {hm_nearest_k, hm_reference_nearest_k};
    static constexpr decltype(&hm_nearest_range) one_range[2] = {hm_nearest_range, hm_reference_nearest_range};
    static constexpr decltype(&hm_nearest_k_range) list_range[2] = {hm_nearest_k_range, hm_reference_nearest_k_range};
    static hm_vec2 c_point(vec2 p) { return {p.x, p.y}; }
};
template <>
struct c_nearest<vec3> {
    static constexpr decltype(&hm_nearest3) one[2] = {hm_nearest3, hm_reference_nearest3};
    static constexpr decltype(&hm_nearest3_k) list[2] = {hm_nearest3_k, hm_reference_nearest3_k};
    static constexpr decltype(&hm_nearest3_range) one_range[2] = {hm_nearest3_range, hm_reference_nearest3_range};
    static constexpr decltype(&hm_nearest3_k_range) list_range[2] = {hm_nearest3_k_range,
                                                                     hm_reference_nearest3_k_range};
    static hm_vec3 c_point(vec3 p) { return {p.x, p.y, p.z}; }
};

template <class View, class Point>
nearest_hit cpp_one(bool ref, const View& v, Point p, float max, bool ranged, std::size_t b, std::size_t e)
{
    if (ranged) return ref ? reference::nearest_range(v, p, b, e, max) : nearest_range(v, p, b, e, max);
    return ref ? reference::nearest(v, p, max) : nearest(v, p, max);
}
template <class View, class Point>
std::size_t cpp_list(bool ref, const View& v, Point p, std::size_t k, std::uint32_t* idx, float* d, float max,
                     bool ranged, std::size_t b, std::size_t e)
{
    if (ranged)
        return ref ? reference::nearest_k_range(v, p, k, idx, d, b, e, max)
                   : nearest_k_range(v, p, k, idx, d, b, e, max);
    return ref ? reference::nearest_k(v, p, k, idx, d, max) : nearest_k(v, p, k, idx, d, max);
}

/// Every form of one (view, point, max_distance) through both APIs.
template <class View, class Point>
void compare(const char* what, const columns& k, Point p, float max)
{
    using api = c_nearest<Point>;
    const View v = view_of<View>(k);
    const hm_view cv = c_view(static_cast<std::uint32_t>(detail::index_in_v<View, detail::soa_views>), k);
    const auto cp = api::c_point(p);
    const std::size_t n = k.n;
    const std::size_t block = n >= 64 ? 64 : 0; // a range starts at a multiple of 64
    const std::array<std::pair<std::size_t, std::size_t>, 3> spans = {{{0, block > 0 ? block : n}, {block, n}, {0, n}}};
    for (int ref = 0; ref < 2; ++ref) {
        for (int ranged = 0; ranged < 2; ++ranged)
            for (const auto& [b, e] : spans) {
                ++compared;
                const nearest_hit want = cpp_one(ref != 0, v, p, max, ranged != 0, b, e);
                std::size_t index = 1;
                float at = -1.f;
                const hm_status st = ranged ? api::one_range[ref](&cv, cp, b, e, max, &index, &at)
                                            : api::one[ref](&cv, cp, max, &index, &at);
                EXPECT(st == HM_OK && index == want.index && same_floats(&at, &want.distance, 1));
                for (const std::size_t kk : {std::size_t{0}, std::size_t{1}, std::size_t{3}, std::size_t{70}}) {
                    std::vector<std::uint32_t> wi(kk + 1, 0xEEEEEEEEu), gi(kk + 1, 0xEEEEEEEEu);
                    std::vector<float> wd(kk + 1, -7.f), gd(kk + 1, -7.f);
                    const std::size_t count =
                        cpp_list(ref != 0, v, p, kk, wi.data(), wd.data(), max, ranged != 0, b, e);
                    std::size_t found = 12345;
                    const hm_status s2 =
                        ranged ? api::list_range[ref](&cv, cp, b, e, kk, max, gi.data(), gd.data(), &found)
                               : api::list[ref](&cv, cp, kk, max, gi.data(), gd.data(), &found);
                    EXPECT(s2 == HM_OK && found == count && wi == gi && same_floats(wd.data(), gd.data(), kk + 1));
                    // without distances: the same indices
                    std::fill(gi.begin(), gi.end(), 0xEEEEEEEEu);
                    const hm_status s3 = ranged
                                             ? api::list_range[ref](&cv, cp, b, e, kk, max, gi.data(), nullptr, &found)
                                             : api::list[ref](&cv, cp, kk, max, gi.data(), nullptr, &found);
                    EXPECT(s3 == HM_OK && found == count && wi == gi);
                }
                if (!ranged) break; // the whole view once
            }
    }
}

/// The points to search from: at an element, between two, far away, at the origin.
template <class Point>
std::vector<Point> points_for(const columns& k);
template <>
std::vector<vec2> points_for(const columns& k)
{
    std::vector<vec2> out = {{0.f, 0.f}, {1e6f, -1e6f}, {10.f, 3.5f}};
    if (k.n > 2) {
        out.push_back({k.col[0][2], k.col[1][2]});
        out.push_back({(k.col[0][0] + k.col[0][1]) * 0.5f, (k.col[1][0] + k.col[1][1]) * 0.5f});
    }
    return out;
}
template <>
std::vector<vec3> points_for(const columns& k)
{
    std::vector<vec3> out = {{0.f, 0.f, 0.f}, {1e6f, -1e6f, 3.f}, {10.f, 3.5f, -20.f}};
    if (k.n > 2) out.push_back({k.col[0][2], k.col[1][2], k.col[2][2]});
    return out;
}

/// Every nearest pair of the registry over the columns.
void compare_every_pair(const columns& k)
{
    hitmask_test::for_each_pair<detail::nearest_queries>([&](auto pair) {
        using View = typename decltype(pair)::type::view;
        using Point = typename decltype(pair)::type::shape;
        const char* what = detail::view_traits<View>::name;
        for (const Point& p : points_for<Point>(k)) {
            const bool finite = std::isfinite(p.x) && std::isfinite(p.y);
            if (!finite) continue;
            for (const float max : {std::numeric_limits<float>::infinity(), 25.f, 0.f})
                compare<View>(what, k, p, max);
        }
    });
}

/// Random masks through every hm_mask_ function against the C++ operators.
void compare_masks(std::mt19937& rng, std::size_t n)
{
    const char* what = "masks";
    bitmask a(n), b(n);
    std::bernoulli_distribution bit(0.4);
    for (std::size_t i = 0; i < n; ++i) {
        if (bit(rng)) a.words()[i / 64] |= std::uint64_t{1} << (i % 64);
        if (bit(rng)) b.words()[i / 64] |= std::uint64_t{1} << (i % 64);
    }
    const std::size_t words = (n + 63) / 64;
    const std::pair<decltype(&hm_mask_and), bitmask> binary[] = {
        {hm_mask_and, a & b}, {hm_mask_or, a | b}, {hm_mask_xor, a ^ b}, {hm_mask_and_not, and_not(a, b)}};
    for (const auto& [fn, want] : binary) {
        std::vector<std::uint64_t> out(words + 1, 0xABABABABABABABABull);
        EXPECT(fn(a.words(), n, b.words(), n, out.data(), n) == HM_OK);
        EXPECT(same_words(out.data(), want.words(), words) && out[words] == 0xABABABABABABABABull);
        ++compared;
    }
    std::vector<std::uint64_t> out(words + 1, 0xABABABABABABABABull);
    EXPECT(hm_mask_not(a.words(), n, out.data(), n) == HM_OK);
    EXPECT(same_words(out.data(), (~a).words(), words) && out[words] == 0xABABABABABABABABull);
    ++compared;
}

/// One compaction of columns of T: C (both forms) against hitmask::compact and reference::compact.
template <class T>
void compare_compact(const char* what, const bitmask& keep, std::mt19937& rng)
{
    const std::size_t n = keep.size();
    std::vector<T> original(n);
    std::uniform_int_distribution<int> byte(0, 255);
    for (T& e : original) {
        auto* bytes = reinterpret_cast<unsigned char*>(&e);
        for (std::size_t i = 0; i < sizeof(T); ++i)
            bytes[i] = static_cast<unsigned char>(byte(rng));
    }
    for (int ref = 0; ref < 2; ++ref) {
        std::vector<T> want = original, got = original;
        const std::size_t count = ref ? reference::compact(keep, want.data()) : compact(keep, want.data());
        void* column = got.data();
        const std::size_t size = sizeof(T);
        std::size_t kept = 0;
        const auto fn = ref ? hm_reference_compact : hm_compact;
        EXPECT(fn(keep.words(), n, &column, &size, 1, &kept) == HM_OK && kept == count);
        EXPECT(count == 0 || std::memcmp(got.data(), want.data(), count * sizeof(T)) == 0);
        ++compared;
    }
}

void compare_compaction(std::mt19937& rng, std::size_t n)
{
    for (const double p : {0.0, 0.1, 0.5, 0.9, 1.0}) {
        bitmask keep(n);
        std::bernoulli_distribution bit(p);
        for (std::size_t i = 0; i < n; ++i)
            if (bit(rng)) keep.words()[i / 64] |= std::uint64_t{1} << (i % 64);
        compare_compact<std::uint8_t>("compact 1-byte", keep, rng);
        compare_compact<std::uint16_t>("compact 2-byte", keep, rng);
        compare_compact<float>("compact float", keep, rng);
        compare_compact<std::int32_t>("compact int32", keep, rng);
        compare_compact<double>("compact double", keep, rng);
        compare_compact<std::array<float, 3>>("compact 12-byte", keep, rng);
    }
}

/// The refusals carry the C++ messages after the C function's name.
void compare_refusals()
{
    const char* what = "refusals";
    const columns k = [] {
        std::mt19937 r(5);
        return make_columns(r, 10);
    }();
    const hm_view cv = c_view(HM_VIEW_POINTS, k);
    const points_view v = view_of<points_view>(k);
    std::size_t index = 0;
    float at = 0.f;
    try {
        (void)nearest(v, vec2{nan, 0.f});
        EXPECT(false);
    } catch (const std::invalid_argument& e) {
        EXPECT(hm_nearest(&cv, {nan, 0.f}, INFINITY, &index, &at) == HM_INVALID_ARGUMENT);
        // C++: "nearest: point must be finite, ..."; C: "hm_nearest: point must be finite, ..."
        EXPECT(std::string(hm_last_error()) == std::string("hm_") + e.what());
    }
    try {
        (void)nearest(v, vec2{0.f, 0.f}, -1.f);
        EXPECT(false);
    } catch (const std::invalid_argument& e) {
        EXPECT(hm_nearest(&cv, {0.f, 0.f}, -1.f, &index, &at) == HM_INVALID_ARGUMENT);
        EXPECT(std::string(hm_last_error()) == std::string("hm_") + e.what());
    }
    ++compared;
}

} // namespace

int main()
{
    std::mt19937 rng(2033);
    return on_every_isa("C and C++ masks, compact and nearest agree", [&](isa) {
        for (std::size_t n : pair_sizes) {
            compare_every_pair(make_columns(rng, n));
            compare_masks(rng, n);
            compare_compaction(rng, n);
        }
        compare_refusals();
    });
}
