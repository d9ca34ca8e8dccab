// describe.h — a wrong answer described for grouping: the cause it belongs to (pair type, class, situation,
// scale band, beyond rounding or not) and how wrong it is. The hunt groups by it; the shrinker keeps it.
#pragma once

#include <cmath>
#include <compare>

#include "hitlab/expectations.h"
#include "hitlab/hunt.h"
#include "hitlab/motion.h"

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
  // (Every part but the SAT detail, which nothing here reads: its lengths rounded once.)
  PairResult r = evaluate(a, b, Query::Points | Query::Depth | Query::Distance | Query::Containment);
  roundLengths(a, b, r);
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

/// The same for a pair in motion (a of motion m.a, b of m.b), wrong in class `c` (assessMotion()'s). Beyond
/// the judge's range: a coordinate, a radius or a motion larger than it.
inline Described describeMotion(const Shape& a, const Shape& b, const PairMotion& m, const Verdict& v,
                                FindingClass c, const Conventions& cv) {
  const TimeOfImpact exact = timeOfImpact(a, m.a, b, m.b);
  Described d;
  d.key = {pairType(typeOf(a), typeOf(b)), c, motionSituationOf(a, b, exact), scaleOf(a, b, cv.float32)};
  d.error = motionErrorOf(a, m.a, b, m.b, exact, v, cv, c);
  const double size = pairSize(a, b);
  d.relativeError = size > 0 ? d.error / size : d.error;
  d.key.gross = isGross(d.relativeError, cv.float32);
  double reach = pairScale(a, b);
  for (double x : {m.a.x, m.a.y, m.b.x, m.b.y}) reach = std::fmax(reach, std::fabs(x));
  d.key.outOfScope =
      (cv.degenerateSkip && d.key.situation == Situation::Degenerate) || (cv.range > 0 && reach > cv.range);
  return d;
}

/// Either, as the pair is.
inline Described describe(const PairOfShapes& p, const Verdict& v, FindingClass c, const Conventions& cv) {
  return p.motion ? describeMotion(p.a, p.b, *p.motion, v, c, cv) : describe(p.a, p.b, v, c, cv);
}

/// A pair decided exactly (in motion: its time of impact) and a verdict assessed against that; `exact` is
/// the relation (in motion: at t = 0).
struct Decision {
  Relation exact{};
  Assessment as;
};
inline Decision decide(const PairOfShapes& p, const Verdict& v, const Conventions& c, double tolerance) {
  if (!p.motion) {
    const Relation exact = classify(p.a, p.b);
    return {exact, assess(p.a, p.b, exact, v, c, tolerance)};
  }
  const TimeOfImpact toi = timeOfImpact(p.a, p.motion->a, p.b, p.motion->b);
  if (!toi.error.empty()) return {Relation::Disjoint, {Outcome::Declined, {}, toi.error}};
  const Relation start = toi.kind == ImpactCase::Overlapping ? Relation::Overlapping
                         : toi.kind == ImpactCase::Touching  ? Relation::Touching
                                                             : Relation::Disjoint;
  return {start, assessMotion(p.a, p.motion->a, p.b, p.motion->b, toi, v, c, tolerance)};
}

/// Whether x is a larger error than y (NaN, a failure, is none).
inline bool largerError(double x, double y) { return !std::isnan(x) && (std::isnan(y) || x > y); }

/// The finding with e as its pair: the shapes, the judge's answer on them, why it is wrong and how wrong.
inline void take(Finding& f, const Example& e) {
  f.a = e.a, f.b = e.b, f.motion = e.motion, f.exact = e.exact, f.verdict = e.verdict;
  f.why = e.why, f.message = e.message, f.error = e.error, f.relativeError = e.relativeError;
}
/// The finding's own pair as an example.
inline Example exampleOf(const Finding& f) {
  return {f.a, f.b, f.exact, f.verdict, f.why, f.message, f.error, f.relativeError, f.motion};
}
/// A pair judged wrong as `as` says (d: how wrong; none: not described yet).
inline Example exampleOf(const PairOfShapes& p, Relation exact, Verdict v, const Assessment& as,
                         const Described& d = {}) {
  return {p.a, p.b, exact, std::move(v), as.why, as.message, d.error, d.relativeError, p.motion};
}

inline FindingKey keyOf(const Finding& f) {
  return {f.pairType, f.finding, f.situation, f.scale, f.gross, f.outOfScope};
}

}  // namespace hitlab::judge
