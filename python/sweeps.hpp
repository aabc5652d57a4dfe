// The sweeps for Python: sweep (points, or with r= round bullets, moving from (x0, y0) to (x1, y1)
// against one shape), sweep3 (3D points), sweep_first and sweep_first3 (against a list of shapes
// of one kind), and NO_SHAPE.
#pragma once

#include <pybind11/pybind11.h>

namespace hitmask_python {

/// Defines sweep, sweep3, sweep_first, sweep_first3 and NO_SHAPE on the module.
void add_sweep_forms(pybind11::module_& m);

} // namespace hitmask_python
