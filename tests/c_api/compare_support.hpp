// What the programs that compare the C API with the C++ API share: random columns with points
// on the shapes' boundaries, the same columns as C++ views and as hm_views, and a failure count.
#pragma once

#include <hitmask/hitmask.h>
#include <hitmask/hitmask.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <utility>
#include <vector>

#include "../support/slow_platform.hpp" // scaled(): the random bulk, cut under qemu and the sanitizers

namespace compare_support {
using namespace hitmask;

inline int failures = 0;
inline int compared = 0;

#define EXPECT(cond)                                                                                                   \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            ++failures;                                                                                                \
            std::fprintf(stderr, "%s:%d: %s failed (%s, %s): %s\n", __FILE__, __LINE__, #cond, what, to_string(active_isa()), \
                         hm_last_error());                                                                             \
        }                                                                                                              \
    } while (0)

/// memcmp of `count` words, which may be 0 (and the pointers null).
inline bool same_words(const std::uint64_t* a, const std::uint64_t* b, std::size_t count)
{
    return count == 0 || std::memcmp(a, b, count * sizeof(std::uint64_t)) == 0;
}

/// memcmp of `count` floats, which may be 0: bit for bit, NaN payloads and signed zeros included.
inline bool same_floats(const float* a, const float* b, std::size_t count)
{
    return count == 0 || std::memcmp(a, b, count * sizeof(float)) == 0;
}

/// Ranges: the first block, the rest, the whole view (a range starts at a multiple of 64).
inline std::vector<std::pair<std::size_t, std::size_t>> spans_of(std::size_t n)
{
    const std::size_t block = n >= 64 ? 64 : 0;
    return {{0, block > 0 ? block : n}, {block, n}, {0, n}};
}

/// The every-element form of a ray cast or a sweep through both APIs: hit bits, count and a
/// float per element (the distances or the fractions), with and without the floats, then each
/// range of spans_of, where only the range's words and floats may change (the word and the float
/// past the view untouched too). `c_all` and `c_range` are the C functions, taking `cs` (the C
/// ray or shape); cpp_all(hits, floats) and cpp_range(hits, floats, begin, end) return the C++
/// form's count. The ray casts and the sweeps share the C functions' arguments, so one check
/// serves both programs.
template <class CShape, class CAll, class CRange, class CppAll, class CppRange>
void compare_hits_and_floats(const char* what, const hm_view& cv, const CShape& cs, CAll c_all, CRange c_range,
                             const CppAll& cpp_all, const CppRange& cpp_range)
{
    const std::size_t n = cv.size, word_count = (n + 63) / 64;
    bitmask expected(n);
    std::vector<float> want(n + 1, -7.f), got(n + 1, -7.f);
    const std::size_t count = cpp_all(expected, want.data());
    std::vector<std::uint64_t> words(word_count + 1, ~0ull);
    std::size_t hits = 0;
    EXPECT(c_all(&cv, &cs, words.data(), words.size(), got.data(), n, &hits) == HM_OK && hits == count);
    EXPECT(same_words(words.data(), expected.words(), word_count) && words.back() == 0);
    EXPECT(same_floats(got.data(), want.data(), n + 1)); // the float past the view untouched too
    EXPECT(c_all(&cv, &cs, words.data(), word_count, nullptr, 0, &hits) == HM_OK && hits == count);
    EXPECT(same_words(words.data(), expected.words(), word_count));
    for (const auto& [b, e] : spans_of(n)) {
        bitmask range_expected(n);
        std::fill(range_expected.words(), range_expected.words() + word_count, 0xABABABABABABABABull);
        std::fill(words.begin(), words.end(), 0xABABABABABABABABull);
        std::fill(want.begin(), want.end(), -7.f);
        std::fill(got.begin(), got.end(), -7.f);
        const std::size_t range_count = cpp_range(range_expected, want.data(), b, e);
        EXPECT(c_range(&cv, &cs, b, e, words.data(), word_count, got.data(), n, &hits) == HM_OK && hits == range_count);
        EXPECT(same_words(words.data(), range_expected.words(), word_count));
        EXPECT(same_floats(got.data(), want.data(), n + 1));
    }
}

inline hm_vec2 c(vec2 p)
{
    return {p.x, p.y};
}

struct columns {
    std::vector<float> col[6];
    std::size_t n;
};

