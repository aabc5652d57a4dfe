// Benchmark data for oriented bullets: one family (kunai boxes, rice ellipses or capsules) in a
// 1920x1080 field around the player at the centre, as hitmask's SoA columns and as the
// engine's array of structs, from the same numbers. Sizes as real danmaku bullets have them.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <random>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "engine_loop.hpp"

namespace oriented {

enum class family { obbs, ellipses, capsules };

constexpr float field_width = 1920.f, field_height = 1080.f;
constexpr hitmask::vec2 player{960.f, 540.f};
constexpr float player_radius = 3.f; // the disc queries; the point queries use radius 0

/// One float column, 64-byte aligned like hitmask's own buffers.
class column {
public:
    explicit column(std::size_t n)
        : data_(static_cast<float*>(std::aligned_alloc(64, (n * sizeof(float) + 63) / 64 * 64)), std::free)
    {
    }
    float* data() const { return data_.get(); }
    float& operator[](std::size_t i) const { return data_.get()[i]; }

private:
    std::unique_ptr<float, decltype(&std::free)> data_;
};

struct field {
    family fam;
    std::size_t n;
    /// obbs, ellipses: cx, cy, ux, uy, a (hx or rx), b (hy or ry); capsules: x0, y0, x1, y1, r.
    std::vector<column> col;
    std::vector<float> rot;
    std::vector<engine::bullet> aos;

    field(family f, std::size_t count) : fam(f), n(count), rot(count), aos(count)
    {
        for (int c = 0; c < 6; ++c)
            col.emplace_back(count);
        std::mt19937 rng(static_cast<std::uint32_t>(count) * 3u + static_cast<std::uint32_t>(f));
        std::uniform_real_distribution<float> ux(0.f, field_width), uy(0.f, field_height), angle(0.f, 6.2831853f),
            length(20.f, 60.f), width(2.f, 4.f), unit(0.f, 1.f);
        // most bullets anywhere, some aimed: a cloud around the player
        std::normal_distribution<float> aimed(0.f, 150.f);
        for (std::size_t i = 0; i < count; ++i) {
            const bool near = unit(rng) < 0.3f;
            const float x = near ? player.x + aimed(rng) : ux(rng), y = near ? player.y + aimed(rng) : uy(rng);
            rot[i] = angle(rng);
            const float c = std::cos(rot[i]), s = std::sin(rot[i]);
            switch (f) {
            case family::obbs: // kunai: half extents 8 x 2
                set(i, {x, y, c, s, 8.f, 2.f}, {x, y, 8.f, 2.f, rot[i], engine::kind::obb});
                break;
            case family::ellipses: // rice: semi-axes 6 x 3
                set(i, {x, y, c, s, 6.f, 3.f}, {x, y, 6.f, 3.f, rot[i], engine::kind::ellipse});
                break;
            case family::capsules: { // length 20-60, width 2-4
                const float half = length(rng) / 2, r = width(rng) / 2;
                set(i, {x - half * c, y - half * s, x + half * c, y + half * s, r, 0.f},
                    {x, y, half, r, rot[i], engine::kind::capsule});
                break;
            }
            }
        }
        // hitmask's axes come from unit_axes, as a game would fill them each frame
        if (f != family::capsules) hitmask::unit_axes(rot.data(), col[2].data(), col[3].data(), count);
    }

    std::size_t columns() const { return fam == family::capsules ? 5 : 6; }
    hitmask::obbs_view obbs() const { return {p(0), p(1), p(2), p(3), p(4), p(5), n}; }
    hitmask::ellipses_view ellipses() const { return {p(0), p(1), p(2), p(3), p(4), p(5), n}; }
    hitmask::capsules_view capsules() const { return {p(0), p(1), p(2), p(3), p(4), n}; }

private:
    const float* p(int c) const { return col[static_cast<std::size_t>(c)].data(); }
    void set(std::size_t i, const float (&v)[6], const engine::bullet& b)
    {
        for (std::size_t c = 0; c < 6; ++c)
            col[c][i] = v[c];
        aos[i] = b;
    }
};

inline const char* name(family f)
{
    return f == family::obbs ? "obbs" : f == family::ellipses ? "ellipses" : "capsules";
}

} // namespace oriented
