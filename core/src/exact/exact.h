// exact.h — floating-point filter with an exact rational fallback (internal).
//
// A predicate is written once as a template over its number type and evaluated first with `Fl`, a double
// carrying a rigorous bound on its absolute error. When any sign taken during that evaluation is not
// certain, the whole predicate is evaluated again with GMP rationals, which hold the doubles' exact values.
// Any finite inputs: an operation that overflows gives an infinite or NaN value or bound, whose sign is never
// certain, so the rationals decide. (evaluate() keeps whole pairs within [2^-64, 2^128) anyway: scaling.h.)
#pragma once

#include <gmpxx.h>

#include <cmath>

#include "hitlab/math.h"

namespace hitlab::exact {

/// A rounded value v with |true value - v| <= e.
struct Fl {
  double v = 0, e = 0;
  Fl() = default;
  Fl(double x) : v(x), e(0) {}  // NOLINT: inputs are exact
  Fl(double x, double err) : v(x), e(err) {}
};

// Rounding of one operation is at most 2^-53 |result|; the slack factor absorbs the rounding of the bound
// itself. A sum or difference of doubles whose result is subnormal is exact, so only products need the
// absolute term for underflow (at most 2^-1074 per operation). Exact zeros stay exact (error 0), so ties
// between exactly equal coordinates are decided without the rational fallback.
inline constexpr double kUnit = 0x1p-53;
inline constexpr double kSlack = 1 + 0x1p-48;
inline constexpr double kTiny = 0x1p-1000;

inline Fl operator+(const Fl& a, const Fl& b) {
  double v = a.v + b.v;
  return {v, (a.e + b.e + std::fabs(v) * kUnit) * kSlack};
}
inline Fl operator-(const Fl& a, const Fl& b) {
  double v = a.v - b.v;
  return {v, (a.e + b.e + std::fabs(v) * kUnit) * kSlack};
}
inline Fl operator-(const Fl& a) { return {-a.v, a.e}; }
inline Fl operator*(const Fl& a, const Fl& b) {
  if ((a.v == 0 && a.e == 0) || (b.v == 0 && b.e == 0)) return {0, 0};
  double v = a.v * b.v;
  return {v,
          (std::fabs(a.v) * b.e + std::fabs(b.v) * a.e + a.e * b.e + std::fabs(v) * kUnit) * kSlack + kTiny};
}

/// A double-double value hi + lo (|lo| <= ulp(hi) / 2) with |true value - (hi + lo)| <= e: the middle tier of
/// `accurate` (pairs/constructions.h), about 2^-104 relative per operation, so only cancellation beyond ~50
/// bits needs the rationals. Sums and products are error-free transformations (TwoSum, Dekker's split
/// product), which stay exact with or without a fused multiply-add; inputs are far below the split's 2^996
/// overflow limit.
struct DD {
  double hi = 0, lo = 0, e = 0;
  DD() = default;
  DD(double x) : hi(x) {}  // NOLINT: inputs are exact
  DD(double h, double l, double err) : hi(h), lo(l), e(err) {}
  bool exactZero() const { return hi == 0 && lo == 0 && e == 0; }
};

inline void twoSum(double a, double b, double& s, double& t) {
  s = a + b;
  double bb = s - a;
  t = (a - (s - bb)) + (b - bb);
}
inline void twoProduct(double a, double b, double& p, double& q) {
  constexpr double kSplit = 134217729.0;  // 2^27 + 1
  p = a * b;
  double ca = kSplit * a, cb = kSplit * b;
  double ah = ca - (ca - a), al = a - ah, bh = cb - (cb - b), bl = b - bh;
  q = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}

inline DD operator+(const DD& a, const DD& b) {
  double s, t, hi, lo;
  twoSum(a.hi, b.hi, s, t);
  double low = a.lo + b.lo, t2 = t + low;  // the only two roundings: each within u of its result
  twoSum(s, t2, hi, lo);
  return {hi, lo, (a.e + b.e + (std::fabs(low) + std::fabs(t2)) * kUnit) * kSlack};
}
inline DD operator-(const DD& a) { return {-a.hi, -a.lo, a.e}; }
inline DD operator-(const DD& a, const DD& b) { return a + (-b); }
inline DD operator*(const DD& a, const DD& b) {
  if (a.exactZero() || b.exactZero()) return {};
  double p, q, hi, lo;
  twoProduct(a.hi, b.hi, p, q);
  double x1 = a.hi * b.lo, x2 = a.lo * b.hi, c = x1 + x2, q2 = q + c;
  twoSum(p, q2, hi, lo);
  double rounding = (std::fabs(x1) + std::fabs(x2) + std::fabs(c) + std::fabs(q2)) * kUnit;
  double dropped = std::fabs(a.lo * b.lo) * (1 + kUnit);  // the lo * lo term is left out
  double carried =
      a.e * (std::fabs(b.hi) + std::fabs(b.lo)) + b.e * (std::fabs(a.hi) + std::fabs(a.lo)) + a.e * b.e;
  // kTiny covers underflow in the split product's low part.
  return {hi, lo, (carried + dropped + rounding) * kSlack + kTiny};
}

/// The error-free difference: s + t = a - b exactly (with twoProduct above: the cross products below).
inline void twoDiff(double a, double b, double& s, double& t) {
  s = a - b;
  const double bb = s - a;
  t = (a - (s - bb)) - (b + bb);
}
/// a - b as a double-double, exactly (the difference's rounding error kept as its low part).
inline DD exactDifference(double a, double b) {
  double s, t;
  twoDiff(a, b, s, t);
  return {s, t, 0};
}

// [SECTION] The exact stage: expansions
//
// An Expansion is a value held exactly as a sum of up to kCapacity doubles that do not overlap, smallest
// magnitude first (Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric
// Predicates", 1997): sums and products of doubles are error-free transformations (twoSum, twoProduct above),
// so the sign of a predicate is the sign of its largest component, exactly, with no bound to meet. Where the
// inputs' differences are exact (grids, tile maps, small decimals, the hunt's touching and collinear pairs)
// every product is one or two components and a predicate stays a handful of them. A value that needs more
// than kCapacity components, or a product that could overflow or whose low part could underflow, gives up
// (failed()), and decide takes the rationals. Nothing is rounded, so no error bound lives here.

class Expansion {
 public:
  static constexpr int kCapacity = 24;

