// The hot pairs' small views (1 to 63 SoA elements, read in place: src/kernels/simd_driver.hpp's
// drive_small) on every ISA against the reference, in the forms the tail tests do not reach: a
// range ending at the view's end whose last part is small, and indices with too little room.
#include <stdexcept>

#include "../support/bullet_cases.hpp"
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"
#include "../support/models.hpp"

namespace {

using namespace hitmask_test;

template <class Shape, class E>
void check_small_forms(const Shape& shape, const std::vector<E>& elements, const std::string& what)
{
    for (std::size_t offset : tail_offsets()) {
        const offset_columns<E> cols(elements, offset);
        for (std::size_t n = 1; n <= 130 && n <= elements.size(); ++n) {
            const auto v = cols.view(n);
            const std::string at = what + " n=" + std::to_string(n) + " offset=" + std::to_string(offset);
            // a range from the last whole block to the end: its elements past 64 are a small view
            if (n > 64) {
                hitmask::bitmask mine(n), ref(n);
                hitmask::test_range(v, shape, mine, 64, n);
                hitmask::reference::test_range(v, shape, ref, 64, n);
                ASSERT_EQ(mine, ref) << at << " test_range";
                ASSERT_EQ(hitmask::count_range(v, shape, 64, n), hitmask::reference::count_range(v, shape, 64, n))
                    << at << " count_range";
                std::vector<std::uint32_t> a(n, 7u), b(n, 7u);
                const std::size_t k = hitmask::indices_range(v, shape, a.data(), n, 64, n);
                ASSERT_EQ(k, hitmask::reference::indices_range(v, shape, b.data(), n, 64, n)) << at;
                ASSERT_EQ(a, b) << at << " indices_range";
            }
            // indices with room for all but one hit: refused, the first ones written, no more
            const std::size_t hits = hitmask::reference::count(v, shape);
            if (hits == 0) continue;
            std::vector<std::uint32_t> a(n + 1, 0xDEADu), b(n + 1, 0xDEADu);
            EXPECT_THROW(hitmask::indices(v, shape, a.data(), hits - 1), std::invalid_argument) << at;
            EXPECT_THROW(hitmask::reference::indices(v, shape, b.data(), hits - 1), std::invalid_argument) << at;
            ASSERT_EQ(a, b) << at << " indices with too little room";
            ASSERT_EQ(a[hits - 1], 0xDEADu) << at << " written past the capacity";
        }
    }
}

class small_views : public per_isa {};

TEST_P(small_views, points_against_a_circle_and_a_box)
{
    const vec2 c{12.5f, -3.25f};
    std::vector<vec2> pts = with_ulp_neighbours(ring(c, 6, 16, 0.2));
    append(pts, special_points({c.x, c.y, c.x + 6, c.y - 6}));
    append(pts, random_points(64, c, 10, 7));
    check_small_forms(hitmask::circle::make(c, 6), pts, "points vs circle");
    check_small_forms(hitmask::aabb::make({c.x - 5, c.y - 3}, {c.x + 5, c.y + 3}), pts, "points vs aabb");
}

TEST_P(small_views, discs_against_a_circle_and_a_box)
{
    const vec2 c{-3, 7};
    const auto to_circle = [&](vec2 p) { return std::max(0.0, model::length(model::d(p) - model::d(c)) - 5.0); };
    const std::vector<disc> discs = circles_cases(ring(c, 7, 16), c, 20, to_circle);
    check_small_forms(hitmask::circle::make(c, 5), discs, "discs vs circle");
    check_small_forms(hitmask::aabb::make({-6, 3}, {2, 12}), discs, "discs vs aabb");
}

HITMASK_INSTANTIATE_PER_ISA(small_views);

} // namespace
