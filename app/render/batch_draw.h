// batch_draw.h — the batch view on a canvas: every segment in its exact relation's tint, the pairs where
// seed 000's double verdict is wrong marked, the probe on top.
#pragma once

#include "../model/batch_view.h"
#include "../model/camera.h"
#include "canvas.h"

namespace hitlab::app {

/// hover: 0 or 1 an end of the probe, 2 the probe, -1 nothing (drawn brighter).
void drawBatch(Canvas& r, const BatchView& view, const Camera& cam, int hover);

}  // namespace hitlab::app
