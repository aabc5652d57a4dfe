// Built against an installed hitmask: the README's usage example, checked.
#include <cstdio>

#include <hitmask/hitmask.hpp>

int main()
{
    hitmask::point_buffer bullets;
    for (int i = 0; i < 1000; ++i)
        bullets.push_back({static_cast<float>(i % 100), static_cast<float>(i / 100)});
    const auto body = hitmask::circle::make({50, 5}, 3);
    const auto cone = hitmask::sector::facing({0, 0}, {1, 0}, hitmask::radians(90), 30);
    hitmask::bitmask hits(bullets.size());
    hitmask::test(bullets.view(), cone, hits);
    const std::size_t n = hitmask::count(bullets.view(), body);
    std::printf("consumer: %s, cone hits %zu, body hits %zu\n", hitmask::to_string(hitmask::active_isa()), hits.count(),
                n);
    return hits.count() > 0 && n == 29 ? 0 : 1;
}
