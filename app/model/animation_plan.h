// animation_plan.h — what File > Export animation shows of the last drag and of a lesson page's reveal,
// whichever draws it: cairo on the desktop (export/app_animations.h), the canvas captured in the page.
#pragma once

#include <string>
#include <vector>

#include "app_state.h"

namespace hitlab::app {

/// The last drag (SceneModel::lastDrag) as frames: its shape as it was every frameMs of the drag's own time,
/// the last where it ended (at most 1000 frames); empty before a drag.
std::vector<NamedShape> dragFrames(const SceneModel::DragTrail& trail, int frameMs);

/// The open lesson page's scene and its pair (shape indices, -1 where the page names none); false when no
/// page with shapes is open.
bool revealScene(const AppState& s, Scene& scene, int& a, int& b);

/// File > Export animation of the last drag or of the open lesson page's reveal, captured from the canvas
/// (s.animation; the page's way). False with the status line saying why (no drag yet, no lesson page open).
bool startDragAnimation(AppState& s, const std::string& path, int frameMs);
bool startRevealAnimation(AppState& s, const std::string& path, int frameMs);

}  // namespace hitlab::app
