// The demo's 3D scene: building it.
#include "scene3d.hpp"

#include "portable_random.hpp"

namespace demo {

scene3d make_scene3d(std::size_t points, std::size_t spheres, std::uint32_t seed)
{
    // its own stream, so the 3D scene does not change with the 2D frame's bullet count
    portable_random rng(seed ^ 0x3d3d3d3du);
    const auto ground = [&rng] { return rng.uniform(0.f, world_size); };
    const auto height = [&rng] { return rng.uniform(0.f, world_height); };
    const auto radius = [&rng] { return rng.uniform(4.f, 20.f); };
    scene3d s;
    for (std::size_t i = 0; i < points; ++i) {
        s.px.push_back(ground());
        s.py.push_back(ground());
        s.pz.push_back(height());
    }
    for (std::size_t i = 0; i < spheres; ++i) {
        s.sx.push_back(ground());
        s.sy.push_back(ground());
        s.sz.push_back(height());
        s.sr.push_back(radius());
    }
    // Guards at eye height on the ground, looking across the level and a little up or down;
    // one with a wide, short sight, one with a narrow, long one.
    struct post {
        hitmask::vec3 at, look;
        float fov_degrees, range;
    };
    const post posts[] = {{{120, 880, 20}, {1, -0.8f, 0.1f}, 70, 420},
                          {{900, 820, 30}, {-0.6f, -1, 0.05f}, 40, 650},
                          {{640, 90, 25}, {-0.3f, 1, 0.3f}, 100, 300}};
    for (const post& p : posts) {
        const float fov = hitmask::radians(p.fov_degrees);
        s.guards.push_back({"guard " + std::to_string(s.guards.size() + 1), hitmask::cone::make(p.at, p.look, fov, p.range),
                            fov});
    }
    // The player's camera: high in a corner, looking down at the middle of the level.
    s.eye = {60, 60, 260};
    s.camera = hitmask::frustum::perspective(s.eye, {500 - 60, 500 - 60, 40 - 260}, {0, 0, 1}, hitmask::radians(40),
                                             16.f / 9.f, 10.f, 900.f);
    return s;
}

} // namespace demo
