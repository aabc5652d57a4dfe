// hitmask: SIMD batch hit tests for 2D games. The one header users include.
#pragma once

#include "aabb.hpp"
#include "bitmask.hpp"
#include "bullets.hpp"
#include "capsule.hpp"
#include "circle.hpp"
#include "ellipse.hpp"
#include "isa.hpp"
#include "obb.hpp"
#include "points.hpp"
#include "polygon.hpp"
#include "query.hpp"
#include "result.hpp"
#include "sector.hpp"
#include "segment.hpp"
#include "vec2.hpp"
#include "version.hpp"
