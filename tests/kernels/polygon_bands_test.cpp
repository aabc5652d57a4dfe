// The polygon's edge index (polygon_bands, built by polygon::make for 16 or more edges): every
// ISA against the reference's plain edge loop, bit for bit, where an index could go wrong:
// vertices exactly on band borders, edges crossing them, horizontal edges along them, points on
// and one ulp beside every border, vertex and edge, both fill rules, NaN and infinities per
// column, every tail length and start offset, and random many-vertex outlines that cross
// themselves. Also: the index's size stays within its budget, and y ranges too thin or too wide
// to cut fall back to one band.
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/shape_cases.hpp"

namespace {

using namespace hitmask_test;
using hitmask::fill_rule;
using hitmask::polygon;

const fill_rule both_rules[] = {fill_rule::even_odd, fill_rule::non_zero};

const char* rule_name(fill_rule r)
{
    return r == fill_rule::even_odd ? "even_odd" : "non_zero";
}

/// A comb over y in [0, 64]: 64 vertices, so 64 bands of height 1 (scale exactly 1) with every
/// vertex on a band border, horizontal teeth along borders, slanted edges crossing them.
std::vector<vec2> comb()
{
    std::vector<vec2> v;
    for (int k = 0; k < 16; ++k) { // the teeth: up a slant, along a border, down, along
        const float x = static_cast<float>(k) * 10.f;
        v.push_back({x, 0.f});
        v.push_back({x + 3.f, static_cast<float>(64 - 3 * k)});
        v.push_back({x + 6.f, static_cast<float>(64 - 3 * k)});
        v.push_back({x + 7.5f, static_cast<float>(5 + k)});
    }
    return v;
}

/// A staircase whose steps are exactly one band high and a long diagonal closing it: horizontal
/// and vertical edges on every border, one edge spanning every band.
std::vector<vec2> staircase(int steps)
{
    std::vector<vec2> v;
    for (int k = 0; k < steps; ++k) {
        v.push_back({static_cast<float>(k), static_cast<float>(k)});
        v.push_back({static_cast<float>(k + 1), static_cast<float>(k)});
    }
    v.push_back({static_cast<float>(steps), static_cast<float>(steps)});
    v.push_back({-5.f, static_cast<float>(steps)});
    return v;
}

/// n random vertices in a box: the outline crosses itself many times.
std::vector<vec2> random_outline(std::size_t n, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> u(-100.f, 100.f);
    std::vector<vec2> v(n);
    for (vec2& p : v)
        p = {u(rng), u(rng) * 0.7f + 3.25f};
    return v;
}

/// A simple outline of n vertices around a centre at jittered radii (like a level's outline).
std::vector<vec2> blob(std::size_t n, std::uint32_t seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> r(80, 120);
    std::vector<vec2> v;
    for (std::size_t i = 0; i < n; ++i) {
        const double a = 2 * M_PI * static_cast<double>(i) / static_cast<double>(n);
        const double rad = r(rng);
        v.push_back(at(17.5 + rad * std::cos(a), -40.25 + rad * std::sin(a)));
    }
    return v;
}

/// Points on every band border of the shape's index (the least y of each band, found from the
/// index's own float expression) at the vertices' x and between them, plus the vertices and
/// edge points; with_ulp_neighbours then puts a point one ulp on either side of each.
std::vector<vec2> band_seeds(const polygon& shape)
{
    const auto p = shape.params();
    std::vector<vec2> seeds;
    // the reference costs n a point: at most 200 edges' seeds (50 under qemu and the sanitizers,
    // where the 1,000- and 1,500-vertex outlines took 10 s an ISA; every band border stays, with
    // 4 points on it there instead of 16)
    const std::size_t most = slow_platform_build ? 50 : 200;
    const std::size_t every = shape.size() > most ? shape.size() / most : 1;
    for (std::size_t i = 0; i < shape.size(); i += every) {
        const vec2 a = shape.vertex(i), b = shape.vertex((i + 1) % shape.size());
        for (double t : {0.0, 0.125, 0.5, 0.75})
            seeds.push_back(at(a.x + t * (static_cast<double>(b.x) - a.x), a.y + t * (static_cast<double>(b.y) - a.y)));
    }
    const hitmask::detail::polygon_bands& b = p.bands;
    if (b.count == 0) return seeds;
    const float bands = static_cast<float>(b.count);
    auto band_of = [&](float y) {
        const float t = (y - b.y0) * b.scale;
        return t < bands ? static_cast<std::uint32_t>(t) : b.count - 1;
    };
    // walk y up from y0: each time the band changes, that y is a border
    std::vector<float> borders = {b.y0, b.y1};
    const std::uint32_t step = b.count > 64 ? b.count / 64 : 1;
    for (std::uint32_t k = step; k < b.count; k += step) {
        float lo = b.y0, hi = b.y1; // least y with band_of(y) >= k, by bisection on floats
        while (next_up(lo) < hi) {
            const float mid = lo + (hi - lo) / 2;
            if (mid <= lo || mid >= hi) break;
            if (band_of(mid) >= k)
                hi = mid;
            else
                lo = mid;
        }
        borders.push_back(hi);
    }
    const std::size_t n = seeds.size(), per_border = slow_platform_build ? 4 : 16;
    for (float y : borders)
        for (std::size_t i = 0; i < n; i += (n > per_border ? n / per_border : 1))
            seeds.push_back({seeds[i].x, y});
    return seeds;
}

void expect_indexed_matches(const std::vector<vec2>& vertices, const std::string& name, bool full = true)
{
    for (fill_rule rule : both_rules) {
        const polygon shape = polygon::make(vertices.data(), vertices.size(), rule);
        ASSERT_GT(shape.params().bands.count, 0u) << name << ": no edge index";
        float half = 0;
        const vec2 c = outline_center(vertices, half);
        const auto p = shape.params();
        expect_kernel_matches_reference(shape, band_seeds(shape), {p.bands.y0, p.bands.y1, vertices[0].x, c.x, c.y},
                                        c, half, name + " " + rule_name(rule), full ? 4099 : 1024, full);
    }
}

class polygon_bands : public per_isa {};

TEST_P(polygon_bands, vertices_on_band_borders_and_horizontal_edges)
{
    const std::vector<vec2> v = comb();
    const auto p = polygon::make(v.data(), v.size(), fill_rule::even_odd).params();
    EXPECT_EQ(p.bands.count, 64u);
    EXPECT_EQ(p.bands.scale, 1.f); // borders at the integers, where the vertices are
    expect_indexed_matches(v, "comb");
    expect_indexed_matches(staircase(40), "staircase");
}

TEST_P(polygon_bands, many_vertex_outlines_simple_and_self_intersecting)
{
    if (runs_the_reference()) GTEST_SKIP() << "the scalar ISA runs the reference's own loop";
    for (std::size_t n : {16, 17, 100, 1000})
        expect_indexed_matches(blob(n, static_cast<std::uint32_t>(n)), "blob " + std::to_string(n), n <= 100);
    for (std::size_t n : {16, 33, 250, 1500})
        expect_indexed_matches(random_outline(n, static_cast<std::uint32_t>(n)), "random " + std::to_string(n), n <= 33);
    expect_indexed_matches(star({0, 0}, 64, 100, 40), "star64", true);
}

TEST_P(polygon_bands, y_ranges_too_thin_or_too_wide_to_cut_use_one_band)
{
    std::vector<vec2> flat, thin, wide;
    for (int k = 0; k < 20; ++k) {
        const float x = static_cast<float>(k);
        flat.push_back({x, 2.f}); // every vertex on one horizontal line: only edges to be on
        thin.push_back({x, (k % 2) ? 1e-44f : 0.f});
        const float wide_y[4] = {-3e38f, 0.f, 3e38f, 0.f}; // y1 - y0 overflows, no edge does
        wide.push_back({x * 1e30f, wide_y[k % 4]});
    }
    for (const auto& [v, name] : {std::pair{flat, "flat"}, std::pair{thin, "thin"}, std::pair{wide, "wide"}})
        for (fill_rule rule : both_rules) {
            const polygon shape = polygon::make(v.data(), v.size(), rule);
            EXPECT_EQ(shape.params().bands.count, 1u) << name;
            float half = 0;
            vec2 c = outline_center(v, half);
            if (std::string(name) == "wide") { // random points within float range
                c = {0.f, 0.f};
                half = 1e38f;
            }
            expect_kernel_matches_reference(shape, band_seeds(shape), {v[1].y, v[2].y}, c, half,
                                            std::string(name) + " " + rule_name(rule), 1024, false);
        }
}

TEST_P(polygon_bands, index_stays_within_its_budget_and_small_polygons_keep_none)
{
    const std::vector<vec2> tall = random_outline(4096, 9); // long edges spanning most bands
    const polygon shape = polygon::make(tall.data(), tall.size(), fill_rule::non_zero);
    const auto p = shape.params(); // arrays the shape owns: keep the shape alive
    ASSERT_GT(p.bands.count, 0u);
    EXPECT_LE(p.bands.count, 4096u);
    EXPECT_LE(p.bands.start[p.bands.count], 16u * 4096u + 1024u);
    const std::vector<vec2> fifteen = blob(15, 1);
    EXPECT_EQ(polygon::make(fifteen.data(), fifteen.size(), fill_rule::even_odd).params().bands.count, 0u);
    EXPECT_EQ(polygon{}.params().bands.count, 0u);
}

HITMASK_INSTANTIATE_PER_ISA(polygon_bands);

} // namespace
