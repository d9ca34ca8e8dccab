// batch_panel.h — the batch view's sidebar section and canvas input (app_state.h: BatchState).
#pragma once

#include "app_state.h"

namespace hitlab::app {

/// The sidebar in batch view: the segment count, the counts of the last run, its time, export and leave.
void batchSection(AppState& s);
/// Hover and drag of the probe (its ends, or the whole probe), with the world position of the mouse and the
/// pick tolerance in world units.
void batchMouse(AppState& s, Vec2 world, double tolerance);

}  // namespace hitlab::app
