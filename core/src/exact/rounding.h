// rounding.h — correct rounding to double (internal; rounding.cpp): a rational rounded to the nearest double,
// and the test that decides when an estimate with an error bound already determines that double.
//
// A value known only as v = hi + lo within e rounds to one double when the whole interval [v - e, v + e]
// rounds to one double (`roundsToOne`); then that double is the correctly rounded value whatever the exact
// value inside the interval is. Otherwise (a rounding boundary, the midpoint between two doubles, inside it)
// the caller rounds the exact value (`nearest`).
#pragma once

#include <gmpxx.h>

#include <cmath>

#include "exact/exact.h"

namespace hitlab::exact {

/// The double nearest to x, ties to even, at any magnitude: subnormal results as the format holds them, and
/// +-infinity from beyond the largest double's upper rounding boundary (IEEE 754 roundTiesToEven).
double nearest(const mpq_class& x);

/// The double nearest to every value within e of hi + lo (hi + lo need not be normalized), when there is
/// one such double (into `out`). Rounding to nearest is monotonic, so when the interval's two ends, each
/// widened past the rounding of lo +- margin, round to the same double, so does every value between them,
/// the exact one included. fl(lo + m) >= lo + e needs m (1 - u) >= e + u |lo|: the factor 1 + 2^-45 covers
/// that and the rounding of the margin itself. NaN, an infinity or an overflow anywhere gives false: the
/// caller's exact tier decides. (A subnormal result is rounded once here as well, but its bound must then
/// carry the underflow of the operations that made hi + lo.)
inline bool roundsToOne(double hi, double lo, double e, double& out) {
  const double margin = (e + std::fabs(lo) * kUnit) * (1 + 0x1p-45);
  const double up = hi + (lo + margin), down = hi + (lo - margin);
  out = up;
  return up == down && std::isfinite(up);
}

}  // namespace hitlab::exact
