// pair_circle.cpp — a disk of positive radius against a point, segment, polygon or another disk.
//
// Algorithm (disk c, r against X):
//   relation     the sign of dist(c, X) - r: 0 inside a polygon, else the least over X's edges of the
//                segment distance (seed 002: the foot of the perpendicular when both dot products say it
//                falls inside the edge, else the nearer end), compared as squares, exactly
//   containment  every vertex of X within r of c (X in the disk), or c at least r inside every edge line
//   points       each edge against the circle: the roots of |a + t (b - a) - c|^2 = r^2 inside the edge
//   distance     dist(c, X) - r; depth and mtv: the shortest push of the disk out of the polygon
//   two disks    |c1 - c2| against r1 + r2 and |r1 - r2| (squares), the chord points as seed 000 builds
//                them (line of centers, half chord), each factor rounded once from its exact value
//
// Disk against X: the open disk meets the interior of X exactly when dist(center, X) < r (the open disk is
// open, so touching the closed X inside it means touching X's interior too); dist == r is touching. Distances
// are never computed for decisions: the comparisons are done on squares, exactly (seeds 000 and 002, which
// compare with sqrt in floating point).
#include "pairs/pair_circle.h"
#include "exact/exact.h"

#include <cmath>
#include <limits>

#include "hitlab/detail/bounds.h"
#include "pairs/circle_segment.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"
#include "pairs/tiny_lengths.h"

namespace hitlab::detail {

using exact::decide;
using exact::lift;
using exact::V2;

Relation relationFromSide(int s) {
  return s < 0 ? Relation::Overlapping : (s == 0 ? Relation::Touching : Relation::Disjoint);
}

// Sign of dist(center, X) - r over X's point set.
static int distanceVsRadius(Vec2 c, double r, const Geom& x) {
  if (x.kind == ShapeType::Point) return circleSide(x.at(0), c, r);
  if (x.kind == ShapeType::Polygon && inPolygon(x, c)) return -1;
  int best = 1;
  for (int i = 0; i < x.outlineCount() && best >= 0; ++i)
    best = std::min(best, segmentDistanceVsRadius(c, r, x.edgeFrom(i), x.edgeTo(i)));
  return best;
}

// Is the disk inside the polygon: the center at least r inside every edge line?
bool circleInPolygon(Vec2 c, double r, const Geom& g) {
  for (int i = 0; i < g.n; ++i) {
    Vec2 p = g.at(i), q = g.edgeTo(i);
    int s = decide([&](auto tag) {
      using T = typename decltype(tag)::type;
      V2<T> d = lift<T>(q) - lift<T>(p);
      T inward = T(T(g.winding) * exact::crossT(d, lift<T>(c) - lift<T>(p)));
      return exact::signSumRoot(inward, T(-r), exact::dotT(d, d));  // inward - r |d|
    });
    if (s < 0) return false;
  }
  return true;
}

// The smallest pointSegmentDistance from c to a polygon's edges, and the first edge at that distance.
double nearestEdgeDistance(Vec2 c, const Geom& g, int& edge, double* squares) {
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < g.n; ++i) {
    const Vec2 p = g.at(i), q = g.edgeTo(i);
    const double d = pointSegmentDistance(c, p, q);
    if (squares) squares[i] = vertexEdgeSquare(c.x, c.y, p.x, p.y, q.x, q.y);
    if (d < best) best = d, edge = i;
  }
  return best;
}

