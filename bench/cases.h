// cases.h — the benchmark inputs: 1024 fixed-seed cases per family, exactly half overlapping and half near
// misses (center distance uniform in [0, 1.2 (rA + rB)], decided by the exact relation), shuffled.
#pragma once

#include <box2d/box2d.h>

#include <vector>

#include "hitlab/classify.h"
#include "hitlab/prepared.h"

namespace hitlab::bench {

inline constexpr int kCases = 1024;

/// One case: both shapes as hitlab's typed values (the typed classify overloads are what a hot loop calls),
/// and the same shapes in Box2D's float types.
struct PolyCase {
  Polygon a, b;
  b2PolygonShape pa, pb;
  PreparedShape shapeA, shapeB;  // the same polygons prepared for evaluate(), as b2PolygonShape keeps normals
};
/// A circle against an 8-gon: SAT with the circle's vertex axis (the general kernels, not the small-pair
/// one).
struct CirclePolyCase {
  Circle a;
  Polygon b;
  b2CircleShape ca;
  b2PolygonShape pb;
  PreparedShape shapeA, shapeB;
};
/// A 16-gon against an 8-gon: more edges than Box2D's polygons hold (no peer), the general SAT kernels and
/// the straddle test of every edge pair.
struct BigPolyCase {
  Polygon a, b;
  PreparedShape shapeA, shapeB;
};
struct CircleCase {
  Circle a, b;
  b2CircleShape ca, cb;
};
struct SegmentCase {
  Segment a, b;
};
struct SegmentCircleCase {
  Segment a;
  Circle b;
  b2EdgeShape edge;
  b2CircleShape circle;
};

/// 8-gons: 8 points with jittered angles on a circle of radius in [0.5, 1.5], randomly rotated.
std::vector<PolyCase> poly8Cases();
/// Rotated rectangles (4-gons) with half sizes in [0.25, 1].
std::vector<PolyCase> boxCases();
std::vector<CircleCase> circleCases();
/// Circles (radius in [0.5, 1.5]) against 8-gons.
std::vector<CirclePolyCase> circlePoly8Cases();
/// 16-gons against 8-gons, both on circles of radius in [0.5, 1.5].
std::vector<BigPolyCase> poly16x8Cases();
std::vector<SegmentCase> segmentCases();
std::vector<SegmentCircleCase> segmentCircleCases();

/// Shapes for the all-pairs runs: circles, boxes, 8-gons and segments of size ~1% of the world, mixed.
std::vector<Shape> sceneShapes(int count);

}  // namespace hitlab::bench
