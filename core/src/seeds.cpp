// seeds.cpp — the seed articles' algorithms, exact, with traces.
#include "hitlab/seeds.h"

#include "exact/exact.h"
#include "hitlab/relation.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"

namespace hitlab::seeds {

using namespace detail;

bool straddleTest(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Boundary mode, StraddleTrace* trace) {
  std::array<int, 4> s = {orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)};
  bool collinear = s == std::array<int, 4>{0, 0, 0, 0};
  if (trace) {
    trace->ab = b - a, trace->ac = c - a, trace->ad = d - a;
    trace->cd = d - c, trace->ca = a - c, trace->cb = b - c;
    trace->cross = {roundedCross(a, b, c), roundedCross(a, b, d), roundedCross(c, d, a),
                    roundedCross(c, d, b)};
    trace->sign = s;
    trace->collinear = collinear;
  }
  if (mode == Boundary::Strict) return s[0] * s[1] < 0 && s[2] * s[3] < 0;
  // Inclusive: products <= 0, except that four zeros (collinear) need the 1-D interval test.
  return classify(Segment{a, b}, Segment{c, d}) != Relation::Disjoint;
}

FootTrace pointSegmentFoot(Vec2 p, Vec2 a, Vec2 b) {
  FootTrace f;
  f.signAtA = dotSign(a, b, a, p);
  f.signAtB = dotSign(b, a, b, p);
  // An end, or the foot a + t (b - a) with t = (p - a) . (b - a) / |b - a|^2: t and each coordinate are
  // rationals, rounded once, as is the distance.
  if (f.signAtA <= 0) {
    f.t = 0, f.foot = a;
  } else if (f.signAtB <= 0) {
    f.t = 1, f.foot = b;
  } else {
    auto part = [&](int which) {  // 0: t, 1: x, 2: y
      return roundedRational([&](auto tag) {
        using T = typename decltype(tag)::type;
        const exact::V2<T> A = exact::lift<T>(a), d = exact::lift<T>(b) - A;
        const T L = exact::dotT(d, d), u = exact::dotT(exact::lift<T>(p) - A, d);
        if (which == 0) return std::pair<T, T>{u, L};
        return std::pair<T, T>{which == 1 ? T(A.x * L + u * d.x) : T(A.y * L + u * d.y), L};
      });
    };
    f.t = part(0), f.foot = {part(1), part(2)};
  }
  f.distance = roundedSegmentDistance(p, a, b);
  return f;
}

bool segmentCircleTest(Vec2 a, Vec2 b, const Circle& c, CircleAs as, Boundary mode,
                       SegmentCircleTrace* trace) {
  SegmentCircleTrace t;
  t.foot = pointSegmentFoot(c.center, a, b);
  t.distanceVsRadius = segmentDistanceVsRadius(c.center, c.radius, a, b);
  t.farEndVsRadius = std::max(circleSide(a, c.center, c.radius), circleSide(b, c.center, c.radius));
  if (trace) *trace = t;
  bool strict = mode == Boundary::Strict;
  bool nearEnough = strict ? t.distanceVsRadius < 0 : t.distanceVsRadius <= 0;
  if (as == CircleAs::Disk) return nearEnough;
  return nearEnough && (strict ? t.farEndVsRadius > 0 : t.farEndVsRadius >= 0);
}

