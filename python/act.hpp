// What follows the test, for Python: compact (NumPy columns in place) and the nearest elements
// (nearest, nearest_k over points or round bullets; nearest3, nearest_k3 over 3D points or spheres).
#pragma once

#include <pybind11/pybind11.h>

namespace hitmask_python {

/// Defines compact, nearest, nearest_k, nearest3 and nearest_k3 on the module.
void add_act_forms(pybind11::module_& m);

} // namespace hitmask_python
