// The 3D example of docs/solids.md, word for word (scripts/check-docs.sh keeps them equal; ctest
// runs it): a guard's view cone and a camera over objects and 3D bullets.
#include <cstdio>

#include <hitmask/hitmask.hpp>

int main()
{
    // 1,000 objects on a 10 x 10 x 10 grid, 2 units apart, each a sphere of radius 0.5
    float x[1000], y[1000], z[1000], r[1000];
    for (int i = 0; i < 1000; ++i) {
        x[i] = static_cast<float>(i % 10) * 2.f;
        y[i] = static_cast<float>(i / 10 % 10) * 2.f;
        z[i] = static_cast<float>(i / 100) * 2.f;
        r[i] = 0.5f;
    }
    const hitmask::points3_view centres{x, y, z, 1000};
    const hitmask::spheres_view objects{x, y, z, r, 1000};

    // a guard at a corner, looking along the diagonal: 60 degrees, range 12
    const auto guard = hitmask::cone::make({0, 0, 0}, {1, 1, 1}, hitmask::radians(60), 12);
    // a camera above the grid looking down
    const auto camera = hitmask::frustum::perspective({9, 9, 40}, {0, 0, -1}, {0, 1, 0}, hitmask::radians(40), 1.f,
                                                      1.f, 100.f);

    hitmask::bitmask seen(objects.size);
    hitmask::test(objects, guard, seen); // bit i: object i overlaps the guard's cone
    std::printf("guard: %zu objects seen (%zu centres inside); camera: %zu objects visible\n", seen.count(),
                hitmask::count(centres, guard), hitmask::count(objects, camera));
}
