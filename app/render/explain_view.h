// explain_view.h — draws the marks of the current Explain step on the canvas (parallelograms of the cross
// products, projection intervals, the foot of a perpendicular, ...).
#pragma once

#include <vector>

#include "../model/camera.h"
#include "canvas.h"
#include "hitlab/explain.h"

namespace hitlab::app {

/// The color of a mark's tone: -1 negative (red), 0 neutral, 1 positive (green), 2 highlight (amber),
/// 3 guide (grey).
Color toneColor(int tone);

void drawMarks(Canvas& r, const Camera& cam, const std::vector<explain::Mark>& marks);

/// The world point a mark's label names: a segment's or interval's middle, an arrow's head, a point, a box's
/// corner or an angle's vertex.
Vec2 markLabelAnchor(const explain::Mark& m);

}  // namespace hitlab::app
