// scaling.cpp — pairs outside the comfortable range of magnitudes, scaled in and back (see scaling.h).
#include "pairs/scaling.h"

#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>

#include "pairs/pair_capsule.h"
#include "pairs/pair_circle.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"
#include "pairs/relation.h"
#include "pairs/sat.h"
#include "pairs/tiny_lengths.h"

namespace hitlab::detail {

Shape scaledShape(const Shape& s, int k, bool& exact) {
  auto value = [&](double v) {
    const double w = std::ldexp(v, k);
    exact = exact && std::ldexp(w, -k) == v;
    return w;
  };
  auto point = [&](Vec2 p) { return Vec2{value(p.x), value(p.y)}; };
  return std::visit(
      [&](const auto& x) -> Shape {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          return Point{point(x.p)};
        } else if constexpr (std::is_same_v<S, Segment>) {
          return Segment{point(x.a), point(x.b)};
        } else if constexpr (std::is_same_v<S, Circle>) {
          return Circle{point(x.center), value(x.radius)};
        } else if constexpr (std::is_same_v<S, Rect>) {
          return Rect{point(x.min), point(x.max), value(x.radius)};
        } else if constexpr (std::is_same_v<S, Polygon>) {
          Polygon p;
          p.radius = value(x.radius);
          p.points.reserve(x.points.size());
          for (Vec2 v : x.points) p.points.push_back(point(v));
          return p;
        } else if constexpr (std::is_same_v<S, Capsule>) {
          return Capsule{point(x.a), point(x.b), value(x.radius)};
        } else {
          static_assert(kUntaughtShape<S>, "scaledShape: a shape type it does not scale");
        }
      },
      s);
}

namespace {

// v times 2^k; a non-zero v stays non-zero (the smallest double of its sign when it would round to 0).
double scaleKeepingSign(double v, int k) {
  const double w = std::ldexp(v, k);
  if (w == 0 && v != 0) return std::copysign(DBL_TRUE_MIN, v);
  return w;
}

Vec2 scalePoint(Vec2 p, int k) { return {std::ldexp(p.x, k), std::ldexp(p.y, k)}; }

// The mtv times 2^k, never the zero vector.
Vec2 scaleMove(Vec2 m, int k) {
  Vec2 w = scalePoint(m, k);
  if (w.x == 0 && w.y == 0) (std::fabs(m.x) >= std::fabs(m.y) ? w.x : w.y) = DBL_TRUE_MIN;
  if (w.x == DBL_TRUE_MIN && w.y == 0) w.x = std::copysign(DBL_TRUE_MIN, m.x);
  if (w.y == DBL_TRUE_MIN && w.x == 0) w.y = std::copysign(DBL_TRUE_MIN, m.y);
  return w;
}

// Is every point of x in y (point sets), decided by the exact predicates alone?
bool inside(const Geom& x, const Geom& y) {
  if (x.kind == ShapeType::Capsule || y.kind == ShapeType::Capsule) {  // (the family decides it exactly)
    const bool flipped = y.kind == ShapeType::Capsule && x.kind != ShapeType::Capsule;
    const Containment c =
        flipped ? capsulePair(y, x, Query::Full).containment : capsulePair(x, y, Query::Full).containment;
    return c == Containment::Equal || c == (flipped ? Containment::BInA : Containment::AInB);
  }
  if (y.kind == ShapeType::Circle) {
    if (x.kind == ShapeType::Circle) return x.r <= y.r && circlesSide(x.at(0), x.r, y.at(0), y.r, false) <= 0;
    for (int i = 0; i < x.n; ++i)
      if (circleSide(x.at(i), y.at(0), y.r) > 0) return false;
    return true;
  }
  if (x.kind == ShapeType::Circle) return y.kind == ShapeType::Polygon && circleInPolygon(x.at(0), x.r, y);
  for (int i = 0; i < x.n; ++i)
    if (!inPolytope(y, x.at(i))) return false;
  return true;
}

// The decisions of (a, b) from the exact predicates on the pair as given (no construction is made).
void exactDecisions(const Shape& a, const Shape& b, PairResult& r) {
  const Geom ga = toGeom(a), gb = toGeom(b);
  r.relation = exactRelation(ga, gb);
  const bool aInB = r.relation != Relation::Disjoint && inside(ga, gb);
  const bool bInA = r.relation != Relation::Disjoint && inside(gb, ga);
  r.containment = aInB && bInA ? Containment::Equal
                  : aInB       ? Containment::AInB
                  : bInA       ? Containment::BInA
                               : Containment::None;
  if (hasSat(typeOf(a), typeOf(b))) {
    r.sat = separatingAxes(a, b, ga, gb, r.relation != Relation::Disjoint);
    r.sat->mtv = r.mtv;
  }
}

}  // namespace

void scaleResult(PairResult& r, int k) {
  for (Vec2& p : r.points) p = scalePoint(p, k);
  r.distance = scaleKeepingSign(r.distance, k);
  r.depth = scaleKeepingSign(r.depth, k);
  if (r.mtv) r.mtv = scaleMove(*r.mtv, k);
  if (r.sat) {
    for (SatAxis& ax : r.sat->axes)
      for (double* v : {&ax.aMin, &ax.aMax, &ax.bMin, &ax.bMax, &ax.overlap}) *v = std::ldexp(*v, k);
    r.sat->mtv = r.mtv;
  }
}

namespace {

// The largest j such that every coordinate and radius of s times 2^-j is exact: 1074 above the lowest
// exponent of a set bit among them (a large number when all are zero).
int exactShiftLimit(const Shape& s) {
  int limit = 1 << 20;
  auto value = [&](double v) {
    if (v == 0) return;
    int e = 0;
    const double m = std::frexp(std::fabs(v), &e);                    // v = m 2^e, m in [0.5, 1)
    const auto bits = static_cast<std::uint64_t>(std::ldexp(m, 53));  // the 53-bit integer significand
    limit = std::min(limit, e - 53 + std::countr_zero(bits) + 1074);
  };
  forEachValue(s, value);
  return limit;
}

}  // namespace

