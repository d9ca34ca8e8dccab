// hitlab/classify.h — the exact relation of typed pairs, for hot loops.
//
// Each overload evaluates its predicate in plain doubles with a rigorous bound on the rounding error
// (inline, no allocation). Only when the bound cannot certify a sign (touching, collinear, tangent,
// near-degenerate input) does it call the exact path out of line. The answers are those of
// classify(Shape, Shape), which routes through the same filters.
#pragma once

#include <cmath>
#include <cstdint>

#include "hitlab/relation.h"

namespace hitlab {

namespace filter {

// A cross product s = x1*y1 - x2*y2 of rounded differences, with r = x2*y2 rounded, is off by less than
// 4u|s| + 6u|r| (u = 2^-53; fused multiply-subtract or not), so |s| > 8u|r| + guard certifies its sign:
// one product enters the bound instead of both (Shewchuk's ccwerrboundA form). The guard covers products
// in the underflow range.
inline constexpr double kProductBound = 8 * 0x1p-53;
inline constexpr double kUnderflowGuard = 1e-290;
// 2^-53, the relative rounding error of one operation.
inline constexpr double kU = 0x1p-53;

/// True when the cross product s (with its second product r) has a certain sign.
inline bool certainCross(double s, double r) {
  return std::fabs(s) > kProductBound * std::fabs(r) + kUnderflowGuard;
}

/// Orientation of c against a -> b: +1 / -1 when certain, 0 when the exact path must decide.
inline int orient(double ax, double ay, double bx, double by, double cx, double cy) {
  double r = (by - ay) * (cx - ax), s = (bx - ax) * (cy - ay) - r;
  return certainCross(s, r) ? (s > 0) - (s < 0) : 0;
}

/// Two segments: 2 overlapping (proper crossing), 0 disjoint, 255 undecided. Branch-free: the four cross
/// products pivot on a (for c, d) and on c (for a, b), sharing differences; each is certain when it clears
/// its bound, and then its sign bit is its sign.
inline std::uint8_t segmentRelation(double ax, double ay, double bx, double by, double cx, double cy,
                                    double dx, double dy) {
  double ex = bx - ax, ey = by - ay, fx = dx - cx, fy = dy - cy;
  double ux = cx - ax, uy = cy - ay, vx = dx - ax, vy = dy - ay, wx = bx - cx, wy = by - cy;
  double r1 = ey * ux, r2 = ey * vx, r3 = fx * uy, r4 = fy * wx;
  double s1 = ex * uy - r1, s2 = ex * vy - r2;  // c, d against a -> b
  double s3 = fy * ux - r3, s4 = fx * wy - r4;  // a, b against c -> d
  int certain = int(certainCross(s1, r1)) & int(certainCross(s2, r2)) & int(certainCross(s3, r3)) &
                int(certainCross(s4, r4));
  bool apart = (int(std::signbit(s1) == std::signbit(s2)) | int(std::signbit(s3) == std::signbit(s4))) != 0;
  return certain ? (apart ? 0 : 2) : 255;
}

/// Sign of |p - c|^2 - r^2 when certain (+1 / -1), else 0. Each square carries at most 3 roundings (4 when r
/// is itself a rounded sum) and the sums two more, so 6 units of the larger side bound the error.
inline int pointVsDisk(double px, double py, double cx, double cy, double r) {
  double dx = px - cx, dy = py - cy;
  double d2 = dx * dx + dy * dy, r2 = r * r, diff = d2 - r2;
  double bound = 6 * kU * (d2 + r2) + kUnderflowGuard;
  return (diff > bound) - (diff < -bound);
}

/// Two disks: sign of |c2 - c1|^2 - (r1 + r2)^2 when certain, else 0. The rounded sum adds one rounding to
/// the radius, which the 6 units of pointVsDisk already cover.
inline int diskVsDisk(double x1, double y1, double r1, double x2, double y2, double r2) {
  return pointVsDisk(x2, y2, x1, y1, r1 + r2);
}

/// Segment a-b and disk (c, r): sign of dist(c, segment)^2 - r^2 when certain, else 0. Same case split as the
/// exact predicate: before a, past b, or beside the segment (squared cross product against r^2 |b - a|^2).
inline int segmentVsDisk(double ax, double ay, double bx, double by, double cx, double cy, double r) {
  double dx = bx - ax, dy = by - ay, wx = cx - ax, wy = cy - ay;
  double p1 = dx * wx, p2 = dy * wy, t = p1 + p2;
  double tBound = 8 * kU * (std::fabs(p1) + std::fabs(p2)) + kUnderflowGuard;
  if (t < -tBound) return pointVsDisk(ax, ay, cx, cy, r);
  if (!(t > tBound)) return 0;
  double L = dx * dx + dy * dy, past = t - L;
  double pastBound = 8 * kU * (std::fabs(p1) + std::fabs(p2) + L) + kUnderflowGuard;
  if (past > pastBound) return pointVsDisk(bx, by, cx, cy, r);
  if (!(past < -pastBound)) return 0;
  double q1 = dx * wy, q2 = dy * wx, cr = q1 - q2;
  double crErr = 5 * kU * (std::fabs(q1) + std::fabs(q2));
  double cr2 = cr * cr, r2L = r * r * L, diff = cr2 - r2L;
  double bound = (2 * std::fabs(cr) * crErr + crErr * crErr + 3 * kU * cr2 + 8 * kU * r2L) * (1 + 0x1p-40) +
                 kUnderflowGuard;
  return (diff > bound) - (diff < -bound);
}

}  // namespace filter

namespace detail {
/// The exact path behind the inline filters (out of line; the filter could not decide).
Relation classifyExact(const Shape& a, const Shape& b);
}  // namespace detail

/// Two segments (closed; a zero-length segment is a point).
inline Relation classify(const Segment& a, const Segment& b) {
  std::uint8_t r = filter::segmentRelation(a.a.x, a.a.y, a.b.x, a.b.y, b.a.x, b.a.y, b.b.x, b.b.y);
  return r != 255 ? static_cast<Relation>(r) : detail::classifyExact(a, b);
}

/// Two disks (closed; radius 0 is a point).
inline Relation classify(const Circle& a, const Circle& b) {
  int s = filter::diskVsDisk(a.center.x, a.center.y, a.radius, b.center.x, b.center.y, b.radius);
  if (s != 0) return s > 0 ? Relation::Disjoint : Relation::Overlapping;
  return detail::classifyExact(a, b);
}

/// A segment and a disk.
inline Relation classify(const Segment& a, const Circle& b) {
  int s = filter::segmentVsDisk(a.a.x, a.a.y, a.b.x, a.b.y, b.center.x, b.center.y, b.radius);
  if (s != 0) return s > 0 ? Relation::Disjoint : Relation::Overlapping;
  return detail::classifyExact(a, b);
}
inline Relation classify(const Circle& a, const Segment& b) { return classify(b, a); }

/// Two convex polygons (valid: see polygonProblem). Edge-line separating axis test with a witness per edge.
Relation classify(const Polygon& a, const Polygon& b);

}  // namespace hitlab
