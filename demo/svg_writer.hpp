// Demo: the frame as an SVG picture: shapes outlined, hit bullets red, grazes cyan, the rest grey;
// the player's shots green, enemies orange (white when a shot hits them).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <hitmask/hitmask.hpp>

#include "frame/frame.hpp"

namespace demo {

/// The player's hits and grazes against one view of oriented bullets.
struct marks {
    const hitmask::bitmask& hit;
    const hitmask::bitmask& graze;
};

/// The player's shots against the enemies, from `pairs`: which shots hit (they vanish: drawn
/// dimmed) and which enemies were hit (they flash).
struct shot_marks {
    const std::vector<bool>& shot_hit;
    const std::vector<bool>& enemy_hit;
};

/// The sweeps of the frame (frame/queries.cpp): the fast bullets' first motion against the walls
/// (sweep_first: the wall and the fraction) and the rock (sweep: the fraction), and the enemies'
/// sight lines to the player against the walls (sweep_first), one entry per bullet or enemy.
struct sweep_marks {
    const std::vector<std::uint32_t>& fast_wall;
    const std::vector<float>& fast_wall_fraction;
    const std::vector<float>& fast_rock_fraction;
    const std::vector<std::uint32_t>& sight_wall;
    const std::vector<float>& sight_fraction;
};

/// Writes the picture: bullets that hit anything red, grazing bullets cyan, the rest grey;
/// kunai, rice and the bent laser's segments drawn with their own shape, red when they hit the
/// player, cyan when they graze; the shots and enemies as `shots` says; the homing shots with a
/// dashed line to the enemy each aims at (`homing_targets`: the frame loop's first frame, one
/// per shot); the walls; each fast bullet with its motion this frame, cut where it meets a wall
/// or the rock, with a spark there; each enemy's sight line to the player, stopped at the first
/// wall (`sweeps`). Returns false (with errno set) if the file cannot be written.
bool write_svg(const std::string& path, const frame& f, const hitmask::bitmask& any_hit,
               const hitmask::bitmask& grazed, const marks& kunai, const marks& rice, const marks& laser,
               const shot_marks& shots, const std::vector<hitmask::nearest_hit>& homing_targets,
               const sweep_marks& sweeps);

} // namespace demo
