// pair_circle.h — the disk families (internal; pair_circle.cpp): a disk against a point, segment or polygon,
// and two disks.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include "hitlab/relation.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// Exact: is the closed disk (c, r) inside the closed region of a polygon Geom?
bool circleInPolygon(Vec2 c, double r, const Geom& polygon);

/// A disk against a point, segment or polygon, every sign from the exact predicates: the fields `query`
/// asks for (a contact skips the containment and the distance).
PairResult circlePolytopePair(const Geom& disk, const Geom& x, Query query);
/// Pieces of the disk-polygon family (pair_circle.cpp) that the signs path (fast/) shares: the relation from
/// the sign of dist(center, X) - r; the least pointSegmentDistance from c to a polygon's edges and the first
/// edge at it; the shortest push of the disk out of the polygon (a direction to move the disk, a length),
/// with the nearest edge found by `nearestEdge` (the signs path passes its own, equal bit for bit).
Relation relationFromSide(int s);
/// (squares, when not null: every edge's vertexEdgeSquare, g.n of them.)
double nearestEdgeDistance(Vec2 c, const Geom& g, int& edge, double* squares);
using NearestEdge = double (*)(Vec2 c, const Geom& g, int& edge, double* squares);
void circlePolygonDepth(Vec2 c, double r, const Geom& g, bool centerIn, double& depth, Vec2& dir,
                        NearestEdge nearestEdge = nearestEdgeDistance);
PairResult circleCirclePair(const Geom& a, const Geom& b, Query query);

/// The largest |coordinate| of c and g's vertices (the scale of nearestSquareWindow's window).
inline double largestCoordinate(Vec2 c, const Geom& g) {
  double M = std::max(std::fabs(c.x), std::fabs(c.y));
  for (int i = 0; i < g.n; ++i) M = std::max({M, std::fabs(g.at(i).x), std::fabs(g.at(i).y)});
  return M;
}

/// sign (dist(c, g's outline) - r) rounded once (roundedSegmentDistance; sign 1: the disk's gap, -1: its
/// reach), from every edge's vertexEdgeSquare (squareOf(i), edge i) and the least of them: the edges whose
/// square lies within nearestSquareWindow of the least are measured, as only they can be the nearest; every
/// edge when the least is outside (2^-900, 2^899) or the window cannot be formed.
/// featureOf(i): edge i's nearest feature as roundedSegmentDistance takes it, or 2 when not known.
template <class SquareOf, class FeatureOf>
double roundedNearestGap(Vec2 c, double r, const Geom& g, double least, int sign, SquareOf squareOf,
                         FeatureOf featureOf) {
  const double M = largestCoordinate(c, g);
  const bool windowed = least > 0x1p-900 && least < 0x1p899 && M < 0x1p1000;
  const double limit = windowed ? nearestSquareWindow(least, M) : std::numeric_limits<double>::infinity();
  double best = sign * std::numeric_limits<double>::infinity();
  // (A vertex nearest to c is the nearest end of both its edges: measured once. The ends measured so far, in
  // edge order, are at most the last one and the first one, as the edges near c are consecutive.)
  Vec2 ends[2];
  int measuredEnds = 0;
  for (int i = 0; i < g.outlineCount(); ++i) {
    if (windowed && squareOf(i) > limit) continue;
    const int feature = featureOf(i);
    if (feature == 1 || feature == -1) {
      const Vec2 end = feature > 0 ? g.edgeTo(i) : g.edgeFrom(i);
      if ((measuredEnds > 0 && ends[0] == end) || (measuredEnds > 1 && ends[1] == end)) continue;
      ends[measuredEnds == 0 ? 0 : 1] = end;
      measuredEnds = std::min(measuredEnds + 1, 2);
    }
    const double v = feature == 2 ? roundedSegmentDistance(c, g.edgeFrom(i), g.edgeTo(i), r, sign)
                                  : roundedSegmentDistance(c, g.edgeFrom(i), g.edgeTo(i), r, sign, feature);
    best = sign > 0 ? std::min(best, v) : std::max(best, v);
  }
  return best;
}

}  // namespace hitlab::detail
