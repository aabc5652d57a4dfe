// The parallel helpers with TBB as the executor: tbb::parallel_for runs the tasks. Built when
// CMake finds TBB (Debian: libtbb-dev).
#include <cstddef>
#include <vector>

#include <gtest/gtest.h>
#include <hitmask/parallel.hpp>
#include <tbb/parallel_for.h>

namespace {

/// hitmask's executor contract on TBB: run task(i) for every i in [0, n), return when done.
const auto tbb_executor = [](std::size_t n, const auto& task) {
    tbb::parallel_for(std::size_t{0}, n, [&](std::size_t i) { task(i); });
};

struct bullet {
    float x, vx, y, vy;
};

TEST(parallel_tbb, parallel_for_gives_the_single_threaded_results)
{
    std::vector<bullet> bullets(100'003);
    for (std::size_t i = 0; i < bullets.size(); ++i)
        bullets[i] = {static_cast<float>(i % 997) - 500.f, 0.f, static_cast<float>(i % 991) - 500.f, 0.f};
    const hitmask::strided_points_view view = hitmask::strided(bullets, &bullet::x, &bullet::y);
    const auto body = hitmask::circle::make({10.f, -20.f}, 300.f);
    hitmask::bitmask whole(view.size), split(view.size);
    hitmask::test(view, body, whole);
    for (std::size_t chunk : {64, 4096, 0}) {
        hitmask::parallel::test(view, body, split, tbb_executor, chunk);
        EXPECT_TRUE(split == whole) << chunk;
        EXPECT_EQ(hitmask::parallel::count(view, body, tbb_executor, chunk), whole.count());
    }
}

} // namespace
