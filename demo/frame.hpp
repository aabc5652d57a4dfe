// Demo: one bullet-hell frame: bullets in spiral and ring patterns, a player, enemies with
// view cones, and a wall. Screen coordinates: x right, y down, so angles grow clockwise on
// screen.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

namespace demo {

constexpr float arena_width = 1280.f;
constexpr float arena_height = 960.f;

struct labelled_sector {
    std::string name;
    hitmask::sector shape;
    float start, end; ///< edge angles in radians, for drawing
};

struct frame {
    hitmask::point_buffer bullets;
    hitmask::vec2 player;
    float hitbox_radius, graze_radius;
    std::vector<labelled_sector> sectors; ///< enemy view cones, both forms
    hitmask::aabb wall;
    std::vector<hitmask::vec2> rock_outline; ///< a concave rock: polygon wall
    hitmask::polygon rock;
    hitmask::capsule round_laser; ///< laser with round ends
    hitmask::obb flat_laser;      ///< laser with flat ends
};

/// At least `bullets` bullets (spirals from three emitters, then rings), deterministic in seed.
frame make_frame(std::size_t bullets, std::uint32_t seed);

} // namespace demo
