// A warm frame allocates nothing: the second identical call of every many-shape form, with the
// same workspace, output vector and set rebuilt with clear + push_back, makes no allocation.
// Its own program, because it replaces the global operator new to count (which sanitizer
// builds do themselves; they skip it). Prints "N passed, N failed".
#include <cstdio>
#include <cstdlib>
#include <new>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

namespace {
std::size_t allocations = 0;
} // namespace

void* operator new(std::size_t size)
{
    ++allocations;
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept
{
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept
{
    std::free(p);
}

int main()
{
    int passed = 0, failed = 0;
    std::mt19937 rng(3);
    std::uniform_real_distribution<float> x(0, 1920), y(0, 1080), r(4, 32);
    hitmask::point_buffer points;
    std::vector<float> radii;
    for (int i = 0; i < 20000; ++i) {
        points.push_back({x(rng), y(rng)});
        radii.push_back(r(rng) / 4);
    }
    const hitmask::circles_view discs{points.x(), points.y(), radii.data(), points.size()};
    struct bullet {
        float x, y, r, spin;
    };
    std::vector<bullet> structs; // the same discs as an array of structs (strided views)
    for (std::size_t i = 0; i < points.size(); ++i)
        structs.push_back({points[i].x, points[i].y, radii[i], 0.f});
    const auto strided_discs = hitmask::strided(structs, &bullet::x, &bullet::y, &bullet::r);
    std::vector<hitmask::circle> enemies;
    for (int i = 0; i < 300; ++i)
        enemies.push_back(hitmask::circle::make({x(rng), y(rng)}, r(rng)));
    hitmask::shape_set<hitmask::circle> set;
    hitmask::workspace ws;
    std::vector<hitmask::hit_pair> pairs;
    hitmask::bitmask any(points.size());
    std::vector<hitmask::bitmask> each(enemies.size(), hitmask::bitmask(points.size()));
    std::vector<std::int32_t> first(points.size());
    std::vector<std::uint32_t> counts(enemies.size());
    for (hitmask::broad_phase path : {hitmask::broad_phase::grid, hitmask::broad_phase::brute_force}) {
        ws.force(path);
        for (int frame = 0; frame < 3; ++frame) {
            const std::size_t before = allocations;
            set.clear();
            for (const hitmask::circle& e : enemies)
                set.push_back(e);
            hitmask::pairs(points.view(), set, pairs, ws);
            hitmask::pairs(discs, set, pairs, ws);
            hitmask::test_any(points.view(), set, any, ws);
            hitmask::test_each(discs, set, each.data(), each.size(), ws);
            hitmask::first_hit(points.view(), set, first.data(), first.size(), ws);
            hitmask::count_per_shape(discs, set, counts.data(), counts.size(), ws);
            hitmask::pairs(strided_discs, set, pairs, ws);
            hitmask::test_any(hitmask::strided(structs, &bullet::x, &bullet::y), set, any, ws);
            const std::size_t made = allocations - before;
            if (frame == 0) continue; // the cold frame sizes the buffers
            if (made == 0) {
                ++passed;
            } else {
                ++failed;
                std::printf("FAILED: warm frame %d (%s) made %zu allocations\n", frame,
                            path == hitmask::broad_phase::grid ? "grid" : "brute force", made);
            }
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
