// Hit and graze in one pass on every ISA: both masks equal the reference's, and the hit mask
// equals the plain circle test.
#include "../support/bullet_cases.hpp"
#include "../support/differential.hpp"
#include "../support/isa_test.hpp"

namespace {

using namespace hitmask_test;

template <class E>
void check_graze(const std::vector<E>& elements, vec2 c, float hit_r, float graze_r)
{
    const auto body = hitmask::circle::make(c, hit_r);
    // the whole view, and every length up to 130 (views of 1 to 63 elements take their own path:
    // every partial batch of every ISA)
    std::vector<std::size_t> sizes = {elements.size()};
    for (std::size_t n = 0; n <= 130; ++n)
        sizes.push_back(n);
    for (std::size_t offset : tail_offsets()) {
        const offset_columns<E> cols(elements, offset);
        for (std::size_t n : sizes) {
            if (n > elements.size()) continue;
            const auto v = cols.view(n);
            hitmask::bitmask hit(n), graze(n), ref_hit(n), ref_graze(n), plain(n);
            hitmask::test_hit_graze(v, c, hit_r, graze_r, hit, graze);
            hitmask::reference::test_hit_graze(v, c, hit_r, graze_r, ref_hit, ref_graze);
            hitmask::test(v, body, plain);
            ASSERT_EQ(hit, ref_hit) << "offset " << offset << " n " << n;
            ASSERT_EQ(graze, ref_graze) << "offset " << offset << " n " << n;
            ASSERT_EQ(hit, plain) << "hit differs from the circle test";
            for (std::size_t w = 0; w < hit.word_count(); ++w)
                ASSERT_EQ(hit.words()[w] & graze.words()[w], 0u) << "a hit is also a graze";
        }
    }
}

class graze_kernel : public per_isa {};

TEST_P(graze_kernel, points_match_reference)
{
    const vec2 c{640.5f, 780.25f};
    std::vector<vec2> pts = random_points(3000, c, 40, 3);
    append(pts, with_ulp_neighbours(ring(c, 4, 16, 0.2)));
    append(pts, with_ulp_neighbours(ring(c, 24, 16, 0.2)));
    append(pts, special_points({c.x, c.y}));
    check_graze(pts, c, 4, 24);
    check_graze(pts, c, 0, 0);
    // the boundary cases first, so that the short views hold them too
    std::vector<vec2> edges = with_ulp_neighbours(ring(c, 4, 16, 0.2));
    append(edges, special_points({c.x, c.y}));
    append(edges, with_ulp_neighbours(ring(c, 24, 16, 0.2)));
    check_graze(edges, c, 4, 24);
}

TEST_P(graze_kernel, discs_match_reference)
{
    const vec2 c{-3, 7};
    const auto dist = [&](vec2 p) { return std::hypot(double(p.x) - c.x, double(p.y) - c.y) - 24.0; };
    check_graze(circles_cases(ring(c, 30, 16), c, 40, dist), c, 4, 24);
}

HITMASK_INSTANTIATE_PER_ISA(graze_kernel);

} // namespace
