// Demo: the frame as an SVG picture: shapes outlined, hit bullets red, grazes cyan, the rest grey.
#pragma once

#include <string>

#include <hitmask/hitmask.hpp>

#include "frame.hpp"

namespace demo {

/// Writes the picture: bullets that hit anything red, grazing bullets cyan, the rest grey.
/// Returns false (with errno set) if the file cannot be written.
bool write_svg(const std::string& path, const frame& f, const hitmask::bitmask& any_hit,
               const hitmask::bitmask& grazed);

} // namespace demo
