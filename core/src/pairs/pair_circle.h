// pair_circle.h — the disk families (internal; pair_circle.cpp): a disk against a point, segment or polygon,
// and two disks.
#pragma once

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// Exact: is the closed disk (c, r) inside the closed region of a polygon Geom?
bool circleInPolygon(Vec2 c, double r, const Geom& polygon);

/// A disk against a point, segment or polygon, every sign from the exact predicates (`full` false: the
/// relation only).
PairResult circlePolytopePair(const Geom& disk, const Geom& x, bool full);
/// Pieces of the disk-polygon family (pair_circle.cpp) that the signs path (fast/) shares: the relation from
/// the sign of dist(center, X) - r; the least pointSegmentDistance from c to a polygon's edges and the first
/// edge at it; the shortest push of the disk out of the polygon (a direction to move the disk, a length),
/// with the nearest edge found by `nearestEdge` (the signs path passes its own, equal bit for bit).
Relation relationFromSide(int s);
double nearestEdgeDistance(Vec2 c, const Geom& g, int& edge);
using NearestEdge = double (*)(Vec2 c, const Geom& g, int& edge);
void circlePolygonDepth(Vec2 c, double r, const Geom& g, bool centerIn, double& depth, Vec2& dir,
                        NearestEdge nearestEdge = nearestEdgeDistance);
PairResult circleCirclePair(const Geom& a, const Geom& b, bool full);

}  // namespace hitlab::detail
