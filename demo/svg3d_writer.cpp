// Demo: the 3D scene's SVG output.
#include "svg3d_writer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

namespace demo {

namespace {

constexpr float scale = 0.6f;                          // page pixels per world unit, both panels
constexpr float margin = 20.f, heading = 28.f, gap = 40.f;
constexpr float panel_width = world_size * scale;

float axis(const hitmask::vec3& p, int a)
{
    return a == 0 ? p.x : a == 1 ? p.y : p.z;
}

using point2 = std::pair<float, float>;

/// One orthographic projection: world axis u drawn to the right, v upwards, the panel's top
/// left corner at (left, top) on the page, v running from 0 to `extent`.
struct panel {
    const char* title;
    const char* id;
    int u, v;
    float left, top, extent;
    point2 at(const hitmask::vec3& p) const { return {left + axis(p, u) * scale, top + (extent - axis(p, v)) * scale}; }
    float height() const { return extent * scale; }
};

/// Andrew's monotone chain: the convex hull of p.
std::vector<point2> hull(std::vector<point2> p)
{
    std::sort(p.begin(), p.end());
    if (p.size() < 3) return p;
    const auto turn = [](const point2& o, const point2& a, const point2& b) {
        return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
    };
    std::vector<point2> h(2 * p.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < p.size(); ++i) { // lower chain
        while (k >= 2 && turn(h[k - 2], h[k - 1], p[i]) <= 0) --k;
        h[k++] = p[i];
    }
    for (std::size_t i = p.size() - 1, lower = k + 1; i-- > 0;) { // upper chain
        while (k >= lower && turn(h[k - 2], h[k - 1], p[i]) <= 0) --k;
        h[k++] = p[i];
    }
    h.resize(k - 1);
    return h;
}

/// A cone (fov <= 180°) is convex, and so is its projection: the hull of the apex and of points
/// sampled on its spherical cap.
std::vector<point2> cone_outline(const panel& pn, const guard& g)
{
    const hitmask::vec3 a = g.sight.apex(), d = g.sight.direction();
    // two unit vectors across the axis
    const hitmask::vec3 helper = std::fabs(d.z) < 0.9f ? hitmask::vec3{0, 0, 1} : hitmask::vec3{1, 0, 0};
    hitmask::vec3 e1{d.y * helper.z - d.z * helper.y, d.z * helper.x - d.x * helper.z, d.x * helper.y - d.y * helper.x};
    const float len = std::sqrt(e1.x * e1.x + e1.y * e1.y + e1.z * e1.z);
    e1 = {e1.x / len, e1.y / len, e1.z / len};
    const hitmask::vec3 e2{d.y * e1.z - d.z * e1.y, d.z * e1.x - d.x * e1.z, d.x * e1.y - d.y * e1.x};
    std::vector<point2> p = {pn.at(a)};
    const float range = g.sight.range(), half = g.fov / 2;
    for (int i = 0; i <= 6; ++i) {
        const float t = half * static_cast<float>(i) / 6, c = std::cos(t), s = std::sin(t);
        for (int j = 0; j < 48; ++j) {
            const float phi = 6.2831853f * static_cast<float>(j) / 48, cp = std::cos(phi) * s, sp = std::sin(phi) * s;
            p.push_back(pn.at({a.x + range * (c * d.x + cp * e1.x + sp * e2.x), a.y + range * (c * d.y + cp * e1.y + sp * e2.y),
                               a.z + range * (c * d.z + cp * e1.z + sp * e2.z)}));
        }
    }
    return hull(std::move(p));
}

/// A frustum's projection: the hull of its eight corners.
std::vector<point2> frustum_outline(const panel& pn, const hitmask::frustum& f)
{
    std::vector<point2> p;
    for (int k = 0; k < 8; ++k)
        p.push_back(pn.at(f.corner(k)));
    return hull(std::move(p));
}

void polygon(std::FILE* out, const std::vector<point2>& p, const char* cls)
{
    std::fprintf(out, "<polygon class='%s' points='", cls);
    for (const point2& q : p)
        std::fprintf(out, "%.1f,%.1f ", q.first, q.second);
    std::fprintf(out, "'/>\n");
}

/// 0 neither, 1 in the camera's view, 2 seen by a guard (drawn last, on top).
int state(const hitmask::bitmask& seen, const hitmask::bitmask& in_view, std::size_t i)
{
    return seen.test(i) ? 2 : in_view.test(i) ? 1 : 0;
}

void draw_panel(std::FILE* out, const panel& pn, const scene3d& s, const marks3d& m)
{
    std::fprintf(out, "<text x='%.1f' y='%.1f' class='t'>%s</text>\n", pn.left, pn.top - 9, pn.title);
    std::fprintf(out, "<clipPath id='%s'><rect x='%.1f' y='%.1f' width='%.1f' height='%.1f'/></clipPath>\n", pn.id,
                 pn.left, pn.top, panel_width, pn.height());
    std::fprintf(out, "<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' fill='#1b1b1b' stroke='#555'/>\n", pn.left,
                 pn.top, panel_width, pn.height());
    std::fprintf(out, "<g clip-path='url(#%s)'>\n", pn.id);
    polygon(out, frustum_outline(pn, s.camera), "view");
    for (const guard& g : s.guards)
        polygon(out, cone_outline(pn, g), "cone");
    const hitmask::spheres_view sp = s.spheres();
    const hitmask::points3_view pt = s.points();
    for (int pass = 0; pass < 3; ++pass) { // grey, then yellow, then red on top
        for (std::size_t i = 0; i < sp.size; ++i)
            if (state(m.spheres_seen, m.spheres_in_view, i) == pass) {
                const point2 c = pn.at({sp.x[i], sp.y[i], sp.z[i]});
                std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='%.1f' class='s%d'/>\n", c.first, c.second,
                             sp.r[i] * scale, pass);
            }
        for (std::size_t i = 0; i < pt.size; ++i)
            if (state(m.points_seen, m.points_in_view, i) == pass) {
                const point2 c = pn.at({pt.x[i], pt.y[i], pt.z[i]});
                std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='1.6' class='p%d'/>\n", c.first, c.second, pass);
            }
    }
    for (const guard& g : s.guards) {
        const point2 a = pn.at(g.sight.apex());
        std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='5' fill='#3070ff'/><text x='%.1f' y='%.1f' class='l'>%s</text>\n",
                     a.first, a.second, a.first + 7, a.second - 7, g.name.c_str());
    }
    const point2 e = pn.at(s.eye);
    std::fprintf(out, "<circle cx='%.1f' cy='%.1f' r='5' fill='#f0d040'/><text x='%.1f' y='%.1f' class='l'>camera</text>\n",
                 e.first, e.second, e.first + 7, e.second - 7);
    std::fprintf(out, "</g>\n");
}

} // namespace

