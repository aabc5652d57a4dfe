// The demo's frame for the page (web/index.html, web/page.js): the exports that the page's module,
// hitmask_page, adds to the JavaScript API's (hitmask_web.cpp). The npm package's module leaves
// them out: a game does not need the demo, and its frame brings the many-shape forms, printf and
// std::function into the download.
#include <cstdint>
#include <new>
#include <string>
#include <vector>

#include <emscripten/emscripten.h>

#include "frame/frame.hpp"
#include "frame/queries.hpp"

extern "C" {

/// "digest: <16 hex digits>" of the demo's frame (hitmask_demo --digest): static storage.
EMSCRIPTEN_KEEPALIVE const char* hmw_frame_digest(std::uint32_t bullets, std::uint32_t seed)
{
    static std::string text;
    text = demo::frame_digest_line(bullets, seed);
    return text.c_str();
}

/// The demo's frame for the page: its bullets (x, y columns the page moves) and the shapes'
/// inputs as floats, in the order hmw_frame_layout documents. Freed with hmw_frame_free.
struct web_frame {
    demo::frame f;
    std::vector<float> layout;
};

EMSCRIPTEN_KEEPALIVE web_frame* hmw_frame_new(std::uint32_t bullets, std::uint32_t seed)
{
    auto* w = new (std::nothrow) web_frame{demo::make_frame(bullets, seed), {}};
    if (w == nullptr) return nullptr;
    const demo::frame& f = w->f;
    std::vector<float>& l = w->layout;
    // player x, y, hitbox radius, graze radius; wall min and max; then per laser (the round,
    // then the flat one): its ray's origin, direction and length, its half width and angle, and
    // where the frame's own cast stopped (enemy index, -1 for none, and distance: the page casts
    // again and checks); then per sector: apex, range, start, end, direction, fov (fov 0: the
    // between form); then the rock's vertex count and vertices; then the enemies' count and
    // discs (x, y, r)
    l = {f.player.x,     f.player.y,     f.hitbox_radius, f.graze_radius,
         f.wall.min().x, f.wall.min().y, f.wall.max().x,  f.wall.max().y};
    const float widths[2] = {f.round_laser.radius(), f.flat_laser.half_extents().y};
    const demo::beam* beams[2] = {&f.round_beam, &f.flat_beam};
    for (int i = 0; i < 2; ++i) {
        const demo::beam& b = *beams[i];
        const hitmask::vec2 o = b.ray.origin(), u = b.ray.direction();
        const float index = b.hit.index == hitmask::no_hit ? -1.f : static_cast<float>(b.hit.index);
        l.insert(l.end(), {o.x, o.y, u.x, u.y, b.ray.max_distance(), widths[i], b.angle, index, b.hit.distance});
    }
    l.push_back(static_cast<float>(f.sectors.size()));
    for (const demo::labelled_sector& s : f.sectors)
        l.insert(l.end(), {s.shape.apex().x, s.shape.apex().y, s.shape.range(), s.start, s.end, s.direction.x,
                           s.direction.y, s.fov});
    l.push_back(static_cast<float>(f.rock_outline.size()));
    for (hitmask::vec2 v : f.rock_outline)
        l.insert(l.end(), {v.x, v.y});
    const hitmask::circles_view enemies = f.enemies_view();
    l.push_back(static_cast<float>(enemies.size));
    for (std::size_t i = 0; i < enemies.size; ++i)
        l.insert(l.end(), {enemies.x[i], enemies.y[i], enemies.r[i]});
    return w;
}
EMSCRIPTEN_KEEPALIVE const float* hmw_frame_layout(const web_frame* w)
{
    return w->layout.data();
}
EMSCRIPTEN_KEEPALIVE std::uint32_t hmw_frame_bullet_count(const web_frame* w)
{
    return static_cast<std::uint32_t>(w->f.bullets.size());
}
/// The bullets' columns; the page moves them in place (they are the module's memory).
EMSCRIPTEN_KEEPALIVE float* hmw_frame_bullets_x(web_frame* w)
{
    return w->f.bullets.x();
}
EMSCRIPTEN_KEEPALIVE float* hmw_frame_bullets_y(web_frame* w)
{
    return w->f.bullets.y();
}
EMSCRIPTEN_KEEPALIVE void hmw_frame_free(web_frame* w)
{
    delete w;
}

} // extern "C"