// Shortest push of the disk out of the polygon, as a direction to move the disk and a length (rounded once).
// (Up to kMaxDepthEdges edges, their line distances or squares are kept for the window; beyond, every edge
// is measured.)
constexpr int kMaxDepthEdges = 64;
void circlePolygonDepth(Vec2 c, double r, const Geom& g, bool centerIn, double& depth, Vec2& dir,
                        NearestEdge nearestEdge) {
  if (centerIn) {
    // The nearest edge line, then r past it: each line distance as rounded (within 32u M of the exact
    // one), so only the lines within 2^-44 M of the least can be the nearest; each of those measured exactly
    // rounded (roundedSegmentDistance's inside, r + |d x w| / |d|), the least kept (rounding is monotonic).
    double best = std::numeric_limits<double>::infinity(), inside[kMaxDepthEdges];
    for (int i = 0; i < g.n; ++i) {
      Vec2 p = g.at(i), q = g.edgeTo(i);
      Vec2 out = normalized(g.winding * rightPerp(q - p));
      const double line = dot(p - c, out);  // distance from c to the edge line
      if (i < kMaxDepthEdges) inside[i] = line;
      if (line < best) best = line, dir = out;
    }
    const double limit = best + largestCoordinate(c, g) * 0x1p-44;
    depth = std::numeric_limits<double>::infinity();
    for (int i = 0; i < g.n; ++i) {
      if (i < kMaxDepthEdges && inside[i] > limit) continue;
      depth = std::min(depth, roundedSegmentDistance(c, g.at(i), g.edgeTo(i), -r, 1, 0));
    }
    return;
  }
  int edge = 0;
  double squares[kMaxDepthEdges];
  const bool kept = g.n <= kMaxDepthEdges;
  const double best = nearestEdge(c, g, edge, kept ? squares : nullptr);
  // r - dist(c, outline) rounded once: the edges within the window of the nearest one's square
  // (roundedNearestGap; the nearest edge's square is the least one's within kRootTieWindow, which only
  // widens the window).
  {
    auto square = [&](int i) {
      const Vec2 u = g.edgeFrom(i), w = g.edgeTo(i);
      return kept ? squares[i] : vertexEdgeSquare(c.x, c.y, u.x, u.y, w.x, w.y);
    };
    depth = std::max(roundedNearestGap(c, r, g, square(edge), -1, square, [](int) { return 2; }), 0.0);
  }
  // Away from the nearest point: the edge's outward normal when that point lies inside the edge, else away
  // from the vertex. (Not the direction of c minus the rounded nearest point: for a center a hair outside
  // an edge that difference is rounding noise.)
  // Near the outline (below 2^-16 of the size) rounding may pick the wrong feature: the exact one decides.
  if (best < 0x1p-16 * satSize(g)) {
    dir = awayFromNearest(c, g);
    return;
  }
  const Vec2 p = g.at(edge), q = g.edgeTo(edge), nearest = closestOnSegment(c, p, q);
  // The edge's outward normal only when c lies outside the edge's line, exactly: of two edges whose rounded
  // distances tie (the sides of a rect one ulp wide), the one whose line has c on its inner side would push
  // the disk the wrong way (issue 27: circle at (-16, 12) r 20 against x in [-6, -6 + ulp] got (-10, 0)).
  const bool outside = orient(p, q, c) * g.winding < 0;
  dir = nearest == p || nearest == q || !outside ? normalized(c - nearest)
                                                 : normalized(g.winding * rightPerp(q - p));
}

PairResult circlePolytopePair(const Geom& disk, const Geom& x, Query query) {
  Vec2 c = disk.at(0);
  double r = disk.r;
  PairResult res;
  int side = distanceVsRadius(c, r, x);
  res.relation = relationFromSide(side);
  if (query == Query::Relation) return res;
  const bool containment = asks(query, Query::Containment);
  if (res.relation != Relation::Disjoint) {
    bool xIn = containment;
    for (int i = 0; i < x.n && xIn; ++i) xIn = circleSide(x.at(i), c, r) <= 0;
    if (xIn)
      res.containment = Containment::BInA;
    else if (containment && x.kind == ShapeType::Polygon && circleInPolygon(c, r, x))
      res.containment = Containment::AInB;
    if (asks(query, Query::Points)) {
      for (int i = 0; i < x.outlineCount(); ++i)
        circleSegmentPoints(c, r, x.edgeFrom(i), x.edgeTo(i), res.points);
      sortUnique(res.points);
    }
  } else if (asks(query, Query::Distance)) {
    auto square = [&](int i) {
      const Vec2 p = x.edgeFrom(i), q = x.edgeTo(i);
      return vertexEdgeSquare(c.x, c.y, p.x, p.y, q.x, q.y);
    };
    double least = std::numeric_limits<double>::infinity();
    for (int i = 0; i < x.outlineCount(); ++i) least = std::min(least, square(i));
    res.distance = std::max(roundedNearestGap(c, r, x, least, 1, square, [](int) { return 2; }), 0.0);
  }
  if (asks(query, Query::Depth) && res.relation == Relation::Overlapping && x.kind == ShapeType::Polygon) {
    Vec2 dir;
    circlePolygonDepth(c, r, x, inPolygon(x, c), res.depth, dir);
    if (res.depth > 0) res.mtv = -res.depth * dir;  // b is the polygon: it moves opposite to the disk
  }
  return res;
}

// The two crossing points of circles known (exactly) to cross, each coordinate rounded once from its exact
// value: with d = k2 - k1, D = |d|^2, P = D + r1^2 - r2^2 and K = ((r1 + r2)^2 - D)(D - (r1 - r2)^2) (the
// squared half chord times 4D, as two factors so that nothing cancels near tangency), the points are
// k1 + (P d +- sqrt(K) perp(d)) / 2D: seed 000's line of centers and half chord, exactly.
static std::vector<Vec2> circleCrossingPoints(Vec2 k1, double r1, Vec2 k2, double r2) {
  auto coordinate = [&](int axis, int side) {
    return roundedSumRoot([&](auto tag) {
      using T = typename decltype(tag)::type;
      const V2<T> d = lift<T>(k2) - lift<T>(k1);
      const T R1(r1), R2(r2), D = exact::dotT(d, d), sum = R1 + R2, diff = R1 - R2;
      const T P = D + R1 * R1 - R2 * R2, K = T(sum * sum - D) * T(D - diff * diff), twoD = D + D;
      const T k = axis == 0 ? T(k1.x) : T(k1.y), along = axis == 0 ? d.x : d.y;
      const T across = axis == 0 ? T(-d.y) : d.x;  // perp(d)
      return SumRoot<T>{T(k * twoD + P * along), side > 0 ? across : T(-across), K, twoD};
    });
  };
  return {{coordinate(0, 1), coordinate(1, 1)}, {coordinate(0, -1), coordinate(1, -1)}};
}

