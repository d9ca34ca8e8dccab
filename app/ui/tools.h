// tools.h — mouse and keyboard on the canvas: pick, drag, pan, zoom, shortcuts; every edit a command.
#pragma once

#include "../model/app_state.h"

namespace hitlab::app {

/// Handles this frame's input (after ImGui::NewFrame; ImGui gets the events first and keeps what it wants).
void handleCanvasInput(AppState& s);

/// How near (framebuffer pixels) the pointer must be to a handle to take it: a mouse's few pixels, or a
/// fingertip's after a touch.
double handleReach(const AppState& s);
/// The step snapped drags and the arrow keys move by (world units): the grid's, in a lesson at most half a
/// unit (its tasks are reachable).
double dragStep(const AppState& s);
/// A mouse's reach (framebuffer pixels): what is this near comes first, for a finger too (model/handles.h).
double mouseReach(const AppState& s);
/// A double click (or the canvas menu) on a polygon's edge within `tol` world units of `world`: a vertex
/// inserted there, as one command. False when no edge is that near.
bool insertVertexAt(AppState& s, Vec2 world, double tol);
/// Alt+click (or the canvas menu) on a polygon's vertex: the vertex removed, as one command, when the
/// polygon keeps at least 3. False when nothing was removed.
bool removeVertex(AppState& s, const Handle& h);

}  // namespace hitlab::app
