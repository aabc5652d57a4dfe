// A game's source file built with -O2 -ffast-math (and none of hitmask's own flags) that feeds
// NaN and infinity to every factory and every query argument of the error table of docs/semantics.md:
// every one must be refused with its message, because the checks run inside the library, where
// the caller's flags cannot fold them away. Prints "N passed, N failed"; exits 1 on a failure.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include <hitmask/hitmask.hpp>

namespace {

int passed = 0, failed = 0;

/// NaN and infinity from their bit patterns, which -ffinite-math-only cannot assume away.
float from_bits(std::uint32_t bits)
{
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}
const float nan = from_bits(0x7FC00000u);
const float inf = from_bits(0x7F800000u);

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
    const vec2 tri[3] = {{0, 0}, {4, 0}, {0, 4}};
    const vec2 bad_tri[3] = {{0, 0}, {1, nan}, {0, 4}};
    const vec2 inf_tri[3] = {{0, 0}, {4, 0}, {inf, 1}};

    expect_refused("circle: center.x must be finite, got nan", [&] { circle::make({nan, 0}, 1); });
    expect_refused("circle: center.y must be finite, got inf", [&] { circle::make({0, inf}, 1); });
    expect_refused("circle: radius must be >= 0, got nan", [&] { circle::make({0, 0}, nan); });
    expect_refused("circle: radius must be finite, got inf", [&] { circle::make({0, 0}, inf); });
    expect_refused("aabb: min.x must be finite, got nan", [&] { aabb::make({nan, 0}, {1, 1}); });
    expect_refused("aabb: max.y must be finite, got -inf", [&] { aabb::make({0, 0}, {1, -inf}); });
    expect_refused("sector::facing: apex.x must be finite, got nan", [&] { sector::facing({nan, 0}, {1, 0}, 1, 1); });
    expect_refused("sector::facing: direction.y must be finite, got nan",
                   [&] { sector::facing({0, 0}, {1, nan}, 1, 1); });
    expect_refused("sector::facing: fov must be > 0 radians, got nan", [&] { sector::facing({0, 0}, {1, 0}, nan, 1); });
    expect_refused("sector::facing: range must be >= 0, got nan", [&] { sector::facing({0, 0}, {1, 0}, 1, nan); });
    expect_refused("sector::between: apex.y must be finite, got inf", [&] { sector::between({0, inf}, 0, 1, 1); });
    expect_refused("sector::between: start must be finite, got nan", [&] { sector::between({0, 0}, nan, 1, 1); });
    expect_refused("sector::between: end must be finite, got inf", [&] { sector::between({0, 0}, 0, inf, 1); });
    expect_refused("sector::between: range must be >= 0, got -inf", [&] { sector::between({0, 0}, 0, 1, -inf); });
    expect_refused("capsule: a.x must be finite, got nan", [&] { capsule::make({nan, 0}, {1, 1}, 1); });
    expect_refused("capsule: b.y must be finite, got inf", [&] { capsule::make({0, 0}, {1, inf}, 1); });
    expect_refused("capsule: radius must be finite, got inf", [&] { capsule::make({0, 0}, {1, 1}, inf); });
    expect_refused("segment: a.y must be finite, got nan", [&] { segment::make({0, nan}, {1, 1}); });
    expect_refused("segment: b.x must be finite, got -inf", [&] { segment::make({0, 0}, {-inf, 1}); });
    expect_refused("obb: center.x must be finite, got inf", [&] { obb::make({inf, 0}, {1, 1}, 0); });
    expect_refused("obb: half_extents.x must be >= 0, got nan", [&] { obb::make({0, 0}, {nan, 1}, 0); });
    expect_refused("obb: rotation must be finite, got nan", [&] { obb::make({0, 0}, {1, 1}, nan); });
    expect_refused("ellipse: radii.x must be finite, got inf", [&] { ellipse::make({0, 0}, {inf, 1}, 0); });
    expect_refused("ellipse: rotation must be finite, got inf", [&] { ellipse::make({0, 0}, {1, 1}, inf); });
    expect_refused("convex_polygon: vertex 1 must be finite, got (1, nan)", [&] { convex_polygon::make(bad_tri, 3); });
    expect_refused("polygon: vertex 2 must be finite, got (inf, 1)",
                   [&] { polygon::make(inf_tri, 3, fill_rule::even_odd); });

    // query arguments: test_hit_graze's centre and radii, and the view and output checks
    const float xs[2] = {0, 1}, ys[2] = {0, 1};
    const points_view pts{xs, ys, 2};
    bitmask hit(2), graze(2), small(1);
    expect_refused("test_hit_graze: center must be finite, got (nan, 0)",
                   [&] { test_hit_graze(pts, {nan, 0}, 3, 24, hit, graze); });
    expect_refused("test_hit_graze: center must be finite, got (0, inf)",
                   [&] { test_hit_graze(pts, {0, inf}, 3, 24, hit, graze); });
    expect_refused("test_hit_graze: hit_radius must be >= 0 and <= 1.8e19, got nan",
                   [&] { test_hit_graze(pts, {0, 0}, nan, 24, hit, graze); });
    expect_refused("test_hit_graze: hit_radius must be >= 0 and <= 1.8e19, got inf",
                   [&] { test_hit_graze(pts, {0, 0}, inf, inf, hit, graze); });
    expect_refused("test_hit_graze: graze_radius must be >= hit_radius (3) and <= 1.8e19, got nan",
                   [&] { test_hit_graze(pts, {0, 0}, 3, nan, hit, graze); });
    expect_refused("test: points.y is null but the view's size is 2",
                   [&] { test(points_view{xs, nullptr, 2}, circle::make({0, 0}, 1), hit); });
    expect_refused("test: the result bitmask holds 1 bits but the view's size is 2",
                   [&] { test(pts, circle::make({0, 0}, 1), small); });

    // linked with -ffast-math, this process runs with flush-to-zero and denormals-are-zero; the
    // library's factories and queries still see denormals as IEEE says
    const float tiny = from_bits(0x00000001u); // the smallest denormal
    expect_refused("ellipse: radii.x is too small", [&] { ellipse::make({0, 0}, {tiny, 1}, 0); });
    const float zx[1] = {0}, zy[1] = {0.5f};
    if (count(points_view{zx, zy, 1}, aabb::make({tiny, 0}, {1, 1})) == 0)
        ++passed;
    else
        ++failed, std::printf("FAILED: 0 >= the smallest denormal held (denormals flushed to zero)\n");

    // and a NaN element never hits, whatever the caller's flags
    const float nx[2] = {nan, 0}, ny[2] = {0, nan};
    if (count(points_view{nx, ny, 2}, circle::make({0, 0}, 5)) == 0)
        ++passed;
    else
        ++failed, std::printf("FAILED: a NaN point hit a circle\n");

    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
