// Demo: the frame as an SVG picture: shapes outlined, hit bullets red, the rest grey.
#pragma once

#include <string>

#include <hitmask/hitmask.hpp>

#include "frame.hpp"

namespace demo {

/// Writes the picture; returns false (with errno set) if the file cannot be written.
bool write_svg(const std::string& path, const frame& f, const hitmask::bitmask& any_hit);

} // namespace demo
