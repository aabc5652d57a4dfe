// Kernels never read or write past the caller's arrays: inputs and outputs are placed right
// before a PROT_NONE page, so a stray access is a crash, not a silent pass.
#include <cstdint>
#include <cstring>

#include "../support/guarded_memory.hpp"
#include "../support/isa_test.hpp"

namespace {

using namespace hitmask_test;

class kernel_bounds : public per_isa {};

/// Every result form of one query over columns that end at a guard page.
template <class Input, class Params>
void run_all_modes(Input input, const float* const* col, std::size_t n, const Params& p, std::uint64_t* words,
                   std::uint32_t* idx, std::uint64_t* words2)
{
    using hitmask::detail::query_mode;
    for (query_mode mode : {query_mode::mask, query_mode::count, query_mode::any, query_mode::indices}) {
        hitmask::detail::query_args q{{col[0], col[1], col[2], col[3]}, n, mode, words, idx, n, words2};
        hitmask::detail::run(input, q, p);
    }
}

TEST_P(kernel_bounds, no_access_past_inputs_or_outputs)
{
    using namespace hitmask;
    const vec2 tri[3] = {{0, 0}, {4, 0}, {0, 4}};
    const auto c = circle::make({0, 0}, 100).params();
    const auto b = aabb::make({-1, -1}, {1, 1}).params();
    const auto s = sector::between({0, 0}, 0, 2, 50).params();
    const auto cap = capsule::make({0, 0}, {3, 1}, 2).params();
    const auto o = obb::make({0, 0}, {3, 1}, 0.5f).params();
    const auto e = ellipse::make({0, 0}, {3, 1}, 0.5f).params();
    const convex_polygon cp = convex_polygon::make(tri, 3);
    const polygon pg = polygon::make(tri, 3, fill_rule::non_zero);
    const auto seg = segment::make({0, 0}, {5, 5}).params();
    const detail::graze_params g{0, 0, 1, 3, 1, 9};
    guarded gc[4] = {guarded(200 * 4), guarded(200 * 4), guarded(200 * 4), guarded(200 * 4)};
    guarded gw(8 * 8), gw2(8 * 8), gi(200 * 4);
    for (std::size_t n = 0; n <= 200; ++n) {
        const float* col[4];
        for (std::size_t k = 0; k < 4; ++k) {
            float* values = gc[k].last<float>(n);
            for (std::size_t i = 0; i < n; ++i)
                values[i] = static_cast<float>((i * (k + 3)) % 7);
            col[k] = values;
        }
        std::uint64_t* words = gw.last<std::uint64_t>((n + 63) / 64);
        std::uint64_t* words2 = gw2.last<std::uint64_t>((n + 63) / 64);
        std::uint32_t* idx = gi.last<std::uint32_t>(n);
        const detail::points_input points;
        const detail::circles_input circles;
        const detail::segments_input segments;
        run_all_modes(points, col, n, c, words, idx, words2);
        run_all_modes(points, col, n, b, words, idx, words2);
        run_all_modes(points, col, n, s, words, idx, words2);
        run_all_modes(points, col, n, cap, words, idx, words2);
        run_all_modes(points, col, n, o, words, idx, words2);
        run_all_modes(points, col, n, e, words, idx, words2);
        run_all_modes(points, col, n, cp.params(), words, idx, words2);
        run_all_modes(points, col, n, pg.params(), words, idx, words2);
        run_all_modes(circles, col, n, c, words, idx, words2);
        run_all_modes(circles, col, n, b, words, idx, words2);
        run_all_modes(circles, col, n, s, words, idx, words2);
        run_all_modes(circles, col, n, cap, words, idx, words2);
        run_all_modes(segments, col, n, c, words, idx, words2);
        run_all_modes(segments, col, n, seg, words, idx, words2);
        run_all_modes(points, col, n, g, words, idx, words2);
        run_all_modes(circles, col, n, g, words, idx, words2);
    }
    SUCCEED();
}

HITMASK_INSTANTIATE_PER_ISA(kernel_bounds);

} // namespace
