// outline_meet.h — where two straight outlines meet (internal; outline_meet.cpp): isolated points and maximal
// shared straight pieces, decided by the straddle test of seed 001 with exact signs.
#pragma once

#include <algorithm>
#include <utility>
#include <vector>

#include "hitlab/detail/filters.h"
#include "hitlab/math.h"
#include "pairs/constructions.h"

namespace hitlab::detail {

/// Where outlines meet: isolated points and maximal shared straight pieces. Crossings are collected in the
/// caller's list (cleared first), so a reused result needs no new memory; touching vertices join them in
/// finish().
struct OutlineMeet {
  explicit OutlineMeet(std::vector<Vec2>& out) : points(out) { points.clear(); }
  std::vector<Vec2>& points;
  std::vector<std::pair<Vec2, Vec2>> pieces;
  /// Adds where the closed segments p1-p2 and q1-q2 meet. Inline: boxes apart, or the filter certain of a
  /// miss or a proper crossing, need no exact predicate (and no call).
  void addSegmentPair(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
    if (std::max(p1.x, p2.x) < std::min(q1.x, q2.x) || std::max(q1.x, q2.x) < std::min(p1.x, p2.x) ||
        std::max(p1.y, p2.y) < std::min(q1.y, q2.y) || std::max(q1.y, q2.y) < std::min(p1.y, p2.y))
      return;
    switch (filter::segmentRelation(p1.x, p1.y, p2.x, p2.y, q1.x, q1.y, q2.x, q2.y)) {
      case 0:
        return;
      case 2:
        points.push_back(crossingPoint(p1, p2, q1, q2));
        return;
      default:
        addSegmentPairExact(p1, p2, q1, q2);
    }
  }
  /// The same decided by the exact predicates (touching, collinear and near-degenerate pairs).
  void addSegmentPairExact(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2);
  /// Merges collinear touching pieces, drops the vertices on pieces, dedupes: points is the contract's list.
  void finish();

 private:
  // The meeting points that are vertices of an outline (touching, not crossing), kept apart from the
  // crossings in `points` until finish(): only they can lie on a shared piece. (Inline: a pair's few
  // touching vertices need no allocation.)
  void addVertex(Vec2 p);
  static constexpr int kInlineVertices = 8;
  Vec2 vertices_[kInlineVertices];
  int vertexCount_ = 0;
  std::vector<Vec2> moreVertices_;
};

}  // namespace hitlab::detail
