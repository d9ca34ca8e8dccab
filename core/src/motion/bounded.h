// bounded.h — what the filtered time-of-impact paths share (internal; filtered_toi.cpp,
// filtered_disk_toi.cpp): signs that are certain or not, the relation at a time from the meeting interval's
// ends, exact parallelism, and the double-double roundings of contact points and unit normals.
#pragma once

#include <cmath>
#include <optional>
#include <utility>

#include "exact/exact.h"
#include "exact/rounding.h"
#include "hitlab/detail/bounds.h"
#include "hitlab/motion.h"
#include "hitlab/prepared.h"
#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail::toi {

using exact::DD;
using exact::exactDifference;
using exact::Fl;
using exact::kUnit;

inline constexpr int kMaxVertices = 32;
inline constexpr double kUnderflow = bounds::kSweptUnderflow;  // what products that may underflow add

struct Sign {
  int s = 0;
  bool certain = false;
};
inline Sign signOf(const Fl& x) {
  if (x.v > x.e) return {1, true};
  if (-x.v > x.e) return {-1, true};
  return {0, x.e == 0};  // (an exact zero; NaN and infinities are never certain)
}
inline Sign signOf(const DD& x) {
  if (x.exactZero()) return {0, true};
  const double v = x.hi + x.lo;
  if (std::fabs(v) * (1 - 0x1p-50) > x.e) return {v > 0 ? 1 : -1, true};
  return {};
}
inline Sign flipped(Sign x) { return {-x.s, x.certain}; }

/// sign(x - y) of two values within their bounds: certain, or not (the subtraction's rounding and the
/// bound's own are covered by 2^-50).
inline Sign screen(double x, double ex, double y, double ey) {
  const double d = x - y, margin = (ex + ey) * (1 + 0x1p-50);
  if (d > margin) return {1, true};
  if (-d > margin) return {-1, true};
  return {};
}

/// The relation at a time x, from sign(x - tin) and sign(x - tout) of the meeting interval (tin < tout, no
/// sliding); none when not certain.
inline std::optional<Relation> relationAt(Sign afterIn, Sign afterOut) {
  if ((afterIn.certain && afterIn.s < 0) || (afterOut.certain && afterOut.s > 0)) return Relation::Disjoint;
  if (!afterIn.certain || !afterOut.certain) return std::nullopt;
  return afterIn.s == 0 || afterOut.s == 0 ? Relation::Touching : Relation::Overlapping;
}

/// Where the step [0, 1] stands against the meeting interval [tin, tout] (tin < tout, no sliding), from
/// sign(tin - 0), sign(tout - 0), sign(tin - 1) and sign(tout - 1): overlapping at t = 0, no contact
/// within the step, or a first contact at tin (entering: they overlap after it, within the step; else
/// grazing at t = 1), with the relation at t = 1. None when a sign it needs is not certain, or when they
/// touch at t = 0 (the rationals' normal then).
struct StepVerdict {
  enum class Kind { Overlapping, NoContact, Contact };
  Kind kind = Kind::NoContact;
  Relation atEnd = Relation::Disjoint;
  bool entering = false;
};
inline std::optional<StepVerdict> stepVerdict(Sign inAfterZero, Sign outAfterZero, Sign inAfterOne,
                                              Sign outAfterOne) {
  const std::optional<Relation> atStart = relationAt(flipped(inAfterZero), flipped(outAfterZero)),
                                atEnd = relationAt(flipped(inAfterOne), flipped(outAfterOne));
  if (!atStart || !atEnd || *atStart == Relation::Touching) return std::nullopt;
  StepVerdict v;
  v.atEnd = *atEnd;
  if (*atStart == Relation::Overlapping) return v.kind = StepVerdict::Kind::Overlapping, v;
  // (disjoint at the start: the step begins after tout, or before tin)
  if (outAfterZero.certain && outAfterZero.s < 0) return v;  // met before the step
  if (!inAfterOne.certain) return std::nullopt;
  if (inAfterOne.s > 0) return v;  // they meet after it
  v.kind = StepVerdict::Kind::Contact, v.entering = inAfterOne.s < 0;
  return v;
}

