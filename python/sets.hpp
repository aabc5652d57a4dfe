// The many-shape forms for Python: a list of shapes of one kind (Circle, AABB, Sector, Capsule,
// OBB) against points or round bullets.
#pragma once

#include <pybind11/pybind11.h>

namespace hitmask_python {

/// Defines test_any, test_each, first_hit, count_per_shape and pairs on the module.
void add_set_forms(pybind11::module_& m);

} // namespace hitmask_python
