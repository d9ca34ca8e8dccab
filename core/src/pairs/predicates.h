// predicates.h — the exact predicates the pair families decide with (internal; predicates.cpp): orientations,
// sides of circles, projections on an axis compared exactly. Each is a float filter with an exact fallback.
#pragma once

#include "hitlab/math.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// A projection axis: n = rightPerp(q - p) when perp, else n = q - p; exact in the rationals.
struct AxisDef {
  Vec2 p, q;
  bool perp = true;
};

/// One end of a projection interval: the value p . n + side * r * |n|.
struct Extreme {
  Vec2 p;
  double r = 0;
  int side = 0;
};

/// Exact sign of value(e1) - value(e2) on the axis.
int compareExtremes(const AxisDef& ax, const Extreme& e1, const Extreme& e2);
/// The largest (side +1) or smallest (side -1) projection of a shape on the axis.
Extreme extremeAlong(const Geom& g, const AxisDef& ax, int side);
/// Exact sign of the interval overlap min(maxA, maxB) - max(minA, minB) on the axis.
int overlapSign(const Geom& a, const Geom& b, const AxisDef& ax);
/// How often overlapSign's projection filter left the sign to the exact extremes on this thread (a test
/// holds the filter to general-position pairs with it).
inline thread_local long long tProjectionDeferrals = 0;

/// Exact orientation of c relative to the directed line a -> b: +1 left, 0 on it, -1 right.
int orient(Vec2 a, Vec2 b, Vec2 c);
/// Exact sign of (b - a) . (d - c).
int dotSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d);
/// Exact: does p lie on the closed segment a-b (a may equal b)?
bool onSegment(Vec2 p, Vec2 a, Vec2 b);
/// Exact sign of |p - c|^2 - r^2.
int circleSide(Vec2 p, Vec2 c, double r);
/// Exact sign of |c2 - c1|^2 - (r1 + r2)^2 (sum) or |c2 - c1|^2 - (r1 - r2)^2 (difference).
int circlesSide(Vec2 c1, double r1, Vec2 c2, double r2, bool sum);
/// Exact sign of dist(c, segment a-b)^2 - r^2.
int segmentDistanceVsRadius(Vec2 c, double r, Vec2 a, Vec2 b);
/// Exact sign of dist(c, segment a-b)^2 - (r1 + r2)^2 (sum) or - (r1 - r2)^2 (difference); a may equal b.
int segmentDistanceVsRadii(Vec2 c, double r1, double r2, bool sum, Vec2 a, Vec2 b);
/// Exact: is p in the closed region of a polygon Geom?
bool inPolygon(const Geom& g, Vec2 p);
/// Exact: is p in the closed point set of a Geom?
bool inPolytope(const Geom& g, Vec2 p);

}  // namespace hitlab::detail
