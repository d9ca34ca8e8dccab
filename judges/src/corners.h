// corners.h — a shape's corners (segment ends, rect and polygon vertices, a point; a circle has none), for
// the situations of a pair (situation.cpp) and the places a report's picture looks at (hunt/report.cpp).
#pragma once

#include <vector>

#include "hitlab/shapes.h"

namespace hitlab::judge {

std::vector<Vec2> cornersOf(const Shape& s);

}  // namespace hitlab::judge