int workingShift(const Shape& a, const Shape& b) {
  const double m = std::max(magnitude(a), magnitude(b));
  if (inComfortableRange(m, m)) return 0;
  // To the top of the range (the most room below for small results); a pair scaled down stops where its
  // lowest bits would be lost, if that is within range.
  int k = std::ilogb(m) - kTargetExponent;
  if (k > 0) {
    const int limit = std::min(exactShiftLimit(a), exactShiftLimit(b));
    if (limit < k && k - limit < kHighExponent - kTargetExponent) k = limit;
  }
  return k;
}

namespace {

// Does v, rounded once at the working scale, lose its correct rounding when scaled back by 2^k? Scaled up
// (k > 0) only a subnormal v does: it kept fewer bits than the result needs. Scaled down into the
// subnormals (k < 0) v is rounded again, and that second rounding agrees with rounding the exact value once
// unless v is exactly halfway between two subnormals: then the exact value lies on one side of v (or is v),
// and ties to even may pick the other. (Rounding is monotonic, and every such midpoint is a double at the
// working scale, so a v that is not one lies on the same side of every midpoint as the exact value.)
bool roundsTwice(double v, int k) {
  if (v == 0 || !std::isfinite(v)) return false;
  if (k > 0) return std::fabs(v) < DBL_MIN;
  const double back = std::ldexp(std::ldexp(v, k), -k);
  return back != v && std::fabs(v - back) == std::ldexp(1.0, -1075 - k);
}

// Which numbers of r (at the working scale) would come back rounded twice.
struct TwiceRounded {
  bool points = false, distance = false, depth = false, mtv = false;
  bool any() const { return points || distance || depth || mtv; }
};
// A coordinate of a meeting point that is 0 at the working scale of a pair scaled down may be a non-zero
// one that underflowed there (a huge circle crossing the side of a small rect 1e-299 below its top): its
// points are rounded again from the pair as given. (Lengths need not: a zero distance or depth is an exact
// decision's, and roundPrinted rounds the rest of the printed numbers from the pair as given.)
bool lostAsPointCoordinate(double v, int k) { return roundsTwice(v, k) || (k > 0 && v == 0); }

// A capsule's pairs round every number from the rationals at any magnitude (pair_capsule.cpp), as two
// disks do.
// (by their point sets: a capsule with equal ends is a disk, one of radius 0 a segment)
bool grownPair(const Shape& a, const Shape& b) {
  return toGeom(a).kind == ShapeType::Capsule || toGeom(b).kind == ShapeType::Capsule;
}

TwiceRounded twiceRounded(const PairResult& r, int k) {
  TwiceRounded t;
  for (Vec2 p : r.points)
    t.points = t.points || lostAsPointCoordinate(p.x, k) || lostAsPointCoordinate(p.y, k);
  t.distance = roundsTwice(r.distance, k);
  t.depth = roundsTwice(r.depth, k);
  t.mtv = r.mtv && (roundsTwice(r.mtv->x, k) || roundsTwice(r.mtv->y, k));
  return t;
}

}  // namespace

PairResult evaluateRescaled(const Shape& a, const Shape& b, std::string_view nameA, std::string_view nameB) {
  const int k = workingShift(a, b);
  bool exact = true;
  const Shape as = scaledShape(a, -k, exact), bs = scaledShape(b, -k, exact);
  PairResult r = evaluate(as, bs, nameA, nameB);
  if (!r.error.empty() && exact) return r;  // (the callers have checked the pair as given: it is valid)
  if (!r.error.empty()) r = PairResult{};   // a polygon collapsed in the lost bits: decisions alone
  const TwiceRounded twice = twiceRounded(r, k);
  scaleResult(r, k);
  if (exact && twice.any()) {
    // Rounded once from the pair as given instead: its points, two circles' lengths and mtv (the families
    // round these at any magnitude), and the other lengths from exact squares (tiny_lengths.cpp, whatever
    // their size).
    const PairResult given = familyResultAsGiven(a, b);
    if (twice.points) r.points = given.points;
    const bool disks = (typeOf(a) == ShapeType::Circle && typeOf(b) == ShapeType::Circle) || grownPair(a, b);
    if (disks) {
      r.distance = given.distance, r.depth = given.depth, r.mtv = given.mtv;
      if (r.sat) r.sat->mtv = r.mtv;
    } else if (twice.distance || twice.depth || twice.mtv) {
      refineTinyLengthsExactly(toGeom(a), toGeom(b), INFINITY, r);
    }
  }
  if (!exact) {
    exactDecisions(a, b, r);
    // The meeting points (and two circles' distance, depth and mtv) are correctly rounded at any magnitude:
    // taken from the pair as given, not from the pair that lost bits at the working scale (issue 27).
    const PairResult given = familyResultAsGiven(a, b);
    r.points = given.points;
    if ((typeOf(a) == ShapeType::Circle && typeOf(b) == ShapeType::Circle) || grownPair(a, b)) {
      r.distance = given.distance, r.depth = given.depth, r.mtv = given.mtv;
      if (r.sat) r.sat->mtv = r.mtv;
    }
  }
  // A small distance or depth again from the pair as given (exact squares, any magnitude): scaled back, a
  // result that underflowed at the working scale would have lost its digits.
  const Geom ga = toGeom(a), gb = toGeom(b);
  refineTinyLengths(ga, gb, std::max(satSize(ga), satSize(gb)), r);
  return r;
}

}  // namespace hitlab::detail
