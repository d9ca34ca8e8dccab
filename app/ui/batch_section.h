// batch_section.h — the batch view (View > Batch view; app_state.h: BatchState): starting it, exporting it,
// the probe's canvas input. Its sidebar section registers itself (batch_section.cpp).
#pragma once

#include "../model/app_state.h"

namespace hitlab::app {

/// The batch view with `count` random segments over the visible canvas (the scene stays as it is, hidden).
void startBatchView(AppState& s, int count);
/// Writes the batch view as a regression scene (batch-view.json beside the scene file, or in the working
/// folder for an untitled scene): the segments, the probe, the view, and the batch path's relation for every
/// segment the probe meets as expectations.
void exportBatchScene(AppState& s);

/// Hover and drag of the probe (its ends, or the whole probe), with the world position of the mouse and the
/// pick tolerance in world units.
void batchMouse(AppState& s, Vec2 world, double tolerance);

}  // namespace hitlab::app
