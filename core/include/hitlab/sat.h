// hitlab/sat.h — the separating axis test with every candidate axis and both projection intervals.
//
// Candidate axes, in order: each edge of a (edge i runs from vertex i to i+1; rect edges start at min and run
// counter-clockwise, so rect normals are (0,-1), (1,0), (0,1), (-1,0); a capsule's one edge is its core
// segment), then each edge of b; with a circle one extra axis last, from its center to the nearest vertex of
// the other shape (lowest index on a tie), owned by the circle's side with edge -1; else with a grown shape
// (a capsule, a rounded rect or polygon) one extra axis last, from its core's vertex to the nearest vertex of
// the other's core (the nearest pair, lowest indices on a tie), owned by the grown side (a first) with edge
// -1. A grown shape's interval is its core's widened by its radius at both ends. Follows the separating
// hyperplane theorem (seed 004).
#pragma once

#include <optional>
#include <vector>

#include "hitlab/shapes.h"

namespace hitlab {

/// One candidate axis with both projection intervals.
/// (64 bytes: the small fields share one word, so a 16-axis list stays in the allocator's fast size classes.)
struct SatAxis {
  char owner = 'a';         ///< 'a' or 'b': whose edge (or circle) gave the axis
  bool separating = false;  ///< the closed intervals are disjoint (exact)
  int edge = 0;             ///< edge index, or -1 for the circle's vertex axis
  Vec2 axis;                ///< unit outward normal
  double aMin = 0, aMax = 0, bMin = 0, bMax = 0;
  double overlap = 0;  ///< min(aMax, bMax) - max(aMin, bMin); negative is a gap
};
static_assert(sizeof(SatAxis) == 64);

struct SatResult {
  std::vector<SatAxis> axes;
  int firstSeparating = -1;  ///< where an early-exit test stops, or -1
  std::optional<Vec2> mtv;   ///< copied from the pair result (move b by it)
};

/// True when the contract reports SAT for this pair of types: two area types (rect, polygon, capsule; rounded
/// or not), or a circle with one.
bool hasSat(ShapeType a, ShapeType b);

/// Every candidate axis with exact separation flags; polygons must be valid. mtv is left empty.
SatResult separatingAxes(const Shape& a, const Shape& b);
/// The same when the pair's point sets are already known to meet (touching or overlapping): then no closed
/// projection intervals are disjoint, so every flag is false without testing.
SatResult separatingAxes(const Shape& a, const Shape& b, bool setsMeet);

}  // namespace hitlab
