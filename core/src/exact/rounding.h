// rounding.h — correct rounding to double (internal; rounding.cpp): a rational, or a + b sqrt(c) of
// rationals, rounded to the nearest double; the test that decides when an estimate with an error bound
// already determines that double; and the double-double quotient and square root that carry such bounds.
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

/// n / d of two double-doubles carried with their error bounds, as hi + lo within e of the exact quotient;
/// false when d's sign is not certain (or something overflowed). q1 = n.hi / d.hi, the exact remainder
/// n - q1 d is r (within r.e, which carries n.e and q1 d.e), and c = r.hi / d.hi; with dmin a lower bound on
/// |d|, |r / d - c| <= (|r.lo| + r.e) / dmin + |c| (|d.lo| + d.e) / dmin + u |c|, and the factor 1 + 2^-40
/// absorbs the roundings of that sum and of |r.hi / d.hi| against |c|; 2^-1072 the few of its operations
/// that may underflow (each loses less than 2^-1074), so that a quotient below the doubles (q1 = c = 0) is
/// never taken for an exact zero. (Tested tight: RoundingSumRoot.QuotientAndRootBoundsHold.)
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

/// sqrt(x) of a double-double known to be positive (x.e at most 2^-20 x.hi, x.hi >= 2^-900), as a
/// double-double with its bound; false otherwise. s = sqrt(x.hi) rounded, R = x.hi + x.lo - s^2 (x.hi - p
/// exact by Sterbenz, then two roundings: r), and one Newton step s + r / 2s (twoSum: exact). The error: x.e
/// / (sqrt(X) + sqrt(x)) <= x.e / 2s (1 + 2^-19) from the input, u (|r1| + |r|) / 2s from r, u |c| from the
/// division, and the series' next term R^2 / 8s^3 <= 2u^2 s (|R| <= 3u s^2); 1 + 2^-40 the bound's roundings.
inline bool squareRoot(const DD& x, DD& out) {
  if (!(x.hi >= 0x1p-900 && x.e <= x.hi * 0x1p-20 && std::isfinite(x.hi))) return false;
  const double s = std::sqrt(x.hi);
  double p, q, hi, lo;
  twoProduct(s, s, p, q);
  const double r1 = (x.hi - p) - q, r = r1 + x.lo, c = r / (2 * s);
  twoSum(s, c, hi, lo);
  const double e = x.e / (2 * s) * (1 + 0x1p-19) +
                   ((std::fabs(r1) + std::fabs(r)) / (2 * s) * kUnit + std::fabs(c) * kUnit + s * 0x1p-105) *
                       (1 + 0x1p-40);
  out = DD(hi, lo, e);
  return std::isfinite(e);
}

/// n / d of two doubles with their bounds (Fl), within out.e of the exact quotient; false when d's sign is
/// not certain. |N / D - n / d| <= (n.e + |n / d| d.e) / |D| with |D| >= |d| - d.e; the rounding of the
/// quotient adds u |q|, 1 + 2^-40 covers |n / d| <= |q| (1 + u) and the bound's own roundings, 2^-1072 a
/// quotient or bound that underflows (so that a quotient below the doubles is never an exact zero).
inline bool quotient(const Fl& n, const Fl& d, Fl& out) {
  const double dmin = (std::fabs(d.v) - d.e) * (1 - 0x1p-50);
  if (!(dmin > 0)) return false;
  if (n.v == 0 && n.e == 0) return out = Fl(0), true;
  const double q = n.v / d.v, aq = std::fabs(q);
  out = Fl(q, ((n.e + aq * d.e) / dmin + aq * kUnit) * (1 + 0x1p-40) + 0x1p-1072);
  return std::isfinite(out.e);
}
/// sqrt(x) of a double known to be positive within its bound (x.v > x.e, x.v >= 2^-900), with its bound;
/// false otherwise. |sqrt(X) - sqrt(x.v)| = |X - x.v| / (sqrt(X) + sqrt(x.v)) <= x.e / sqrt(x.v), and
/// sqrt(x.v) >= s (1 - u) for s the rounded root, whose own rounding adds u s.
inline bool squareRoot(const Fl& x, Fl& out) {
  if (!(x.v > x.e && x.v >= 0x1p-900 && std::isfinite(x.v))) return false;
  const double s = std::sqrt(x.v);
  out = Fl(s, (x.e / s * (1 + 0x1p-50) + s * kUnit) * kSlack);
  return std::isfinite(out.e);
}
/// The double nearest to (an + bn sqrt(c)) / den, from double-doubles with their bounds, when their interval
/// rounds to one double (else false: the caller's rationals, nearestSumRoot).
inline bool sumRootInDoubleDoubles(const DD& an, const DD& bn, const DD& c, const DD& den, double& out) {
  DD n = an;
  if (!bn.exactZero() && !c.exactZero()) {
    DD root;
    if (!squareRoot(c, root)) return false;
    n = an + bn * root;
  }
  double hi, lo, e;
  return quotient(n, den, hi, lo, e) && roundsToOne(hi, lo, e, out);
}

/// The double nearest to a + b sqrt(c) (c >= 0), ties to even, exactly: a guess from an integer square root
/// at increasing precision, confirmed by the exact signs of the value against the midpoints to its
/// neighbours (signSumRoot: squares, no root).
double nearestSumRoot(const mpq_class& a, const mpq_class& b, const mpq_class& c);

/// A number a + b sqrt(L) + g sqrt(d + e sqrt(L)) of rationals (L >= 0, d + e sqrt(L) >= 0): the coordinates
/// of where a capsule's outline meets another outline (a straight side is a line whose offset is r sqrt(L);
/// a side against a circle adds the root of a quadratic over such numbers; two sides, the root of another
/// length as sqrt(d) with e = 0).
struct Nested {
  mpq_class a, b, L, g, d, e;
};
/// Its exact sign, through squares (signSumRoot twice: no root is taken).
int sign(const Nested& x);
/// The double nearest to it, ties to even: rational guesses from integer square roots at increasing
/// precision, each confirmed by the exact signs of the value against the midpoints to its neighbours.
double nearest(const Nested& x);

}  // namespace hitlab::exact
