// hitlab/classify.h — the exact relation of typed pairs, for hot loops.
//
// Each overload evaluates its predicate in plain doubles with a rigorous bound on the rounding error
// (inline, no allocation: hitlab/detail/filters.h, with the bounds of hitlab/detail/bounds.h). Only when the
// bound cannot certify a sign (touching, collinear, tangent, near-degenerate input) does it call the exact
// path out of line. The answers are those of classify(Shape, Shape), which routes through the same filters.
#pragma once

#include <cstdint>

#include "hitlab/detail/filters.h"
#include "hitlab/relation.h"

namespace hitlab {

namespace detail {
/// The exact path behind the inline filters (out of line; the filter could not decide).
Relation classifyExact(const Shape& a, const Shape& b);
/// classifyExact for two segments, without building shapes (the batch's open lanes come here).
Relation classifyExact(const Segment& a, const Segment& b);
}  // namespace detail

/// Two segments (closed; a zero-length segment is a point).
inline Relation classify(const Segment& a, const Segment& b) {
  std::uint8_t r = detail::filter::segmentRelation(a.a.x, a.a.y, a.b.x, a.b.y, b.a.x, b.a.y, b.b.x, b.b.y);
  return r != 255 ? static_cast<Relation>(r) : detail::classifyExact(a, b);
}

/// Two disks (closed; radius 0 is a point).
inline Relation classify(const Circle& a, const Circle& b) {
  int s = detail::filter::circleVsCircle(a.center.x, a.center.y, a.radius, b.center.x, b.center.y, b.radius);
  if (s != 0) return s > 0 ? Relation::Disjoint : Relation::Overlapping;
  return detail::classifyExact(a, b);
}

/// A segment and a disk.
inline Relation classify(const Segment& a, const Circle& b) {
  int s = detail::filter::segmentVsCircle(a.a.x, a.a.y, a.b.x, a.b.y, b.center.x, b.center.y, b.radius);
  if (s != 0) return s > 0 ? Relation::Disjoint : Relation::Overlapping;
  return detail::classifyExact(a, b);
}
inline Relation classify(const Circle& a, const Segment& b) { return classify(b, a); }

/// Two convex polygons (valid: see polygonProblem). Edge-line separating axis test with a witness per edge.
Relation classify(const Polygon& a, const Polygon& b);

}  // namespace hitlab