/// Fills `out` for a step without a first contact within it (overlapping at t = 0: evaluate's points, as
/// the rationals give them, for the full answer); true when that is the whole answer.
/// (pa and pb: the same shapes prepared, when the caller has them: evaluate reads what they hold)
inline bool settledWithoutContact(const StepVerdict& v, const Shape& a, const Shape& b, ImpactQuery what,
                                  TimeOfImpact& out, const PreparedShape* pa = nullptr,
                                  const PreparedShape* pb = nullptr) {
  out.atEnd = v.atEnd;
  if (v.kind == StepVerdict::Kind::Overlapping) {
    out.kind = ImpactCase::Overlapping, out.t = 0.0;
    if (what == ImpactQuery::Full && pa && pb) {
      PairResult r;
      evaluate(*pa, *pb, Query::Points, r);
      out.points = std::move(r.points);
    } else if (what == ImpactQuery::Full) {
      out.points = evaluate(a, b, Query::Points).points;
    }
  }
  return v.kind != StepVerdict::Kind::Contact;
}

/// Whether p1 - p0 and q1 - q0 are exactly parallel (or either is zero).
inline bool parallel(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1) {
  if (exact::crossOfDifferences(p1.x, p0.x, p1.y, p0.y, q1.x, q0.x, q1.y, q0.y).certain) return false;
  using exact::Expansion;
  const Expansion c = (Expansion(p1.x) - Expansion(p0.x)) * (Expansion(q1.y) - Expansion(q0.y)) -
                      (Expansion(p1.y) - Expansion(p0.y)) * (Expansion(q1.x) - Expansion(q0.x));
  return !c.failed() && c.sign() == 0;
}
/// Whether p1 - p0 and q1 - q0 are exactly perpendicular (or either is zero).
inline bool perpendicular(Vec2 p0, Vec2 p1, Vec2 q0, Vec2 q1) {
  return parallel(p0, p1, {-q0.y, q0.x}, {-q1.y, q1.x});  // (a quarter turn is exact)
}

inline bool roundedSum(const DD& x, double& out) { return exact::roundsToOne(x.hi, x.lo, x.e, out); }

/// The vertex p moved by q w, each coordinate rounded once.
inline bool movedVertex(Vec2 p, const DD& q, Vec2 w, Vec2& out) {
  return roundedSum(DD(p.x) + q * DD(w.x), out.x) && roundedSum(DD(p.y) + q * DD(w.y), out.y);
}

/// n / |n| for n = (nx, ny) exact, each coordinate rounded once (an axis's own: 0 and +-1, exactly).
inline bool unit(const DD& nx, const DD& ny, Vec2& out) {
  if (nx.exactZero() || ny.exactZero()) {
    const DD& along = nx.exactZero() ? ny : nx;
    const double one = along.hi > 0 ? 1 : -1;
    out = nx.exactZero() ? Vec2{0, one} : Vec2{one, 0};
    return true;
  }
  DD root;
  if (!exact::squareRoot(nx * nx + ny * ny, root)) return false;
  double hi, lo, e;
  return exact::quotient(nx, root, hi, lo, e) && exact::roundsToOne(hi, lo, e, out.x) &&
         exact::quotient(ny, root, hi, lo, e) && exact::roundsToOne(hi, lo, e, out.y);
}

/// -v without negative zeros (the rationals round an exact zero to +0).
inline Vec2 opposite(Vec2 v) { return {0.0 - v.x, 0.0 - v.y}; }

/// Whether every coordinate of the motions is 0 or within the range evaluate() works in as given ([2^-64,
/// 2^128), as pairs/scaling.h): beyond it the paths' bounds would lean on their underflow terms alone.
inline bool motionInRange(double x) { return x == 0 || (std::fabs(x) >= 0x1p-64 && std::fabs(x) < 0x1p128); }
inline bool motionsInRange(Vec2 va, Vec2 vb) {
  // (each coordinate read as it was passed: a list of the four would be read back in wider pieces than it
  // was written, which stalls store forwarding)
  return motionInRange(va.x) && motionInRange(va.y) && motionInRange(vb.x) && motionInRange(vb.y);
}

/// Which cores polygonGeom takes: polygons and rects alone, points too (a ray), or segments too.
enum class Cores { Polygons, PolygonsAndPoints, Any };
/// A valid polygon's or rect's point set without radius (the float certificate proves it valid), a point's
/// or a segment's where `cores` takes them (a zero-length segment: a point), or none.
std::optional<Geom> polygonGeom(const Shape& s, Cores cores = Cores::Polygons);

}  // namespace hitlab::detail::toi
