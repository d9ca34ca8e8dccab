// pair_polytope.h — the polytope family (internal; pair_polytope.cpp): points, segments and convex polygons
// against each other.
#pragma once

#include "hitlab/relation.h"
#include "pairs/point_set.h"
#include "pairs/sat.h"
#include "pairs/views.h"

namespace hitlab::detail {

/// Depth and mtv of two overlapping polygons (Geom kind Polygon both) from their SAT detail, into r and (the
/// mtv) sat. `known` is the SatFacts of the same pair (its leastPush, and where to start looking for it).
void polygonDepthFromSat(SatResult& sat, int windingA, int windingB, const SatFacts& known, PairResult& r);
/// The same from SAT's facts alone, when smallPolygonsSat found the move (SatFacts::hasLeastPushMove).
void polygonDepthFromFacts(const SatFacts& known, PairResult& r);

/// The pair families (one file each). The relation of points, segments and polygons, exactly.
Relation polytopeRelation(const Geom& a, const Geom& b);
/// The fields of two of them that `query` asks for into r (every field but sat, depth and mtv, which SAT
/// gives for two polygons: polygonDepthFromSat), with what is already known of the pair (SAT's facts, or
/// none); their columns from pa and pb. The parts not asked for are left unset.
void polytopePair(const Geom& a, const Geom& b, const SatFacts& known, PreparedView& pa, PreparedView& pb,
                  Query query, PairResult& r);

}  // namespace hitlab::detail
