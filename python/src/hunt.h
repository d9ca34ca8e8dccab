// hunt.h — hitlab.hunt's half of the module (hunt.cpp): the hunt of the judges over a Python callable.
#pragma once

#include <pybind11/pybind11.h>

namespace py = pybind11;

namespace hitlab::python {

/// Adds hunt(), HuntReport and CallTimeLimit to the module.
void bindHunt(py::module_& m);

}  // namespace hitlab::python
