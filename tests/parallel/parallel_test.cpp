// Ranges and the parallel helpers: a query split into 64-aligned ranges, run by one thread or
// by several (thread_pool), gives exactly the single-threaded query's mask, count and indices,
// for SoA and strided views. Built with ThreadSanitizer by the test command (ctest -R parallel).
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <hitmask/parallel.hpp>

#include "../support/isa_test.hpp"
#include "../support/field_columns.hpp"
#include "../support/points.hpp"
#include "../support/refusal.hpp"

namespace {

using namespace hitmask_test;
using hitmask::bitmask;

/// The indices of a mask's set bits, as the indices forms write them.
std::vector<std::uint32_t> set_indices(const bitmask& m)
{
    std::vector<std::uint32_t> out;
    for (std::size_t i : m.set_bits())
        out.push_back(static_cast<std::uint32_t>(i));
    return out;
}

struct field {
    explicit field(std::size_t n)
        : pts(random_points(n, {0, 0}, 100, 42)), xs(column_of(pts, &hitmask::vec2::x)),
          ys(column_of(pts, &hitmask::vec2::y))
    {}
    hitmask::points_view soa() const { return {xs.data(), ys.data(), xs.size()}; }
    hitmask::strided_points_view aos() const { return hitmask::strided(pts, &hitmask::vec2::x, &hitmask::vec2::y); }
    std::vector<hitmask::vec2> pts;
    std::vector<float> xs, ys;
};

class parallel_ranges : public per_isa {};

TEST_P(parallel_ranges, ranges_fill_a_shared_mask_as_the_whole_query_does)
{
    const auto body = hitmask::circle::make({5, -3}, 60);
    for (std::size_t n : {0, 1, 63, 64, 65, 200, 1000}) {
        const field f(n);
        bitmask whole(n);
        hitmask::test(f.soa(), body, whole);
        for (std::size_t chunk : {64, 128, 192}) {
            bitmask parts(n), strided_parts(n);
            std::size_t count = 0;
            std::vector<std::uint32_t> idx;
            for (std::size_t b = 0; b < n; b += chunk) {
                const std::size_t e = b + chunk < n ? b + chunk : n;
                hitmask::test_range(f.soa(), body, parts, b, e);
                hitmask::test_range(f.aos(), body, strided_parts, b, e);
                count += hitmask::count_range(f.aos(), body, b, e);
                std::vector<std::uint32_t> local(e - b);
                local.resize(hitmask::indices_range(f.soa(), body, local.data(), local.size(), b, e));
                idx.insert(idx.end(), local.begin(), local.end());
            }
            EXPECT_TRUE(parts == whole) << n << " " << chunk;
            EXPECT_TRUE(strided_parts == whole) << n << " " << chunk;
            EXPECT_EQ(count, whole.count());
            EXPECT_EQ(idx, set_indices(whole));
        }
    }
}

/// 3D: spheres (SoA and strided) against a frustum and a cone, range by range and through
/// hitmask::parallel, give the whole query's answers.
TEST_P(parallel_ranges, solids_in_ranges_and_in_parallel)
{
    struct object {
        float x, y, z, r;
    };
    std::vector<object> objects;
    for (const hitmask::vec2& p : random_points(1000, {0, 0}, 60, 9))
        objects.push_back({p.x, p.y, p.x * 0.5f - p.y * 0.25f, 2.f});
    const auto aos = hitmask::strided_spheres(objects, &object::x, &object::y, &object::z, &object::r);
    const std::vector<float> xs = column_of(objects, &object::x), ys = column_of(objects, &object::y),
                             zs = column_of(objects, &object::z), rs = column_of(objects, &object::r);
    const hitmask::spheres_view soa{xs.data(), ys.data(), zs.data(), rs.data(), xs.size()};
    const auto camera = hitmask::frustum::perspective({0, 0, 80}, {0.1f, 0, -1}, {0, 1, 0}, 0.8f, 1.5f, 1, 200);
    const auto guard = hitmask::cone::make({-10, 5, 0}, {1, 0.5f, 0.2f}, hitmask::radians(250), 45);
    bitmask seen(soa.size), parts(soa.size);
    hitmask::test(soa, camera, seen);
    for (std::size_t b = 0; b < soa.size; b += 128)
        hitmask::test_range(aos, camera, parts, b, b + 128 < soa.size ? b + 128 : soa.size);
    EXPECT_TRUE(parts == seen);
    EXPECT_GT(seen.count(), 0u);
    bitmask whole(soa.size), pooled(soa.size);
    hitmask::test(soa, guard, whole);
    hitmask::parallel::thread_pool pool(2);
    hitmask::parallel::test(aos, guard, pooled, pool, 128);
    EXPECT_TRUE(pooled == whole);
    EXPECT_EQ(hitmask::parallel::count(soa, guard, pool, 128), whole.count());
}

TEST_P(parallel_ranges, a_range_writes_only_its_own_words)
{
    const field f(300);
    bitmask out(300);
    for (std::size_t w = 0; w < out.word_count(); ++w)
        out.words()[w] = 0x5555555555555555u;
    hitmask::test_range(f.soa(), hitmask::circle::make({0, 0}, 1e4f), out, 64, 192);
    EXPECT_EQ(out.words()[0], 0x5555555555555555u);
    EXPECT_EQ(out.words()[1], ~std::uint64_t{0});
    EXPECT_EQ(out.words()[2], ~std::uint64_t{0});
    EXPECT_EQ(out.words()[3], 0x5555555555555555u);
    EXPECT_EQ(out.words()[4], 0x5555555555555555u);
}

/// The reference's range forms give the reference's whole query, range by range, and each
/// ISA's range forms give the reference's ranges, on SoA and strided views.
TEST_P(parallel_ranges, reference_ranges_match_the_reference_and_every_isa)
{
    const auto cone = hitmask::sector::between({1, 2}, hitmask::radians(-30), hitmask::radians(200), 70);
    for (std::size_t n : {0, 1, 64, 130, 1000}) {
        const field f(n);
        bitmask whole(n);
        hitmask::reference::test(f.soa(), cone, whole);
        for (std::size_t chunk : {64, 192}) {
            bitmask ref_parts(n), ref_strided(n), isa_parts(n);
            std::size_t ref_count = 0;
            std::vector<std::uint32_t> ref_idx;
            for (std::size_t b = 0; b < n; b += chunk) {
                const std::size_t e = b + chunk < n ? b + chunk : n;
                hitmask::reference::test_range(f.soa(), cone, ref_parts, b, e);
                hitmask::reference::test_range(f.aos(), cone, ref_strided, b, e);
                hitmask::test_range(f.aos(), cone, isa_parts, b, e);
                const std::size_t c = hitmask::reference::count_range(f.aos(), cone, b, e);
                EXPECT_EQ(c, hitmask::count_range(f.aos(), cone, b, e));
                ref_count += c;
                std::vector<std::uint32_t> local(e - b), isa_local(e - b);
                local.resize(hitmask::reference::indices_range(f.aos(), cone, local.data(), local.size(), b, e));
                isa_local.resize(hitmask::indices_range(f.aos(), cone, isa_local.data(), isa_local.size(), b, e));
                EXPECT_EQ(local, isa_local) << n << " [" << b << ", " << e << ")";
                ref_idx.insert(ref_idx.end(), local.begin(), local.end());
            }
            EXPECT_TRUE(ref_parts == whole) << n << " " << chunk;
            EXPECT_TRUE(ref_strided == whole) << n << " " << chunk;
            EXPECT_TRUE(isa_parts == whole) << n << " " << chunk;
            EXPECT_EQ(ref_count, whole.count());
            EXPECT_EQ(ref_idx, set_indices(whole));
        }
    }
}

HITMASK_INSTANTIATE_PER_ISA(parallel_ranges);

TEST(parallel_ranges, bad_ranges_are_refused)
{
    const field f(100);
    const auto body = hitmask::circle::make({0, 0}, 1);
    bitmask out(100);
    EXPECT_EQ(refusal([&] { hitmask::test_range(f.soa(), body, out, 10, 100); }),
              "test_range: begin must be a multiple of 64, got 10");
    EXPECT_EQ(refusal([&] { hitmask::count_range(f.soa(), body, 64, 101); }),
              "count_range: the range [64, 101) must lie within the view's 100 elements");
    EXPECT_EQ(refusal([&] { hitmask::count_range(f.soa(), body, 64, 32); }),
              "count_range: the range [64, 32) must lie within the view's 100 elements");
    EXPECT_EQ(refusal([&] { hitmask::count_range(f.aos(), body, 0, 50); }),
              "count_range: end must be a multiple of 64 or the view's size 100, got 50");
    bitmask small(99);
    EXPECT_EQ(refusal([&] { hitmask::test_range(f.soa(), body, small, 0, 64); }),
              "test_range: the result bitmask holds 99 bits but the view's size is 100");
    std::uint32_t idx[1];
    EXPECT_EQ(refusal([&] { hitmask::indices_range(f.soa(), hitmask::circle::make({0, 0}, 1e4f), idx, 1, 64, 100); }),
              "indices_range: capacity 1 is too small for the 36 hits");
    // the reference's range forms check the same things, under their own names
    EXPECT_EQ(refusal([&] { hitmask::reference::test_range(f.soa(), body, out, 10, 100); }),
              "reference::test_range: begin must be a multiple of 64, got 10");
    EXPECT_EQ(refusal([&] { hitmask::reference::count_range(f.aos(), body, 0, 50); }),
              "reference::count_range: end must be a multiple of 64 or the view's size 100, got 50");
    EXPECT_EQ(refusal([&] {
                  hitmask::reference::indices_range(f.soa(), hitmask::circle::make({0, 0}, 1e4f), idx, 1, 64, 100);
              }),
              "reference::indices_range: capacity 1 is too small for the 36 hits");
}

/// Runs the tasks one after another, in reverse: an executor needs no threads.
struct serial_reversed {
    template <class Task>
    void operator()(std::size_t n, const Task& task) const
    {
        for (std::size_t i = n; i-- > 0;)
            task(i);
    }
};

TEST(parallel_helpers, thread_pool_and_any_executor_match_the_single_threaded_query)
{
    const auto cone = hitmask::sector::facing({0, 0}, {1, 0.5f}, hitmask::radians(80), 90);
    hitmask::parallel::thread_pool one(1), two(2), four(4);
    for (std::size_t n : {0, 1, 100, 5000, 70000}) {
        const field f(n);
        bitmask whole(n + 70); // bits past the view are cleared, as test() does
        hitmask::test(f.soa(), cone, whole);
        const std::size_t hits = hitmask::count(f.soa(), cone);
        for (std::size_t chunk : {1, 64, 1000, 0}) {
            for (hitmask::parallel::thread_pool* pool : {&one, &two, &four}) {
                bitmask a(n + 70), b(n + 70);
                a.words()[a.word_count() - 1] = ~std::uint64_t{0};
                hitmask::parallel::test(f.soa(), cone, a, *pool, chunk);
                hitmask::parallel::test(f.aos(), cone, b, *pool, chunk);
                EXPECT_TRUE(a == whole) << n << " chunk " << chunk << " threads " << pool->size();
                EXPECT_TRUE(b == whole) << n << " chunk " << chunk << " threads " << pool->size();
                EXPECT_EQ(hitmask::parallel::count(f.aos(), cone, *pool, chunk), hits);
            }
            bitmask c(n + 70);
            hitmask::parallel::test(f.soa(), cone, c, serial_reversed{}, chunk);
            EXPECT_TRUE(c == whole);
            EXPECT_EQ(hitmask::parallel::count(f.soa(), cone, serial_reversed{}, chunk), hits);
        }
    }
}

TEST(parallel_helpers, bad_arguments_throw_on_the_calling_thread_before_any_task)
{
    const field f(100);
    bitmask small(50);
    bool ran = false;
    const auto executor = [&](std::size_t, const auto&) { ran = true; };
    EXPECT_EQ(refusal([&] { hitmask::parallel::test(f.soa(), hitmask::circle::make({0, 0}, 1), small, executor); }),
              "test_range: the result bitmask holds 50 bits but the view's size is 100");
    EXPECT_EQ(refusal([&] {
                  hitmask::parallel::count(hitmask::strided_points_view{nullptr, nullptr, 3, 8},
                                           hitmask::circle::make({0, 0}, 1), executor);
              }),
              "count_range: strided_points.x is null but the view's size is 3");
    EXPECT_FALSE(ran);
}

TEST(parallel_helpers, a_pool_runs_many_batches_and_every_task_once)
{
    hitmask::parallel::thread_pool pool(3);
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    EXPECT_EQ(pool.size(), 1u); // no threads in this WebAssembly build: the caller runs every task
#else
    EXPECT_EQ(pool.size(), 3u);
#endif
    for (std::size_t n : {0, 1, 2, 3, 17, 1000}) {
        std::vector<std::uint32_t> hits(n, 0);
        pool(n, [&](std::size_t i) { hits[i] += 1; });
        EXPECT_EQ(hits, std::vector<std::uint32_t>(n, 1));
    }
}

} // namespace
