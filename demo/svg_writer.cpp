// Demo: SVG output.
#include "svg_writer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace demo {

namespace {

/// SVG path of a sector: apex, first edge, the arc (large-arc flag for reflex), back.
void sector_path(std::FILE* out, const labelled_sector& s)
{
    const hitmask::vec2 a = s.shape.apex();
    const float r = s.shape.range();
    if (s.shape.is_full()) {
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='%.1f' class='cone'/>\n", a.x, a.y, r);
        return;
    }
    float width = std::fmod(s.end - s.start, 6.2831853f);
    if (width <= 0) width += 6.2831853f;
    const float x0 = a.x + r * std::cos(s.start), y0 = a.y + r * std::sin(s.start);
    const float x1 = a.x + r * std::cos(s.end), y1 = a.y + r * std::sin(s.end);
    // y points down, so increasing angle is clockwise on screen: SVG sweep flag 1
    std::fprintf(out, "<path d='M %.1f %.1f L %.1f %.1f A %.1f %.1f 0 %d 1 %.1f %.1f Z' class='cone'/>\n", a.x, a.y, x0,
                 y0, r, r, width > 3.14159265f ? 1 : 0, x1, y1);
}

/// Fill for an oriented bullet: red on a hit, cyan on a graze, its own colour otherwise.
const char* fill(const marks& m, std::size_t i, const char* own)
{
    return m.hit.test(i) ? "#e0242a" : m.graze.test(i) ? "#40e0ff" : own;
}

/// Kunai as rotated rectangles (corners c ± a·u ± b·v, v = (-uy, ux)), rice as rotated ellipses,
/// the bent laser as round-capped strokes, one per segment: the capsules tested.
void oriented(std::FILE* out, const frame& f, const marks& kunai, const marks& rice, const marks& laser)
{
    const oriented_bullets& k = f.kunai;
    for (std::size_t i = 0; i < k.size(); ++i) {
        std::fprintf(out, "<polygon fill='%s' points='", fill(kunai, i, "#b0a0ff"));
        for (const auto& corner : {std::pair<float, float>{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}) {
            const float s = corner.first * k.a[i], t = corner.second * k.b[i];
            std::fprintf(out, "%.1f,%.1f ", k.cx[i] + s * k.ux[i] - t * k.uy[i], k.cy[i] + s * k.uy[i] + t * k.ux[i]);
        }
        std::fprintf(out, "'/>\n");
    }
    const oriented_bullets& r = f.rice;
    for (std::size_t i = 0; i < r.size(); ++i)
        std::fprintf(out, "<ellipse cx='%.1f' cy='%.1f' rx='%.1f' ry='%.1f' fill='%s' transform='rotate(%.1f %.1f %.1f)'/>\n",
                     r.cx[i], r.cy[i], r.a[i], r.b[i], fill(rice, i, "#e8d890"),
                     std::atan2(r.uy[i], r.ux[i]) * 57.29578f, r.cx[i], r.cy[i]);
    const bent_laser& l = f.laser;
    for (std::size_t j = 0; j < l.segments(); ++j)
        std::fprintf(out,
                     "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='%s' stroke-opacity='0.8' "
                     "stroke-width='%.1f' stroke-linecap='round'/>\n",
                     l.x[j], l.y[j], l.x[j + 1], l.y[j + 1], fill(laser, j, "#ff60c0"), 2 * l.w[j]);
}

/// Enemies as discs, orange, or flashing white when a shot hit them; the player's shots as
/// green discs, the ones that hit dimmed to an outline (they vanish this frame).
void shots_and_enemies(std::FILE* out, const frame& f, const shot_marks& m)
{
    for (std::size_t j = 0; j < f.enemies.size(); ++j) {
        const hitmask::circle e = f.enemies[j];
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='%.1f' fill='%s' stroke='#ff8020' stroke-width='3'/>\n",
                     e.center().x, e.center().y, e.radius(), m.enemy_hit[j] ? "#ffffff" : "#803010");
    }
    const round_bullets& s = f.shots;
    for (std::size_t i = 0; i < s.size(); ++i)
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='%.1f' %s/>\n", s.x[i], s.y[i], s.r[i],
                     m.shot_hit[i] ? "fill='none' stroke='#60ff80' stroke-opacity='0.35'" : "fill='#60ff80'");
}

} // namespace

