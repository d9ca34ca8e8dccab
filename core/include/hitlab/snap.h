// hitlab/snap.h — making a pair degenerate on purpose: a point exactly on a line, circles exactly tangent or
// concentric, rectangles exactly touching. Each moves the second shape of a pair as little as it can to a
// configuration that the exact predicates confirm, or says that no double configuration nearby is exactly
// degenerate (most tangencies lie at irrational distances) and gives the nearest one.
#pragma once

#include <optional>
#include <string>

#include "hitlab/shapes.h"

namespace hitlab::snap {

enum class Kind {
  PointOnEdge,     ///< a point (or b's first vertex) onto the nearest edge of the other shape
  Collinear,       ///< segment b's first end onto the line through segment a
  TangentOutside,  ///< circle b's radius so that the circles touch from outside
  TangentInside,   ///< circle b's radius so that they touch from inside
  Concentric,      ///< circle b's center onto a's
  TouchEdge,       ///< rect b moved to touch a along a's right edge
  TouchCorner,     ///< rect b moved to touch a at a's top right corner
  SharePiece,      ///< segment b laid along a's nearest edge, or rect/polygon b moved so that one of its
                   ///< edges shares a piece with an exactly antiparallel edge of a (touching from outside)
};

/// Which snaps apply to the pair (a, b) (b is the shape that moves).
bool applies(Kind kind, const Shape& a, const Shape& b);
const char* kindName(Kind kind);

struct Result {
  Shape moved;         ///< b after the snap (the nearest configuration when not exact)
  bool exact = false;  ///< the configuration is exactly degenerate (checked by the exact predicates)
  std::string what;    ///< one line for the user: what was done, or why no exact one exists nearby
  Message message;     ///< `what` by id and arguments (hitlab/message.h's snap.* family)
};

/// Snaps b against a; empty when the kind does not apply.
std::optional<Result> snap(Kind kind, const Shape& a, const Shape& b);

/// The double nearest to p that lies exactly on the line through a and b (a != b), searched among the
/// doubles within `reach` ulps of p's foot on the line in x or in y; empty when none does.
std::optional<Vec2> exactlyOnLine(Vec2 a, Vec2 b, Vec2 p, int reach = 256);

}  // namespace hitlab::snap
