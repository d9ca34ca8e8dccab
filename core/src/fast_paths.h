// fast_paths.h — floating-point-only relations for the commonest pairs (internal).
//
// Each answers only when its error bound certifies the signs, and otherwise says "undecided" so that the
// general exact path decides. Nothing here allocates or touches the thread-local fallback state.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>

#include "exact.h"
#include "hitlab/relation.h"

namespace hitlab::detail {

// Shewchuk's ccwerrboundA, (3 + 16 eps) eps, plus an absolute term for products near the underflow range.
inline constexpr double kOrientBound = 3.3306690738754716e-16;
inline constexpr double kUnderflowGuard = 1e-290;

/// Filtered orientation of c against a -> b: +1 / -1 when certain, 0 when the exact path must decide.
inline int fastOrient(double ax, double ay, double bx, double by, double cx, double cy) {
  double l = (ax - cx) * (by - cy), r = (ay - cy) * (bx - cx), det = l - r;
  double bound = kOrientBound * (std::fabs(l) + std::fabs(r)) + kUnderflowGuard;
  return (det > bound) - (det < -bound);
}

/// Two segments: 2 overlapping (proper crossing), 0 disjoint, 255 undecided.
inline std::uint8_t fastSegmentRelation(double ax, double ay, double bx, double by, double cx, double cy,
                                        double dx, double dy) {
  int s1 = fastOrient(ax, ay, bx, by, cx, cy), s2 = fastOrient(ax, ay, bx, by, dx, dy);
  int s3 = fastOrient(cx, cy, dx, dy, ax, ay), s4 = fastOrient(cx, cy, dx, dy, bx, by);
  bool certain = (s1 != 0) & (s2 != 0) & (s3 != 0) & (s4 != 0);
  bool apart = (s1 == s2) | (s3 == s4);
  return certain ? (apart ? 0 : 2) : 255;
}

/// The relation of a few common pairs when the filter certifies it (points, segments, circles), else empty.
std::optional<Relation> fastClassify(const Shape& a, const Shape& b);

}  // namespace hitlab::detail