  Expansion() {}  // NOLINT: components beyond n_ are never read (not zeroed: this is the hot part)
  Expansion(const Expansion& o) : n_(o.n_), failed_(o.failed_) {  // (its n_ components only)
    for (int i = 0; i < n_; ++i) c_[i] = o.c_[i];
  }
  Expansion& operator=(const Expansion& o) {
    if (this == &o) return *this;
    n_ = o.n_, failed_ = o.failed_;
    for (int i = 0; i < n_; ++i) c_[i] = o.c_[i];
    return *this;
  }
  Expansion(double x) {  // NOLINT: an input, exact
    if (x != 0) c_[0] = x, n_ = 1;
    if (!(std::fabs(x) <= kLargest)) failed_ = true;
  }

  /// The sign of the exact value (0 when it is exactly zero); meaningless when failed().
  int sign() const { return n_ == 0 ? 0 : (c_[n_ - 1] > 0 ? 1 : -1); }
  /// It could not hold the value exactly: the caller must take the rationals.
  bool failed() const { return failed_; }
  int size() const { return n_; }
  double component(int i) const { return c_[i]; }

  friend Expansion operator-(const Expansion& a) {
    Expansion r = a;
    for (int i = 0; i < r.n_; ++i) r.c_[i] = -r.c_[i];
    return r;
  }
  friend Expansion operator+(const Expansion& a, const Expansion& b) {
    Expansion r = a.n_ >= b.n_ ? a : b;
    const Expansion& other = a.n_ >= b.n_ ? b : a;
    r.failed_ = a.failed_ || b.failed_;
    for (int i = 0; i < other.n_ && !r.failed_; ++i) r.grow(other.c_[i]);
    return r;
  }
  friend Expansion operator-(const Expansion& a, const Expansion& b) { return a + (-b); }
  friend Expansion operator*(const Expansion& a, const Expansion& b) {
    Expansion r;
    r.failed_ = a.failed_ || b.failed_;
    for (int j = 0; j < b.n_ && !r.failed_; ++j) r.addScaled(a, b.c_[j]);
    return r;
  }

 private:
  // Beyond these a product's low part may underflow or its split overflow: not exact, give up.
  static constexpr double kLargest = 0x1p+500, kSmallest = 0x1p-500;

  // Adds one double (Shewchuk's Grow-Expansion, zeros dropped): the components stay nonoverlapping and
  // increasing.
  void grow(double x) {
    double q = x;
    int out = 0;
    for (int i = 0; i < n_; ++i) {
      double s, t;
      twoSum(q, c_[i], s, t);
      q = s;
      if (t != 0) c_[out++] = t;
    }
    if (q != 0) {
      if (out == kCapacity) {
        failed_ = true;
        return;
      }
      c_[out++] = q;
    }
    n_ = out;
  }

  // Adds a * x, x one double: each product a_i * x is exactly p + q (twoProduct), each added in turn.
  void addScaled(const Expansion& a, double x) {
    if (x == 0) return;
    for (int i = 0; i < a.n_ && !failed_; ++i) {
      double p, q;
      twoProduct(a.c_[i], x, p, q);
      const double m = std::fabs(p);
      if (!(m <= kLargest) || m < kSmallest) {  // (a NaN too)
        failed_ = true;
        return;
      }
      if (q != 0) grow(q);
      grow(p);
    }
  }

