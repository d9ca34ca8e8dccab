// rounding.h — correct rounding to double (internal; rounding.cpp): a rational rounded to the nearest double,
// and the test that decides when an estimate with an error bound already determines that double.
//
// A value known only as v = hi + lo within e rounds to one double when the whole interval [v - e, v + e] lies
// strictly between the two rounding boundaries (the midpoints to the neighbours) of the double nearest to v;
// then that double is the correctly rounded value whatever the exact value inside the interval is. Anywhere
// else (a boundary inside, a subnormal result, an overflow) the caller rounds the exact value
// (`nearest`).
#pragma once

#include <gmpxx.h>

#include <bit>
#include <cmath>
#include <cstdint>

#include "exact/exact.h"

namespace hitlab::exact {

/// The double nearest to x, ties to even, at any magnitude: subnormal results as the format holds them, and
/// +-infinity from beyond the largest double's upper rounding boundary (IEEE 754 roundTiesToEven).
double nearest(const mpq_class& x);

/// Half the distance from a double h (|h| >= 2^-1020, finite) to its nearer neighbour: every value within
/// less than this of h rounds to h. (Below a power of two the neighbour is twice as close as above it.) 0
/// when h is too small for this to be a double, or not finite: nothing is certified there.
inline double halfGap(double h) {
  const std::uint64_t bits = std::bit_cast<std::uint64_t>(h) & ~(std::uint64_t{1} << 63);
  const std::uint64_t exponent = bits >> 52;
  if (exponent < 3 || exponent == 2047) return 0;
  const double power = std::bit_cast<double>(exponent << 52);  // 2^floor(log2 |h|)
  return (bits & ((std::uint64_t{1} << 52) - 1)) == 0 ? power * 0x1p-54 : power * 0x1p-53;
}

/// The double nearest to every value within e of hi + lo, when there is one such double (into `out`).
/// hi + lo is first made exact as s + t (s = hi + lo rounded): all of [s + t - e, s + t + e] rounds to s
/// when |t| + e < halfGap(s). The sum |t| + e and the margin's product each round down by at most u, which
/// the factor 1 + 2^-50 more than covers (in the subnormal range the sum is exact and the product not
/// smaller than it). An exact value (e = 0, t = 0) is its own rounding.
inline bool roundsToOne(double hi, double lo, double e, double& out) {
  double s, t;
  twoSum(hi, lo, s, t);
  if (e == 0 && t == 0 && std::isfinite(s)) return out = s, true;
  if (!((std::fabs(t) + e) * (1 + 0x1p-50) < halfGap(s))) return false;
  out = s;
  return true;
}

/// n / d of two double-doubles carried with their error bounds, as hi + lo within e of the exact quotient;
/// false when d's sign is not certain (or something overflowed). q1 = n.hi / d.hi, the exact remainder
/// n - q1 d is r (within r.e, which carries n.e and q1 d.e), and c = r.hi / d.hi; with dmin a lower bound on
/// |d|, |r / d - c| <= (|r.lo| + r.e) / dmin + |c| (|d.lo| + d.e) / dmin + u |c|, and the factor 1 + 2^-40
/// absorbs the roundings of that sum and of |r.hi / d.hi| against |c|; 2^-1072 the few of its operations
/// that may underflow (each loses less than 2^-1074), so that a quotient below the doubles (q1 = c = 0) is
/// never taken for an exact zero. A quotient that underflows fails roundsToOne (halfGap 0) and goes exact.
inline bool quotient(const DD& n, const DD& d, double& hi, double& lo, double& e) {
  const double dmin = (std::fabs(d.hi) - (std::fabs(d.lo) + d.e) * (1 + 0x1p-50)) * (1 - 0x1p-50);
  if (!(dmin > 0)) return false;
  const double q1 = n.hi / d.hi;
  const DD r = n - DD(q1) * d;
  const double c = r.hi / d.hi, ac = std::fabs(c);
  e = ((std::fabs(r.lo) + r.e) / dmin + ac * ((std::fabs(d.lo) + d.e) / dmin) + ac * kUnit) * (1 + 0x1p-40) +
      0x1p-1072;
  twoSum(q1, c, hi, lo);
  return std::isfinite(e) && std::isfinite(hi);
}

}  // namespace hitlab::exact
