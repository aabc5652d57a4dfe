// nearest and nearest_k on every ISA against the reference, index and distance bits: for each
// view (points, discs, points3, balls) elements on and one ulp beside a ring of equal
// distances, exact ties placed so the lower index comes in a later lane, block or batch,
// points inside discs (distance 0, all tied), special values in every column, far elements
// whose offsets overflow, max_distance cut exactly at an element's distance and one float
// below, k = 0, 1, 8, 64 and k > size, every length 0-130 at four start offsets, strided
// twins and ranges. These drive src/kernels/nearest.hpp: the filter before the square root
// (lanes_near_the_cut_pass_the_filter), both sinks (the nearest alone and the k-heap), the
// tail block's padding masked out, and the ranges' index offsets.
#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>

#include "../support/isa_test.hpp"
#include "../support/oriented_cases.hpp"
#include "../support/random_round.hpp"
#include "../support/slow_platform.hpp"
#include "../support/special_floats.hpp"

namespace {

using namespace hitmask_test;
using hitmask::nearest_hit;
using hitmask::no_hit;
using hitmask_test::inf;

template <class E>
using point_for = hitmask::point_of_t<typename element_traits<E>::view>;

std::uint32_t bits_of(float f)
{
    std::uint32_t u;
    std::memcpy(&u, &f, sizeof u);
    return u;
}

template <class E>
std::string describe_element(const offset_columns<E>& c, std::size_t i)
{
    if (i == no_hit) return "none";
    const element_values v = c.at(i);
    std::string s = "element " + std::to_string(i) + " (";
    for (std::size_t k = 0; k < element_traits<E>::columns; ++k)
        s += (k ? ", " : "") + std::to_string(v[k]);
    return s + ")";
}

/// nearest, nearest_k (k = 0, 1, 8, 64, size + 3) and the ranges of one view against the
/// reference, at `offset` floats into the columns' storage.
template <class E>
void expect_nearest_same(const std::vector<E>& elements, point_for<E> p, float max_distance, const std::string& what,
                         std::size_t offset = 0)
{
    const offset_columns<E> c(elements, offset);
    const auto view = c.view();
    const nearest_hit got = hitmask::nearest(view, p, max_distance);
    const nearest_hit want = hitmask::reference::nearest(view, p, max_distance);
    ASSERT_EQ(got.index, want.index) << what << ": " << describe_element(c, got.index) << " instead of "
                                     << describe_element(c, want.index);
    ASSERT_EQ(bits_of(got.distance), bits_of(want.distance))
        << what << ": distance " << got.distance << " vs " << want.distance;
    for (std::size_t k : {std::size_t{0}, std::size_t{1}, std::size_t{8}, std::size_t{64}, elements.size() + 3}) {
        std::vector<std::uint32_t> gi(k + 1, 0xDEADBEEF), wi(k + 1, 0xDEADBEEF);
        std::vector<float> gd(k + 1, -7.f), wd(k + 1, -7.f);
        const std::size_t gn = hitmask::nearest_k(view, p, k, gi.data(), gd.data(), max_distance);
        const std::size_t wn = hitmask::reference::nearest_k(view, p, k, wi.data(), wd.data(), max_distance);
        ASSERT_EQ(gn, wn) << what << " k=" << k;
        ASSERT_LE(gn, k);
        for (std::size_t j = 0; j < gn; ++j) {
            ASSERT_EQ(gi[j], wi[j]) << what << " k=" << k << " rank " << j;
            ASSERT_EQ(bits_of(gd[j]), bits_of(wd[j])) << what << " k=" << k << " rank " << j;
        }
        // nothing written past the count
        for (std::size_t j = gn; j <= k; ++j) {
            ASSERT_EQ(gi[j], 0xDEADBEEFu) << what << " k=" << k << ": index written at " << j;
            ASSERT_EQ(gd[j], -7.f) << what << " k=" << k << ": distance written at " << j;
        }
        if (gn > 0) {
            ASSERT_EQ(gi[0], want.index) << what << " k=" << k << ": the first of the list is not nearest()'s";
        }
        // the distances alone are optional
        std::vector<std::uint32_t> only(k + 1);
        ASSERT_EQ(hitmask::nearest_k(view, p, k, only.data(), nullptr, max_distance), gn);
        ASSERT_TRUE(std::equal(only.begin(), only.begin() + static_cast<std::ptrdiff_t>(gn), gi.begin())) << what;
    }
    // ranges: every 64-aligned split gives the view's own indices, and the least of the parts
    const std::size_t n = elements.size();
    if (n > 64) {
        const std::size_t split = (n / 2) / 64 * 64;
        const nearest_hit a = hitmask::nearest_range(view, p, 0, split, max_distance);
        const nearest_hit b = hitmask::nearest_range(view, p, split, n, max_distance);
        ASSERT_EQ(a.index, hitmask::reference::nearest_range(view, p, 0, split, max_distance).index) << what;
        ASSERT_EQ(b.index, hitmask::reference::nearest_range(view, p, split, n, max_distance).index) << what;
        const nearest_hit joined = b.distance < a.distance ? b : a;
        ASSERT_EQ(joined.index, want.index) << what << ": the ranges' least";
        std::vector<std::uint32_t> gi(8), wi(8);
        std::vector<float> gd(8), wd(8);
        const std::size_t gn = hitmask::nearest_k_range(view, p, 8, gi.data(), gd.data(), split, n, max_distance);
        const std::size_t wn =
            hitmask::reference::nearest_k_range(view, p, 8, wi.data(), wd.data(), split, n, max_distance);
        ASSERT_EQ(gn, wn) << what;
        for (std::size_t j = 0; j < gn; ++j) {
            ASSERT_GE(gi[j], split) << what;
            ASSERT_EQ(gi[j], wi[j]) << what << " range rank " << j;
        }
    }
}

/// The same elements in several orders (so ties and the nearest fall in every lane and block)
/// and with max_distance cut at the reference's k-th distance and one float below it.
template <class E>
void expect_nearest_same_all_ways(std::vector<E> elements, point_for<E> p, const std::string& what)
{
    std::mt19937 rng(static_cast<std::uint32_t>(elements.size() * 7919u + 3));
    for (int order = 0; order < 3; ++order) {
        const std::string how = what + " order " + std::to_string(order);
        expect_nearest_same(elements, p, inf, how, static_cast<std::size_t>(order));
        const offset_columns<E> c(elements, 0);
        std::vector<std::uint32_t> idx(elements.size());
        std::vector<float> dist(elements.size());
        const std::size_t found = hitmask::reference::nearest_k(c.view(), p, elements.size(), idx.data(), dist.data());
        for (std::size_t rank : {std::size_t{0}, std::size_t{1}, std::size_t{5}, found / 2}) {
            if (rank >= found) continue;
            expect_nearest_same(elements, p, dist[rank], how + " cut at rank " + std::to_string(rank));
            if (dist[rank] > 0.f)
                expect_nearest_same(elements, p, next_down(dist[rank]),
                                    how + " cut below rank " + std::to_string(rank));
            if (::testing::Test::HasFailure()) return;
        }
        std::shuffle(elements.begin(), elements.end(), rng);
    }
}

const vec2 query_centre{100.25f, -37.5f};
const vec3 query_centre3{100.25f, -37.5f, 12.f};

/// Elements at equal (or one ulp different) distances on the axes and diagonals, duplicates
/// (exact ties), an element on the point itself.
std::vector<vec2> nearest_point_cases(vec2 p)
{
    std::vector<vec2> out;
    for (float d : {0.f, 1e-30f, 0.75f, 3.f, 40.f, 1e6f}) {
        out.push_back({p.x + d, p.y});
        out.push_back({p.x, p.y - d});
        out.push_back({p.x - d, p.y});
        out.push_back({p.x + d * 0.6f, p.y + d * 0.8f});
    }
    out = with_column_neighbours(out);
    const std::vector<vec2> copy = out;
    out.insert(out.end(), copy.rbegin(), copy.rend()); // every one twice: exact ties
    return out;
}
std::vector<disc> nearest_disc_cases(vec2 p)
{
    std::vector<disc> out;
    for (vec2 c : nearest_point_cases(p))
        for (float r : {0.f, 0.5f, 2.f, 50.f})
            out.push_back({c.x, c.y, r});
    return with_column_neighbours(std::vector<disc>(out.begin(), out.begin() + 96));
}
std::vector<vec3> nearest_point3_cases(vec3 p)
{
    std::vector<vec3> out;
    for (float d : {0.f, 1e-30f, 0.75f, 3.f, 40.f, 1e6f}) {
        out.push_back({p.x + d, p.y, p.z});
        out.push_back({p.x, p.y, p.z - d});
        out.push_back({p.x + d * 0.6f, p.y, p.z + d * 0.8f});
        out.push_back({p.x, p.y + d * 0.48f, p.z + d * 0.64f});
    }
    out = with_column_neighbours(out);
    const std::vector<vec3> copy = out;
    out.insert(out.end(), copy.rbegin(), copy.rend());
    return out;
}
std::vector<ball> nearest_ball_cases(vec3 p)
{
    std::vector<ball> out;
    for (vec3 c : nearest_point3_cases(p))
        for (float r : {0.f, 0.5f, 2.f, 50.f})
            out.push_back({c.x, c.y, c.z, r});
    return with_column_neighbours(std::vector<ball>(out.begin(), out.begin() + 96));
}

template <class E>
std::vector<E> random_elements(std::size_t n, std::uint32_t seed);
template <>
std::vector<vec2> random_elements<vec2>(std::size_t n, std::uint32_t seed)
{
    return random_points(n, query_centre, 300.f, seed);
}
template <>
std::vector<disc> random_elements<disc>(std::size_t n, std::uint32_t seed)
{
    return random_discs(n, query_centre, 300.f, seed, 20.f);
}
template <>
std::vector<vec3> random_elements<vec3>(std::size_t n, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(-300.f, 300.f);
    std::vector<vec3> out(n);
    for (vec3& v : out)
        v = {query_centre3.x + u(rng), query_centre3.y + u(rng), query_centre3.z + u(rng)};
    return out;
}
template <>
std::vector<ball> random_elements<ball>(std::size_t n, std::uint32_t seed)
{
    return random_balls(n, query_centre3, 300.f, seed, 20.f);
}

template <class E>
void check_nearest_view(const std::vector<E>& cases, point_for<E> p, const std::string& name)
{
    expect_nearest_same_all_ways(cases, p, name + " boundary");
    if (::testing::Test::HasFailure()) return;
    expect_nearest_same_all_ways(with_special_columns(std::vector<E>(cases.begin(), cases.begin() + 24)), p,
                                 name + " special");
    if (::testing::Test::HasFailure()) return;
    expect_nearest_same_all_ways(random_elements<E>(3000, 11), p, name + " random");
    if (::testing::Test::HasFailure()) return;
    // every length and start: the tail block's padding (zeros, which would be near a point at
    // the origin) must never count
    const std::vector<E> random = random_elements<E>(130, 5);
    for (std::size_t n = 0; n <= random.size(); ++n)
        for (std::size_t offset = 0; offset < 4; ++offset) {
            const std::vector<E> head(random.begin(), random.begin() + static_cast<std::ptrdiff_t>(n));
            expect_nearest_same(head, p, inf, name + " length " + std::to_string(n), offset);
            expect_nearest_same(head, point_for<E>{}, 50.f, name + " at the origin, length " + std::to_string(n),
                                offset);
            if (::testing::Test::HasFailure()) return;
        }
}

class nearest_kernel : public per_isa {};

TEST_P(nearest_kernel, points_match_reference)
{
    check_nearest_view(nearest_point_cases(query_centre), query_centre, "points");
}

TEST_P(nearest_kernel, discs_match_reference)
{
    check_nearest_view(nearest_disc_cases(query_centre), query_centre, "circles");
}

TEST_P(nearest_kernel, points3_match_reference)
{
    check_nearest_view(nearest_point3_cases(query_centre3), query_centre3, "points3");
}

TEST_P(nearest_kernel, balls_match_reference)
{
    check_nearest_view(nearest_ball_cases(query_centre3), query_centre3, "spheres");
}

// Elements whose offsets overflow float never count; huge radii contain the point.
TEST_P(nearest_kernel, far_and_huge_elements_match_reference)
{
    std::vector<disc> far;
    for (float d : {1e4f, 1e18f, 1.8e19f, 3e19f, 1e30f, 3.4e38f, -3.4e38f})
        for (float r : {0.f, 1.f, 1e19f, 3e19f, 3.4e38f, inf})
            far.push_back({d, 0.5f * d, r});
    expect_nearest_same_all_ways(with_column_neighbours(far), vec2{0.f, 0.f}, "far discs");
    expect_nearest_same_all_ways(far, vec2{-3.4e38f, 3.4e38f}, "discs from the far corner");
    // the reference's own rules: an infinite radius contains every point whose offset is
    // finite (distance 0); an offset that overflows never counts, whatever the radius
    for (const disc& d : far) {
        const hitmask::circles_view one{&d.x, &d.y, &d.r, 1};
        const nearest_hit h = hitmask::reference::nearest(one, vec2{0.f, 0.f});
        if (1.25 * static_cast<double>(d.x) * d.x > 3.4028234e38) { // x² + (x/2)² overflows
            EXPECT_EQ(h.index, no_hit) << "x = " << d.x << ", r = " << d.r;
        } else if (std::isinf(d.r)) {
            EXPECT_EQ(h.distance, 0.f) << "x = " << d.x;
        }
    }
}

// The filter before the square root must pass every lane that can count: elements a few ulps
// either side of the cut at every scale, with radii from 0 to far larger than the distance,
// and cuts a hair above 0 where the squared bound underflows.
TEST_P(nearest_kernel, lanes_near_the_cut_pass_the_filter)
{
    std::mt19937 rng(91);
    std::uniform_real_distribution<float> unit(-1.f, 1.f);
    // every trial sweeps every scale; under qemu and the sanitizers fewer random trials
    const int trials = static_cast<int>(scaled(10, 2));
    for (int trial = 0; trial < trials; ++trial) {
        const vec2 p{unit(rng) * 100.f, unit(rng) * 100.f};
        std::vector<disc> discs;
        for (float scale = 1e-20f; scale < 1e17f; scale *= 13.7f)
            for (float rad : {0.f, scale * 0.5f, scale * 3.f, scale * 1e4f}) {
                const float a = unit(rng) * 3.14159f;
                const float reach = scale + rad;
                for (int m = -3; m <= 3; ++m) {
                    const float off = reach * (1.f + static_cast<float>(m) * 0x1p-23f);
                    discs.push_back({p.x + off * std::cos(a), p.y + off * std::sin(a), rad});
                }
            }
        std::shuffle(discs.begin(), discs.end(), rng);
        const offset_columns<disc> c(discs, 0);
        std::vector<std::uint32_t> idx(discs.size());
        std::vector<float> dist(discs.size());
        const std::size_t found = hitmask::reference::nearest_k(c.view(), p, discs.size(), idx.data(), dist.data());
        for (std::size_t rank = 0; rank < found; rank += 5) {
            for (float cut : {dist[rank], next_up(dist[rank]), dist[rank] > 0.f ? next_down(dist[rank]) : 0.f})
                expect_nearest_same(discs, p, cut, "trial " + std::to_string(trial) + " cut " + std::to_string(cut));
            if (HasFailure()) return;
        }
        // points: the same with radius 0
        std::vector<vec2> points;
        for (const disc& d : discs)
            points.push_back({d.x, d.y});
        expect_nearest_same(points, p, dist[found / 3], "points trial " + std::to_string(trial));
        if (HasFailure()) return;
    }
}

TEST_P(nearest_kernel, ties_go_to_the_lowest_index)
{
    // equal elements at 0, 70, 129 (other lanes, batches and blocks) and nearer ones nowhere
    std::vector<disc> discs(200, disc{500.f, 500.f, 1.f});
    for (std::size_t i : {129u, 70u, 3u})
        discs[i] = {query_centre.x + 3.f, query_centre.y, 1.f};
    EXPECT_EQ(hitmask::nearest(hitmask::circles_view{&discs[0].x, nullptr, nullptr, 0}, query_centre).index, no_hit);
    const offset_columns<disc> c(discs, 1);
    const nearest_hit h = hitmask::nearest(c.view(), query_centre);
    EXPECT_EQ(h.index, 3u);
    EXPECT_EQ(h.distance, 2.f);
    std::uint32_t idx[4];
    float dist[4];
    ASSERT_EQ(hitmask::nearest_k(c.view(), query_centre, 4, idx, dist), 4u);
    EXPECT_EQ(idx[0], 3u);
    EXPECT_EQ(idx[1], 70u);
    EXPECT_EQ(idx[2], 129u);
    EXPECT_EQ(dist[2], 2.f);
    EXPECT_GT(dist[3], 2.f);
    // inside discs: distance 0 for all, the lowest index first
    std::vector<disc> inside(150, disc{query_centre.x + 1.f, query_centre.y, 5.f});
    const offset_columns<disc> ci(inside, 0);
    EXPECT_EQ(hitmask::nearest(ci.view(), query_centre).index, 0u);
    EXPECT_EQ(hitmask::nearest(ci.view(), query_centre).distance, 0.f);
}

TEST_P(nearest_kernel, ties_within_a_batch_go_to_the_lowest_lane)
{
    // every pair of lanes a < b of the first 16 tied nearest, a farther one before them and the
    // rest farther still: each batch where several lanes count (a small view's in place, a
    // block's) keeps the least distance at its lowest lane, as element-by-element offers would
    for (std::size_t n :
         {std::size_t{16}, std::size_t{17}, std::size_t{40}, std::size_t{63}, std::size_t{64}, std::size_t{100}}) {
        for (std::size_t a = 0; a < 16; ++a)
            for (std::size_t b = a + 1; b < 16; ++b) {
                std::vector<disc> discs(n);
                for (std::size_t i = 0; i < n; ++i)
                    discs[i] = {query_centre.x + 20.f + static_cast<float>(i), query_centre.y, 1.f};
                discs[a] = discs[b] = {query_centre.x, query_centre.y + 3.f, 1.f};     // distance 2
                if (a > 0) discs[a - 1] = {query_centre.x - 4.f, query_centre.y, 1.f}; // 3
                const offset_columns<disc> c(discs, 0);
                const nearest_hit h = hitmask::nearest(c.view(), query_centre);
                ASSERT_EQ(h.index, a) << "n " << n << ", ties at " << a << " and " << b;
                ASSERT_EQ(h.distance, 2.f);
                std::vector<vec2> centres;
                for (const disc& d : discs)
                    centres.push_back({d.x, d.y});
                const offset_columns<vec2> p(centres, 0);
                ASSERT_EQ(hitmask::nearest(p.view(), query_centre).index, a) << "points, n " << n;
            }
    }
}

TEST_P(nearest_kernel, strided_views_match_soa)
{
    struct enemy {
        int id;
        float x, y, z, r;
        int hp;
    };
    std::vector<enemy> enemies;
    const std::vector<ball> balls = random_elements<ball>(777, 3);
    for (std::size_t i = 0; i < balls.size(); ++i)
        enemies.push_back({static_cast<int>(i), balls[i].x, balls[i].y, balls[i].z, balls[i].r, 3});
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{63}, std::size_t{64}, std::size_t{65},
                          std::size_t{200}, enemies.size()}) {
        const auto circles = hitmask::strided(enemies.data(), n, &enemy::x, &enemy::y, &enemy::r);
        const auto points = hitmask::strided(enemies.data(), n, &enemy::x, &enemy::y);
        const auto spheres = hitmask::strided_spheres(enemies.data(), n, &enemy::x, &enemy::y, &enemy::z, &enemy::r);
        const auto points3 = hitmask::strided_points3(enemies.data(), n, &enemy::x, &enemy::y, &enemy::z);
        std::vector<disc> d;
        std::vector<vec2> pts;
        std::vector<ball> b;
        std::vector<vec3> p3;
        for (std::size_t i = 0; i < n; ++i) {
            d.push_back({enemies[i].x, enemies[i].y, enemies[i].r});
            pts.push_back({enemies[i].x, enemies[i].y});
            b.push_back({enemies[i].x, enemies[i].y, enemies[i].z, enemies[i].r});
            p3.push_back({enemies[i].x, enemies[i].y, enemies[i].z});
        }
        const auto same = [&](const auto& strided, const auto& soa, auto p, const char* what) {
            for (float cut : {inf, 40.f}) {
                const nearest_hit a = hitmask::nearest(strided, p, cut), b2 = hitmask::nearest(soa, p, cut);
                EXPECT_EQ(a.index, b2.index) << what << " n=" << n;
                EXPECT_EQ(bits_of(a.distance), bits_of(b2.distance)) << what << " n=" << n;
                EXPECT_EQ(a.index, hitmask::reference::nearest(strided, p, cut).index) << what << " n=" << n;
                std::uint32_t ia[16], ib[16];
                float da[16], db[16];
                const std::size_t ka = hitmask::nearest_k(strided, p, 16, ia, da, cut);
                ASSERT_EQ(ka, hitmask::nearest_k(soa, p, 16, ib, db, cut)) << what << " n=" << n;
                for (std::size_t j = 0; j < ka; ++j)
                    EXPECT_EQ(ia[j], ib[j]) << what << " n=" << n << " rank " << j;
            }
        };
        const offset_columns<disc> cd(d, 0);
        const offset_columns<vec2> cp(pts, 0);
        const offset_columns<ball> cb(b, 0);
        const offset_columns<vec3> c3(p3, 0);
        same(circles, cd.view(), query_centre, "strided circles");
        same(points, cp.view(), query_centre, "strided points");
        same(spheres, cb.view(), query_centre3, "strided spheres");
        same(points3, c3.view(), query_centre3, "strided points3");
    }
}

HITMASK_INSTANTIATE_PER_ISA(nearest_kernel);

} // namespace
