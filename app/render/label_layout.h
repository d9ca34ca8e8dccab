// label_layout.h — where the canvas's labels go so that none covers another, a mark's label or an interval
// bar: each label takes the first free spot of a ring of spots around its anchor, nearest first. A pure
// function of pixel geometry (y down), unit-tested; the UI draws the labels where it says.
#pragma once

#include <optional>
#include <vector>

#include "hitlab/shapes.h"

namespace hitlab::app {

/// A box in window pixels, x0 <= x1, y0 <= y1.
struct PixelBox {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool overlaps(const PixelBox& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

/// A thick line in window pixels that labels keep clear of (an interval bar, an axis).
struct Stroke {
  Vec2 p, q;
  double halfWidth = 0;
};

/// Whether the box comes within the stroke's half-width of its centre line.
bool touches(const PixelBox& box, const Stroke& stroke);

struct LabelRequest {
  Vec2 anchor;  ///< the point the label names (window pixels)
  Vec2 size;    ///< the text's width and height
};

/// Top-left corners for the labels, placed in order (put the important ones first): each at the first spot
/// around its anchor (beside it to the upper right, upper left, lower right, lower left, right, left, above,
/// below; then the same ring farther out) whose box overlaps no label placed before it, no box of `fixed`,
/// and no stroke, and lies inside `bounds`. Nullopt where no spot is free: the label is left out rather than
/// drawn over another.
std::vector<std::optional<Vec2>> placeLabels(const std::vector<LabelRequest>& labels,
                                             const std::vector<PixelBox>& fixed,
                                             const std::vector<Stroke>& strokes, const PixelBox& bounds,
                                             double gap);

}  // namespace hitlab::app
