// rounding_oracle.h — the correctly rounded double of an exact value, for tests (independent of the core).
//
// A value is a + b sqrt(c) with rationals a, b, c (c >= 0): a rational (b = 0), a square root (a = 0, b = 1),
// or one square root combined with rationals, as distances, unit normals, projections on unit axes and circle
// crossings are. The nearest double is found by search, not by conversion: a first guess from an integer
// square root (mpz_sqrt at 256 extra bits) and mpq arithmetic, then exact comparisons of the value with the
// midpoints between the guess and its neighbours (signs of A + B sqrt(c) decided through squares), stepping
// to a neighbour until the value lies between them. On a midpoint the even neighbour wins; beyond the
// largest double's upper midpoint the answer is infinity. No code of the core is used.
#pragma once

#include <gmpxx.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace hitlab::oracle {

struct Value {
  mpq_class a = 0, b = 0, c = 0;  // a + b sqrt(c)
};
inline Value rational(const mpq_class& q) { return {q, 0, 0}; }
inline Value root(const mpq_class& c) { return {0, 1, c}; }

/// The sign of A + B sqrt(C), C >= 0, exactly.
inline int signOf(const mpq_class& A, const mpq_class& B, const mpq_class& C) {
  const int sa = sgn(A), sb = sgn(C) == 0 ? 0 : sgn(B);
  if (sb == 0) return sa;
  if (sa == 0 || sa == sb) return sb;
  const int c = cmp(A * A, B * B * C);  // |A| against |B| sqrt(C)
  return c > 0 ? sa : c < 0 ? sb : 0;
}
/// The sign of v - m.
inline int compare(const Value& v, const mpq_class& m) { return signOf(v.a - m, v.b, v.c); }

inline std::uint64_t bitsOf(double x) {
  std::uint64_t u;
  std::memcpy(&u, &x, sizeof u);
  return u;
}
/// The exact rational of a double, with 2^1024 standing for +infinity (the midpoint rule's neighbour).
inline mpq_class exactOf(double x) {
  if (std::isinf(x)) {
    mpz_class p = 1;
    p <<= 1024;
    return x > 0 ? mpq_class(p) : mpq_class(-p);
  }
  return mpq_class(x);
}

/// A guess within a few ulps (or the largest finite double when beyond).
inline double guess(const Value& v) {
  mpq_class s = 0;
  if (sgn(v.b) != 0 && sgn(v.c) > 0) {
    // sqrt(p / q) = sqrt(p q) / q; sqrt(p q 4^k) / (q 2^k) to 256 bits beyond the value's own, and beyond
    // any cancellation between a and b sqrt(c): a nonzero a + b sqrt(c) is not below 2^-(the bits of all
    // their numerators and denominators) relatively.
    const mpz_class pq = v.c.get_num() * v.c.get_den();
    auto bits = [](const mpq_class& x) {
      return static_cast<long>(mpz_sizeinbase(x.get_num().get_mpz_t(), 2) +
                               mpz_sizeinbase(x.get_den().get_mpz_t(), 2));
    };
    const long k = 256 + static_cast<long>(mpz_sizeinbase(v.c.get_den().get_mpz_t(), 2)) +
                   2 * (bits(v.a) + bits(v.b) + bits(v.c));
    mpz_class big = pq << static_cast<mp_bitcnt_t>(2 * k), r;
    mpz_sqrt(r.get_mpz_t(), big.get_mpz_t());
    mpz_class den = v.c.get_den() << static_cast<mp_bitcnt_t>(k);
    s = mpq_class(r, den);
    s.canonicalize();
  }
  const mpq_class g = v.a + v.b * s;
  // Scale into double's range before get_d (which truncates and would overflow).
  if (cmp(abs(g), exactOf(DBL_MAX)) > 0) return sgn(g) > 0 ? DBL_MAX : -DBL_MAX;
  const double d = g.get_d();
  return d;
}

/// The double nearest to v, ties to even.
inline double nearest(const Value& v) {
  double h = guess(v);
  const double inf = std::numeric_limits<double>::infinity();
  for (int steps = 0; steps < 1 << 20; ++steps) {
    const double up = std::nextafter(h, inf), down = std::nextafter(h, -inf);
    const mpq_class H = exactOf(h), hi = (H + exactOf(up)) / 2, lo = (H + exactOf(down)) / 2;
    const int ch = compare(v, hi), cl = compare(v, lo);
    if (ch > 0) {
      if (std::isinf(up)) return inf;
      h = up;
      continue;
    }
    if (cl < 0) {
      if (std::isinf(down)) return -inf;
      h = down;
      continue;
    }
    // Between the midpoints, or on one: the even of the two (infinity counts as even beyond DBL_MAX).
    auto even = [](double x) { return std::isinf(x) || (bitsOf(x) & 1) == 0; };
    if (ch == 0) return even(h) ? h : up;
    if (cl == 0) return even(h) ? h : down;
    if (h == 0) return compare(v, 0) < 0 ? -0.0 : 0.0;
    return h;
  }
  return std::numeric_limits<double>::quiet_NaN();  // unreachable: the guess is close
}
inline double nearest(const mpq_class& q) { return nearest(rational(q)); }

}  // namespace hitlab::oracle
