// predicates.cpp — the exact predicates (predicates.h): a float filter first, rationals when it cannot tell.
#include "pairs/predicates.h"

#include <algorithm>
#include <cmath>

#include "exact/exact.h"
#include "hitlab/classify.h"
#include "hitlab/predicates.h"

namespace hitlab::detail {

using exact::decide;
using exact::lift;
using exact::V2;

// [SECTION] Exact predicates

int orient(Vec2 a, Vec2 b, Vec2 c) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> A = lift<T>(a), B = lift<T>(b), C = lift<T>(c);
    return exact::sign(exact::crossT(B - A, C - A));
  });
}

int dotSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    return exact::sign(exact::dotT(lift<T>(b) - lift<T>(a), lift<T>(d) - lift<T>(c)));
  });
}

bool onSegment(Vec2 p, Vec2 a, Vec2 b) {
  if (a == b) return p == a;
  if (orient(a, b, p) != 0) return false;
  // On the line: between a and b when (p - a).(b - a) >= 0 and (p - b).(a - b) >= 0; collinear values
  // make these plain coordinate comparisons.
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

int circleSide(Vec2 p, Vec2 c, double r) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> d = lift<T>(p) - lift<T>(c);
    T R(r);
    return exact::sign(T(exact::dotT(d, d) - R * R));
  });
}

int circlesSide(Vec2 c1, double r1, Vec2 c2, double r2, bool sum) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> d = lift<T>(c2) - lift<T>(c1);
    T rr = sum ? T(T(r1) + T(r2)) : T(T(r1) - T(r2));
    return exact::sign(T(exact::dotT(d, d) - rr * rr));
  });
}

int segmentDistanceVsRadius(Vec2 c, double r, Vec2 a, Vec2 b) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> A = lift<T>(a), B = lift<T>(b), C = lift<T>(c);
    V2<T> d = B - A, w = C - A;
    T R(r);
    T t = exact::dotT(d, w);
    if (exact::sign(t) <= 0) return exact::sign(T(exact::dotT(w, w) - R * R));
    T L = exact::dotT(d, d);
    if (exact::sign(T(t - L)) >= 0) {
      V2<T> wb = C - B;
      return exact::sign(T(exact::dotT(wb, wb) - R * R));
    }
    T cr = exact::crossT(d, w);
    return exact::sign(T(cr * cr - R * R * L));
  });
}

int segmentDistanceVsRadii(Vec2 c, double r1, double r2, bool sum, Vec2 a, Vec2 b) {
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> A = lift<T>(a), B = lift<T>(b), C = lift<T>(c);
    V2<T> d = B - A, w = C - A;
    const T R = sum ? T(T(r1) + T(r2)) : T(T(r1) - T(r2)), R2 = T(R * R);
    T t = exact::dotT(d, w);
    if (exact::sign(t) <= 0) return exact::sign(T(exact::dotT(w, w) - R2));
    T L = exact::dotT(d, d);
    if (exact::sign(T(t - L)) >= 0) {
      V2<T> wb = C - B;
      return exact::sign(T(exact::dotT(wb, wb) - R2));
    }
    T cr = exact::crossT(d, w);
    return exact::sign(T(cr * cr - R2 * L));
  });
}

bool inPolygon(const Geom& g, Vec2 p) {
  for (int i = 0; i < g.n; ++i)
    if (orient(g.at(i), g.edgeTo(i), p) * g.winding < 0) return false;
  return true;
}

bool inPolytope(const Geom& g, Vec2 p) {
  switch (g.kind) {
    case ShapeType::Point:
      return p == g.at(0);
    case ShapeType::Segment:
      return onSegment(p, g.at(0), g.at(1));
    case ShapeType::Polygon:
      return inPolygon(g, p);
    case ShapeType::Circle:
      return circleSide(p, g.at(0), g.r) <= 0;
    case ShapeType::Capsule:  // (within r of its core: in a polygon core, or within r of an edge)
      if (g.n > 2 && inPolygon(g, p)) return true;
      for (int j = 0; j < g.edgeCount(); ++j)
        if (segmentDistanceVsRadius(p, g.r, g.edgeFrom(j), g.edgeTo(j)) <= 0) return true;
      return false;
    case ShapeType::Rect:  // (no Geom is a rect: toGeom makes it its polygon)
      break;
  }
  return false;
}

// [SECTION] Projections on an axis

