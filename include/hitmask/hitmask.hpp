/// @file
/// hitmask: SIMD batch hit tests for 2D and 3D games. The one header users include.
#pragma once

#include "bitmask.hpp"
#include "compact.hpp"
#include "isa.hpp"
#include "nearest.hpp"
#include "query.hpp" // and, through detail/registry.hpp, every shape and view
#include "raycast.hpp"
#include "sweep.hpp"
#include "result.hpp"
#include "shape_set.hpp"
#include "strided.hpp"
#include "vec2.hpp"
#include "vec3.hpp"
#include "version.hpp"
