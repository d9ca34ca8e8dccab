// hitlab/broadphase.h — candidate pairs for big scenes: bounding boxes in strips swept along x.
//
// Boxes are closed and conservative (a circle's box is rounded outwards), so every pair of shapes that meets
// — touching included — is a candidate; the exact relation then decides.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "hitlab/relation.h"

namespace hitlab {

struct Aabb {
  Vec2 min, max;
};

/// The closed bounding box of a shape, rounded outwards where the bounds are not exact doubles.
Aabb boundsOf(const Shape& s);

using IndexPair = std::pair<std::uint32_t, std::uint32_t>;

/// Appends every pair (i < j) of boxes that meet, each once (horizontal strips sized from the boxes, each
/// swept along x; the order is the sweep's, not sorted).
void boxPairs(const std::vector<Aabb>& boxes, std::vector<IndexPair>& out);

/// Every pair (i < j) of shapes that is not disjoint, by the broad phase and the exact relation.
/// Polygons must be valid.
std::vector<IndexPair> meetingShapePairs(const std::vector<Shape>& shapes);
/// The same into `out` (cleared first), for callers that query every frame and keep the vector.
void meetingShapePairs(const std::vector<Shape>& shapes, std::vector<IndexPair>& out);

}  // namespace hitlab