/// Random columns: positions in [-60, 60], some NaN/inf, radii and extents in [0, 8], axes unit.
inline columns make_columns(std::mt19937& rng, std::size_t n)
{
    std::uniform_real_distribution<float> pos(-60.f, 60.f), ext(0.f, 8.f), ang(-4.f, 4.f);
    columns out;
    out.n = n;
    for (auto& col : out.col)
        col.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        for (int k = 0; k < 6; ++k)
            out.col[k][i] = pos(rng);
        const float a = ang(rng);
        out.col[2][i] = i % 3 == 0 ? std::cos(a) : out.col[2][i];
        out.col[3][i] = i % 3 == 0 ? std::sin(a) : out.col[3][i];
        out.col[4][i] = ext(rng);
        out.col[5][i] = ext(rng);
        if (i % 97 == 5) out.col[i % 2][i] = std::numeric_limits<float>::quiet_NaN();
        if (i % 89 == 7) out.col[1][i] = std::numeric_limits<float>::infinity();
    }
    // boundary points: on a circle of radius 20 around the origin, on the axes, on x = ±10
    for (std::size_t i = 0; i + 1 < n; i += 7) {
        const float t = static_cast<float>(i) * 0.37f;
        out.col[0][i] = 20.f * std::cos(t);
        out.col[1][i] = 20.f * std::sin(t);
        out.col[0][i + 1] = i % 2 ? 10.f : -10.f;
        out.col[1][i + 1] = static_cast<float>(i % 40) - 20.f;
    }
    return out;
}

template <class View>
View view_of(const columns& cols);
template <>
inline points_view view_of(const columns& k) { return {k.col[0].data(), k.col[1].data(), k.n}; }
template <>
inline circles_view view_of(const columns& k) { return {k.col[0].data(), k.col[1].data(), k.col[4].data(), k.n}; }
template <>
inline segments_view view_of(const columns& k)
{
    return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.col[3].data(), k.n};
}
template <>
inline obbs_view view_of(const columns& k)
{
    return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.col[3].data(), k.col[4].data(), k.col[5].data(), k.n};
}
template <>
inline ellipses_view view_of(const columns& k)
{
    return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.col[3].data(), k.col[4].data(), k.col[5].data(), k.n};
}
template <>
inline capsules_view view_of(const columns& k)
{
    return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.col[3].data(), k.col[4].data(), k.n};
}

template <>
inline points3_view view_of(const columns& k) { return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.n}; }
template <>
inline spheres_view view_of(const columns& k)
{
    return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.col[4].data(), k.n};
}
template <>
inline segments3_view view_of(const columns& k)
{
    return {k.col[0].data(), k.col[1].data(), k.col[2].data(), k.col[3].data(), k.col[4].data(), k.col[5].data(), k.n};
}

inline hm_view c_view(std::uint32_t kind, const columns& k)
{
    hm_view v{};
    v.kind = kind;
    const int used[] = {2, 3, 4, 6, 6, 5, 3, 4, 6};
    for (int i = 0; i < used[kind]; ++i)
        v.columns[i] = k.col[i].data();
    if (kind == HM_VIEW_CIRCLES) v.columns[2] = k.col[4].data();
    if (kind == HM_VIEW_SPHERES) v.columns[3] = k.col[4].data(); // radii in [0, 8]
    v.size = k.n;
    return v;
}

/// The view sizes of the pair comparisons: empty, one, around a 64-element block, a tail past
/// two blocks, many.
inline constexpr std::size_t pair_sizes[] = {0, 1, 63, 64, 65, 130, 1000};

/// A program's main: each_isa(target) with every ISA this machine runs forced in turn (then
/// "<isa>: <agreed>"), the automatic ISA back, the counts; returns the exit status. On a slow
/// platform (qemu, the sanitizers) only the best ISA: the C entry points and the C++ ones run
/// the same kernels, and the native, MinGW and WebAssembly stages compare on every ISA.
template <class EachIsa>
int on_every_isa(const char* agreed, const EachIsa& each_isa)
{
    std::vector<isa> targets = available_isas();
    if (hitmask_test::cut_random_bulk()) targets.resize(1);
    for (isa target : targets) {
        force_isa(target);
        each_isa(target);
        std::printf("%s: %s\n", to_string(target), agreed);
    }
    use_automatic_isa();
    std::printf("%d comparisons, %d failures\n", compared, failures);
    return failures == 0 ? 0 : 1;
}

} // namespace compare_support
