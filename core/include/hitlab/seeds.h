// hitlab/seeds.h — the seed articles' algorithms, each as its own named function, made exact, with an
// optional trace of the intermediate quantities the app shows step by step.
//
// Boundary conventions: the seeds compare with `< 0` (strict) or `<= 0` (inclusive). Here both are explicit:
//   Boundary::Strict    answers "do the interiors cross / overlap" (touching is a miss),
//   Boundary::Inclusive answers "do the closed sets meet" (touching is a hit).
// Signs are exact (the filter + rational fallback of the core); each traced number is its exact value
// rounded once to the nearest double (issue 27).
#pragma once

#include <array>

#include "hitlab/shapes.h"

namespace hitlab::seeds {

enum class Boundary { Strict, Inclusive };

// [SECTION] Segments: the straddle test with four cross products (seeds 000, 001)

struct StraddleTrace {
  Vec2 ab, ac, ad, cd, ca, cb;    ///< the vectors of the two groups
  std::array<double, 4> cross{};  ///< AB x AC, AB x AD, CD x CA, CD x CB (rounded once)
  std::array<int, 4> sign{};      ///< their exact signs
  bool collinear = false;         ///< all four are zero: the 1-D interval test decided
};

/// Segments AB and CD. Strict: they cross properly (each straddles the other's line strictly; collinear
/// segments never do). Inclusive: the closed segments share a point; collinear segments fall back to the 1-D
/// interval test (seed 001's code calls any two collinear segments intersecting).
bool straddleTest(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Boundary mode, StraddleTrace* trace = nullptr);

// [SECTION] Point and segment: foot of the perpendicular (seed 002)

struct FootTrace {
  int signAtA = 0;  ///< exact sign of (P - A) . (B - A): > 0 is an acute angle at A
  int signAtB = 0;  ///< exact sign of (P - B) . (A - B)
  double t = 0;     ///< foot parameter along AB, clamped to [0, 1]
  Vec2 foot;        ///< the nearest point of the segment
  double distance = 0;
};

/// Nearest point of the closed segment AB to P: the foot when both angles are acute or right, else an end.
FootTrace pointSegmentFoot(Vec2 p, Vec2 a, Vec2 b);

// [SECTION] Segment and circle (seeds 000, 002)

enum class CircleAs { Disk, Circumference };

struct SegmentCircleTrace {
  FootTrace foot;        ///< nearest point of the segment to the center
  int distanceVsRadius;  ///< exact sign of dist(center, segment) - r
  int farEndVsRadius;    ///< exact sign of max(|A - C|, |B - C|) - r (circumference: inside counts as a miss)
};

/// Disk: the segment meets the disk (Inclusive) or its open disk (Strict). Circumference: the segment meets
/// the circle curve (a segment strictly inside does not, as seed 000 says); Strict excludes tangency.
bool segmentCircleTest(Vec2 a, Vec2 b, const Circle& c, CircleAs as, Boundary mode,
                       SegmentCircleTrace* trace = nullptr);

// [SECTION] Circle and circle, with the intersection points (seed 000)

struct CircleCircleTrace {
  double d = 0;                ///< distance between centers
  int vsSum = 0;               ///< exact sign of d - (r1 + r2)
  int vsDifference = 0;        ///< exact sign of d - |r1 - r2|
  double along = 0, half = 0;  ///< the chord's foot along the line of centers and its half length
  int pointCount = 0;          ///< 0, 1 (tangent) or 2; coincident circles have none
  std::array<Vec2, 2> points{};
};

/// The disks meet (Inclusive) or their interiors do (Strict); the trace holds the circle points, computed
/// without the seed's cancellation, one point at tangency and none (not a division by zero) when coincident.
bool circleCircleTest(const Circle& c1, const Circle& c2, Boundary mode, CircleCircleTrace* trace = nullptr);

// [SECTION] Axis-aligned rectangles (seed 003)

struct RectTrace {
  /// The four non-overlap states, exactly: b left of a, b right of a, b below a, b above a.
  std::array<bool, 4> apart{};
  /// Center/half-size form: exact signs of |ca - cb| - (ha + hb) per axis (x, y).
  std::array<int, 2> centerVsHalfSizes{};
};

/// Closed boxes meet (Inclusive) or their interiors overlap (Strict). Both forms are evaluated and agree.
bool rectTest(const Rect& a, const Rect& b, Boundary mode, RectTrace* trace = nullptr);

// [SECTION] Convex polygons: SAT by edge sides and by intervals (seeds 000, 004)

/// 1-D closed intervals [a0, a1] and [b0, b1]: Inclusive `a0 <= b1 && b0 <= a1`, Strict with `<`.
bool intervalsOverlap(double a0, double a1, double b0, double b1, Boundary mode);

struct EdgeSideTrace {
  int separatingEdge = -1;  ///< first edge (of a, then of b) with every vertex of the other on its outer side
  char owner = 'a';
};

/// Seed 000's orientation test: an edge whose line has every vertex of the other polygon strictly outside
/// (Inclusive) or outside-or-on (Strict) separates. Works for either winding (the seed needs CCW).
/// Polygons must be valid (polygonProblem empty).
bool satEdgeSideTest(const Polygon& a, const Polygon& b, Boundary mode, EdgeSideTrace* trace = nullptr);

}  // namespace hitlab::seeds
