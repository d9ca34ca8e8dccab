// outline_meet.cpp — where straight outlines meet, decided exactly (outline_meet.h).
#include "pairs/outline_meet.h"

#include "pairs/predicates.h"

namespace hitlab::detail {

void OutlineMeet::addSegmentPairExact(Vec2 p1, Vec2 p2, Vec2 q1, Vec2 q2) {
  if (p1 == p2) {
    if (onSegment(p1, q1, q2)) addVertex(p1);
    return;
  }
  if (q1 == q2) {
    if (onSegment(q1, p1, p2)) addVertex(q1);
    return;
  }
  int o1 = orient(p1, p2, q1), o2 = orient(p1, p2, q2);
  if (o1 == 0 && o2 == 0) {  // collinear: order the four points along p1 -> p2
    AxisDef along{p1, p2, false};
    auto less = [&](Vec2 u, Vec2 w) { return compareExtremes(along, {u}, {w}) < 0; };
    Vec2 pLo = p1, pHi = p2, qLo = q1, qHi = q2;
    if (less(qHi, qLo)) std::swap(qLo, qHi);
    Vec2 lo = less(pLo, qLo) ? qLo : pLo;
    Vec2 hi = less(pHi, qHi) ? pHi : qHi;
    int c = compareExtremes(along, {lo}, {hi});
    if (c < 0) pieces.emplace_back(lo, hi);
    if (c == 0) addVertex(lo);
    return;
  }
  int o3 = orient(q1, q2, p1), o4 = orient(q1, q2, p2);
  if (o1 * o2 > 0 || o3 * o4 > 0) return;
  if (o1 == 0)
    addVertex(q1);
  else if (o2 == 0)
    addVertex(q2);
  else if (o3 == 0)
    addVertex(p1);
  else if (o4 == 0)
    addVertex(p2);
  else
    points.push_back(crossingPoint(p1, p2, q1, q2));
}

void OutlineMeet::addVertex(Vec2 p) {
  if (vertexCount_ < kInlineVertices)
    vertices_[vertexCount_++] = p;
  else
    moreVertices_.push_back(p);
}

void OutlineMeet::finish() {
  auto forEachVertex = [&](auto f) {
    for (int i = 0; i < vertexCount_; ++i) f(vertices_[i]);
    for (Vec2 p : moreVertices_) f(p);
  };
  if (pieces.empty()) {  // the common case: isolated crossing and touching points only
    forEachVertex([&](Vec2 p) { points.push_back(p); });
    sortUnique(points);
    return;
  }
  // Collinear pieces that overlap or share an end are one straight piece (a collinear vertex is not listed).
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t i = 0; i < pieces.size() && !merged; ++i) {
      for (size_t j = i + 1; j < pieces.size() && !merged; ++j) {
        auto [a, b] = pieces[i];
        auto [c, d] = pieces[j];
        if (orient(a, b, c) != 0 || orient(a, b, d) != 0) continue;
        if (!onSegment(c, a, b) && !onSegment(d, a, b) && !onSegment(a, c, d)) continue;
        AxisDef along{a, b, false};
        Vec2 lo = a, hi = b;
        for (Vec2 x : {c, d}) {
          if (compareExtremes(along, {x}, {lo}) < 0) lo = x;
          if (compareExtremes(along, {x}, {hi}) > 0) hi = x;
        }
        pieces[i] = {lo, hi};
        pieces.erase(pieces.begin() + static_cast<long>(j));
        merged = true;
      }
    }
  }
  // A vertex on a piece is one of its points; a proper crossing never is: with X inside edges e1 of a and
  // e2 of b and on a piece of the line of a's edge e1' and b's edge e2', convexity makes e1 = e1' (distinct
  // edges meet only at a vertex) and e2 = e2', collinear, so no proper crossing. Its rounded point may still
  // land on the piece (a crossing an ulp from a shared edge): it is kept, as the exact point is elsewhere.
  forEachVertex([&](Vec2 p) {
    bool covered = false;
    for (auto& [a, b] : pieces) covered = covered || onSegment(p, a, b);
    if (!covered) points.push_back(p);
  });
  for (auto& [a, b] : pieces) points.push_back(a), points.push_back(b);
  sortUnique(points);
}

}  // namespace hitlab::detail
