// tiny_lengths.h — distances and depths below 2^-16 of the pair's size, recomputed from exact values
// (internal; tiny_lengths.cpp), and the rational roundings they use. ("Tiny" is a length next to the pair's
// size; "small", elsewhere, a polygon of at most 8 edges.)
#pragma once

#include <gmpxx.h>

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// A rational rounded to the nearest double at any magnitude (exact::nearest: ties to even, subnormals).
double toDouble(const mpq_class& x);
/// sqrt(x) of a rational x >= 0 rounded to double at any magnitude (within 2 ulps).
double rootOfRational(const mpq_class& x);
/// A distance (disjoint pair) or depth and mtv (overlapping areas) of r below 2^-16 size, recomputed from
/// exact squares so that it keeps its sign and 1e-9 relative accuracy (tiny_lengths.cpp). a and b are the
/// pair's point sets in r's order; size is the larger satSize of the two. (The test inline: every pair
/// passes here, and almost none is that small.)
void refineTinyLengthsExactly(const Geom& a, const Geom& b, double size, PairResult& r);
inline void refineTinyLengths(const Geom& a, const Geom& b, double size, PairResult& r) {
  const double small = size * 0x1p-16;
  auto area = [](const Geom& g) { return g.kind == ShapeType::Circle || g.kind == ShapeType::Polygon; };
  if (r.relation == Relation::Disjoint
          ? r.distance < small
          : r.relation == Relation::Overlapping && r.depth < small && area(a) && area(b))
    refineTinyLengthsExactly(a, b, size, r);
}

/// The exact squared distance from p to the closed segment a-b, and whether its nearest point lies strictly
/// inside the segment (else at an end: `end` is that end).
struct SegmentSquare {
  mpq_class square;
  bool interior = false;
  Vec2 end;
};
SegmentSquare squareToSegment(Vec2 p, Vec2 a, Vec2 b);

/// The unit direction from the exact nearest point of a polygon's outline to c (c outside the polygon): the
/// edge's outward normal when that point lies inside an edge, else away from the vertex.
Vec2 awayFromNearest(Vec2 c, const Geom& polygon);

}  // namespace hitlab::detail
