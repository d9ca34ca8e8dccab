// hunt.h — what module.cpp and hunt.cpp share: a shape as it crosses to Python, and hitlab.hunt's half of
// the module (hunt.cpp): the hunt of the judges over a Python callable.
#pragma once

#include <pybind11/pybind11.h>

#include <tuple>
#include <vector>

#include "hitlab/shapes.h"

namespace py = pybind11;

namespace hitlab::python {

/// A shape as (type index in ShapeType order, its values in forEachValue's order).
inline std::tuple<int, std::vector<double>> shapeTuple(const Shape& s) {
  std::vector<double> v;
  forEachValue(s, [&](double x) { v.push_back(x); });
  return {static_cast<int>(typeOf(s)), v};
}

/// Adds hunt(), HuntReport and CallTimeLimit to the module.
void bindHunt(py::module_& m);

}  // namespace hitlab::python
