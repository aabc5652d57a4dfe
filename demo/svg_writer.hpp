// Demo: the frame as an SVG picture: shapes outlined, hit bullets red, grazes cyan, the rest grey.
#pragma once

#include <string>

#include <hitmask/hitmask.hpp>

#include "frame.hpp"

namespace demo {

/// The player's hits and grazes against one view of oriented bullets.
struct marks {
    const hitmask::bitmask& hit;
    const hitmask::bitmask& graze;
};

/// Writes the picture: bullets that hit anything red, grazing bullets cyan, the rest grey;
/// kunai, rice and the bent laser's segments drawn with their own shape, red when they hit the
/// player, cyan when they graze. Returns false (with errno set) if the file cannot be written.
bool write_svg(const std::string& path, const frame& f, const hitmask::bitmask& any_hit,
               const hitmask::bitmask& grazed, const marks& kunai, const marks& rice, const marks& laser);

} // namespace demo
