// tools.h — mouse and keyboard on the canvas: pick, drag, pan, zoom, shortcuts; every edit a command.
#pragma once

#include "../model/app_state.h"

namespace hitlab::app {

/// Handles this frame's input (after ImGui::NewFrame; ImGui gets the events first and keeps what it wants).
void handleCanvasInput(AppState& s);

/// Rotates a polygon about the mean of its vertices by `angle` radians.
Polygon rotated(const Polygon& p, double angle);

}  // namespace hitlab::app
