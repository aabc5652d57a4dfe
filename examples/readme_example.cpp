// The README's example, word for word (scripts/check-docs.sh keeps them equal; ctest runs it).
#include <cstdio>
#include <stdexcept>

#include <hitmask/hitmask.hpp>

int main()
{
    hitmask::point_buffer bullets; // structure of arrays: x[], y[]
    for (int i = 0; i < 1000; ++i)
        bullets.push_back({static_cast<float>(i % 40) * 8.f, static_cast<float>(i / 40) * 8.f});
    const hitmask::points_view pts = bullets.view();

    const auto player = hitmask::circle::make({96.f, 96.f}, 8.f); // 4 bullets on the rim hit
    const auto cone = hitmask::sector::facing({0.f, 0.f}, {1.f, 1.f}, hitmask::radians(30.f), 150.f);

    hitmask::bitmask seen(pts.size);
    hitmask::test(pts, cone, seen); // bit i set: bullet i is in the cone
    std::printf("%s: %zu bullets in the cone, %zu on the player\n", hitmask::to_string(hitmask::active_isa()),
                seen.count(), hitmask::count(pts, player));
    try {
        hitmask::circle::make({0.f, 0.f}, -1.f);
    } catch (const std::invalid_argument& e) {
        std::printf("refused: %s\n", e.what()); // circle: radius must be >= 0, got -1
    }
}
