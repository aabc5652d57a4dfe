// A game's source file built with -O2 -ffast-math (and none of hitmask's own flags) that feeds
// NaN and infinity to every factory and every query argument of the error table of docs/semantics.md:
// every one must be refused with its message, because the checks run inside the library, where
// the caller's flags cannot fold them away. Prints "N passed, N failed"; exits 1 on a failure.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include <hitmask/hitmask.hpp>

#include "support/kind_samples.hpp"

namespace {

using namespace hitmask_test;

int passed = 0, failed = 0;

template <class F>
void expect_refused(const char* message, F call)
{
    try {
        call();
    } catch (const std::invalid_argument& e) {
        if (std::strstr(e.what(), message) != nullptr) {
            ++passed;
            return;
        }
        ++failed;
        std::printf("FAILED: expected \"%s\", got \"%s\"\n", message, e.what());
        return;
    }
    ++failed;
    std::printf("FAILED: expected \"%s\", but the call was accepted\n", message);
}

} // namespace

int main()
{
    using namespace hitmask;
    // every factory refusal of every kind (tests/support/kind_samples.hpp), built in this file
    for_each_kind([](auto kind) {
        for (const refusal_case& r : kind_samples<typename decltype(kind)::type>::refusals()) {
            const std::string error = r.cpp();
            if (error.find(r.message) != std::string::npos) {
                ++passed;
            } else {
                ++failed;
                std::printf("FAILED: expected \"%s\", got \"%s\"\n", r.message.c_str(), error.c_str());
            }
        }
    });
    // and the throwing factories' path
    expect_refused("circle: center.x must be finite, got nan", [&] { circle::make({hitmask_test::nan, 0}, 1); });

    // query arguments: test_hit_graze's centre and radii, and the view and output checks
    const float xs[2] = {0, 1}, ys[2] = {0, 1};
    const points_view pts{xs, ys, 2};
    bitmask hit(2), graze(2), small(1);
    expect_refused("test_hit_graze: center must be finite, got (nan, 0)", [&] {
        test_hit_graze(pts, {hitmask_test::nan, 0}, 3, 24, hit, graze);
    });
    expect_refused("test_hit_graze: center must be finite, got (0, inf)", [&] {
        test_hit_graze(pts, {0, hitmask_test::inf}, 3, 24, hit, graze);
    });
    expect_refused("test_hit_graze: hit_radius must be >= 0 and <= 1.8e19, got nan", [&] {
        test_hit_graze(pts, {0, 0}, hitmask_test::nan, 24, hit, graze);
    });
    expect_refused("test_hit_graze: hit_radius must be >= 0 and <= 1.8e19, got inf", [&] {
        test_hit_graze(pts, {0, 0}, hitmask_test::inf, hitmask_test::inf, hit, graze);
    });
    expect_refused("test_hit_graze: graze_radius must be >= hit_radius (3) and <= 1.8e19, got nan", [&] {
        test_hit_graze(pts, {0, 0}, 3, hitmask_test::nan, hit, graze);
    });
    expect_refused("test: points.y is null but the view's size is 2", [&] {
        test(points_view{xs, nullptr, 2}, circle::make({0, 0}, 1), hit);
    });
    expect_refused("test: the result bitmask holds 1 bits but the view's size is 2", [&] {
        test(pts, circle::make({0, 0}, 1), small);
    });

    // the rays' factories and the ray casts' arguments
    expect_refused("ray: origin.x must be finite, got nan", [&] { ray::make({hitmask_test::nan, 0}, {1, 0}, 1); });
    expect_refused("ray: direction.y must be finite, got inf", [&] { ray::make({0, 0}, {1, hitmask_test::inf}, 1); });
    expect_refused("ray: max_distance must be >= 0, got nan", [&] { ray::make({0, 0}, {1, 0}, hitmask_test::nan); });
    expect_refused("ray3: direction must not be (0, 0, 0)", [&] { ray3::make({0, 0, 0}, {0, 0, 0}, 1); });
    expect_refused("ray3: origin.z must be finite, got inf", [&] { ray3::make({0, 0, hitmask_test::inf}, {0, 0, 1}, 1); });
    const float rs[2] = {1, 1};
    expect_refused("raycast: the hits bitmask holds 1 bits but the view's size is 2", [&] {
        raycast(circles_view{xs, ys, rs, 2}, ray::make({0, 0}, {1, 0}, 1), small, nullptr);
    });
    expect_refused("raycast_closest: circles.r is null but the view's size is 2", [&] {
        raycast_closest(circles_view{xs, ys, nullptr, 2}, ray::make({0, 0}, {1, 0}, 1));
    });
    // a NaN element never meets a ray, and an infinite ray's distances stay exact
    const float nan_r[2] = {hitmask_test::nan, 1};
    const ray_hit first = raycast_closest(circles_view{xs, ys, nan_r, 2}, ray::make({-5, 1}, {1, 0}, hitmask_test::inf));
    if (first.index == 1 && first.distance == 5.f)
        ++passed;
    else
        ++failed, std::printf("FAILED: a ray met a NaN disc, or the first hit moved (%zu, %g)\n", first.index,
                              static_cast<double>(first.distance));

    // sweeps: a refusal, and an element with a NaN end never touching (its fraction the bits of
    // +inf, compared as bits: this file's -ffast-math may fold float compares with inf)
    const float sx0[2] = {-5, -5}, sy0[2] = {hitmask_test::nan, 0}, sx1[2] = {5, 5}, sy1[2] = {0, 0};
    const segments_view shots{sx0, sy0, sx1, sy1, 2};
    const aabb wall = aabb::make({-1, -1}, {1, 1});
    expect_refused("sweep: the hits bitmask holds 1 bits but the view's size is 2",
                   [&] { hitmask::sweep(shots, wall, small, nullptr); });
    expect_refused("sweep_first: shape_index is null", [&] {
        shape_set<aabb> walls;
        walls.push_back(wall);
        hitmask::sweep_first(shots, walls, nullptr, nullptr);
    });
    bitmask swept(2);
    float when[2] = {0, 0};
    std::uint32_t when_bits = 0;
    const std::size_t touched = hitmask::sweep(shots, wall, swept, when);
    std::memcpy(&when_bits, &when[0], sizeof when_bits);
    shape_set<aabb> walls;
    walls.push_back(wall);
    std::uint32_t first_wall[2] = {7, 7};
    hitmask::sweep_first(shots, walls, first_wall, nullptr);
    if (touched == 1 && !swept.test(0) && swept.test(1) && when_bits == 0x7F800000u && when[1] == 0.4f &&
        first_wall[0] == no_shape && first_wall[1] == 0)
        ++passed;
    else
        ++failed, std::printf("FAILED: a swept NaN element touched, or the sweep's answer moved (%zu, %g)\n", touched,
                              static_cast<double>(when[1]));

    // nearest's point and limit, checked inside the library; NaN elements never nearest
    expect_refused("nearest: point must be finite, got (nan, 0)",
                   [&] { nearest(circles_view{xs, ys, rs, 2}, {hitmask_test::nan, 0}); });
    expect_refused("nearest_k: max_distance must be >= 0 (+inf allowed), got nan", [&] {
        std::uint32_t idx[2];
        nearest_k(points_view{xs, ys, 2}, {0, 0}, 2, idx, nullptr, hitmask_test::nan);
    });
    const nearest_hit near = nearest(circles_view{xs, ys, nan_r, 2}, {-5, 1});
    if (near.index == 1)
        ++passed;
    else
        ++failed, std::printf("FAILED: a NaN disc was nearest (%zu)\n", near.index);
    // the mask algebra's size check, in the caller's own code
    expect_refused("bitmask and_not: the masks must have the same size, got 2 and 1 bits",
                   [&] { (void)and_not(bitmask(2), bitmask(1)); });

    // linked with -ffast-math, this process runs with flush-to-zero and denormals-are-zero; the
    // library's factories and queries still see denormals as IEEE says
    const float tiny = float_from_bits(0x00000001u); // the smallest denormal
    const float zx[1] = {0}, zy[1] = {0.5f};
    if (count(points_view{zx, zy, 1}, aabb::make({tiny, 0}, {1, 1})) == 0)
        ++passed;
    else
        ++failed, std::printf("FAILED: 0 >= the smallest denormal held (denormals flushed to zero)\n");

    // and a NaN element never hits, whatever the caller's flags
    const float nx[2] = {hitmask_test::nan, 0}, ny[2] = {0, hitmask_test::nan};
    if (count(points_view{nx, ny, 2}, circle::make({0, 0}, 5)) == 0)
        ++passed;
    else
        ++failed, std::printf("FAILED: a NaN point hit a circle\n");

    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