bool write_svg(const std::string& path, const frame& f, const hitmask::bitmask& any_hit, const hitmask::bitmask& grazed,
               const marks& kunai, const marks& rice, const marks& laser, const shot_marks& shots,
               const std::vector<hitmask::nearest_hit>& homing_targets, const sweep_marks& sweeps)
{
    std::FILE* out = std::fopen(path.c_str(), "w");
    if (!out) return false;
    std::fprintf(
        out,
        "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f'>\n"
        "<style>.b{fill:#9a9a9a}.h{fill:#e0242a}.g{fill:#40e0ff}.cone{fill:#3070ff22;stroke:#3070ff;stroke-width:1.5}"
        ".shape{fill:none;stroke:#18a050;stroke-width:2}</style>\n"
        "<rect width='100%%' height='100%%' fill='#111'/>\n",
        arena_width, arena_height, arena_width, arena_height);
    const hitmask::points_view v = f.bullets.view();
    // grey first, then red hits, then cyan grazes on top so they stay visible
    for (int pass = 0; pass < 3; ++pass) {
        std::fprintf(out, "<g class='%s'>\n", pass == 0 ? "b" : pass == 1 ? "h" : "g");
        for (std::size_t i = 0; i < v.size; ++i) {
            const int kind = grazed.test(i) ? 2 : any_hit.test(i) ? 1 : 0;
            if (kind != pass) continue;
            if (v.x[i] < -10 || v.x[i] > arena_width + 10 || v.y[i] < -10 || v.y[i] > arena_height + 10) continue;
            std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='1.3'/>\n", v.x[i], v.y[i]);
        }
        std::fprintf(out, "</g>\n");
    }
    oriented(out, f, kunai, rice, laser);
    for (const labelled_sector& s : f.sectors)
        sector_path(out, s);
    shots_and_enemies(out, f, shots);
    // homing shots: a dashed line to the enemy each aims at (nearest within homing range), then the shot
    const homing_shots& h = f.homing;
    for (std::size_t i = 0; i < h.size() && i < homing_targets.size(); ++i) {
        const std::size_t t = homing_targets[i].index;
        if (t == hitmask::no_hit) continue;
        const hitmask::circle e = f.enemies[t];
        std::fprintf(out,
                     "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='#ff70ff' stroke-width='2' "
                     "stroke-dasharray='6 4'/>\n",
                     h.x[i], h.y[i], e.center().x, e.center().y);
    }
    for (std::size_t i = 0; i < h.size(); ++i)
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='5' fill='#ff70ff' stroke='#ffffff' stroke-width='1'/>\n", h.x[i],
                     h.y[i]);
    for (float r : {f.hitbox_radius, f.graze_radius})
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='%.1f' class='shape'/>\n", f.player.x, f.player.y, r);
    std::fprintf(out, "<polygon class='shape' points='");
    for (hitmask::vec2 corner : f.rock_outline)
        std::fprintf(out, "%.1f,%.1f ", corner.x, corner.y);
    std::fprintf(out, "'/>\n");
    // the capsule as a thick line with round caps: exactly the set of points within r
    const hitmask::capsule& c = f.round_laser;
    std::fprintf(out,
                 "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='#ffb020' stroke-opacity='0.25' "
                 "stroke-width='%.1f' stroke-linecap='round'/>\n",
                 c.a().x, c.a().y, c.b().x, c.b().y, 2 * c.radius());
    const hitmask::obb& o = f.flat_laser;
    const float cs = std::cos(o.rotation()), sn = std::sin(o.rotation());
    std::fprintf(out, "<polygon fill='#ffb020' fill-opacity='0.25' points='");
    for (const auto& corner : {std::pair<float, float>{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}) {
        const float u = corner.first * o.half_extents().x, w = corner.second * o.half_extents().y;
        std::fprintf(out, "%.1f,%.1f ", o.center().x + u * cs - w * sn, o.center().y + u * sn + w * cs);
    }
    std::fprintf(out, "'/>\n");
    // where each beam stopped: a spark on the enemy its ray met first
    for (const beam* b : {&f.round_beam, &f.flat_beam}) {
        if (b->hit.index == hitmask::no_hit) continue;
        const hitmask::vec2 from = b->ray.origin(), u = b->ray.direction();
        const float t = b->hit.distance;
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='7' fill='#fff6a0' stroke='#ffb020' stroke-width='2'/>\n",
                     from.x + t * u.x, from.y + t * u.y);
    }
    // the walls, filled: bullets stop at them and enemies do not see through them
    for (std::size_t w = 0; w < f.walls.size(); ++w) {
        const hitmask::vec2 lo = f.walls[w].min(), hi = f.walls[w].max();
        std::fprintf(out,
                     "<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' fill='#18a05055' stroke='#18a050' "
                     "stroke-width='2'/>\n",
                     lo.x, lo.y, hi.x - lo.x, hi.y - lo.y);
    }
    // sight lines: from each enemy toward the player, to the first wall (red, a bar across its
    // end) or to the player (yellow: that enemy sees the player)
    const hitmask::segments_view sight = f.sight_view();
    for (std::size_t j = 0; j < sight.size && j < sweeps.sight_wall.size(); ++j) {
        const float dx = sight.x1[j] - sight.x0[j], dy = sight.y1[j] - sight.y0[j];
        const bool blocked = sweeps.sight_wall[j] != hitmask::no_shape;
        const float t = blocked ? sweeps.sight_fraction[j] : 1.f;
        const float ex = sight.x0[j] + t * dx, ey = sight.y0[j] + t * dy;
        std::fprintf(out,
                     "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='%s' stroke-width='2.5' "
                     "stroke-dasharray='5 4'/>\n",
                     sight.x0[j], sight.y0[j], ex, ey, blocked ? "#ff5050" : "#fff060");
        if (blocked) {
            const float len = std::sqrt(dx * dx + dy * dy), nx = -dy / len * 8.f, ny = dx / len * 8.f;
            std::fprintf(out, "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='#ff5050' stroke-width='3'/>\n",
                         ex - nx, ey - ny, ex + nx, ey + ny);
        }
    }
    // fast bullets: the motion of this frame as a streak from the bullet, cut at the first wall
    // or the rock it meets, where it sparks
    const fast_bullets& fb = f.fast;
    for (std::size_t i = 0; i < fb.size() && i < sweeps.fast_wall.size(); ++i) {
        const float t = std::min(sweeps.fast_wall_fraction[i], sweeps.fast_rock_fraction[i]);
        const bool met = t <= 1.f;
        const float s = met ? t : 1.f, ex = fb.x[i] + s * fb.vx[i], ey = fb.y[i] + s * fb.vy[i];
        std::fprintf(out,
                     "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='#ffa040' stroke-opacity='0.6' "
                     "stroke-width='3'/>\n<circle cx='%.1f' cy='%.1f' r='3.5' fill='#ffa040'/>\n",
                     fb.x[i], fb.y[i], ex, ey, fb.x[i], fb.y[i]);
        if (met) {
            std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='6' fill='#ffffc0' stroke='#ffd000' stroke-width='2'/>\n", ex,
                         ey);
            for (const auto& ray : {std::pair<float, float>{1, 0}, {0, 1}, {0.7f, 0.7f}, {0.7f, -0.7f}})
                std::fprintf(out, "<line x1='%.1f' y1='%.1f' x2='%.1f' y2='%.1f' stroke='#ffd000' stroke-width='1.5'/>\n",
                             ex - 11 * ray.first, ey - 11 * ray.second, ex + 11 * ray.first, ey + 11 * ray.second);
        }
    }
    std::fprintf(out, "</svg>\n");
    return std::fclose(out) == 0;
}

} // namespace demo
