// motion_view.h — the motion overlay of the scene view (View > Motions, M): each moving shape's arrow, the
// area it sweeps and where it ends, the selection's handle to pull a motion out, and the selected pair drawn
// where it first touches, with the contact points and normal.
#pragma once

#include "../model/camera.h"
#include "../model/scene_model.h"
#include "../model/view_options.h"
#include "canvas.h"

namespace hitlab::app {

/// At most this many moving shapes get their arrow and sweep (a big scene's others are left bare).
inline constexpr int kMotionsDrawn = 2000;

void drawMotions(Canvas& r, const SceneModel& model, const Camera& cam, const ViewOptions& opt);

}  // namespace hitlab::app