bool write_svg3d(const std::string& path, const scene3d& s, const marks3d& m)
{
    std::FILE* out = std::fopen(path.c_str(), "w");
    if (!out) return false;
    const float top = margin + heading;
    const panel top_view{"top view (x right, y up)", "top", 0, 1, margin, top, world_size};
    const panel side_view{"side view (x right, z up)", "side", 0, 2, margin + panel_width + gap, top, world_height};
    const float width = 2 * margin + 2 * panel_width + gap, height = top + top_view.height() + margin;
    std::fprintf(out,
                 "<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f' viewBox='0 0 %.0f %.0f'>\n"
                 "<style>.t{fill:#ddd;font:15px sans-serif}.l{fill:#bbb;font:11px sans-serif}"
                 ".p0{fill:#8a8a8a}.p1{fill:#f0d040}.p2{fill:#e0242a}"
                 ".s0{fill:#8a8a8a40;stroke:#8a8a8a}.s1{fill:#f0d04050;stroke:#f0d040}.s2{fill:#e0242a60;stroke:#e0242a}"
                 ".cone{fill:#3070ff22;stroke:#3070ff;stroke-width:1.5}"
                 ".view{fill:#f0d04012;stroke:#f0d040;stroke-width:1.5;stroke-dasharray:6 4}</style>\n"
                 "<rect width='100%%' height='100%%' fill='#111'/>\n",
                 width, height, width, height);
    draw_panel(out, top_view, s, m);
    draw_panel(out, side_view, s, m);
    // the key, under the side view
    const float key = side_view.top + side_view.height() + 24;
    std::fprintf(out, "<text x='%.1f' y='%.1f' class='l'>%zu points (dots) and %zu spheres (discs of their radius)</text>\n",
                 side_view.left, key, s.px.size(), s.sx.size());
    std::fprintf(out,
                 "<text x='%.1f' y='%.1f' class='l'>red: seen by a guard (blue cones); yellow: in the camera's view "
                 "(dashed frustum) only; grey: neither</text>\n",
                 side_view.left, key + 16);
    std::fprintf(out, "</svg>\n");
    return std::fclose(out) == 0;
}

} // namespace demo
