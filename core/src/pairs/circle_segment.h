// circle_segment.h — where a circle meets a segment (internal; circle_segment.cpp): the roots of
// |a + t (b - a) - c|^2 = r^2 inside the segment, rounded from their exact values.
#pragma once

#include <vector>

#include "hitlab/math.h"

namespace hitlab::detail {

/// Points where the circle (c, r > 0) meets the closed segment a-b, appended to out.
void circleSegmentPoints(Vec2 c, double r, Vec2 a, Vec2 b, std::vector<Vec2>& out);
/// Which roots of |a + t (b - a) - c|^2 = r^2 lie strictly inside (0, 1): the smaller, the larger, or one
/// double root (the circle tangent to the segment).
struct CircleEdgeRoots {
  bool small = false, large = false, tangent = false;
};
/// circleSegmentPoints' crossing points once its roots are known (a != b; the ends on the circle are not
/// added here).
void circleEdgeRootPoints(Vec2 c, double r, Vec2 a, Vec2 b, CircleEdgeRoots roots, std::vector<Vec2>& out);

}  // namespace hitlab::detail
