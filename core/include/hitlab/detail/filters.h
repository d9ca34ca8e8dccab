// hitlab/detail/filters.h — the floating-point filters behind the inline overloads of hitlab/classify.h
// (internal: installed only because those overloads are inline, for hot loops).
//
// Each evaluates a predicate in plain doubles and compares it with its error bound (hitlab/detail/bounds.h):
// a sign when the bound certifies it, else "undecided", and the exact path decides. No allocation.
#pragma once

#include <cmath>
#include <cstdint>

#include "hitlab/detail/bounds.h"

namespace hitlab::detail::filter {

/// True when the cross product s (with its second product r, rounded) has a certain sign.
inline bool certainCross(double s, double r) {
  return std::fabs(s) > bounds::productDifference(std::fabs(r));
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

/// Sign of |p - c|^2 - r^2 when certain (+1 / -1), else 0.
inline int pointVsCircle(double px, double py, double cx, double cy, double r) {
  double dx = px - cx, dy = py - cy;
  double d2 = dx * dx + dy * dy, r2 = r * r, diff = d2 - r2;
  double bound = bounds::squaresDifference(d2 + r2);
  return (diff > bound) - (diff < -bound);
}

/// Two disks: sign of |c2 - c1|^2 - (r1 + r2)^2 when certain, else 0 (the rounded sum of the radii is
/// within pointVsCircle's bound).
inline int circleVsCircle(double x1, double y1, double r1, double x2, double y2, double r2) {
  return pointVsCircle(x2, y2, x1, y1, r1 + r2);
}

/// Segment a-b and disk (c, r): sign of dist(c, segment)^2 - r^2 when certain, else 0. Same case split as the
/// exact predicate: before a, past b, or beside the segment (squared cross product against r^2 |b - a|^2).
inline int segmentVsCircle(double ax, double ay, double bx, double by, double cx, double cy, double r) {
  double dx = bx - ax, dy = by - ay, wx = cx - ax, wy = cy - ay;
  double p1 = dx * wx, p2 = dy * wy, t = p1 + p2;
  double tBound = bounds::sumOfProducts(std::fabs(p1) + std::fabs(p2));
  if (t < -tBound) return pointVsCircle(ax, ay, cx, cy, r);
  if (!(t > tBound)) return 0;
  double L = dx * dx + dy * dy, past = t - L;
  double pastBound = bounds::sumOfProducts(std::fabs(p1) + std::fabs(p2) + L);
  if (past > pastBound) return pointVsCircle(bx, by, cx, cy, r);
  if (!(past < -pastBound)) return 0;
  double q1 = dx * wy, q2 = dy * wx, cr = q1 - q2;
  double crErr = bounds::crossProductError(std::fabs(q1) + std::fabs(q2));
  double rr = r * r;
  if (!bounds::squaredRadiusTimesLengthIsSafe(r, rr, L)) return 0;
  double cr2 = cr * cr, r2L = rr * L, diff = cr2 - r2L;
  double bound = bounds::squaredCrossVsRadius(std::fabs(cr), crErr, cr2, r2L);
  return (diff > bound) - (diff < -bound);
}

/// The squared distance of p from the segment a-b as bounds::capsuleDistance reads it (e = b - a, L = |e|^2),
/// and the larger of |p - a|^2 and |p - b|^2 into m2.
inline double pointSegmentSquare(double px, double py, double ax, double ay, double bx, double by, double ex,
                                 double ey, double L, double& m2) {
  const double wx = px - ax, wy = py - ay, qx = px - bx, qy = py - by;
  const double t = wx * ex + wy * ey, w2 = wx * wx + wy * wy, q2 = qx * qx + qy * qy;
  m2 = std::fmax(m2, std::fmax(w2, q2));
  if (t <= 0) return w2;
  if (t >= L) return q2;
  const double c = ex * wy - ey * wx;
  return c * c / L;
}

/// Two capsules (segments a-b and c-d grown by ra and rb, both >= 0): 2 overlapping, 0 disjoint,
/// 255 undecided (touching is never certain here). Overlapping when the least endpoint-to-segment distance
/// is certainly below ra + rb (the segments' distance is at most that) or the segments certainly cross;
/// disjoint when the segments certainly do not meet and that least distance is certainly beyond it.
inline std::uint8_t capsuleRelation(double ax, double ay, double bx, double by, double ra, double cx,
                                    double cy, double dx, double dy, double rb) {
  const std::uint8_t segments = segmentRelation(ax, ay, bx, by, cx, cy, dx, dy);
  const double R = ra + rb;
  if (R == 0 || segments == 2) return segments;  // (two segments: their own relation)
  const double ex = bx - ax, ey = by - ay, fx = dx - cx, fy = dy - cy;
  const double L1 = ex * ex + ey * ey, L2 = fx * fx + fy * fy;
  if ((L1 != 0 && L1 < bounds::kCapsuleShortest) || (L2 != 0 && L2 < bounds::kCapsuleShortest)) return 255;
  double m2 = 0;
  const double d2 = std::fmin(std::fmin(pointSegmentSquare(cx, cy, ax, ay, bx, by, ex, ey, L1, m2),
                                        pointSegmentSquare(dx, dy, ax, ay, bx, by, ex, ey, L1, m2)),
                              std::fmin(pointSegmentSquare(ax, ay, cx, cy, dx, dy, fx, fy, L2, m2),
                                        pointSegmentSquare(bx, by, cx, cy, dx, dy, fx, fy, L2, m2)));
  const double r2 = R * R, bound = bounds::capsuleDistance(m2 + r2);
  // (m2 bounds every endpoint difference's square; a NaN or an infinity fails the comparisons)
  if (!(m2 <= bounds::kCapsuleSquares && L1 <= bounds::kCapsuleSquares && L2 <= bounds::kCapsuleSquares &&
        r2 <= bounds::kCapsuleSquares))
    return 255;
  if (d2 + bound < r2) return 2;
  if (segments == 0 && d2 - bound > r2) return 0;
  return 255;
}

}  // namespace hitlab::detail::filter