// The one point of tangent circles, on the line of centers at `along` = +-r1 from k1: k1 + along d / |d|,
// rounded once per coordinate.
static Vec2 circleTangentPoint(Vec2 k1, Vec2 k2, double along) {
  auto coordinate = [&](int axis) {
    return roundedSumRoot([&](auto tag) {
      using T = typename decltype(tag)::type;
      const V2<T> d = lift<T>(k2) - lift<T>(k1);
      const T D = exact::dotT(d, d), k = axis == 0 ? T(k1.x) : T(k1.y);
      return SumRoot<T>{T(k * D), T(T(along) * (axis == 0 ? d.x : d.y)), D, D};
    });
  };
  return {coordinate(0), coordinate(1)};
}

// |c2 - c1| - (r1 + r2) (sign +1: the gap between disjoint circles) or r1 + r2 - |c2 - c1| (sign -1: the
// depth of overlapping ones), rounded once.
static double centersGap(Vec2 c1, double r1, Vec2 c2, double r2, int sign) {
  return roundedSumRoot([&](auto tag) {
    using T = typename decltype(tag)::type;
    const V2<T> d = lift<T>(c2) - lift<T>(c1);
    const T radii = T(r1) + T(r2);
    return SumRoot<T>{sign > 0 ? T(-radii) : radii, T(sign), exact::dotT(d, d), T(1)};
  });
}

// The mtv of overlapping circles with distinct centers: depth (c2 - c1) / |c2 - c1|, b pushed away from a,
// each coordinate (r1 + r2) d / |d| - d rounded once.
static Vec2 circlesMtv(Vec2 c1, double r1, Vec2 c2, double r2) {
  auto coordinate = [&](int axis) {
    return roundedSumRoot([&](auto tag) {
      using T = typename decltype(tag)::type;
      const V2<T> d = lift<T>(c2) - lift<T>(c1);
      const T D = exact::dotT(d, d), along = axis == 0 ? d.x : d.y;
      return SumRoot<T>{T(-along * D), T(T(T(r1) + T(r2)) * along), D, D};
    });
  };
  return {coordinate(0), coordinate(1)};
}

PairResult circleCirclePair(const Geom& a, const Geom& b, Query query) {
  Vec2 c1 = a.at(0), c2 = b.at(0);
  double r1 = a.r, r2 = b.r;
  PairResult res;
  int outer = circlesSide(c1, r1, c2, r2, true);
  res.relation = relationFromSide(outer);
  if (query == Query::Relation) return res;
  if (res.relation == Relation::Disjoint) {
    if (asks(query, Query::Distance)) res.distance = centersGap(c1, r1, c2, r2, 1);  // (the same for (b, a))
    return res;
  }
  const bool containment = asks(query, Query::Containment), points = asks(query, Query::Points);
  int inner = containment || points ? circlesSide(c1, r1, c2, r2, false) : 1;
  if (containment && c1 == c2 && r1 == r2)
    res.containment = Containment::Equal;
  else if (containment && inner <= 0)
    res.containment = r1 < r2 ? Containment::AInB : Containment::BInA;
  // Outline points: none when one circle is strictly inside the other, one at a tangency, else two. Built
  // from the circle that comes first (center, then radius), so that (b, a) gives the same points.
  const bool swap = c2.x < c1.x || (c2.x == c1.x && (c2.y < c1.y || (c2.y == c1.y && r2 < r1)));
  const Vec2 k1 = swap ? c2 : c1, k2 = swap ? c1 : c2;
  const double s1 = swap ? r2 : r1, s2 = swap ? r1 : r2;
  const bool concentric = k1 == k2;
  if (points && inner > 0 && outer < 0)
    res.points = circleCrossingPoints(k1, s1, k2, s2);
  else if (points && !concentric && (inner == 0 || outer == 0))
    res.points = {circleTangentPoint(k1, k2, (outer == 0 || s1 > s2) ? s1 : -s1)};  // on the line of centers
  sortUnique(res.points);
  if (asks(query, Query::Depth) && res.relation == Relation::Overlapping) {
    if (concentric) {  // r1 + r2 rounded once, pushed along +x (b moves away from a)
      res.depth = r1 + r2;
      if (res.depth > 0) res.mtv = Vec2{swap ? -res.depth : res.depth, 0};
    } else {
      res.depth = centersGap(c1, r1, c2, r2, -1);
      if (res.depth > 0) res.mtv = circlesMtv(c1, r1, c2, r2);
    }
  }
  return res;
}

}  // namespace hitlab::detail
