// hitlab/perturb.h — one value of a pair moved by k ulps: how the exact relation and the seed formula's
// float32, double and exact verdicts change along the way (the app's perturbation explorer).
#pragma once

#include <cstdint>
#include <vector>

#include "hitlab/compare.h"
#include "hitlab/relation.h"

namespace hitlab::perturb {

/// x moved by k units in the last place (k < 0: down), across zero and subnormals as the doubles are
/// ordered; clamped to the finite doubles.
double moveUlps(double x, std::int64_t k);
/// How many doubles apart x and y are (0: equal, 1: neighbours; +0 and -0 are one value), saturated at
/// INT64_MAX; moveUlps(x, ulpsBetween(x, y)) is y when y >= x. NaN is INT64_MAX from anything.
std::int64_t ulpsBetween(double x, double y);

/// The k of cell i of a strip: linear, k = i (i in [-64, 64]); logarithmic, k = sign(i) 2^(|i| - 1) (i in
/// [-63, 63], up to 2^62 ulps).
std::int64_t ulpsOfCell(int i, bool logarithmic);

struct Cell {
  std::int64_t k = 0;  ///< ulps moved
  double value = 0;    ///< the moved value
  Shape moved;         ///< the moved shape
  bool valid = true;   ///< false: a polygon became invalid (relation meaningless)
  Relation relation = Relation::Disjoint;
  compare::Formula formula = compare::Formula::None;
  bool f32 = false, f64 = false, exact = false;
};

/// The strip for value `valueIndex` (forEachValue's order) of `moved` against `other`: every cell from
/// -64 to 64 (or -63 to 63 on the logarithmic scale).
std::vector<Cell> strip(const Shape& moved, const Shape& other, int valueIndex, bool logarithmic);

}  // namespace hitlab::perturb
