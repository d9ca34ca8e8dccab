// constructions.h — rounded constructions (internal; constructions.cpp): a value of an exact expression
// rounded to a double, the closest point and distance on a segment, the crossing point of two segments.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "exact/exact.h"
#include "hitlab/math.h"

namespace hitlab::detail {

/// Rounds an exact expression to a double with a relative error of a few ulps (for constructions): doubles
/// first, then double-doubles, and rationals only when even those cannot bound the cancellation.
template <class F>
[[gnu::noinline]] double accurateBeyondDoubles(const F& f) {
  exact::DD d = f(exact::Tag<exact::DD>{});
  if (d.e <= std::fabs(d.hi) * 0x1p-51) return d.hi;  // within 2^-51 + 2^-53 of the true value
  mpq_class q = f(exact::Tag<mpq_class>{});
  return q.get_d();
}
/// (The first tier inline, where a loop calls it; the others out of line.)
template <class F>
[[gnu::always_inline]] inline double accurate(const F& f) {
  exact::Fl x = f(exact::Tag<exact::Fl>{});
  if (x.e <= std::fabs(x.v) * 0x1p-50) return x.v;
  return accurateBeyondDoubles(f);
}

/// crossingPoint's ratio num / den from the exact rational values, rounded once (num; den is 1) at any
/// magnitude (the fallback).
[[gnu::noinline]] void exactCrossingRatio(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, double& num, double& den);

/// The squared distance from p to the edge a-b, rounded exactly as pointSegmentDistance rounds it before its
/// square root (closestOnSegment, then the squared length). (closest_small-inl.h has it in vector lanes.)
inline double vertexEdgeSquare(double px, double py, double ax, double ay, double bx, double by) {
  const double dx = bx - ax, dy = by - ay, L = dx * dx + dy * dy;
  const double u = (px - ax) * dx + (py - ay) * dy;
  // L == 0 (a point's outline) makes s NaN, which picks a, as closestOnSegment's L == 0 test does; a + 0 * d
  // is a itself, so the clamp at 0 needs no select of its own.
  const double s = u / L, w = s > 0 ? s : 0.0;
  const bool past = s >= 1;
  const double cx = past ? bx : ax + w * dx, cy = past ? by : ay + w * dy;
  const double vx = px - cx, vy = py - cy;
  return vx * vx + vy * vy;
}

/// Distance from p to the closed segment a-b (rounded).
double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b);
/// Closest point to p on the closed segment a-b (rounded).
Vec2 closestOnSegment(Vec2 p, Vec2 a, Vec2 b);

/// The proper crossing of p1-p2 and q1-q2 (interiors cross at one point): the parameter along p1-p2 is a
/// ratio of two cross products, num = (q1 - p1) x (q2 - q1) and den = (p2 - p1) x (q2 - q1), each within 2u
/// (u = 2^-53) of its exact value, so near-parallel crossings stay accurate. Both are computed with
/// error-free differences and products (exact::crossOfDifferences); the rare pair that cancels beyond that
/// (or underflows) takes the rationals. Inline: the candidate loops call it with their coordinates in
/// registers. In three steps, the second of which fast/crossing_points.cpp takes in two vector lanes.
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);

/// Step 1: measured along the segment whose ends come first lexicographically, so that the point is the
/// same whichever segment is named first (along the other it would round differently).
inline void orderForCrossing(Vec2& p1, Vec2& p2, Vec2& q1, Vec2& q2) {
  auto before = [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); };
  if (before(q1, p1) || (q1 == p1 && before(q2, p2))) std::swap(p1, q1), std::swap(p2, q2);
}
/// Step 3, after num and den (step 2, certain or not): the rationals where either is not certain, then the
/// point at num / den along p1-p2.
inline Vec2 crossingFromRatio(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2, double num, double den, bool certain) {
  if (!certain) exactCrossingRatio(p1, p2, q1, q2, num, den);
  double t = std::clamp(num / den, 0.0, 1.0);
  return p1 + t * (p2 - p1);
}
inline Vec2 crossingPoint(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  orderForCrossing(p1, p2, q1, q2);
  const exact::CrossOfDifferences n =
      exact::crossOfDifferences(q1.x, p1.x, q1.y, p1.y, q2.x, q1.x, q2.y, q1.y);
  const exact::CrossOfDifferences d =
      exact::crossOfDifferences(p2.x, p1.x, p2.y, p1.y, q2.x, q1.x, q2.y, q1.y);
  return crossingFromRatio(p1, p2, q1, q2, n.value, d.value, n.certain && d.certain);
}

/// Sorts points lexicographically and removes exact duplicates.
void sortUnique(std::vector<Vec2>& pts);

}  // namespace hitlab::detail
