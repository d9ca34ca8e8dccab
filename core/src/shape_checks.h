// shape_checks.h — the float certificate of a valid polygon (internal; shapes.cpp, beside polygonProblem).
#pragma once

#include <vector>

#include "hitlab/math.h"

namespace hitlab::detail {

/// A polygon's winding (+1 counter-clockwise, -1 clockwise) when the float filter alone certifies that it is
/// valid (simple, convex, no repeated or straight vertex), else 0 (polygonProblem then decides exactly).
int certainWinding(const std::vector<Vec2>& v);

}  // namespace hitlab::detail
