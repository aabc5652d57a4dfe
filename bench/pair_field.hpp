// Benchmark data for the pair matrix's new pairs (issue 34): the bullets of oriented_field.hpp
// (kunai boxes and capsules, as hitmask's columns) plus round bullets (radius 2 to 8) scattered
// the same way, each also as the plain loops' array of structs; and the targets, centred on the
// field's centre where the aimed bullets crowd: a rotated box, a convex octagon (Box2D's polygon
// limit is 8 vertices), a concave 12-point star (even-odd), an ellipse and a rectangle, each as
// hitmask's shape, the plain loops' struct and, where Box2D has it, a b2PolygonShape.
#pragma once

#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "oriented_field.hpp"
#include "peers/plain_pairs.hpp"

namespace pair_field {

using oriented::player;

/// Round bullets: x, y, r columns and the same bullets as structs.
struct discs {
    std::size_t n;
    oriented::column x, y, r;
    std::vector<plain_pair::disc> aos;
    explicit discs(std::size_t count) : n(count), x(count), y(count), r(count), aos(count)
    {
        std::mt19937 rng(static_cast<std::uint32_t>(count) * 7u + 34u);
        std::uniform_real_distribution<float> ux(0.f, oriented::field_width), uy(0.f, oriented::field_height),
            radius(2.f, 8.f), unit(0.f, 1.f);
        std::normal_distribution<float> aimed(0.f, 150.f); // as oriented::field: 30 % around the centre
        for (std::size_t i = 0; i < count; ++i) {
            const bool near = unit(rng) < 0.3f;
            x[i] = near ? player.x + aimed(rng) : ux(rng);
            y[i] = near ? player.y + aimed(rng) : uy(rng);
            r[i] = radius(rng);
            aos[i] = {x[i], y[i], r[i]};
        }
    }
    hitmask::circles_view view() const { return {x.data(), y.data(), r.data(), n}; }
};

/// The kunai of oriented::field as the plain loops' structs.
inline std::vector<plain_pair::box_bullet> box_structs(const oriented::field& f)
{
    std::vector<plain_pair::box_bullet> out(f.n);
    for (std::size_t i = 0; i < f.n; ++i)
        out[i] = {f.col[0][i], f.col[1][i], f.col[2][i], f.col[3][i], f.col[4][i], f.col[5][i]};
    return out;
}
/// The capsules of oriented::field as the plain loops' structs.
inline std::vector<plain_pair::capsule> capsule_structs(const oriented::field& f)
{
    std::vector<plain_pair::capsule> out(f.n);
    for (std::size_t i = 0; i < f.n; ++i)
        out[i] = {f.col[0][i], f.col[1][i], f.col[2][i], f.col[3][i], f.col[4][i]};
    return out;
}

/// The targets, each in every form its peers take.
struct targets {
    // a rotated box 120 x 40 at 0.5 rad
    static constexpr float box_rotation = 0.5f, box_hx = 60.f, box_hy = 20.f;
    // a rectangle 120 x 80
    static constexpr float rect_hx = 60.f, rect_hy = 40.f;
    hitmask::obb obb = hitmask::obb::make(player, {box_hx, box_hy}, box_rotation);
    hitmask::aabb rect = hitmask::aabb::make({player.x - rect_hx, player.y - rect_hy}, {player.x + rect_hx, player.y + rect_hy});
    hitmask::ellipse oval = hitmask::ellipse::make(player, {60.f, 25.f}, 0.3f);
    std::vector<float> octagon_x, octagon_y, star_x, star_y, box_x, box_y, rect_x, rect_y;
    hitmask::convex_polygon octagon;
    hitmask::polygon star;

    plain_pair::rotated_box plain_obb{};
    plain_pair::rect plain_rect{};
    plain_pair::oval plain_oval{};
    plain_pair::outline plain_octagon{}, plain_star{}, plain_box_outline{}, plain_rect_outline{};

    targets()
    {
        constexpr double two_pi = 6.283185307179586;
        for (int i = 0; i < 8; ++i) { // counter-clockwise, radius 50
            const double a = 0.2 + two_pi * i / 8;
            octagon_x.push_back(static_cast<float>(player.x + 50 * std::cos(a)));
            octagon_y.push_back(static_cast<float>(player.y + 50 * std::sin(a)));
        }
        for (int i = 0; i < 24; ++i) { // 12 points, radii 70 and 30
            const double a = two_pi * i / 24, rad = i % 2 ? 30 : 70;
            star_x.push_back(static_cast<float>(player.x + rad * std::cos(a)));
            star_y.push_back(static_cast<float>(player.y + rad * std::sin(a)));
        }
        std::vector<hitmask::vec2> v;
        for (std::size_t i = 0; i < octagon_x.size(); ++i)
            v.push_back({octagon_x[i], octagon_y[i]});
        octagon = hitmask::convex_polygon::make(v.data(), v.size());
        v.clear();
        for (std::size_t i = 0; i < star_x.size(); ++i)
            v.push_back({star_x[i], star_y[i]});
        star = hitmask::polygon::make(v.data(), v.size(), hitmask::fill_rule::even_odd);

        const auto& o = obb.params();
        plain_obb = {o.cx, o.cy, o.ux, o.uy, o.hx, o.hy};
        for (const auto& [su, sv] : {std::pair{1.f, 1.f}, {-1.f, 1.f}, {-1.f, -1.f}, {1.f, -1.f}}) { // counter-clockwise
            box_x.push_back(o.cx + su * o.hx * o.ux + sv * o.hy * o.vx);
            box_y.push_back(o.cy + su * o.hx * o.uy + sv * o.hy * o.vy);
        }
        rect_x = {player.x + rect_hx, player.x - rect_hx, player.x - rect_hx, player.x + rect_hx};
        rect_y = {player.y + rect_hy, player.y + rect_hy, player.y - rect_hy, player.y - rect_hy};
        plain_rect = {player.x - rect_hx, player.y - rect_hy, player.x + rect_hx, player.y + rect_hy};
        const auto& e = oval.params();
        plain_oval = {e.cx, e.cy, e.ux, e.uy, e.rx, e.ry};
        plain_octagon = plain_pair::make_outline(octagon_x.data(), octagon_y.data(), octagon_x.size());
        plain_star = plain_pair::make_outline(star_x.data(), star_y.data(), star_x.size());
        plain_box_outline = plain_pair::make_outline(box_x.data(), box_y.data(), 4);
        plain_rect_outline = plain_pair::make_outline(rect_x.data(), rect_y.data(), 4);
    }
};

} // namespace pair_field