  double c_[kCapacity];  // NOLINT(cppcoreguidelines-pro-type-member-init): see the constructor
  int n_ = 0;
  bool failed_ = false;
};

/// The cross product (ax1 - ax0, ay1 - ay0) x (bx1 - bx0, by1 - by0) of four differences of doubles, rounded
/// with a relative error of at most 2u, when `certain`.
struct CrossOfDifferences {
  double value;
  bool certain;
  double hi, lo, mag;  // the exact value is hi + lo within 2^-101 mag (mag >= 2^-900; crossingPoint's tier)
};
// How: each difference is hi + lo exactly (twoDiff), the two main products hi * hi are p + e exactly
// (twoProduct), and p1 - p2 = s + t exactly, so the exact value is s + L with L = t + e1 - e2 + C + D, C the
// four hi * lo products and D the two lo * lo ones. With S = |p1| + |p2|, every term of L is at most about
// 4uS, so its ~15 roundings (and any underflow, 2^-1075 each, far below u^2 S when S >= 2^-900) leave L
// within 32u^2 S; then r = s + L rounded is within u|r| + 32u^2 S of the exact value, which is 2u|r| once |r|
// >= 32uS. A value below that (cancellation beyond ~48 bits, or a tiny S) is not certain. (The terms of L:
// e1 - e2 and t at most uS each, C at most 2uS, D 2u^2 S; the four products of C round by u^2 S at most,
// its three sums by 4u^2 S, L's four sums by 11u^2 S: L is within 17u^2 S, which 32u^2 S = 2^-101 S more
// than covers.)
inline CrossOfDifferences crossOfDifferences(double ax1, double ax0, double ay1, double ay0, double bx1,
                                             double bx0, double by1, double by0) {
  double axh, axl, ayh, ayl, bxh, bxl, byh, byl, p1, e1, p2, e2, s, t;
  twoDiff(ax1, ax0, axh, axl), twoDiff(ay1, ay0, ayh, ayl);
  twoDiff(bx1, bx0, bxh, bxl), twoDiff(by1, by0, byh, byl);
  twoProduct(axh, byh, p1, e1), twoProduct(ayh, bxh, p2, e2);
  twoDiff(p1, p2, s, t);
  const double C = (axh * byl - ayh * bxl) + (axl * byh - ayl * bxh), D = axl * byl - ayl * bxl;
  const double L = (((e1 - e2) + t) + C) + D, r = s + L;
  const double S = std::fabs(p1) + std::fabs(p2);
  return {r, std::fabs(r) >= 0x1p-48 * S && S >= 0x1p-900, s, L, S};
}

/// Set when a sign taken from an Fl was not certain; the evaluation is then repeated exactly.
inline thread_local bool tUncertain = false;
/// How often the exact fallback ran on this thread (benchmarks report it).
inline thread_local long long tFallbacks = 0;

inline int sign(const Fl& a) {
  if (a.v > a.e) return 1;
  if (-a.v > a.e) return -1;
  if (a.e == 0) return 0;  // an exact zero
  tUncertain = true;
  return 0;
}
inline int sign(const Expansion& a) {
  if (!a.failed()) return a.sign();
  tUncertain = true;  // (its value is not known: the rationals decide)
  return 0;
}
inline int sign(const mpq_class& a) { return sgn(a); }

template <class T>
struct Tag {
  using type = T;
};

/// How often the exact stage (expansions) decided what the filter could not, on this thread.
inline thread_local long long tExpansionDecisions = 0;

/// The stages decide runs, for tests that hold each stage alone to the rationals: all of them, or the exact
/// stage then the rationals, or the rationals alone.
enum class Stages : unsigned char { All, ExpansionThenRationals, RationalsOnly };
inline thread_local Stages tStages = Stages::All;

/// Evaluates f(Tag<T>) with T = Fl (the filter); when a sign it took was not certain, with T = Expansion (the
/// exact stage); when that gave up, with T = mpq_class.
template <class F>
auto decide(const F& f) {
  bool saved = tUncertain;
  tUncertain = false;
  const Stages stages = tStages;
  auto r = stages == Stages::All ? f(Tag<Fl>{}) : decltype(f(Tag<Fl>{}))();
  if (stages != Stages::All || tUncertain) {
    tUncertain = false;
    if (stages != Stages::RationalsOnly) r = f(Tag<Expansion>{});
    if (stages == Stages::RationalsOnly || tUncertain) {
      ++tFallbacks;
      r = f(Tag<mpq_class>{});
    } else {
      ++tExpansionDecisions;
    }
  }
  tUncertain = saved;
  return r;
}

/// A 2D vector over the number type T.
template <class T>
struct V2 {
  T x, y;
};
template <class T>
V2<T> lift(Vec2 p) {
  return {T(p.x), T(p.y)};
}
template <class T>
V2<T> operator-(const V2<T>& a, const V2<T>& b) {
  return {T(a.x - b.x), T(a.y - b.y)};
}
template <class T>
T dotT(const V2<T>& a, const V2<T>& b) {
  return T(a.x * b.x + a.y * b.y);
}
template <class T>
T crossT(const V2<T>& a, const V2<T>& b) {
  return T(a.x * b.y - a.y * b.x);
}

/// Exact sign of X + R * sqrt(L) for L > 0, decided through squares so no root is taken.
template <class T>
int signSumRoot(const T& X, const T& R, const T& L) {
  int sx = sign(X), sr = sign(R);
  if (sr == 0) return sx;
  if (sx == 0 || sx == sr) return sr;
  return sx * sign(T(X * X - R * R * L));
}

}  // namespace hitlab::exact