bool circleCircleTest(const Circle& c1, const Circle& c2, Boundary mode, CircleCircleTrace* trace) {
  auto side = [&](bool sum) { return circlesSide(c1.center, c1.radius, c2.center, c2.radius, sum); };
  int vsSum = side(true);
  if (trace) {
    CircleCircleTrace& t = *trace;
    t.vsSum = vsSum;
    t.vsDifference = side(false);
    // With D = |c2 - c1|^2 and P = D + r1^2 - r2^2: d = sqrt(D), along = P / 2 sqrt(D), and the half chord
    // sqrt(r1^2 - along^2) = sqrt(K D) / 2D with K = ((r1 + r2)^2 - D)(D - (r1 - r2)^2) (0 when the circles
    // do not cross), each rounded once.
    enum class Part { D, Along, Half };
    auto part = [&](Part which) {
      return roundedSumRoot([&](auto tag) {
        using T = typename decltype(tag)::type;
        const exact::V2<T> d = exact::lift<T>(c2.center) - exact::lift<T>(c1.center);
        const T D = exact::dotT(d, d), r1 = T(c1.radius), r2 = T(c2.radius);
        if (which == Part::D) return SumRoot<T>{T(0), T(1), D, T(1)};
        if (which == Part::Along) return SumRoot<T>{T(0), T(D + r1 * r1 - r2 * r2), D, T(2 * D)};
        const T sum = T(r1 + r2), difference = T(r1 - r2);
        const T K = T(T(sum * sum - D) * T(D - difference * difference));
        return SumRoot<T>{T(0), T(1), T(K * D), T(2 * D)};
      });
    };
    t.d = c1.center == c2.center ? 0 : part(Part::D);
    t.along = t.half = 0;
    if (t.d > 0) {
      t.along = part(Part::Along);
      if (vsSum < 0 && t.vsDifference > 0) t.half = part(Part::Half);
    }
    std::vector<Vec2> pts;
    if (c1.radius > 0 && c2.radius > 0) pts = evaluate(c1, c2).points;
    t.pointCount = static_cast<int>(pts.size());
    for (int i = 0; i < t.pointCount; ++i) t.points[i] = pts[i];
  }
  return mode == Boundary::Strict ? vsSum < 0 : vsSum <= 0;
}

bool rectTest(const Rect& a, const Rect& b, Boundary mode, RectTrace* trace) {
  bool strict = mode == Boundary::Strict;
  auto before = [&](double hi, double lo) { return strict ? hi <= lo : hi < lo; };
  std::array<bool, 4> apart = {before(b.max.x, a.min.x), before(a.max.x, b.min.x), before(b.max.y, a.min.y),
                               before(a.max.y, b.min.y)};
  if (trace) {
    trace->apart = apart;
    for (int axis = 0; axis < 2; ++axis) {
      auto pick = [&](Vec2 v) { return axis == 0 ? v.x : v.y; };
      // |ca - cb| - (ha + hb), doubled so that centers and half sizes stay exact rationals.
      trace->centerVsHalfSizes[axis] = exact::decide([&](auto tag) {
        using T = typename decltype(tag)::type;
        T centers = T(T(pick(a.min)) + T(pick(a.max)) - T(pick(b.min)) - T(pick(b.max)));
        T sizes = T(T(pick(a.max)) - T(pick(a.min)) + T(pick(b.max)) - T(pick(b.min)));
        int s = exact::sign(centers);
        return exact::sign(T((s < 0 ? T(-centers) : centers) - sizes));
      });
    }
  }
  return !(apart[0] || apart[1] || apart[2] || apart[3]);
}

bool intervalsOverlap(double a0, double a1, double b0, double b1, Boundary mode) {
  return mode == Boundary::Strict ? (a0 < b1 && b0 < a1) : (a0 <= b1 && b0 <= a1);
}

bool satEdgeSideTest(const Polygon& a, const Polygon& b, Boundary mode, EdgeSideTrace* trace) {
  Shape sa = a, sb = b;  // a Geom borrows the vertices: keep the shapes alive
  Geom ga = toGeom(sa), gb = toGeom(sb);
  auto separates = [&](const Geom& edges, const Geom& other, int i) {
    Vec2 p = edges.at(i), q = edges.at((i + 1) % edges.n);
    for (int k = 0; k < other.n; ++k) {
      int s = edges.winding * orient(p, q, other.at(k));  // > 0: inner side of the edge
      if (mode == Boundary::Inclusive ? s >= 0 : s > 0) return false;
    }
    return true;
  };
  struct Side {
    char owner;
    const Geom *edges, *other;
  };
  for (Side side : {Side{'a', &ga, &gb}, Side{'b', &gb, &ga}})
    for (int i = 0; i < side.edges->n; ++i)
      if (separates(*side.edges, *side.other, i)) {
        if (trace) trace->separatingEdge = i, trace->owner = side.owner;
        return false;
      }
  return true;
}

}  // namespace hitlab::seeds
