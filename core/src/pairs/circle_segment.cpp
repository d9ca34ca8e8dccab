// circle_segment.cpp — where a circle meets a segment (circle_segment.h).
#include "pairs/circle_segment.h"

#include <algorithm>
#include <cmath>

#include "exact/exact.h"
#include "exact/rounding.h"
#include "pairs/constructions.h"
#include "pairs/predicates.h"

namespace hitlab::detail {

using exact::lift;
using exact::V2;

void circleSegmentPoints(Vec2 c, double r, Vec2 a, Vec2 b, std::vector<Vec2>& out) {
  if (a == b) {
    if (circleSide(a, c, r) == 0) out.push_back(a);
    return;
  }
  int ga = circleSide(a, c, r), gb = circleSide(b, c, r);
  if (ga == 0) out.push_back(a);
  if (gb == 0) out.push_back(b);
  int leaveA = dotSign(a, b, c, a);  // sign of g'(0): > 0 when moving from a goes outward
  int leaveB = dotSign(a, b, c, b);  // sign of g'(1)
  // Which roots of g(t) = |a + t(b - a) - c|^2 - r^2 lie strictly inside (0, 1), decided exactly.
  CircleEdgeRoots roots;
  bool &small = roots.small, &large = roots.large, &tangent = roots.tangent;
  if (ga < 0 && gb > 0)
    large = true;
  else if (ga > 0 && gb < 0)
    small = true;
  else if (ga == 0 && gb > 0 && leaveA < 0)
    large = true;
  else if (gb == 0 && ga > 0 && leaveB > 0)
    small = true;
  else if (ga > 0 && gb > 0 && leaveA < 0 && leaveB > 0) {
    int s = segmentDistanceVsRadius(c, r, a, b);
    if (s == 0) tangent = true;
    if (s < 0) small = large = true;
  }
  circleEdgeRootPoints(c, r, a, b, roots, out);
}

namespace {

using exact::DD;

// One coordinate (axis 0: x, 1: y) of a + t (b - a), t = (-B + sign sqrt(disc)) / L (sign 0: the double
// root), from the rationals, rounded once.
[[gnu::noinline]] double exactRootCoordinate(Vec2 c, double r, Vec2 a, Vec2 b, int axis, int sign) {
  ++tRoundingFallbacks;
  using Q = V2<mpq_class>;
  const Q d = lift<mpq_class>(b) - lift<mpq_class>(a), w = lift<mpq_class>(a) - lift<mpq_class>(c);
  const mpq_class L = exact::dotT(d, d), B = exact::dotT(d, w), cr = exact::crossT(d, w), R(r);
  const mpq_class& along = axis == 0 ? d.x : d.y;
  const mpq_class start = mpq_class(axis == 0 ? a.x : a.y) - B * along / L;
  if (sign == 0) return exact::nearest(start);
  return exact::nearestSumRoot(start, mpq_class(sign * along / L), mpq_class(R * R * L - cr * cr));
}

}  // namespace

// Each coordinate of a + t (b - a), t = (-B +- sqrt(B^2 - L C)) / L with L = |d|^2, B = d . w (d = b - a, w =
// a - c) and B^2 - L C = r^2 L - (d x w)^2 (exact: no cancellation near tangency): t from double-doubles with
// their bounds (L, B, the discriminant and its root shared by both roots; one quotient per root), then each
// coordinate as a segment crossing's (crossingCoordinate, with t's bound), the double nearest to it when the
// bound's interval rounds to one double, else from the rationals. The exact roots lie inside the segment, so
// their rounded points lie in its bounding box.
void circleEdgeRootPoints(Vec2 c, double r, Vec2 a, Vec2 b, CircleEdgeRoots roots, std::vector<Vec2>& out) {
  const bool small = roots.small, large = roots.large, tangent = roots.tangent;
  if (!small && !large && !tangent) return;
  const DD dx = exact::exactDifference(b.x, a.x), dy = exact::exactDifference(b.y, a.y),
           wx = exact::exactDifference(a.x, c.x), wy = exact::exactDifference(a.y, c.y);
  const DD L = dx * dx + dy * dy, B = dx * wx + dy * wy;
  DD root;
  bool certain = true;
  if (!tangent) {
    const DD cross = dx * wy - dy * wx, R(r);
    certain = exact::squareRoot(R * R * L - cross * cross, root);
  }
  auto point = [&](int sign) {
    if (certain) {
      const DD n = sign == 0 ? -B : sign > 0 ? root - B : -(root + B);
      CrossingRatio t;
      Vec2 v;
      if (exact::quotient(n, L, t.th, t.tl, t.et)) {
        t.ec = crossingCoefficient(t.th, t.tl, t.et);
        if (crossingCoordinate(a.x, b.x, t, v.x) && crossingCoordinate(a.y, b.y, t, v.y)) return v;
      }
    }
    return Vec2{exactRootCoordinate(c, r, a, b, 0, sign), exactRootCoordinate(c, r, a, b, 1, sign)};
  };
  if (tangent) {
    out.push_back(point(0));
    return;
  }
  if (small) out.push_back(point(-1));
  if (large) out.push_back(point(1));
}

}  // namespace hitlab::detail
