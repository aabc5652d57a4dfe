// hitmask internal: every shape family's predicates, the one list of them. The reference
// predicates (src/reference/<shape>.hpp) always; the SIMD ones (src/kernels/<shape>.hpp) when
// the includer uses xsimd, i.e. src/arch/ (HITMASK_SIMD_PREDICATES defined).
#pragma once

#include "reference/aabb.hpp"
#include "reference/capsule.hpp"
#include "reference/circle.hpp"
#include "reference/ellipse.hpp"
#include "reference/obb.hpp"
#include "reference/polygon.hpp"
#include "reference/sector.hpp"
#include "reference/segment.hpp"

#if defined(HITMASK_SIMD_PREDICATES)
#include "kernels/aabb.hpp"
#include "kernels/capsule.hpp"
#include "kernels/circle.hpp"
#include "kernels/ellipse.hpp"
#include "kernels/obb.hpp"
#include "kernels/polygon.hpp"
#include "kernels/sector.hpp"
#include "kernels/segment.hpp"
#endif
