// The C API's polygon handles from several threads at once: threads make, copy, query and free
// their own polygons while all of them query one shared polygon, and one thread frees copies
// of polygons that the others are querying. Every query answers right or refuses a handle that
// was freed; nothing else. Built with ThreadSanitizer by the test command (ctest -R parallel),
// which then also checks the table's locking. In a WebAssembly build without threads it runs
// the same work on one thread.
#include <atomic>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include <hitmask/hitmask.h>

namespace {

constexpr std::size_t points = 200;

struct field {
    field()
    {
        for (std::size_t i = 0; i < points; ++i) {
            x[i] = static_cast<float>(i % 20) * 0.25f - 2.5f;
            y[i] = static_cast<float>(i / 20) * 0.5f - 2.5f;
        }
    }
    float x[points];
    float y[points];
};
const field the_field;

/// A square of half side s, as a convex polygon or a polygon.
hm_shape square(float s, bool convex)
{
    const hm_vec2 v[4] = {{-s, -s}, {s, -s}, {s, s}, {-s, s}};
    hm_shape out{};
    const hm_status made = convex ? hm_convex_polygon(v, 4, &out) : hm_polygon(v, 4, HM_EVEN_ODD, &out);
    EXPECT_EQ(made, HM_OK) << hm_last_error();
    return out;
}

/// The count of the points the shape holds, or SIZE_MAX when the query refused it.
std::size_t count(const hm_shape& s)
{
    std::size_t n = 0;
    return hm_count(the_field.x, the_field.y, points, &s, &n) == HM_OK ? n : SIZE_MAX;
}

template <class Work>
void on_threads(unsigned count, Work work)
{
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    for (unsigned t = 0; t < count; ++t)
        work(t);
#else
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < count; ++t)
        threads.emplace_back(work, t);
    for (std::thread& t : threads)
        t.join();
#endif
}

TEST(parallel_shape_handles, made_freed_and_queried_from_many_threads)
{
    const hm_shape shared = square(1.f, true);
    const std::size_t shared_hits = count(shared);
    ASSERT_NE(shared_hits, SIZE_MAX);
    std::atomic<int> wrong{0};
    on_threads(4, [&](unsigned t) {
        for (int round = 0; round < 200; ++round) {
            const float side = 0.25f + static_cast<float>((round + t) % 8) * 0.25f;
            hm_shape mine = square(side, round % 2 == 0);
            const hm_shape copy = mine;
            const std::size_t hits = count(mine);
            if (hits == SIZE_MAX || count(copy) != hits) ++wrong;
            if (count(shared) != shared_hits) ++wrong;
            hm_shape_free(&mine);
            if (count(copy) != SIZE_MAX) ++wrong; // the copy of a freed polygon is refused
            hm_shape stale = copy;
            hm_shape_free(&stale); // a no-op
        }
    });
    EXPECT_EQ(wrong.load(), 0);
    EXPECT_EQ(count(shared), shared_hits);
    hm_shape last = shared;
    hm_shape_free(&last);
    EXPECT_EQ(count(shared), SIZE_MAX);
}

TEST(parallel_shape_handles, a_free_during_other_threads_queries_ends_only_the_handle)
{
    // polygons[i] is queried by three threads through their own copies while thread 0 frees it:
    // each query answers with the polygon (held until the query is done) or refuses the handle
    constexpr int rounds = 100;
    std::vector<hm_shape> polygons;
    for (int i = 0; i < rounds; ++i)
        polygons.push_back(square(1.5f, i % 2 == 0));
    const std::size_t hits = count(polygons[0]);
    ASSERT_EQ(count(polygons[1]), hits);
    std::atomic<int> freed{-1}, wrong{0};
    on_threads(4, [&](unsigned t) {
        for (int i = 0; i < rounds; ++i) {
            if (t == 0) {
                hm_shape mine = polygons[static_cast<std::size_t>(i)];
                hm_shape_free(&mine);
                freed.store(i);
            } else {
                const hm_shape mine = polygons[static_cast<std::size_t>(i)];
                const bool already = freed.load() >= i;
                const std::size_t n = count(mine);
                if (n != hits && n != SIZE_MAX) ++wrong;
                if (already && n != SIZE_MAX) ++wrong; // freed before the query began
            }
        }
    });
    EXPECT_EQ(wrong.load(), 0);
    for (const hm_shape& p : polygons)
        EXPECT_EQ(count(p), SIZE_MAX);
}

} // namespace
