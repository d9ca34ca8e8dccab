// exact.h — floating-point filter with an exact rational fallback (internal).
//
// A predicate is written once as a template over its number type and evaluated first with `Fl`, a double
// carrying a rigorous bound on its absolute error. When any sign taken during that evaluation is not
// certain, the whole predicate is evaluated again with GMP rationals, which hold the doubles' exact values.
// Inputs are limited to |x| <= 1e15 by the scene loader, so no expression here overflows.
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
inline int sign(const mpq_class& a) { return sgn(a); }

template <class T>
struct Tag {
  using type = T;
};

/// Evaluates f(Tag<T>) with T = Fl, and again with T = mpq_class when the filter could not decide.
template <class F>
auto decide(const F& f) {
  bool saved = tUncertain;
  tUncertain = false;
  auto r = f(Tag<Fl>{});
  if (tUncertain) {
    ++tFallbacks;
    r = f(Tag<mpq_class>{});
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
