// app_animations.h — File > Export animation drawn through cairo (issue 53), at the canvas's size or the
// picker's chosen one, in the canvas's view, theme and language (export/pictures.h): the last drag as it was
// made, a lesson page's reveal, and Explain's steps at a chosen size. The desktop's; Explain's steps at the
// canvas's size are captured from the window itself (main.cpp).
#pragma once

#include <string>

#include "pictures.h"

namespace hitlab::app {

struct AppState;

/// The canvas as a picture: its scene, pair, view, theme and language, at the canvas's size, or at
/// s.animationWidth x s.animationHeight (16 to 8192 each) when chosen, zoomed so that what the canvas shows
/// fits.
PictureRequest canvasRequest(const AppState& s);
/// The selected pair's Explain steps, one picture each with its paragraph (as `hitlab-cli render --explain`).
/// False with the status line saying why (no pair, a file that cannot be written).
bool exportStepsAnimation(AppState& s, const std::string& path, int frameMs);

/// The last drag (SceneModel::lastDrag), a picture every frameMs of its own time, the shape where it was
/// then (the last picture where it ended); written to `path` by its ending (.webp, .gif, a folder of PNGs).
/// False with the status line saying why (no drag yet, a file that cannot be written).
bool exportDragAnimation(AppState& s, const std::string& path, int frameMs);
/// The open lesson page's reveal: its scene with the answers hidden, as it opens while its question waits,
/// then shown. False with the status line saying why (no lesson page open).
bool exportRevealAnimation(AppState& s, const std::string& path, int frameMs);

}  // namespace hitlab::app
