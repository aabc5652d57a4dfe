// hitmask: SIMD batch hit tests for 2D games. The one header users include.
#pragma once

#include "aabb.hpp"
#include "bitmask.hpp"
#include "circle.hpp"
#include "isa.hpp"
#include "points.hpp"
#include "query.hpp"
#include "result.hpp"
#include "sector.hpp"
#include "vec2.hpp"
#include "version.hpp"
