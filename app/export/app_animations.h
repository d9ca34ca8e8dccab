// app_animations.h — File > Export animation's other two (issue 53), drawn through cairo at the canvas's
// size, in its view, theme and language (export/pictures.h): the last drag as it was made, and a lesson
// page's reveal. The desktop's; Explain's steps are captured from the window itself (main.cpp).
#pragma once

#include <string>

namespace hitlab::app {

struct AppState;

/// The last drag (SceneModel::lastDrag), a picture every frameMs of its own time, the shape where it was
/// then (the last picture where it ended); written to `path` by its ending (.webp, .gif, a folder of PNGs).
/// False with the status line saying why (no drag yet, a file that cannot be written).
bool exportDragAnimation(AppState& s, const std::string& path, int frameMs);
/// The open lesson page's reveal: its scene with the answers hidden, as it opens while its question waits,
/// then shown. False with the status line saying why (no lesson page open).
bool exportRevealAnimation(AppState& s, const std::string& path, int frameMs);

}  // namespace hitlab::app