int compareExtremes(const AxisDef& ax, const Extreme& e1, const Extreme& e2) {
  // Ties known from the structure, which no rounded evaluation can certify: the same extreme, and the two
  // ends of the edge whose normal is the axis.
  bool sameOffset = e1.side * e1.r == e2.side * e2.r;
  if (sameOffset && e1.p == e2.p) return 0;
  if (sameOffset && ax.perp && ((e1.p == ax.p && e2.p == ax.q) || (e1.p == ax.q && e2.p == ax.p))) return 0;
  return decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    V2<T> d = lift<T>(ax.q) - lift<T>(ax.p);
    V2<T> n = ax.perp ? V2<T>{d.y, T(-d.x)} : d;
    T X = exact::dotT(n, lift<T>(e1.p) - lift<T>(e2.p));
    T R = T(T(e1.side) * T(e1.r) - T(e2.side) * T(e2.r));
    return exact::signSumRoot(X, R, exact::dotT(n, n));
  });
}

Extreme extremeAlong(const Geom& g, const AxisDef& ax, int side) {
  if (g.kind == ShapeType::Circle) return {g.at(0), g.r, side};
  // (a grown shape: its core's extreme vertex, the interval widened by r)
  const int widened = g.r > 0 ? side : 0;
  Extreme best{g.at(0), g.r, widened};
  for (int i = 1; i < g.n; ++i) {
    Extreme e{g.at(i), g.r, widened};
    if (compareExtremes(ax, e, best) * side > 0) best = e;
  }
  return best;
}

// Projection bounds of a point set on the axis from rounded projections with their error bounds; each bound
// is widened so that its own rounding cannot cross the true value.
struct Bounds {
  double minLo, minHi, maxLo, maxHi;
  bool finite = true;  ///< false when a projection overflowed: the bounds then prove nothing
};

static Bounds projectionBounds(const Geom& g, exact::Fl nx, exact::Fl ny) {
  Bounds b{INFINITY, INFINITY, -INFINITY, -INFINITY};
  for (int i = 0; i < g.n; ++i) {
    Vec2 v = g.at(i);
    exact::Fl x = nx * exact::Fl(v.x) + ny * exact::Fl(v.y);
    double e = x.e * (1 + 0x1p-50) + std::fabs(x.v) * 0x1p-51;
    double lo = x.v - e, hi = x.v + e;
    b.finite = b.finite && std::isfinite(lo) && std::isfinite(hi);
    b.minLo = std::min(b.minLo, lo), b.minHi = std::min(b.minHi, hi);
    b.maxLo = std::max(b.maxLo, lo), b.maxHi = std::max(b.maxHi, hi);
  }
  return b;
}

// The overlap's sign from the exact extremes alone.
static int overlapSignExact(const Geom& a, const Geom& b, const AxisDef& ax) {
  int s1 = compareExtremes(ax, extremeAlong(a, ax, 1), extremeAlong(b, ax, -1));
  if (s1 < 0) return s1;
  int s2 = compareExtremes(ax, extremeAlong(b, ax, 1), extremeAlong(a, ax, -1));
  return std::min(s1, s2);
}

int overlapSign(const Geom& a, const Geom& b, const AxisDef& ax) {
  if (a.r == 0 && b.r == 0) {  // (no disk or grown shape: the intervals are the vertices' projections)
    // Fast path: both intervals from rounded projections; decided when the bounds do not straddle.
    exact::Fl dx = exact::Fl(ax.q.x) - exact::Fl(ax.p.x), dy = exact::Fl(ax.q.y) - exact::Fl(ax.p.y);
    exact::Fl nx = ax.perp ? dy : dx, ny = ax.perp ? -dx : dy;
    Bounds A = projectionBounds(a, nx, ny), B = projectionBounds(b, nx, ny);
    if (!A.finite || !B.finite) return overlapSignExact(a, b, ax);
    int s1 = A.maxLo > B.minHi ? 1 : (A.maxHi < B.minLo ? -1 : 2);
    int s2 = B.maxLo > A.minHi ? 1 : (B.maxHi < A.minLo ? -1 : 2);
    if (s1 < 0 || s2 < 0) return -1;
    if (s1 == 1 && s2 == 1) return 1;
    ++tProjectionDeferrals;
  }
  return overlapSignExact(a, b, ax);
}

}  // namespace hitlab::detail

// [SECTION] The public signs (hitlab/predicates.h)

namespace hitlab {

int orientation(Vec2 a, Vec2 b, Vec2 c) { return detail::orient(a, b, c); }

int crossSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return exact::decide([&](auto tag) {
    using T = typename decltype(tag)::type;
    return exact::sign(
        exact::crossT(exact::lift<T>(b) - exact::lift<T>(a), exact::lift<T>(d) - exact::lift<T>(c)));
  });
}

int dotSign(Vec2 a, Vec2 b, Vec2 c, Vec2 d) { return detail::dotSign(a, b, c, d); }

}  // namespace hitlab
