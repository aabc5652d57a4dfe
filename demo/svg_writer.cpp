// Demo: SVG output.
#include "svg_writer.hpp"

#include <cmath>
#include <cstdio>

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

} // namespace

bool write_svg(const std::string& path, const frame& f, const hitmask::bitmask& any_hit)
{
    std::FILE* out = std::fopen(path.c_str(), "w");
    if (!out) return false;
    std::fprintf(out,
                 "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f'>\n"
                 "<style>.b{fill:#9a9a9a}.h{fill:#e0242a}.cone{fill:#3070ff22;stroke:#3070ff;stroke-width:1.5}"
                 ".shape{fill:none;stroke:#18a050;stroke-width:2}</style>\n"
                 "<rect width='100%%' height='100%%' fill='#111'/>\n",
                 arena_width, arena_height, arena_width, arena_height);
    const hitmask::points_view v = f.bullets.view();
    // grey first, red on top so hits stay visible
    for (int pass = 0; pass < 2; ++pass) {
        std::fprintf(out, "<g class='%s'>\n", pass ? "h" : "b");
        for (std::size_t i = 0; i < v.size; ++i) {
            if (any_hit.test(i) != (pass == 1)) continue;
            if (v.x[i] < -10 || v.x[i] > arena_width + 10 || v.y[i] < -10 || v.y[i] > arena_height + 10) continue;
            std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='1.3'/>\n", v.x[i], v.y[i]);
        }
        std::fprintf(out, "</g>\n");
    }
    for (const labelled_sector& s : f.sectors)
        sector_path(out, s);
    for (const labelled_circle& c : f.circles)
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='%.1f' class='shape'/>\n", c.shape.center().x,
                     c.shape.center().y, c.shape.radius());
    const hitmask::vec2 lo = f.wall.min(), hi = f.wall.max();
    std::fprintf(out, "<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' class='shape'/>\n", lo.x, lo.y, hi.x - lo.x,
                 hi.y - lo.y);
    std::fprintf(out, "</svg>\n");
    return std::fclose(out) == 0;
}

} // namespace demo
