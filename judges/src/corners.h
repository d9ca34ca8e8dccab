// corners.h — a shape's corners (segment ends, rect and polygon vertices, a point; a circle has none) and
// whether it has an area: for the situations of a pair and how wrong an answer is (situation.cpp), assessment
// (assess.cpp) and the places a report's picture looks at (hunt/report.cpp).
#pragma once

#include <vector>

#include "hitlab/shapes.h"

namespace hitlab::judge {

std::vector<Vec2> cornersOf(const Shape& s);
/// A circle, a rect or a polygon (a point or a segment has no interior in the plane).
bool hasArea(const Shape& s);
/// A segment of length 0, a rect of zero width or height, a circle of radius 0.
bool isDegenerate(const Shape& s);
/// How far one must move to leave two overlapping shapes only touching, where evaluate gives no depth (a
/// point or a segment in a shape): the shortest push along the axes that can separate them.
double depthOfOverlap(const Shape& a, const Shape& b);

}  // namespace hitlab::judge
