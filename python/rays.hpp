// The ray casts for Python: the Ray and Ray3 classes and the raycast / raycast_closest forms over
// round bullets, capsules, obbs, ellipses (Ray) and spheres (Ray3).
#pragma once

#include <pybind11/pybind11.h>

namespace hitmask_python {

/// Defines Ray, Ray3, raycast, raycast_closest and their per-view forms on the module.
void add_ray_forms(pybind11::module_& m);

} // namespace hitmask_python
