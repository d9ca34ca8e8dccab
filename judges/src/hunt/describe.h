// describe.h — a wrong answer described for grouping: the cause it belongs to (pair type, class, situation,
// scale band, beyond rounding or not) and how wrong it is. The hunt groups by it; the shrinker keeps it.
#pragma once

#include <cmath>
#include <compare>

#include "hitlab/expectations.h"
#include "hitlab/hunt.h"

namespace hitlab::judge {

struct FindingKey {
  int pairType = 0;
  FindingClass finding{};
  Situation situation{};
  ScaleBand scale{};
  bool gross = false;
  bool outOfScope = false;  ///< beyond what the judge claims to handle (degenerate=skip, range=R)
  auto operator<=>(const FindingKey&) const = default;
};

struct Described {
  FindingKey key;
  double error = 0, relativeError = 0;
};

/// (a, b) on which a judge of conventions `cv` said `v`, wrong in class `c` (assess()'s).
inline Described describe(const Shape& a, const Shape& b, const Verdict& v, FindingClass c,
                          const Conventions& cv) {
  PairResult r = evaluate(a, b);
  roundPrinted(a, b, r);
  Described d;
  d.key = {pairType(typeOf(a), typeOf(b)), c, situationOf(a, b, r), scaleOf(a, b, cv.float32)};
  d.error = errorOf(a, b, r, v, c);
  const double size = pairSize(a, b);
  d.relativeError = size > 0 ? d.error / size : d.error;
  d.key.gross = isGross(d.relativeError, cv.float32);
  d.key.outOfScope = (cv.degenerateSkip && d.key.situation == Situation::Degenerate) ||
                     (cv.range > 0 && pairScale(a, b) > cv.range);
  return d;
}

/// Whether x is a larger error than y (NaN, a failure, is none).
inline bool largerError(double x, double y) { return !std::isnan(x) && (std::isnan(y) || x > y); }

inline FindingKey keyOf(const Finding& f) {
  return {f.pairType, f.finding, f.situation, f.scale, f.gross, f.outOfScope};
}

}  // namespace hitlab::judge
